import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { giftCardLedger, giftCards, paymentIntents, users, type DbOrTx } from '@caskmark/db';
import type { GiftCard } from '@caskmark/shared/api/payments';
import { centsToDollars } from '@caskmark/shared/money/cents';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { announceSettled } from './settled-handlers';
import { createIntent, presentIntent, recordLedger, type IntentRef, type IntentRow, type PaymentIntent } from './intents';

export type GiftCardRow = typeof giftCards.$inferSelect;

export const GIFT_CARD_CANCELLED_MESSAGE = 'Gift has been cancelled';
export const GIFT_CARD_LOW_BALANCE_MESSAGE = 'The gift card balance is too low for this amount.';
export const GIFT_CARD_IN_USE_MESSAGE = 'This gift card has been accepted and cannot be removed.';

export async function presentGiftCards(db: DbOrTx, rows: GiftCardRow[]): Promise<GiftCard[]> {
  const senderPks = [...new Set(rows.map((row) => row.senderPk).filter((pk): pk is string => Boolean(pk)))];
  const senders = senderPks.length
    ? await db.select({ publicPk: users.publicPk, handler: users.handler }).from(users).where(inArray(users.publicPk, senderPks))
    : [];
  const handlerOf = new Map(senders.map((sender) => [sender.publicPk, sender.handler]));
  return rows.map((row) => ({
    publicPk: row.publicPk,
    title: row.title,
    availableBalance: centsToDollars(row.balanceCents),
    currency: 'USD' as const,
    status: row.status,
    fromHandler: row.senderPk ? (handlerOf.get(row.senderPk) ?? null) : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function giftCardByPk(db: DbOrTx, giftCardPk: string): Promise<GiftCardRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(giftCardPk)) return null;
  const [row] = await db.select().from(giftCards).where(eq(giftCards.publicPk, giftCardPk));
  return row ?? null;
}

/** Cards the collector can spend or has spent (accepted, spent), the fullest first. */
export async function usableGiftCards(db: DbOrTx, userPk: string): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.ownerPk, userPk), inArray(giftCards.status, ['accepted', 'spent'])))
    .orderBy(desc(giftCards.balanceCents), desc(giftCards.createdAt));
}

/** Cards offered to the collector that wait for an answer. */
export async function pendingGiftCards(db: DbOrTx, userPk: string): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.ownerPk, userPk), eq(giftCards.status, 'pending')))
    .orderBy(desc(giftCards.createdAt));
}

