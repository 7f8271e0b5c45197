import { z } from 'zod';

/**
 * Proof of funds (spec part 1 §3, §4, §5): a collector's bid pre-approval. Submitted as multipart to
 * `POST/PUT /api/account/v2/proof-of-funds` with files typed bankStatement or photoId; pending until
 * staff approve it (decision 256). The amount is in USD dollars on the wire, cents in the database.
 */
export const PROOF_OF_FUNDS_ADDED_MESSAGE = 'Proof of Funds has been added. Caskmark team is validating.';
export const PHOTO_ID_REQUIRED_ABOVE_USD = 75_000;
export const PHOTO_ID_REQUIRED_MESSAGE = 'Photo ID is required for amounts greater than $75,000';
export const REQUIRED_FIELD_MESSAGE = 'Required Field';
export const NEGATIVE_AMOUNT_MESSAGE = 'Invalid Amount. Can not be less than zero.';
/** One document at most this big (bank statements are often scanned PDFs). */
export const PROOF_OF_FUNDS_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const PROOF_OF_FUNDS_MAX_FILES = 6;
export const PROOF_OF_FUNDS_POLL_MS = 5_000;

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
