/**
 * What a wire receipt really is, from its first bytes (never from its name or the browser's word):
 * PDF `%PDF-`, JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`. Anything else — an .exe renamed .pdf
 * included — is refused.
 */
export type ReceiptType = 'application/pdf' | 'image/jpeg' | 'image/png';

export const WIRE_PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const WIRE_PROOF_TYPE_MESSAGE = 'The proof of transfer must be a PDF, JPG or PNG file.';
export const WIRE_PROOF_SIZE_MESSAGE = 'The proof of transfer must be 10 MB or smaller.';

const SIGNATURES: Array<{ type: ReceiptType; bytes: number[]; extension: string }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extension: 'pdf' },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], extension: 'jpg' },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extension: 'png' },
];

export function sniffReceipt(bytes: Uint8Array): { type: ReceiptType; extension: string } | null {
  for (const signature of SIGNATURES) {
    if (bytes.length >= signature.bytes.length && signature.bytes.every((byte, index) => bytes[index] === byte)) {
      return { type: signature.type, extension: signature.extension };
    }
  }
  return null;
}

/** Why a receipt is refused, or null: empty, too large, or not really a PDF/JPG/PNG. */
export function receiptProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return WIRE_PROOF_TYPE_MESSAGE;
  if (bytes.length > WIRE_PROOF_MAX_BYTES) return WIRE_PROOF_SIZE_MESSAGE;
  return sniffReceipt(bytes) ? null : WIRE_PROOF_TYPE_MESSAGE;
}
