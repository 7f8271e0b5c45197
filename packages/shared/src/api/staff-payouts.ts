import { z } from 'zod';

/** The console's payouts queue (issue 16, decisions 294 and 340): what the platform owes sellers for card sales, in integer cents. */
export const PAYOUT_FILTERS = ['owed', 'paid', 'all'] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number];
export const PAYOUTS_PAGE_SIZE = 25;
export const PAYOUT_REFERENCE_REQUIRED = 'Give the bank or transfer reference of the payment.';
export const PAYOUT_ALREADY_PAID_MESSAGE = 'This payout has already been marked paid.';
export const NO_PAYOUTS_OWED_MESSAGE = 'No payouts are owed right now.';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const PayoutQuerySchema = z.object({
  status: z.enum(PAYOUT_FILTERS).default('owed'),
  seller: z.string().trim().max(200).optional().describe('Seller handler or e-mail (contains)'),
  from: isoDate.optional().describe('Created on or after this day (UTC)'),
  to: isoDate.optional().describe('Created on or before this day (UTC)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PayoutQuery = z.infer<typeof PayoutQuerySchema>;

export const StaffPayoutSchema = z.object({
  publicPk: z.uuid(),
  status: z.enum(['owed', 'paid']),
  sellerHandler: z.string(),
  sellerEmail: z.string().nullable(),
  payoutAddress: z.string().nullable(),
  listingId: z.string(),
  listingPublicPk: z.uuid(),
  purchasePk: z.uuid(),
  item: z.string().describe('The first edition’s product, and how many editions the listing held'),
  editionCount: z.number().int(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  royaltyCents: z.number().int(),
  sellerAmountCents: z.number().int(),
  settleHash: z.string().nullable(),
  createdAt: z.string(),
  ageSeconds: z.number().int().describe('Since the sale, on the business clock'),
  paidAt: z.string().nullable(),
  paidBy: z.string().nullable().describe('Handler of the staff member'),
  reference: z.string().nullable(),
});
export type StaffPayout = z.infer<typeof StaffPayoutSchema>;

export const PayoutQueueSchema = z.object({
  counts: z.object({ owed: z.number().int(), paid: z.number().int(), all: z.number().int() }),
  owedCents: z.number().int().describe('Sum of the seller amounts still owed (same search)'),
  count: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  results: z.array(StaffPayoutSchema),
});
export type PayoutQueue = z.infer<typeof PayoutQueueSchema>;

export const MarkPaidBodySchema = z.object({
  reference: z.string().trim().min(1, PAYOUT_REFERENCE_REQUIRED).max(100),
  code: z.string().trim().max(12).optional().describe('A TOTP code when MFA was not proven in the last 10 minutes'),
});
export type MarkPaidBody = z.infer<typeof MarkPaidBodySchema>;
