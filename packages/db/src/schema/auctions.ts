import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, cents, createdAt, publicPk, updatedAt } from './columns';
import { editionNfts, releasePacks } from './catalogue';
import { checkoutCarts } from './checkout';
import { users } from './users';

export const auctionStyles = ['auction', 'leaderboard', 'sealed_auction'] as const;
export const fundCheckTypes = ['preApproval', 'wallet'] as const;
export const lotOutcomes = ['sold', 'no_bids', 'reserve_not_met', 'unpaid'] as const;

/**
 * One lot: a unit of an English or sealed auction pack (one edition NFT, or one edition number across a
 * bundle), or a whole leaderboard pack (`edition_number` 0). Created at the first bid; every bid locks
 * this row, so the lot's engine state below is only ever changed by one transaction at a time.
 */
export const auctionLots = pgTable(
  'auction_lots',
  {
    publicPk: publicPk(),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    /** 0 for a leaderboard (the pack is the lot). */
    editionNumber: integer('edition_number').notNull(),
    /** The unit's first NFT (a bundle's lowest key); null for a leaderboard. */
    editionNftPk: uuid('edition_nft_pk').references(() => editionNfts.publicPk),
    style: text('style', { enum: auctionStyles }).notNull(),
    /** English: the price the leader pays now. */
    priceCents: cents('price_cents'),
    leaderPk: uuid('leader_pk').references(() => users.publicPk),
    leaderMaxCents: cents('leader_max_cents').notNull().default(0),
    scheduledCloseAt: at('scheduled_close_at').notNull(),
    /** The close after soft-close extensions (decision 250). */
    closesAt: at('closes_at').notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    /** Set once the settlement decided the lot (decision 254). */
    settledAt: at('settled_at'),
    outcome: text('outcome', { enum: lotOutcomes }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('auction_lots_unit_key').on(t.releasePackPk, t.editionNumber),
    index('auction_lots_unsettled_idx').on(t.closesAt).where(sql`${t.settledAt} is null`),
  ],
);

/**
 * The English ladder: each row a price step that held the lead (decision 250). Amounts strictly
 * increase within a lot, which the unique index makes true whatever the concurrency.
 */
export const auctionBids = pgTable(
  'auction_bids',
  {
    publicPk: publicPk(),
    lotPk: uuid('lot_pk')
      .notNull()
      .references(() => auctionLots.publicPk),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    editionNftPk: uuid('edition_nft_pk').references(() => editionNfts.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    amountCents: cents('amount_cents').notNull(),
    /** ETH at the price of the moment, 8 decimals (spec part 1 §5). */
    amountEth: numeric('amount_eth', { precision: 30, scale: 8 }).notNull(),
    isMaxBid: boolean('is_max_bid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auction_bids_lot_amount_key').on(t.lotPk, t.amountCents), index('auction_bids_user_idx').on(t.userPk)],
);

/** Each bidder's maximum on an English lot (a quick bid is a maximum at its amount); read by its owner only. */
export const auctionMaxBids = pgTable(
  'auction_max_bids',
  {
    publicPk: publicPk(),
    lotPk: uuid('lot_pk')
      .notNull()
      .references(() => auctionLots.publicPk),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    editionNftPk: uuid('edition_nft_pk').references(() => editionNfts.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    maxCents: cents('max_cents').notNull(),
    maxEth: numeric('max_eth', { precision: 30, scale: 8 }).notNull(),
    /** Whether the latest request was a max bid (true) or a quick bid. */
    isMaxBid: boolean('is_max_bid').notNull(),
    currency: text('currency', { enum: ['USD', 'ETH'] }).notNull().default('USD'),
    fundCheckType: text('fund_check_type', { enum: fundCheckTypes }).notNull(),
    fundCheckValue: text('fund_check_value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('auction_max_bids_lot_user_key').on(t.lotPk, t.userPk), index('auction_max_bids_user_idx').on(t.userPk)],
);

/** Leaderboard bids: a bidder's latest bid replaces their previous one (`supersededAt`). */
export const leaderboardBids = pgTable(
  'leaderboard_bids',
  {
    publicPk: publicPk(),
    lotPk: uuid('lot_pk')
      .notNull()
      .references(() => auctionLots.publicPk),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    amountCents: cents('amount_cents').notNull(),
    amountEth: numeric('amount_eth', { precision: 30, scale: 8 }).notNull(),
    isManual: boolean('is_manual').notNull(),
    fundCheckType: text('fund_check_type', { enum: fundCheckTypes }).notNull(),
    fundCheckValue: text('fund_check_value').notNull(),
    supersededAt: at('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leaderboard_bids_current_key').on(t.lotPk, t.userPk).where(sql`${t.supersededAt} is null`),
    index('leaderboard_bids_rank_idx').on(t.lotPk, t.amountCents, t.createdAt),
  ],
);

/** A sealed auction's paddle: one per collector and pack, numbered from 101 in the order they joined. */
export const sealedPaddles = pgTable(
  'sealed_paddles',
  {
    publicPk: publicPk(),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    paddleNumber: integer('paddle_number').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sealed_paddles_pack_user_key').on(t.releasePackPk, t.userPk), uniqueIndex('sealed_paddles_pack_number_key').on(t.releasePackPk, t.paddleNumber)],
);

/** A sealed bid: one per paddle and lot, raised in place; nobody but its bidder (and staff) reads the amount. */
export const sealedBids = pgTable(
  'sealed_bids',
  {
    publicPk: publicPk(),
    lotPk: uuid('lot_pk')
      .notNull()
      .references(() => auctionLots.publicPk),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    editionNftPk: uuid('edition_nft_pk').references(() => editionNfts.publicPk),
    paddlePk: uuid('paddle_pk')
      .notNull()
      .references(() => sealedPaddles.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    amountCents: cents('amount_cents').notNull(),
    amountEth: numeric('amount_eth', { precision: 30, scale: 8 }).notNull(),
    fundCheckType: text('fund_check_type', { enum: fundCheckTypes }).notNull(),
    fundCheckValue: text('fund_check_value').notNull(),
    createdAt: createdAt(),
    /** When the bid reached its amount: the earlier of equal bids ranks higher (decision 253). */
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sealed_bids_lot_user_key').on(t.lotPk, t.userPk), index('sealed_bids_rank_idx').on(t.lotPk, t.amountCents, t.updatedAt)],
);

export const proofOfFundsStatuses = ['pending', 'approved', 'rejected'] as const;

/** A collector's bid pre-approval request (spec part 1 §3 "Proof of funds"); files in `proof_of_funds_files`. */
export const proofsOfFunds = pgTable(
  'proofs_of_funds',
  {
    publicPk: publicPk(),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    status: text('status', { enum: proofOfFundsStatuses }).notNull().default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    addressLine: text('address_line'),
    city: text('city').notNull(),
    state: text('state'),
    postcode: text('postcode').notNull(),
    /** MM/DD/YYYY as entered (spec part 1 §5). */
    dob: text('dob').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    amountCents: cents('amount_cents').notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.publicPk),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('proofs_of_funds_user_idx').on(t.userPk, t.createdAt), index('proofs_of_funds_status_idx').on(t.status, t.updatedAt)],
);

export const proofOfFundsFileKinds = ['bankStatement', 'photoId'] as const;

/** A document of a proof of funds: the bytes live under DATA_DIR/private, never served publicly. */
export const proofOfFundsFiles = pgTable(
  'proof_of_funds_files',
  {
    publicPk: publicPk(),
    proofPk: uuid('proof_pk')
      .notNull()
      .references(() => proofsOfFunds.publicPk),
    kind: text('kind', { enum: proofOfFundsFileKinds }).notNull(),
    path: text('path').notNull(),
    contentType: text('content_type', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    filename: text('filename').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proof_of_funds_files_proof_idx').on(t.proofPk)],
);

export const auctionWinStatuses = ['offered', 'paid', 'lapsed'] as const;

/**
 * A win to be paid: the settlement offers it (a cart holding the edition(s) at the winning price), the
 * checkout pays it, or the payment window lapses and the next bidder is offered the lot (decision 254).
 */
export const auctionWins = pgTable(
  'auction_wins',
  {
    publicPk: publicPk(),
    lotPk: uuid('lot_pk')
      .notNull()
      .references(() => auctionLots.publicPk),
    releasePackPk: uuid('release_pack_pk')
      .notNull()
      .references(() => releasePacks.publicPk),
    userPk: uuid('user_pk')
      .notNull()
      .references(() => users.publicPk),
    /** 1 for the first offer of an English or sealed lot; a leaderboard's rank among its winners. */
    rank: integer('rank').notNull(),
    amountCents: cents('amount_cents').notNull(),
    editionNftPks: uuid('edition_nft_pks').array().notNull(),
    cartPk: uuid('cart_pk').references(() => checkoutCarts.publicPk),
    status: text('status', { enum: auctionWinStatuses }).notNull().default('offered'),
    paymentDueAt: at('payment_due_at'),
    mailedAt: at('mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('auction_wins_lot_user_key').on(t.lotPk, t.userPk), index('auction_wins_status_idx').on(t.status)],
);
