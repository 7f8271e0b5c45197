import { and, eq, inArray } from 'drizzle-orm';
import { editionNfts, listingCardPurchases, type DbOrTx } from '@caskmark/db';

export type PurchaseRow = typeof listingCardPurchases.$inferSelect;
export type PurchaseStatus = PurchaseRow['status'];

export async function purchaseByPk(db: DbOrTx, publicPk: string): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(listingCardPurchases).where(eq(listingCardPurchases.publicPk, publicPk));
  return row ?? null;
}

/** Moves a purchase only from one of `from` (a conditional update); answers the row if it moved. */
export async function movePurchase(db: DbOrTx, publicPk: string, from: PurchaseStatus[], changes: Partial<typeof listingCardPurchases.$inferInsert>): Promise<PurchaseRow | null> {
  const [row] = await db
    .update(listingCardPurchases)
    .set(changes)
    .where(and(eq(listingCardPurchases.publicPk, publicPk), inArray(listingCardPurchases.status, from)))
    .returning();
  return row ?? null;
}

/** Releases the hold this purchase took (only its own editions, still locked). */
export async function unlockEditions(db: DbOrTx, editionNftPks: string[]): Promise<void> {
  if (!editionNftPks.length) return;
  await db.update(editionNfts).set({ isLocked: false }).where(and(inArray(editionNfts.publicPk, editionNftPks), eq(editionNfts.isLocked, true)));
}
