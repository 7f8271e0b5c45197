import { createHash } from 'node:crypto';

/**
 * Demo rows get ids derived from their names (a name-based, version 5 style UUID), so seeding twice
 * inserts the same rows and `on conflict do nothing` keeps the second run a no-op.
 */
export function demoId(...parts: Array<string | number>): string {
  const hex = createHash('sha1').update(`caskmark-demo:${parts.join(':')}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A stable, lowercase wallet address for a demo account. */
export function demoAddress(...parts: string[]): string {
  return `0x${createHash('sha256').update(`caskmark-wallet:${parts.join(':')}`).digest('hex').slice(0, 40)}`;
}

/** A deterministic pseudo-random sequence, so generated demo activity is the same on every start. */
export function seededRandom(seed: string): () => number {
  let state = Number.parseInt(createHash('sha1').update(seed).digest('hex').slice(0, 8), 16) || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
