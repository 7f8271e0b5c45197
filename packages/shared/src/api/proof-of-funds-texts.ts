/**
 * The proof-of-funds texts and limits without its schemas: the web app's landing pages reach these
 * through the lot cards, and must not load zod for them (decisions 320, 321).
 */
export const PROOF_OF_FUNDS_PENDING_MESSAGE = 'Your proof of funds is being validated. You can send another once it is decided.';
export const PROOF_OF_FUNDS_FILE_TYPE_MESSAGE = 'Documents must be PDF, JPG or PNG files.';
export const PROOF_OF_FUNDS_FILE_SIZE_MESSAGE = 'Each document must be 10 MB or smaller.';
/** One document at most this big (bank statements are often scanned PDFs). */
export const PROOF_OF_FUNDS_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const PROOF_OF_FUNDS_MAX_FILES = 6;
export const PROOF_OF_FUNDS_POLL_MS = 5_000;
