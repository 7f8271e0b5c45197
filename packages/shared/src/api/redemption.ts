import { z } from 'zod';
import { REDEEM_TYPES, REDEMPTION_STATUSES } from '../rules/redemption';
import { EthTransferPayloadSchema } from './checkout';
import { PaymentSubmissionSchema } from './payments';
import { pageSchema } from './pagination';
import { AddressSchema, TransactionHashSchema } from './wallet';

/**
 * Redemption contracts (spec part 1 §3 "Redemption state", "Eligibility response", "Price response",
 * "Payment status", "Shipping details", "Pickup extras", "Redemption request"; §7 redeem calls; design
 * in docs/decisions/270–275). USD amounts are dollars, dates ISO 8601.
 */
const IsoDate = z.string().describe('ISO 8601 date-time');
export const RedemptionStatusSchema = z.enum(REDEMPTION_STATUSES);
export const RedeemTypeSchema = z.enum(REDEEM_TYPES);

/** GET /api/account/v1/redeem/exists/{editionNftPublicPk}: what the wizard does on load (part 1 §4). */
export const RedeemExistsSchema = z.object({
  isLocked: z.boolean().describe('The NFT cannot be redeemed by the caller (not theirs, locked, burned)'),
  status: RedemptionStatusSchema.nullable().describe('The live request for this NFT, if any'),
  redeemNftPublicPk: z.uuid().nullable().describe('That request'),
  redeemType: RedeemTypeSchema.nullable(),
});
export type RedeemExists = z.infer<typeof RedeemExistsSchema>;

/** Why the redeem page refuses to go on (the eligibility check); each with the text shown. */
export const REDEEM_REFUSALS = ['not_owner', 'locked', 'redeemed', 'not_yet_redeemable', 'email_not_verified', 'not_minted', 'access_not_provided'] as const;
export type RedeemRefusal = (typeof REDEEM_REFUSALS)[number];

export const VERIFY_COMMUNICATION_EMAIL_MESSAGE = 'Please add and verify a communication e-mail before you redeem: we send your shipping updates there.';
export const NOT_OWNER_MESSAGE = 'You are not the owner of this NFT';
export const NOT_YET_REDEEMABLE_MESSAGE = 'This NFT cannot be redeemed yet.';
export const ALREADY_REDEEMED_MESSAGE = 'This NFT has already been redeemed.';
export const NFT_LOCKED_MESSAGE = 'This NFT is locked and cannot be redeemed right now.';
export const ACCESS_NOT_PROVIDED_MESSAGE = 'Please provide access to your wallet (Provide Access) before you redeem.';
export const REDEMPTION_UNDER_WAY_MESSAGE = 'This redemption is already paid and cannot be changed.';

/** GET /api/account/v2/redeem/eligibility/{editionNftPublicPk}: everything the wizard needs to start. */
export const RedeemEligibilitySchema = z.object({
  eligible: z.boolean(),
  refusals: z.array(z.object({ code: z.enum(REDEEM_REFUSALS), message: z.string() })),
  communicationEmailIsVerified: z.boolean(),
  redeemAfter: IsoDate.nullable(),
  editionNftPublicPk: z.uuid(),
  productTitle: z.string(),
  editionNumber: z.number().int(),
  image: z.string(),
  brandName: z.string(),
  category: z.string(),
  abv: z.number().describe('Alcohol by volume, percent'),
  weightKg: z.number(),
  bottleSizeMl: z.number().int(),
});
export type RedeemEligibility = z.infer<typeof RedeemEligibilitySchema>;

/** The shippingDetails part of the create call (part 1 §3 Shipping details + Pickup extras). Sent as a JSON string in the multipart form. */
export const RedeemShippingDetailsSchema = z.object({
  firstName: z.string().max(255).default(''),
  lastName: z.string().max(255).default(''),
  address: z.string().max(255).default(''),
  addressLine: z.string().max(255).nullish(),
  city: z.string().max(255).default(''),
  state: z.string().max(255).default(''),
  postcode: z.string().max(20).default(''),
  phone: z.string().max(30).default(''),
  redeemType: RedeemTypeSchema.optional(),
  homeAddress: z.string().max(255).nullish(),
  pickupDate: z.string().max(10).nullish(),
  flightNumber: z.string().max(20).nullish(),
  destination: z.string().max(3).nullish(),
  airline: z.string().max(255).nullish(),
  hongKongLicence: z.string().max(100).nullish(),
});
export type RedeemShippingDetails = z.infer<typeof RedeemShippingDetailsSchema>;

/** Fields of POST /api/account/v2/redeem (multipart/form-data) besides the `photoId` file. */
export const CREATE_REDEMPTION_FIELDS = ['dob', 'editionNftPublicPk', 'selectedCountryCode', 'shippingDetails', 'selectedPickupLocation'] as const;
/** Photo ID: jpg, jpeg, png or pdf by content, at most 10 MB. */
export const PHOTO_ID_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_ID_TYPE_MESSAGE = 'Your photo ID must be a JPG, PNG or PDF file.';
export const PHOTO_ID_SIZE_MESSAGE = 'Your photo ID must be 10 MB or smaller.';

