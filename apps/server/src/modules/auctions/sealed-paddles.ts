import { and, eq, sql } from 'drizzle-orm';
import { sealedPaddles, type DbOrTx } from '@caskmark/db';
import type { SealedLobby } from '@caskmark/shared/api/auctions';
import { FIRST_PADDLE_NUMBER } from '@caskmark/shared/rules/sealed-auction';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../platform/unique-violation';
import { auctionErrors } from './auction-errors';
import { publishAuctionEvents } from './auction-topics';
import { packFacts } from './lots';

export type PaddleRow = typeof sealedPaddles.$inferSelect;

export function presentPaddle(row: PaddleRow): SealedLobby {
  return { publicPk: row.publicPk, paddleNumber: row.paddleNumber, isActive: row.isActive, releasePackPublicPk: row.releasePackPk };
}

export async function paddleOf(db: DbOrTx, packPk: string, userPk: string): Promise<PaddleRow | null> {
  const [row] = await db.select().from(sealedPaddles).where(and(eq(sealedPaddles.releasePackPk, packPk), eq(sealedPaddles.userPk, userPk)));
  return row ?? null;
}

/** The caller's paddle for a sealed auction pack, or 404 (the spec's client then joins: decision 253). */
export async function requirePaddle(context: AppContext, packPk: string, userPk: string): Promise<PaddleRow> {
  await requireSealedPack(context, packPk);
  const paddle = await paddleOf(context.db, packPk, userPk);
  if (!paddle) throw auctionErrors.noPaddle();
  return paddle;
}

async function requireSealedPack(context: AppContext, packPk: string) {
  const pack = await packFacts(context.db, packPk);
  if (!pack || pack.style !== 'sealed_auction') throw auctionErrors.notThisKind();
  return pack;
}

/**
 * Joins a sealed auction: the caller's paddle, numbered from 101 in the order collectors join the pack
 * (the next number is taken under the unique index; a collision takes the one after). Joining again
 * answers the same paddle. Open until the pack's close.
 */
export async function joinSealedAuction(context: AppContext, userPk: string, packPk: string): Promise<{ paddle: SealedLobby; created: boolean }> {
  const pack = await requireSealedPack(context, packPk);
  const existing = await paddleOf(context.db, packPk, userPk);
  if (existing) return { paddle: presentPaddle(existing), created: false };
  if (pack.closeAt && context.clock.nowMs() >= pack.closeAt.getTime()) throw auctionErrors.ended();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const [row] = await context.db
        .insert(sealedPaddles)
        .values({
          releasePackPk: packPk,
          userPk,
          paddleNumber: sql`(select coalesce(max(${sealedPaddles.paddleNumber}), ${FIRST_PADDLE_NUMBER - 1}) + 1 from ${sealedPaddles} where ${sealedPaddles.releasePackPk} = ${packPk})`,
          createdAt: context.clock.now(),
        })
        .returning();
      const paddle = presentPaddle(row!);
      await publishAuctionEvents(context, [{ kind: 'sealedAuctionLobbyCreated', packPk, payload: paddle }]);
      return { paddle, created: true };
    } catch (error) {
      if (isUniqueViolation(error, 'sealed_paddles_pack_user_key')) return { paddle: presentPaddle((await paddleOf(context.db, packPk, userPk))!), created: false };
      if (!isUniqueViolation(error, 'sealed_paddles_pack_number_key')) throw error;
    }
  }
  throw new Error('Could not number a paddle after 20 attempts');
}
