import { inArray } from 'drizzle-orm';
import { users, type DbOrTx } from '@caskmark/db';
import type { PublishedDraw, ShuffleDeposit, SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import { ethTransferPayloadFor, intentsFor } from '../payments/public';
import { editionNumbersOf, type DrawPack, type DrawRow } from './draw-packs';
import type { EntryRow } from './entries';
import { photoConfirmed } from './photo-uploads';

export const DRAW_ALGORITHM =
  'Entries sorted by publicPk, each weighted by its quantity. For prize k (0-based) take the first 8 bytes of sha256(`${seed}:${k}:${attempt}`) as a 64-bit number, starting at attempt 0; reject it (next attempt) when it is at or above the largest multiple of the ticket count below 2^64; the number modulo the ticket count picks a ticket by the cumulative weights; that entry wins prize k (the k-th edition by number) and leaves the pool. sha256(seed) must equal seedHash.';

/** A card authorization or an ETH quote is waiting for its outcome: the drawer polls and guards unload. */
export async function paymentUnderWay(context: AppContext, entryPk: string): Promise<boolean> {
  const intents = await intentsFor(context, 'sweepstakes', entryPk);
  return intents.some((intent) => intent.status === 'requires_action' || intent.status === 'authorized' || intent.status === 'awaiting_transfer');
}

export async function presentEntry(context: AppContext, entry: EntryRow): Promise<SweepstakesEntry> {
  return {
    publicPk: entry.publicPk,
    sweepstakesPublicPk: entry.releasePackPk,
    status: entry.status,
    quantity: entry.quantity,
    amountUsd: entry.amountCents / 100,
    ethTransferPayload: entry.status === 'inProgress' ? await ethTransferPayloadFor(context, { purpose: 'sweepstakes', referencePk: entry.publicPk }) : null,
    questionnaireComplete: entry.questionnaire !== null,
    photoIdConfirmed: await photoConfirmed(context.db, entry.questionnaire?.photoId),
    paymentUnderWay: entry.status === 'inProgress' && (await paymentUnderWay(context, entry.publicPk)),
    outcome: entry.outcome,
    cartPublicPk: entry.cartPk,
  };
}

export async function presentDeposit(context: AppContext, entry: EntryRow): Promise<ShuffleDeposit> {
  const intents = await intentsFor(context, 'sweepstakes', entry.publicPk);
  const numbers = await editionNumbersOf(context.db, entry.prizeEditionNftPk ? [entry.prizeEditionNftPk] : []);
  return {
    publicPk: entry.publicPk,
    releasePackPublicPk: entry.releasePackPk,
    status: entry.status,
    amountUsd: entry.amountCents / 100,
    paymentUnderWay: entry.status === 'inProgress' && intents.some((intent) => intent.status === 'requires_action'),
    outcome: entry.outcome,
    editionNumber: entry.prizeEditionNftPk ? (numbers.get(entry.prizeEditionNftPk) ?? null) : null,
    cartPublicPk: entry.cartPk,
    refunded: intents.some((intent) => intent.status === 'voided' || intent.status === 'refunded'),
  };
}

export async function handlersOf(db: DbOrTx, userPks: string[]): Promise<Map<string, string>> {
  if (userPks.length === 0) return new Map();
  const rows = await db.select({ publicPk: users.publicPk, handler: users.handler }).from(users).where(inArray(users.publicPk, userPks));
  return new Map(rows.map((row) => [row.publicPk, row.handler]));
}

/**
 * The public record of a draw: the commitment from the opening; after the draw the seed, the frozen
 * list (publicPk, handler, weight) and the winners in prize order with their edition numbers.
 * Before the draw the live counts are shown, never the seed.
 */
export async function presentDraw(context: AppContext, pack: DrawPack, draw: DrawRow, live: { entrantCount: number; ticketCount: number }): Promise<PublishedDraw> {
  const drawn = draw.drawnAt !== null;
  const entries = drawn ? (draw.entries ?? []) : null;
  const numbers = await editionNumbersOf(context.db, draw.editionNftPks ?? []);
  const handlerOf = new Map((entries ?? []).map((entry) => [entry.publicPk, entry.handler]));
  return {
    releasePackPublicPk: pack.publicPk,
    kind: draw.kind,
    name: pack.name,
    algorithm: DRAW_ALGORITHM,
    seedHash: draw.seedHash,
    committedAt: draw.createdAt.toISOString(),
    closesAt: pack.closesAt?.toISOString() ?? null,
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    seed: drawn ? draw.seed : null,
    prizes: drawn ? draw.prizes : null,
    entries,
    winners: drawn
      ? (draw.winners ?? []).map((entryPk, index) => ({
          entryPublicPk: entryPk,
          handler: handlerOf.get(entryPk) ?? '',
          editionNumber: numbers.get(draw.editionNftPks?.[index] ?? '') ?? null,
        }))
      : null,
    entrantCount: drawn ? (entries ?? []).length : live.entrantCount,
    ticketCount: drawn ? (entries ?? []).reduce((sum, entry) => sum + entry.weight, 0) : live.ticketCount,
  };
}