/** Issues a card (seed, staff): pending until the recipient accepts it, with its `issued` ledger row. */
export async function issueGiftCard(
  db: DbOrTx,
  input: { ownerPk: string; senderPk?: string | null; title: string; message?: string | null; amountCents: number; status?: 'pending' | 'accepted'; sourceKey: string; at: Date },
): Promise<GiftCardRow> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw badRequest('A gift card needs a positive amount.');
  const [existing] = await db.select({ giftCardPk: giftCardLedger.giftCardPk }).from(giftCardLedger).where(eq(giftCardLedger.sourceKey, input.sourceKey));
  if (existing) return (await giftCardByPk(db, existing.giftCardPk))!;
  const [row] = await db
    .insert(giftCards)
    .values({
      ownerPk: input.ownerPk,
      senderPk: input.senderPk ?? null,
      title: input.title,
      message: input.message ?? null,
      initialCents: input.amountCents,
      balanceCents: input.amountCents,
      status: input.status ?? 'pending',
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  await db.insert(giftCardLedger).values({ giftCardPk: row!.publicPk, kind: 'issued', amountCents: input.amountCents, sourceKey: input.sourceKey, createdAt: input.at });
  return row!;
}

/** The recipient accepts or declines a pending card; a cancelled (or someone else's) card is 404. */
export async function answerGiftCard(context: AppContext, userPk: string, giftCardPk: string, status: 'accepted' | 'declined'): Promise<GiftCardRow> {
  const card = await giftCardByPk(context.db, giftCardPk);
  if (!card || card.ownerPk !== userPk || card.status === 'cancelled') throw new AppError({ status: 404, code: 'not_found', message: GIFT_CARD_CANCELLED_MESSAGE });
  if (card.status === status) return card;
  if (card.status !== 'pending') throw badRequest(`This gift card was already ${card.status}.`);
  const [row] = await context.db
    .update(giftCards)
    .set({ status, updatedAt: context.clock.now() })
    .where(and(eq(giftCards.publicPk, giftCardPk), eq(giftCards.status, 'pending')))
    .returning();
  return row ?? (await giftCardByPk(context.db, giftCardPk))!;
}

/** The sender cancels a pending card, or the recipient turns it down; an accepted card stays. */
export async function removeGiftCard(context: AppContext, userPk: string, giftCardPk: string): Promise<void> {
  const card = await giftCardByPk(context.db, giftCardPk);
  if (!card || (card.ownerPk !== userPk && card.senderPk !== userPk)) throw notFound('Gift card');
  if (card.status === 'cancelled' || card.status === 'declined') return;
  if (card.status !== 'pending') throw badRequest(GIFT_CARD_IN_USE_MESSAGE);
  const status = card.senderPk === userPk ? 'cancelled' : 'declined';
  await context.db
    .update(giftCards)
    .set({ status, updatedAt: context.clock.now() })
    .where(and(eq(giftCards.publicPk, giftCardPk), eq(giftCards.status, 'pending')));
}

export async function giftCardBalance(context: AppContext, userPk: string, giftCardPk: string): Promise<number> {
  const card = await giftCardByPk(context.db, giftCardPk);
  if (!card || card.ownerPk !== userPk || !['accepted', 'spent'].includes(card.status)) throw notFound('Gift card');
  return card.balanceCents;
}

/**
 * Holds part of a card's balance for a payment: the balance drops at once (the database refuses it
 * below zero), so two carts cannot spend the same dollars. One live hold per reference and card;
 * after a release a new hold is a new intent.
 */
export async function holdGiftCard(context: AppContext, input: IntentRef & { giftCardPk: string; amountCents: number }): Promise<PaymentIntent> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw badRequest('There is nothing to pay with the gift card.');
  const card = await giftCardByPk(context.db, input.giftCardPk);
  if (!card || card.ownerPk !== input.userPk || card.status !== 'accepted') throw notFound('Gift card');
  const previous = await context.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.purpose, input.purpose),
        eq(paymentIntents.referencePk, input.referencePk),
        eq(paymentIntents.giftCardPk, input.giftCardPk),
        like(paymentIntents.idempotencyKey, 'gift-card-hold:%'),
      ),
    );
  const live = previous.find((row) => row.status === 'authorized' || row.status === 'captured');
  if (live) {
    if (live.amountCents !== input.amountCents) throw badRequest('This gift card already pays part of this order.');
    return presentIntent(live);
  }
  const { row } = await createIntent(context.db, {
    purpose: input.purpose,
    referencePk: input.referencePk,
    userPk: input.userPk,
    rail: 'gift_card',
    amountCents: input.amountCents,
    status: 'authorized',
    giftCardPk: input.giftCardPk,
    idempotencyKey: `gift-card-hold:${input.purpose}:${input.referencePk}:${input.giftCardPk}:${previous.length}`,
    createdAt: context.clock.now(),
    updatedAt: context.clock.now(),
  });
  const held = await context.db.transaction(async (tx) => {
    const moved = await moveBalance(tx, row, 'held', -row.amountCents, `intent:${row.publicPk}:hold`, context.clock.now());
    if (moved === 'refused') {
      return (await recordLedger(context, row.publicPk, [{ kind: 'failed', sourceKey: `intent:${row.publicPk}:hold-refused`, reason: GIFT_CARD_LOW_BALANCE_MESSAGE }], { failureReason: GIFT_CARD_LOW_BALANCE_MESSAGE }, tx)).row;
    }
    return (await recordLedger(context, row.publicPk, [{ kind: 'gift_card_held', sourceKey: `intent:${row.publicPk}:hold`, amountCents: row.amountCents }], {}, tx)).row;
  });
  await announceSettled(context, held.publicPk);
  if (held.status === 'failed') throw badRequest(GIFT_CARD_LOW_BALANCE_MESSAGE);
  return presentIntent(held);
}

/**
 * Moves a card's balance by `delta` once per source key, inside `tx`: 'refused' when the balance
 * would go below zero (or above what was issued), 'done' when moved now, 'already' on a replay.
 */