export const CarrierEventSchema = z.object({
  description: z.string(),
  timestamp: IsoDate,
  statusCode: z.string(),
  location: z.string(),
});
export const ShipmentSchema = z.object({
  id: z.string(),
  carrier: z.string(),
  status: z.string().describe('pre-transit, transit, delivered'),
  events: z.array(CarrierEventSchema).describe('Newest last'),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const RedemptionNoteSchema = z.object({ body: z.string(), createdAt: IsoDate, author: z.string() });

export const PickupLocationSchema = z.object({
  publicPk: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.object({ name: z.string(), code: z.string() }),
});

/** Spec part 1 §3 "Redemption request", plus what Request Details shows. */
export const RedemptionRequestSchema = z.object({
  publicPk: z.uuid(),
  editionNftPublicPk: z.uuid(),
  status: RedemptionStatusSchema,
  createdAt: IsoDate,
  updatedAt: IsoDate,
  redeemType: RedeemTypeSchema,
  trackingCode: z.string().nullable(),
  productImageSource: z.string(),
  productTitle: z.string(),
  editionNumber: z.number().int(),
  shipments: z.array(ShipmentSchema),
  notes: z.array(RedemptionNoteSchema),
  countryName: z.string(),
  shipTo: z.string().describe('City, state and country (or the pickup location)'),
  pickupLocation: PickupLocationSchema.nullable(),
  pickupDate: z.string().nullable(),
  shippingPrice: z.number(),
  isFree: z.boolean(),
  paidAt: IsoDate.nullable(),
  confirmedAt: IsoDate.nullable(),
  shippedAt: IsoDate.nullable(),
  deliveredAt: IsoDate.nullable(),
  burnTransactionHash: z.string().nullable(),
});
export type RedemptionRequest = z.infer<typeof RedemptionRequestSchema>;
export const RedemptionPageSchema = pageSchema(RedemptionRequestSchema);
export type RedemptionPage = z.infer<typeof RedemptionPageSchema>;
export const RedemptionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** The price helper: the shipping fee in USD (0 for pickups) and, when the ETH rail is there, what to send. */
export const RedemptionPriceSchema = z.object({
  redemptionPrice: z.number(),
  currency: z.literal('USD'),
  breakdown: z.object({ base: z.number(), weight: z.number(), surcharge: z.number(), weightKg: z.number() }),
  notes: z.array(z.string()),
  ethTransferPayload: EthTransferPayloadSchema.nullable().describe('While an ETH payment of the fee is quoted and awaited: what the wallet sends (null otherwise)'),
});
export type RedemptionPrice = z.infer<typeof RedemptionPriceSchema>;

/** POST /api/account/v2/redeem/{redeemPublicPk}/eth-payment: quote the fee in ETH, paid from one of my connected wallets. */
export const RedemptionEthPaymentSchema = z.object({ fromAccount: AddressSchema });
/** POST /api/account/v2/redeem/{redeemPublicPk}/purchase-with-eth: the transaction my wallet sent (the server reads the chain). */
export const RedemptionEthTransactionSchema = z.object({ transactionHash: TransactionHashSchema });

/** capture-redeem's body: the checkout's card submission, or a saved card (`paymentInstrumentPublicPk`) instead of a new one. */
export const RedeemFeeSubmissionSchema = PaymentSubmissionSchema.extend({ paymentInstrumentPublicPk: z.uuid().optional() });
export type RedeemFeeSubmission = z.infer<typeof RedeemFeeSubmissionSchema>;

/** GET /api/account/v2/redeem/status/{redeemPublicPk}: the payment status the wizard polls. */
export const RedemptionStatusResponseSchema = z.object({
  status: z.enum([...REDEMPTION_STATUSES, 'cancelled']),
  payment: z.enum(['none', 'pending', 'authorized', 'captured', 'failed', 'refunded', 'free']),
  burned: z.boolean(),
  failureReason: z.string().nullable(),
});
export type RedemptionStatusResponse = z.infer<typeof RedemptionStatusResponseSchema>;

/** GET /services/external/v1/dhl-tracking?trackingNumber= (shaped like DHL's shipment tracking API). */
export const DhlTrackingQuerySchema = z.object({ trackingNumber: z.string().trim().min(4).max(40) });
export const DhlTrackingSchema = z.object({
  shipments: z.array(
    z.object({
      id: z.string(),
      service: z.string(),
      status: z.object({ timestamp: IsoDate, statusCode: z.string(), status: z.string(), description: z.string(), location: z.string() }),
      events: z.array(z.object({ timestamp: IsoDate, statusCode: z.string(), description: z.string(), location: z.string() })).describe('Newest first, as DHL answers'),
    }),
  ),
});
export type DhlTracking = z.infer<typeof DhlTrackingSchema>;

/** Reviews are collected by an external page (spec part 1 §4 review prompt). */
export const REDEMPTION_REVIEW_PROMPT = 'How was your experience? Leave us a review';
export const NO_REQUEST_NOTES_MESSAGE = 'No Request Notes from a representative yet';
export const REDEEM_SUCCESS_TITLE = 'YOUR BOTTLE IS ON THE WAY!';
