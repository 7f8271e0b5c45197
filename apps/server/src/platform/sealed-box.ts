import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM sealing for secrets at rest: the identity data (TOTP secrets) and the custody envelope
 * keys. One text format, `v1.<iv>.<ciphertext+tag>` in base64url, is what both stored before this
 * helper existed, so rows sealed earlier still open. Associated data binds a sealed value to its place
 * (a wallet address): the same text copied elsewhere fails to open.
 */
export class SealedFormatError extends Error {}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealAesGcm(key: Buffer, plaintext: Buffer, associatedData = ''): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** Throws SealedFormatError on text that is not a sealed value, and Node's error when the tag fails. */
export function openAesGcm(key: Buffer, sealed: string, associatedData = ''): Buffer {
  const [version, ivText, bodyText, extra] = sealed.split('.');
  if (version !== VERSION || !ivText || !bodyText || extra !== undefined) throw new SealedFormatError('Unknown sealed value format.');
  const body = Buffer.from(bodyText, 'base64url');
  if (body.length < TAG_BYTES) throw new SealedFormatError('Unknown sealed value format.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
}
