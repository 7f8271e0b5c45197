import { z } from 'zod';
import { isDecimal } from '../money/decimal';

/**
 * Field builders shared by the form schemas. Every builder takes the spec's message, so a missing key (server)
 * and an empty input (browser) fail with the same words. Text is trimmed before it is checked.
 */

/** Returns the message for a bad value, or null when it is fine. */
export type ValueCheck<T> = (value: T) => string | null;

/**
 * A required text field: missing, empty or blank gives `message`; then `check` may refuse the value.
 * One message per field, never two.
 */
export function requiredText(message: string, max = 255, check?: ValueCheck<string>) {
  return z
    .string({ error: message })
    .prefault('')
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message });
      else if (value.length > max) ctx.addIssue({ code: 'custom', message: `Please use at most ${max} characters` });
      else {
        const problem = check?.(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    });
}

/** An optional text field; blank becomes undefined. */
export function optionalText(max = 255) {
  return z
    .string()
    .trim()
    .max(max, `Please use at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

const emailCheck = z.email();

/** Whether a string is an e-mail address the forms accept. */
export function isValidEmail(value: string): boolean {
  return emailCheck.safeParse(value.trim()).success;
}

/** A required e-mail address (lower-cased) with the form's own two messages. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .prefault('')
    .transform((value) => value.trim().toLowerCase())
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (value.length > 254 || !isValidEmail(value)) ctx.addIssue({ code: 'custom', message: invalidMessage });
    });
}

/**
 * A decimal amount typed as text or sent as a number. Empty gives `required`; text without digits or that is
 * not a plain decimal gives `invalid`. The output is a number rounded by the caller's rules (see money/).
 */
export function amountField(messages: { required: string; invalid: string }, check?: ValueCheck<number>) {
  const asText = (value: string | number) => (typeof value === 'number' ? String(value) : value.trim());
  return z
    .union([z.string(), z.number()], { error: messages.invalid })
    .prefault('')
    .superRefine((value, ctx) => {
      const text = asText(value);
      if (text === '') return void ctx.addIssue({ code: 'custom', message: messages.required });
      if (!/\d/.test(text) || !isDecimal(text) || !Number.isFinite(Number(text))) return void ctx.addIssue({ code: 'custom', message: messages.invalid });
      const problem = check?.(Number(text));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    // Runs only for a valid amount; object-level rules must still guard with Number.isFinite.
    .transform((value) => Number(asText(value)));
}

/** A file chosen in the browser (File) or received by the server (multipart part); only what rules need. */
export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

/** Photo ID and bank statement uploads: jpg, jpeg, pdf, png. */
export const DOCUMENT_FILE_EXTENSIONS = ['jpg', 'jpeg', 'pdf', 'png'] as const;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const DOCUMENT_FILE_TYPE_MESSAGE = 'Only JPG, JPEG, PNG and PDF files are allowed.';
/** Uploads above this size are refused before they reach storage. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'Files must be 20 MB or smaller.';

/** Whether a file is one of the accepted document types (by extension, and by MIME type when given). */
export function isAcceptedDocument(file: FileLike): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const extensionOk = (DOCUMENT_FILE_EXTENSIONS as readonly string[]).includes(extension);
  const mimeOk = !file.type || (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return extensionOk && mimeOk;
}

/** Why a document upload is refused (wrong type, empty or too large), or null. */
export function documentFileProblem(file: FileLike): string | null {
  if (!isAcceptedDocument(file)) return DOCUMENT_FILE_TYPE_MESSAGE;
  if (file.size <= 0 || file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

/** One uploaded document (passes the original File through untouched). */
export function documentFile(requiredMessage: string) {
  return z.custom<FileLike>((value) => isFileLike(value), { error: requiredMessage }).superRefine((file, ctx) => {
    const problem = documentFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A list of uploaded documents; `min` of them required with `requiredMessage`. */
export function documentFiles(requiredMessage: string, min = 0) {
  return z
    .array(documentFile(requiredMessage), { error: requiredMessage })
    .prefault([])
    .refine((files) => files.length >= min, requiredMessage);
}

/** A tick box that must be ticked. */
export function mustAccept(message: string) {
  return z
    .boolean({ error: message })
    .prefault(false)
    .refine((ticked) => ticked, message);
}

export const CURRENCY_VALUES = ['USD', 'ETH'] as const;
export const CurrencySchema = z.enum(CURRENCY_VALUES, { error: 'Please select a currency' });
