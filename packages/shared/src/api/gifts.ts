import { z } from 'zod';
import { GIFT_STATUSES } from '../rules/gifts';

/**
 * Gifts by e-mail (spec part 2 §3 "Gift", §7 gift calls and `payments/v1/gift`; decision 345).
 * Dates are ISO 8601 strings.
 */
const IsoDate = z.string().describe('ISO 8601 date-time');

/** Spec §8 "Transfers and gifts" texts the client shows. */
export const GIFT_TEXTS = {
  resent: 'Notification sent',
  cancelled: 'Gift has been cancelled',
  failed: 'Oops, something went wrong.',
  /** Reject's success text, as written in the spec. */
  declined: 'Gift has been accepted',
  empty: "You Don't have any pending Gifts",
  editionLoadFailed: 'Could not fetch edition information',
} as const;

export const GIFT_SELF_MESSAGE = 'You cannot gift an NFT to yourself.';
export const GIFT_CUSTODY_MESSAGE = 'Only NFTs in your custodial wallet can be gifted. This one is in your own wallet.';
export const GIFT_LOCKED_MESSAGE = 'This NFT is locked by a pending gift.';
export const GIFT_RESEND_LIMIT_MESSAGE = 'You have reached the maximum number of notifications for this gift.';
export const GIFT_NOT_PENDING_MESSAGE = 'This gift is no longer pending.';
export const GIFT_MOVED_MESSAGE = 'This NFT is no longer in the sender’s wallet, so the gift cannot be accepted.';

export const GiftEditionSchema = z.object({
  editionNftPublicPk: z.uuid(),
  productTitle: z.string(),
  editionNumber: z.number().int(),
  brandName: z.string(),
  image: z.string(),
  video: z.string(),
});

export const GiftSchema = z.object({
  publicPk: z.uuid(),
  giftPublicPk: z.uuid().describe('Same as publicPk (the spec names both)'),
  status: z.enum(GIFT_STATUSES),
  receiverEmail: z.string(),
  message: z.string(),
  editionNftPublicPk: z.uuid(),
  sentRetries: z.number().int().describe('Notifications sent so far, the first one included'),
  canResend: z.boolean(),
  senderHandler: z.string(),
  isSender: z.boolean().describe('The caller made this gift'),
  createdAt: IsoDate,
  edition: GiftEditionSchema,
  transferPublicPk: z.uuid().nullable().describe('The newest transfer of this gift (after an accept)'),
  transferStatus: z.number().int().min(1).max(4).nullable(),
});
export type Gift = z.infer<typeof GiftSchema>;

export const GiftListSchema = z.array(GiftSchema);
export const GiftResultsSchema = z.object({ count: z.number().int(), results: z.array(GiftSchema) });

export const GiftPkParamsSchema = z.object({ publicPk: z.uuid({ error: 'Gift has been cancelled' }) });
export const GiftCancelParamsSchema = z.object({ giftPublicPk: z.uuid({ error: 'Gift has been cancelled' }) });
export const GiftAcceptParamsSchema = z.object({ giftPk: z.uuid({ error: 'Gift has been cancelled' }) });

/** PUT /api/account/v1/gift/accept/{giftPk} {status}: the receiver declines. */
export const GiftDeclineBodySchema = z.object({ status: z.literal('declined', { error: "status must be 'declined'" }) });

/** POST /api/payments/v1/gift: the receiver accepts into a new managed wallet (isCreateVault) or one of their wallets. */
export const AcceptGiftBodySchema = z.object({
  giftPublicPk: z.uuid({ error: 'Gift has been cancelled' }),
  isCreateVault: z.boolean().default(false),
  toAccountPublicPk: z.uuid().nullish().describe('One of my wallets (publicPk) to receive the NFT, when isCreateVault is false'),
});
export type AcceptGiftBody = z.infer<typeof AcceptGiftBodySchema>;

export const GiftTransferCreatedSchema = z.object({ publicPk: z.uuid() });

/** GET /api/payments/v1/gift/{publicPk}: status 1 in progress, 3 failed, 4 completed; transferStatus the step (1–4). */
export const GiftTransferStatusSchema = z.object({
  publicPk: z.uuid(),
  giftPublicPk: z.uuid(),
  status: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  transferStatus: z.number().int().min(1).max(4),
  isCreateVault: z.boolean(),
  transactionHash: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type GiftTransferStatus = z.infer<typeof GiftTransferStatusSchema>;