async function moveBalance(tx: DbOrTx, intent: IntentRow, kind: 'held' | 'captured' | 'released', delta: number, sourceKey: string, at: Date): Promise<'done' | 'already' | 'refused'> {
  const giftCardPk = intent.giftCardPk!;
  await tx.execute(sql`select 1 from gift_cards where public_pk = ${giftCardPk} for update`);
  const [inserted] = await tx
    .insert(giftCardLedger)
    .values({ giftCardPk, intentPk: intent.publicPk, kind, amountCents: delta, sourceKey, createdAt: at })
    .onConflictDoNothing({ target: giftCardLedger.sourceKey })
    .returning();
  if (!inserted) return 'already';
  if (delta === 0) return 'done';
  const [card] = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${delta}`, updatedAt: at })
    .where(and(eq(giftCards.publicPk, giftCardPk), sql`${giftCards.balanceCents} + ${delta} >= 0`, sql`${giftCards.balanceCents} + ${delta} <= ${giftCards.initialCents}`))
    .returning();
  if (!card) {
    await tx.delete(giftCardLedger).where(eq(giftCardLedger.publicPk, inserted.publicPk));
    return 'refused';
  }
  const status = card.balanceCents === 0 && card.status === 'accepted' ? 'spent' : card.balanceCents > 0 && card.status === 'spent' ? 'accepted' : card.status;
  if (status !== card.status) await tx.update(giftCards).set({ status }).where(eq(giftCards.publicPk, giftCardPk));
  return 'done';
}

export async function captureGiftCardHold(context: AppContext, intent: IntentRow): Promise<PaymentIntent> {
  if (intent.status !== 'authorized') throw badRequest('This gift card hold cannot be captured.');
  const row = await context.db.transaction(async (tx) => {
    await moveBalance(tx, intent, 'captured', 0, `intent:${intent.publicPk}:capture`, context.clock.now());
    return (await recordLedger(context, intent.publicPk, [{ kind: 'gift_card_captured', sourceKey: `intent:${intent.publicPk}:capture`, amountCents: intent.amountCents }], {}, tx)).row;
  });
  await announceSettled(context, row.publicPk);
  return presentIntent(row);
}

export async function releaseGiftCardHold(context: AppContext, intent: IntentRow, reason: string): Promise<PaymentIntent> {
  const row = await context.db.transaction(async (tx) => {
    await moveBalance(tx, intent, 'released', intent.amountCents, `intent:${intent.publicPk}:release`, context.clock.now());
    return (await recordLedger(context, intent.publicPk, [{ kind: 'gift_card_released', sourceKey: `intent:${intent.publicPk}:release`, amountCents: intent.amountCents, reason }], {}, tx)).row;
  });
  await announceSettled(context, row.publicPk);
  return presentIntent(row);
}

export async function refundGiftCardCapture(context: AppContext, intent: IntentRow, amountCents: number, key: string, reason: string): Promise<PaymentIntent> {
  const row = await context.db.transaction(async (tx) => {
    await moveBalance(tx, intent, 'released', amountCents, key, context.clock.now());
    return (await recordLedger(context, intent.publicPk, [{ kind: 'refunded', sourceKey: key, amountCents, reason }], {}, tx)).row;
  });
  await announceSettled(context, row.publicPk);
  return presentIntent(row);
}

/** The demo's gift card: Ava holds $250 from Caskmark, accepted, to pay part of a cart (README). */
export async function seedDemoGiftCards(context: AppContext): Promise<number> {
  const [ava] = await context.db.select({ publicPk: users.publicPk }).from(users).where(eq(users.email, 'ava@caskmark.test'));
  if (!ava) return 0;
  const [already] = await context.db.select().from(giftCardLedger).where(eq(giftCardLedger.sourceKey, 'seed:demo-gift-card:ava'));
  if (already) return 0;
  await issueGiftCard(context.db, {
    ownerPk: ava.publicPk,
    title: 'Caskmark Welcome Gift Card',
    message: 'Welcome to Caskmark: a first bottle on us (in part).',
    amountCents: 250_00,
    status: 'accepted',
    sourceKey: 'seed:demo-gift-card:ava',
    at: context.clock.now(),
  });
  return 1;
}
