import type { Hex } from 'viem';

/**
 * The `pay(reference)` argument that binds an ETH payment to one intent: the intent's publicPk (16
 * bytes) followed by 16 zero bytes. The chain log alone then names the intent; any other shape names
 * none of ours (decision 220).
 */
export function ethReferenceOf(intentPk: string): Hex {
  const hex = intentPk.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`Not an intent publicPk: ${intentPk}`);
  return `0x${hex}${'0'.repeat(32)}`;
}

/** The intent publicPk a reference names, or null when it is not one of ours. */
export function intentPkOfReference(reference: string): string | null {
  const hex = reference.toLowerCase();
  if (!/^0x[0-9a-f]{32}0{32}$/.test(hex)) return null;
  const id = hex.slice(2, 34);
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}
