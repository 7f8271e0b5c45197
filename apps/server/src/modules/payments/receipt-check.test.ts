import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiptProblem, sniffReceipt, WIRE_PROOF_MAX_BYTES, WIRE_PROOF_SIZE_MESSAGE, WIRE_PROOF_TYPE_MESSAGE } from './receipt-check';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

describe('wire receipt sniffing', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffReceipt(PDF)?.type).toBe('application/pdf');
    expect(sniffReceipt(PNG)?.type).toBe('image/png');
    expect(sniffReceipt(JPG)?.type).toBe('image/jpeg');
  });

  it('refuses an executable, an empty file, HTML, and anything too large', () => {
    expect(receiptProblem(EXE)).toBe(WIRE_PROOF_TYPE_MESSAGE);
    expect(receiptProblem(Buffer.alloc(0))).toBe(WIRE_PROOF_TYPE_MESSAGE);
    expect(receiptProblem(Buffer.from('<html><script>alert(1)</script>'))).toBe(WIRE_PROOF_TYPE_MESSAGE);
    expect(receiptProblem(Buffer.from(' %PDF-1.7'))).toBe(WIRE_PROOF_TYPE_MESSAGE);
    const big = Buffer.alloc(WIRE_PROOF_MAX_BYTES + 1);
    PDF.copy(big);
    expect(receiptProblem(big)).toBe(WIRE_PROOF_SIZE_MESSAGE);
    expect(receiptProblem(big.subarray(0, WIRE_PROOF_MAX_BYTES))).toBeNull();
  });

  it('accepts a file exactly when it starts with one of the three signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), fc.constantFrom(PDF, PNG, JPG, null), (tail, head) => {
        const bytes = head ? Buffer.concat([head, tail]) : Buffer.from(tail);
        const starts = [PDF.subarray(0, 5), PNG.subarray(0, 8), JPG.subarray(0, 3)].some((sig) => bytes.subarray(0, sig.length).equals(sig));
        expect(receiptProblem(bytes) === null).toBe(starts);
      }),
    );
  });
});
