import { z } from 'zod';
import { REDEEM_TYPES } from '../rules/redemption';
import { RedemptionNoteSchema, ShipmentSchema } from './redemption';

/** The fulfilment queue of the staff console (decision 273). USD in dollars, dates ISO 8601. */
export const STAFF_REDEMPTION_FILTERS = ['open', 'paid', 'confirmed', 'shipped', 'delivered', 'pending', 'cancelled', 'all'] as const;
export const StaffRedemptionQuerySchema = z.object({ status: z.enum(STAFF_REDEMPTION_FILTERS).default('open') });

export const StaffRedemptionSchema = z.object({
  publicPk: z.uuid(),
  orderNumber: z.string(),
  handler: z.string(),
  email: z.string().nullable(),
  status: z.enum(['pending', 'paid', 'confirmed', 'shipped', 'delivered', 'cancelled']),
  redeemType: z.enum(REDEEM_TYPES),
  productTitle: z.string(),
  editionNumber: z.number().int(),
  tokenId: z.string(),
  weightKg: z.number(),
  recipient: z.string(),
  phone: z.string(),
  dob: z.string(),
  shipTo: z.array(z.string()).describe('Address lines, or the pickup location and flight'),
  countryName: z.string(),
  hongKongLicence: z.string().nullable(),
  shippingPrice: z.number(),
  photoIdUrl: z.string(),
  photoIdType: z.string(),
  trackingCode: z.string().nullable(),
  shipments: z.array(ShipmentSchema),
  notes: z.array(RedemptionNoteSchema),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type StaffRedemption = z.infer<typeof StaffRedemptionSchema>;
export const StaffRedemptionListSchema = z.object({ results: z.array(StaffRedemptionSchema) });

export const StaffRedemptionNoteInputSchema = z.object({ body: z.string().trim().min(1, 'Please write the note.').max(2000) });
export const StaffShipInputSchema = z.object({ trackingCode: z.string().trim().min(4, 'Please enter the tracking code.').max(40) });
export const StaffBookedShipmentSchema = z.object({ trackingCode: z.string(), carrier: z.string() });

export const STAFF_REDEMPTION_MESSAGES = {
  notPaid: 'This redemption is not paid yet.',
  notConfirmed: 'Mark the bottle packed (or ready for pickup) first.',
  notShipping: 'A pickup is not shipped; mark it picked up instead.',
  notPickup: 'A shipment is delivered by the carrier, not picked up.',
  unknownTracking: 'The carrier does not know this tracking code.',
  alreadyShipped: 'This redemption has already been shipped.',
} as const;
