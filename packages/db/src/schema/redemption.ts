import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { editionNfts } from './catalogue';
import { users } from './users';

/**
 * Where a redemption stands (spec part 1 §4): pending (created, waiting for the shipping fee) → paid
 * (the NFT is burned) → confirmed (Packed / Ready for Pickup) → shipped → delivered. `cancelled` is ours:
 * a pending request that was never paid, or whose burn became impossible (its money returned).
 */
export const redemptionStatuses = ['pending', 'paid', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export const redeemTypes = ['shipping', 'pickUp'] as const;

/** The shipping details of spec part 1 §3 (photo ID apart: it is a private file). */
export interface RedemptionShippingDetails {
  firstName: string;
  lastName: string;
  address: string;
  addressLine: string | null;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  /** Pickup extras. */
  homeAddress?: string | null;
  pickupDate?: string | null;
  flightNumber?: string | null;
  destination?: string | null;
  airline?: string | null;
  /** Hong Kong, spirits above 30 % ABV: the licence the buyer holds. */
  hongKongLicence?: string | null;
}

/**
 * A collector's request to turn an edition NFT into its bottle (decision 270). At most one live
 * (not cancelled) request per edition NFT, whatever the concurrency: `redemptions_live_nft_key`.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    publicPk: publicPk(),
    editionNftPk: uuid('edition_nft_pk')
      .notNull()
      .references(() => editionNfts.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    status: text('status', { enum: redemptionStatuses }).notNull().default('pending'),
    redeemType: text('redeem_type', { enum: redeemTypes }).notNull(),
    /** ISO alpha-3 and display name of the destination (or the pickup location's country). */
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    pickupLocationPk: uuid('pickup_location_pk'),
    details: jsonb('details').$type<RedemptionShippingDetails>().notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    /** Relative to DATA_DIR/private; type sniffed from the bytes. */
    photoIdPath: text('photo_id_path').notNull(),
    photoIdType: text('photo_id_type').notNull(),
    /** The owner's address on the chain index when the request was made, and its token. */
    ownerAddress: text('owner_address').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2 }).notNull(),
    /** The shipping fee computed by the server (0 for pickups). */
    priceCents: cents('price_cents').notNull(),
    isFree: boolean('is_free').notNull().default(false),
    trackingCode: text('tracking_code'),
    carrier: text('carrier'),
    burnTransactionHash: text('burn_transaction_hash'),
    cancelReason: text('cancel_reason'),
    paidAt: at('paid_at'),
    confirmedAt: at('confirmed_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    /** E-mails sent (at least once each): paid, shipped, delivered. */
    mailsSent: jsonb('mails_sent').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('redemptions_live_nft_key').on(t.editionNftPk).where(sql`${t.status} <> 'cancelled'`),
    index('redemptions_user_idx').on(t.userPk, t.createdAt),
    index('redemptions_status_idx').on(t.status, t.createdAt),
    index('redemptions_tracking_idx').on(t.trackingCode),
    check('redemptions_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** Notes a representative leaves on a request; the collector reads them in Request Details. */
export const redemptionNotes = pgTable(
  'redemption_notes',
  {
    publicPk: publicPk(),
    redemptionPk: uuid('redemption_pk')
      .notNull()
      .references(() => redemptions.publicPk),
    authorPk: uuid('author_pk').references(() => users.publicPk),
    authorHandler: text('author_handler').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('redemption_notes_redemption_idx').on(t.redemptionPk, t.createdAt)],
);

/**
 * The carrier sandbox's own state (an external service that happens to run in our process, reached
 * only through the CarrierAdapter): shipments it booked, and the scan events each one will go through,
 * visible once the business clock reaches them.
 */
export const carrierSandboxShipments = pgTable(
  'carrier_sandbox_shipments',
  {
    publicPk: publicPk(),
    trackingNumber: text('tracking_number').notNull(),
    reference: text('reference').notNull(),
    service: text('service').notNull(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    destinationCity: text('destination_city').notNull(),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2 }).notNull(),
    /** Set when the warehouse hands the parcel over; events are planned from then. */
    handedOverAt: at('handed_over_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('carrier_sandbox_shipments_tracking_key').on(t.trackingNumber), uniqueIndex('carrier_sandbox_shipments_reference_key').on(t.reference)],
);

export const carrierSandboxEvents = pgTable(
  'carrier_sandbox_events',
  {
    publicPk: publicPk(),
    shipmentPk: uuid('shipment_pk')
      .notNull()
      .references(() => carrierSandboxShipments.publicPk),
    sequence: integer('sequence').notNull(),
    statusCode: text('status_code').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    /** Business time at which the scan happens; tracking shows only events at or before now. */
    happensAt: at('happens_at').notNull(),
  },
  (t) => [uniqueIndex('carrier_sandbox_events_sequence_key').on(t.shipmentPk, t.sequence), index('carrier_sandbox_events_due_idx').on(t.happensAt)],
);
