import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { paymentInstruments, type DbOrTx } from '@caskmark/db';
import type { CreditCard } from '@caskmark/shared/api/payments';
import { CARD_TYPE_LABELS } from '@caskmark/shared/rules/card-expiry';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import type { StoredCard } from './psp-adapter';
import { pspOf } from './psp';

export type InstrumentRow = typeof paymentInstruments.$inferSelect;

export function presentCard(row: InstrumentRow): CreditCard {
  return {
    publicPk: row.publicPk,
    cardType: row.cardType,
    cardTypeDisplay: CARD_TYPE_LABELS[row.cardType] ?? row.cardType,
    lastFourDigits: row.lastFourDigits,
    firstSixDigits: row.firstSixDigits,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    isDefault: row.isDefault,
  };
}

export async function instrumentOfUser(db: DbOrTx, userPk: string, instrumentPk: string): Promise<InstrumentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(instrumentPk)) return null;
  const [row] = await db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.publicPk, instrumentPk), eq(paymentInstruments.userPk, userPk), isNull(paymentInstruments.deletedAt)));
  return row ?? null;
}

/** The collector's saved cards, the default first, then newest. */
export async function listInstruments(db: DbOrTx, userPk: string): Promise<CreditCard[]> {
  const rows = await db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.userPk, userPk), isNull(paymentInstruments.deletedAt)))
    .orderBy(desc(paymentInstruments.isDefault), desc(paymentInstruments.createdAt));
  return rows.map(presentCard);
}

/**
 * Stores the PSP's customer token as a saved card. The first card is the default; a card saved as
 * default takes the flag from the previous one (the partial unique index allows one default).
 */
export async function saveInstrument(context: AppContext, userPk: string, card: StoredCard, isDefault: boolean, billingAddress: unknown): Promise<string> {
  return context.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(paymentInstruments).where(eq(paymentInstruments.pspInstrumentId, card.pspInstrumentId));
    if (existing) return existing.publicPk;
    const current = await tx
      .select({ publicPk: paymentInstruments.publicPk })
      .from(paymentInstruments)
      .where(and(eq(paymentInstruments.userPk, userPk), isNull(paymentInstruments.deletedAt)));
    const makeDefault = isDefault || current.length === 0;
    if (makeDefault) {
      await tx
        .update(paymentInstruments)
        .set({ isDefault: false })
        .where(and(eq(paymentInstruments.userPk, userPk), eq(paymentInstruments.isDefault, true)));
    }
    const [row] = await tx
      .insert(paymentInstruments)
      .values({
        userPk,
        pspInstrumentId: card.pspInstrumentId,
        cardType: card.cardType,
        firstSixDigits: card.firstSixDigits,
        lastFourDigits: card.lastFourDigits,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        isDefault: makeDefault,
        billingAddress: (billingAddress ?? null) as Record<string, unknown> | null,
        createdAt: context.clock.now(),
      })
      .returning();
    return row!.publicPk;
  });
}

/** Deletes a saved card (at the PSP too); the newest remaining card becomes the default. */
export async function deleteInstrument(context: AppContext, userPk: string, instrumentPk: string): Promise<void> {
  const row = await instrumentOfUser(context.db, userPk, instrumentPk);
  if (!row) throw notFound('Payment method');
  await context.db.transaction(async (tx) => {
    await tx.update(paymentInstruments).set({ deletedAt: context.clock.now(), isDefault: false }).where(eq(paymentInstruments.publicPk, row.publicPk));
    if (row.isDefault) {
      const [next] = await tx
        .select({ publicPk: paymentInstruments.publicPk })
        .from(paymentInstruments)
        .where(and(eq(paymentInstruments.userPk, userPk), isNull(paymentInstruments.deletedAt), ne(paymentInstruments.publicPk, row.publicPk)))
        .orderBy(desc(paymentInstruments.createdAt))
        .limit(1);
      if (next) await tx.update(paymentInstruments).set({ isDefault: true }).where(eq(paymentInstruments.publicPk, next.publicPk));
    }
  });
  try {
    await pspOf(context).deleteStoredCard(row.pspInstrumentId);
  } catch (error) {
    context.log.warn({ err: error, instrumentPk }, 'payments: the PSP did not delete a stored card; it is unusable here anyway');
  }
}

export async function makeDefaultInstrument(context: AppContext, userPk: string, instrumentPk: string): Promise<InstrumentRow> {
  const row = await instrumentOfUser(context.db, userPk, instrumentPk);
  if (!row) throw notFound('Payment method');
  if (row.isDefault) return row;
  return context.db.transaction(async (tx) => {
    await tx
      .update(paymentInstruments)
      .set({ isDefault: false })
      .where(and(eq(paymentInstruments.userPk, userPk), eq(paymentInstruments.isDefault, true)));
    const [updated] = await tx.update(paymentInstruments).set({ isDefault: true }).where(eq(paymentInstruments.publicPk, row.publicPk)).returning();
    return updated!;
  });
}
