import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { openAesGcm, sealAesGcm } from '../../../platform/sealed-box';

/**
 * Symmetric protection for identity data at rest. Sub-keys are derived from the one data key with
 * HKDF so that the code hashes and the TOTP encryption never share key material.
 */
export class DataCrypto {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(dataKey: Buffer) {
    if (dataKey.length !== 32) throw new Error('The identity data key must be 32 bytes.');
    this.encryptionKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'caskmark identity encryption v1', 32));
    this.hashKey = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'caskmark identity hashing v1', 32));
  }

  /** AES-256-GCM (platform/sealed-box): the output carries version, IV and tag. */
  encrypt(plaintext: string): string {
    return sealAesGcm(this.encryptionKey, Buffer.from(plaintext, 'utf8'));
  }

  decrypt(sealed: string): string {
    return openAesGcm(this.encryptionKey, sealed).toString('utf8');
  }

  /** Keyed hash for short secrets (six-digit codes): a database leak alone cannot brute-force them. */
  keyedHash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('base64url');
  }

  keyedHashEquals(value: string, expectedHash: string): boolean {
    const actual = Buffer.from(this.keyedHash(value));
    const expected = Buffer.from(expectedHash);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

/** Plain SHA-256 for high-entropy random tokens (refresh tokens, sessions, one-time codes). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
