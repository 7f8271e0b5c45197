import { z } from 'zod';
import { documentFile, isFileLike, type FileLike } from './fields';
import { isValidPhone, PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './billing';

export const WIRE_RECEIPT_REQUIRED_MESSAGE = 'Please Upload the proof of transfer';
export const WIRE_PROOF_MISSING_MESSAGE = 'Please enter your phone number and upload proof of transfer.';

/** Wire transfer proof {phone, receipt}; both missing gives one message instead of two. */
export const WireProofFormSchema = z
  .object({
    phone: z.string().trim().max(40).prefault(''),
    receipt: z.custom<FileLike>((value) => value === null || value === undefined || isFileLike(value)).nullish(),
  })
  .superRefine((form, ctx) => {
    if (!form.phone && !form.receipt) return void ctx.addIssue({ code: 'custom', path: [], message: WIRE_PROOF_MISSING_MESSAGE });
    if (!form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED_MESSAGE });
    else if (!isValidPhone(form.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_INVALID_MESSAGE });
    if (!form.receipt) ctx.addIssue({ code: 'custom', path: ['receipt'], message: WIRE_RECEIPT_REQUIRED_MESSAGE });
    else {
      const file = documentFile(WIRE_RECEIPT_REQUIRED_MESSAGE).safeParse(form.receipt);
      if (!file.success) ctx.addIssue({ code: 'custom', path: ['receipt'], message: file.error.issues[0]?.message ?? WIRE_RECEIPT_REQUIRED_MESSAGE });
    }
  });
export type WireProofForm = z.output<typeof WireProofFormSchema>;
