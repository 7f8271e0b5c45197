import { z } from 'zod';
import { WireTransferStatusSchema } from './payments';

/** One wire proof in the staff queue (GET /api/staff/v1/wire-transfers, decision 171). USD in dollars. */
export const StaffWireTransferSchema = z.object({
  publicPk: z.string(),
  intentPublicPk: z.string(),
  purpose: z.string(),
  referencePk: z.string(),
  handler: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  memo: z.string(),
  amountToSend: z.number(),
  fee: z.number(),
  orderAmount: z.number(),
  status: WireTransferStatusSchema,
  intentStatus: z.string(),
  receiptFilename: z.string(),
  receiptType: z.string(),
  receiptBytes: z.number(),
  receiptUrl: z.string(),
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffWireTransfer = z.infer<typeof StaffWireTransferSchema>;
export const StaffWireTransferListSchema = z.object({ results: z.array(StaffWireTransferSchema) });
export const StaffWireDecisionSchema = z.object({
  publicPk: z.string(),
  status: WireTransferStatusSchema,
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type StaffWireDecision = z.infer<typeof StaffWireDecisionSchema>;
export const StaffWireRejectSchema = z.object({ reason: z.string().max(500).default('') });
export const WIRE_REJECT_REASON_REQUIRED = 'Please give the reason the wire is refused.';
