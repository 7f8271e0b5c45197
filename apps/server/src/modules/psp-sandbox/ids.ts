import { createHash, randomBytes } from 'node:crypto';

/** PSP ids look like the PSP's, not like ours: a prefix and random hex. */
export function pspId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** What the PSP keeps to recognise a card without keeping its number. */
export function cardFingerprint(number: string): string {
  return createHash('sha256').update(`psp-sandbox-card:${number}`).digest('hex');
}
