import { z } from 'zod';

/**
 * Proof of funds (spec part 1 §3, §4, §5): a collector's bid pre-approval. Submitted as multipart to
 * `POST/PUT /api/account/v2/proof-of-funds` with files typed bankStatement or photoId; pending until
 * staff approve it (decision 256). The amount is in USD dollars on the wire, cents in the database.
 */
export {
  PROOF_OF_FUNDS_PENDING_MESSAGE,
  PROOF_OF_FUNDS_FILE_TYPE_MESSAGE,
  PROOF_OF_FUNDS_FILE_SIZE_MESSAGE,
  PROOF_OF_FUNDS_MAX_FILE_BYTES,
  PROOF_OF_FUNDS_MAX_FILES,
  PROOF_OF_FUNDS_POLL_MS,
} from './proof-of-funds-texts';

export const ProofOfFundsStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const ProofOfFundsFileSchema = z.object({
  publicPk: z.uuid(),
  fileType: z.enum(['bankStatement', 'photoId']),
  filename: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});

export const ProofOfFundsSchema = z.object({
  publicPk: z.uuid(),
  status: ProofOfFundsStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  addressLine: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postcode: z.string(),
  dob: z.string().describe('MM/DD/YYYY'),
  phone: z.string(),
  country: z.string(),
  amountUsd: z.number(),
  files: z.array(ProofOfFundsFileSchema),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ProofOfFunds = z.infer<typeof ProofOfFundsSchema>;

export const StaffProofOfFundsSchema = ProofOfFundsSchema.extend({ handler: z.string(), email: z.string().nullable() });
export type StaffProofOfFunds = z.infer<typeof StaffProofOfFundsSchema>;
export const StaffProofOfFundsListSchema = z.object({ results: z.array(StaffProofOfFundsSchema) });
/** Staff approve for the amount asked, or a lower one they are satisfied the documents show. */
export const StaffProofOfFundsApproveSchema = z.object({ amountUsd: z.number().positive().max(1_000_000_000).optional() });
export const StaffProofOfFundsRejectSchema = z.object({ reason: z.string().trim().min(3, 'Please give a reason.').max(500) });
