import { z } from 'zod';

/**
 * Contracts of the payments domain (spec part 2 §3 "Billing address", "Payment submission", "Credit
 * card", §4 "Card payment", §7 "Payment gateway and fiat services", §8 "Payments"; part 1 §7 gift-card
 * calls; design in docs/decisions/170 and 171). USD amounts are numbers of dollars.
 */

/** Spec part 2 §8 "Payments", verbatim. */
export const PAYMENT_INVALID_REQUEST_MESSAGE = 'Invalid request, please try again.';
export const PAYMENT_COULD_NOT_PROCESS_MESSAGE = 'Could not process payment. Please try again';
export const PAYMENT_TERRIBLY_WRONG_MESSAGE = 'Something has gone terribly wrong.';
export const CARD_CONNECT_ISSUE_MESSAGE = 'There was an issue connecting your credit card';
/** Reasons the transaction error popup lists (spec part 1 §8 "Payment"). */
export const ETH_AMOUNT_MISMATCH_REASON = 'ETH amount mismatch';
export const CARD_FRAUD_REASON = 'card processor flagged fraud';
export const INTERNAL_ERROR_REASON = 'internal system error';
/** ETH rail texts of ours (decision 220). */
export const ETH_TRANSACTION_REFUSED_MESSAGE = 'This transaction does not pay for this order.';
export const ETH_QUOTE_EXPIRED_REASON = 'The ETH payment did not arrive before its quote expired.';
export const ETH_UNAVAILABLE_MESSAGE = 'ETH payments are not available right now. Please choose another payment method.';
/** An ETH quote holds this long; a payment announced by its hash is awaited this long after the announcement. */
export const ETH_QUOTE_MINUTES = 15;
export const ETH_ANNOUNCED_WAIT_MINUTES = 30;
/** The payer-auth check is retried every 2 s while it answers 404; device collection falls back after 2 s. */
export const PAYER_AUTH_RETRY_MS = 2_000;

export const BillingAddressSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(1).max(40),
  country: z.string().trim().max(3),
  streetAddress: z.string().trim().min(1).max(200),
  locality: z.string().trim().min(1).max(100),
  administrativeArea: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().min(1).max(20),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/**
 * The payment submission (spec part 2 §3), posted to the capture call of its payment type. Exactly one
 * reference names what is paid: `cartPublicPk` (checkout), `redeemNftPublicPk` (redeem),
 * `sweepstakesPublicPk` (sweepstakes), `checkoutSessionPublicPk` (later flows). `uniqueId` is the
 * client's idempotency key for this attempt.
 */
export const PaymentSubmissionSchema = z.object({
  billingAddress: BillingAddressSchema.optional(),
  tokenValue: z.string().max(4000).optional(),
  transactionId: z.string().max(200).optional(),
  isDefault: z.boolean().default(false),
  referenceId: z.string().max(200).optional(),
  redeemNftPublicPk: z.uuid().optional(),
  sweepstakesPublicPk: z.uuid().optional(),
  checkoutSessionPublicPk: z.uuid().optional(),
  saveCreditCard: z.boolean().default(false),
  cartPublicPk: z.uuid().optional(),
  uniqueId: z.string().min(8).max(100),
});
export type PaymentSubmission = z.infer<typeof PaymentSubmissionSchema>;

export const PAYMENT_STATUSES = ['AUTHORIZED', 'PENDING_AUTHENTICATION', 'DECLINED', 'FAILED', 'PENDING'] as const;

export const PaymentResultSchema = z.object({
  paymentPublicPk: z.uuid().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  consumerVerificationAuth: z.object({ stepUpUrl: z.string(), accessToken: z.string() }).nullable(),
  message: z.string().nullable(),
  errors: z.array(z.string()).optional(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** POST /services/fiat/v1/payments/pre-saved: a saved card pays a cart. */
export const PreSavedPaymentSchema = z.object({
  cartPublicPk: z.uuid(),
  paymentInstrumentPublicPk: z.uuid(),
  uniqueId: z.string().min(8).max(100),
});

/** GET /services/fiat/v1/session/flex-token?publicPk= */
export const FlexTokenSchema = z.object({
  fingerprintSessionId: z.string(),
  keyId: z.string(),
  /** Where the PSP's hosted card fields load from (the sandbox's own page, or the PSP's library). */
  hostedFieldsUrl: z.string(),
});
export type FlexToken = z.infer<typeof FlexTokenSchema>;

export const PayerAuthInitiateSchema = z.object({ tokenValue: z.string().min(1).max(4000) });
export const PayerAuthSetupSchema = z.object({
  deviceDataCollectionUrl: z.string(),
  accessToken: z.string(),
  referenceId: z.string(),
});
export type PayerAuthSetup = z.infer<typeof PayerAuthSetupSchema>;
/** The enrollment token once device data is in (404 before). */
export const PayerAuthCheckSchema = z.object({
  transactionId: z.string(),
  status: z.enum(['collected', 'authenticated', 'failed']),
});
export type PayerAuthCheck = z.infer<typeof PayerAuthCheckSchema>;

export const CreditCardSchema = z.object({
  publicPk: z.uuid(),
  cardType: z.enum(['001', '002', '003']),
  cardTypeDisplay: z.string(),
  lastFourDigits: z.string(),
  firstSixDigits: z.string(),
  expirationMonth: z.number().int(),
  expirationYear: z.number().int(),
  isDefault: z.boolean(),
});
export type CreditCard = z.infer<typeof CreditCardSchema>;
export const CreditCardListSchema = z.object({ results: z.array(CreditCardSchema) });

export const GIFT_CARD_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'spent'] as const;
export const GiftCardSchema = z.object({
  publicPk: z.uuid(),
  title: z.string(),
  availableBalance: z.number(),
  currency: z.literal('USD'),
  status: z.enum(GIFT_CARD_STATUSES),
  fromHandler: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;
export const GiftCardListSchema = z.object({ results: z.array(GiftCardSchema) });
export const GiftCardAcceptSchema = z.object({ status: z.enum(['accepted', 'declined']) });

export const WireTransferStatusSchema = z.enum(['submitted', 'confirmed', 'rejected']);
