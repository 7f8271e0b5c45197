import { sha256, stringToHex } from 'viem';

/**
 * The verifiable draw of sweepstakes and shuffles (decision 360): commit–reveal. When the sale opens
 * the server picks a secret seed (32 random bytes, 64 hex digits) and publishes `sha256(seed)`; at the
 * close it publishes the seed and the frozen list of entries, and anyone recomputes the winners with
 * this function — the same code runs in the server, in the browser's "Verify" button and in
 * scripts/verify-draw.mjs.
 *
 * Rules: entries are taken in the order of their publicPk (the published list's order), each weighted
 * by its quantity (a sweepstakes entry of 3 holds 3 tickets; a shuffle deposit holds 1). Prize k is
 * drawn from the entries not yet drawn: a 64-bit number from sha256(`${seed}:${k}:${attempt}`) picks
 * a ticket; numbers at or above the largest multiple of the ticket count below 2^64 are rejected (next
 * attempt), so every ticket is exactly equally likely. An entry wins at most once. Prize k is the k-th
 * edition of the pack by edition number.
 */
export interface DrawEntry {
  publicPk: string;
  /** Tickets: 1 to 10 for a sweepstakes entry, 1 for a shuffle deposit. */
  weight: number;
}

export interface DrawInput {
  seed: string;
  entries: readonly DrawEntry[];
  /** How many prizes (editions) are drawn; fewer winners when fewer entries. */
  prizes: number;
}

const TWO_64 = 1n << 64n;

/** sha256 of the seed's text, as published when the sale opens ('0x' + 64 hex digits). */
export function seedCommitment(seed: string): string {
  return sha256(stringToHex(seed));
}

/** A seed is 64 lower-case hex digits; anything else is refused before it is hashed or drawn with. */
export function isDrawSeed(seed: string): boolean {
  return /^[0-9a-f]{64}$/.test(seed);
}

function ticketNumber(seed: string, prize: number, attempt: number): bigint {
  return BigInt(sha256(stringToHex(`${seed}:${prize}:${attempt}`)).slice(0, 18));
}

/** The winners' publicPks, prize order first (prize 0 gets the lowest edition number). */
export function drawWinners({ seed, entries, prizes }: DrawInput): string[] {
  const pool = [...entries].filter((entry) => entry.weight > 0).sort((a, b) => (a.publicPk < b.publicPk ? -1 : a.publicPk > b.publicPk ? 1 : 0));
  const winners: string[] = [];
  for (let prize = 0; prize < prizes && pool.length > 0; prize += 1) {
    const tickets = BigInt(pool.reduce((sum, entry) => sum + entry.weight, 0));
    const limit = TWO_64 - (TWO_64 % tickets);
    let attempt = 0;
    let number = ticketNumber(seed, prize, attempt);
    while (number >= limit) {
      attempt += 1;
      number = ticketNumber(seed, prize, attempt);
    }
    let ticket = number % tickets;
    const index = pool.findIndex((entry) => {
      if (ticket < BigInt(entry.weight)) return true;
      ticket -= BigInt(entry.weight);
      return false;
    });
    winners.push(pool[index]!.publicPk);
    pool.splice(index, 1);
  }
  return winners;
}

/** The published draw checks out: the seed matches its commitment and recomputes the stored winners. */
export function verifyDraw(input: DrawInput & { seedHash: string; winners: readonly string[] }): { seedMatches: boolean; winnersMatch: boolean } {
  const seedMatches = isDrawSeed(input.seed) && seedCommitment(input.seed) === input.seedHash;
  const recomputed = drawWinners(input);
  const winnersMatch = recomputed.length === input.winners.length && recomputed.every((pk, index) => pk === input.winners[index]);
  return { seedMatches, winnersMatch };
}
