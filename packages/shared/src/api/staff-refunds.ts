import { z } from 'zod';

/** The console's refunds queue (issue 16, decision 296): staff only, amounts in integer cents. */
export const REFUND_FILTERS = ['refundable', 'partially_refunded', 'refunded', 'all'] as const;
export type RefundFilter = (typeof REFUND_FILTERS)[number];
export const REFUND_REASON_REQUIRED = 'Give the reason for the refund.';
export const REFUND_TOO_LARGE_MESSAGE = 'The refund is larger than what is left of the payment.';
export const REFUND_NOT_PAID_MESSAGE = 'Only a paid order can be refunded.';
export const REFUND_ETH_FULL_ONLY_MESSAGE = 'ETH payments are refunded in full only.';

export const RefundQuerySchema = z.object({
  status: z.enum(REFUND_FILTERS).default('refundable'),
  rail: z.enum(['card', 'saved_card', 'wire', 'eth', 'gift_card']).optional(),
  q: z.string().trim().max(200).optional().describe('E-mail or handler (contains), or an order or payment id'),
});

export const StaffRefundSchema = z.object({
  publicPk: z.uuid(),
  intentPk: z.uuid(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  failureReason: z.string().nullable(),
  requestedBy: z.string().describe('Handler of the staff member'),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type StaffRefund = z.infer<typeof StaffRefundSchema>;

export const RefundablePaymentSchema = z.object({
  intentPk: z.uuid(),
  purpose: z.string(),
  referencePk: z.string().describe('The order (cart, redemption, ...) the payment is for'),
  rail: z.string(),
  status: z.string(),
  handler: z.string(),
  email: z.string().nullable(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  refundableCents: z.number().int().describe('What is left, minus refunds still pending'),
  createdAt: z.string(),
  refunds: z.array(StaffRefundSchema),
});
export type RefundablePayment = z.infer<typeof RefundablePaymentSchema>;

export const RefundQueueSchema = z.object({
  counts: z.object({ refundable: z.number().int(), partially_refunded: z.number().int(), refunded: z.number().int(), all: z.number().int() }),
  results: z.array(RefundablePaymentSchema),
});
export type RefundQueue = z.infer<typeof RefundQueueSchema>;

export const RefundBodySchema = z.object({
  intentPk: z.uuid(),
  amountCents: z.number().int().positive().max(100_000_000).optional().describe('Omit for everything that is left'),
  reason: z.string().trim().min(1, REFUND_REASON_REQUIRED).max(500),
  uniqueId: z.string().trim().min(8).max(100).describe('The console’s idempotency key: the same request twice is one refund'),
  code: z.string().trim().max(12).optional().describe('A TOTP code when MFA was not proven in the last 10 minutes'),
});
export type RefundBody = z.infer<typeof RefundBodySchema>;
