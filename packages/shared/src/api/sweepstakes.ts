import { z } from 'zod';
import { EthTransferPayloadSchema } from './checkout';
import { AddressSchema, TransactionHashSchema } from './wallet';
import { SweepstakesQuantitySchema } from '../forms/sweepstakes';

/**
 * Sweepstakes and shuffle contracts (spec part 1 §3 "Sweepstakes entry", "Photo upload"; §7 sweepstakes
 * and photo-id calls; §8 "Sweepstakes"; decisions 360–362). `sweepstakesPublicPk` names the sweepstakes
 * release pack. USD amounts are dollars, dates ISO 8601.
 */
const IsoDate = z.string().describe('ISO 8601 date-time');

/** Spec part 1 §8 "Sweepstakes", verbatim. */
export const LOBBY_NOT_OPEN_MESSAGE = 'The lobby is not open yet.';
export const ERROR_CREATING_ENTRY_MESSAGE = 'Error creating entry';
export const NO_EXISTING_ENTRY_MESSAGE = 'No existing entry found. Please refresh and try again.';
export const ERROR_UPLOADING_IMAGE_MESSAGE = 'Error uploading image';
export const FAILED_PHOTO_UPLOAD_MESSAGE = 'Failed to upload photo ID. Please try again.';
export const UPLOAD_FILE_ERROR_MESSAGE = 'An error occurred while trying to upload your file.';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong.';
export const ENTRY_SUBMITTED_MESSAGE = 'Your entry has been submitted.';
export const NO_ENTRY_FOUND_MESSAGE = 'NO SWEEPSTAKES ENTRY FOUND';
export const SWEEPSTAKES_CLOSED_MESSAGE = 'The sweepstakes is closed. Please check back later for the winners.';
/** Ours (decision 361). */
export const ENTRY_ALREADY_PAID_MESSAGE = 'Your entry is already paid.';
export const QUESTIONNAIRE_FIRST_MESSAGE = 'Please complete the entry form before you pay.';
export const PHOTO_ID_CONTENT_MESSAGE = 'Your photo ID must be a JPG, PNG or PDF file.';
export const SHUFFLE_CLOSED_MESSAGE = 'This shuffle is closed.';

/** Polling of an entry whose payment is under way (spec part 1 §4). */
export const ENTRY_POLL_MS = 5_000;
/** Quantity input debounce (spec part 1 §9). */
export const QUANTITY_DEBOUNCE_MS = 300;

export const DrawEntryStatusSchema = z.enum(['inProgress', 'paid', 'success']);

export const SweepstakesRefSchema = z.object({ sweepstakesPublicPk: z.uuid() });

/** A sweepstakes entry (spec part 1 §3) with what the drawer needs besides. */
export const SweepstakesEntrySchema = z.object({
  publicPk: z.uuid(),
  sweepstakesPublicPk: z.uuid(),
  status: DrawEntryStatusSchema,
  quantity: z.number().int(),
  amountUsd: z.number().describe('listingPrice × quantity'),
  ethTransferPayload: EthTransferPayloadSchema.nullable().describe('The ETH quote of a payment under way, else null'),
  questionnaireComplete: z.boolean(),
  photoIdConfirmed: z.boolean(),
  paymentUnderWay: z.boolean().describe('A card or ETH payment is waiting for its outcome (poll every 5 s)'),
  outcome: z.enum(['won', 'lost', 'void']).nullable(),
  cartPublicPk: z.uuid().nullable().describe('The free checkout of a winner’s edition'),
});
export type SweepstakesEntry = z.infer<typeof SweepstakesEntrySchema>;

export const EntryQuantityInputSchema = SweepstakesRefSchema.extend({ quantity: SweepstakesQuantitySchema });

/** POST entry/eth-payment: pay the fee from one of my connected wallets (the server quotes it in wei for 15 minutes). */
export const EntryEthPaymentSchema = SweepstakesRefSchema.extend({ fromAccount: AddressSchema });
/** POST entry/purchase-with-eth: the transaction my wallet sent for the fee (the server reads the chain). */
export const EntryEthTransactionSchema = SweepstakesRefSchema.extend({ transactionHash: TransactionHashSchema });
/** No ETH quote for this entry to confirm. */
export const NO_ENTRY_ETH_PAYMENT_MESSAGE = 'This entry has no ETH payment under way.';

/** POST entry-alt: the questionnaire (its rules are the shared form schema's, checked on the server's clock). */
export const EntryAltInputSchema = SweepstakesRefSchema.extend({
  name: z.string().max(200).default(''),
  email: z.string().max(320).default(''),
  dob: z.string().max(10).default(''),
  country: z.string().max(3).default(''),
  acknowledgement: z.boolean().default(false),
  platformAcknowledgement: z.boolean().default(false),
  description: z.string().max(2000).default(''),
  photoId: z.string().max(64).default(''),
});

export const PHOTO_ID_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const PhotoUploadRequestSchema = SweepstakesRefSchema.extend({
  contentType: z.string().max(100),
  fileName: z.string().trim().min(1).max(200),
});
export const PhotoUploadTicketSchema = z.object({
  photoId: z.uuid(),
  imageKey: z.string(),
  preSignedUrl: z.string(),
  requestFields: z.record(z.string(), z.string()),
});
export type PhotoUploadTicket = z.infer<typeof PhotoUploadTicketSchema>;
export const PhotoConfirmInputSchema = SweepstakesRefSchema.extend({ photoId: z.uuid(), imageKey: z.string().max(200) });
export const PhotoConfirmedSchema = z.object({ photoId: z.uuid(), status: z.literal('confirmed'), contentType: z.string() });

/** The public record of a draw (decision 360): enough to recompute the winners anywhere. */
export const PublishedDrawSchema = z.object({
  releasePackPublicPk: z.uuid(),
  kind: z.enum(['sweepstakes', 'shuffle']),
  name: z.string(),
  algorithm: z.string(),
  seedHash: z.string().describe('sha256 of the seed, published when the sale opened'),
  committedAt: IsoDate,
  closesAt: IsoDate.nullable(),
  drawnAt: IsoDate.nullable(),
  seed: z.string().nullable().describe('Revealed at the draw'),
  prizes: z.number().int().nullable(),
  entries: z.array(z.object({ publicPk: z.uuid(), handler: z.string(), weight: z.number().int() })).nullable(),
  winners: z.array(z.object({ entryPublicPk: z.uuid(), handler: z.string(), editionNumber: z.number().int().nullable() })).nullable(),
  entrantCount: z.number().int(),
  ticketCount: z.number().int(),
});
export type PublishedDraw = z.infer<typeof PublishedDrawSchema>;

/** Staff: every draw with its figures (decision 360). */
export const StaffDrawListSchema = z.object({ results: z.array(PublishedDrawSchema.extend({ paidAmountUsd: z.number() })) });

/** Shuffle deposit (decision 362): the lottery deposit of spec part 1 §2's shuffleCongrats route. */
export const ShuffleDepositSchema = z.object({
  publicPk: z.uuid(),
  releasePackPublicPk: z.uuid(),
  status: DrawEntryStatusSchema,
  amountUsd: z.number(),
  paymentUnderWay: z.boolean(),
  outcome: z.enum(['won', 'lost', 'void']).nullable(),
  editionNumber: z.number().int().nullable(),
  cartPublicPk: z.uuid().nullable(),
  refunded: z.boolean(),
});
export type ShuffleDeposit = z.infer<typeof ShuffleDepositSchema>;
