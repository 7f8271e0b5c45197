import { and, inArray, isNull } from 'drizzle-orm';
import { cartLines, checkoutCarts, editionNfts, type Tx } from '@caskmark/db';
import { openCartOfUser, type CartRow } from './cart-repository';

export interface AwardCartInput {
  userPk: string;
  releasePackPk: string;
  /** The unit's NFTs (a bundle's products); the first carries the amount, the others 0, so the total is the amount. */
  editionNftPks: string[];
  amountCents: number;
  /** The payment deadline: the cart holds the unit until then, like any cart until its validUntil. */
  validUntil: Date;
  now: Date;
  /** The line's origin: 'auction' (default), 'sweepstakes' or 'shuffle' (a drawn prize, decision 360). */
  origin?: string;
}

export type AwardCartResult = { cart: CartRow } | { busy: CartRow } | { unavailable: true };

/**
 * A cart that holds an auction's unit for its winner at the winning amount (decision 254). It skips the
 * sale rules of `addCartLine` (the sale is closed; the price is the bid's, not the list price) but keeps
 * the holds' guarantees: the NFTs are locked and must be unsold and free, and the partial unique index on
 * open lines stays the last word. A collector has one open cart at a time: while theirs is open the award
 * waits (`busy`) and the settlement tries again on its next pass.
 */
export async function openAwardCart(tx: Tx, input: AwardCartInput): Promise<AwardCartResult> {
  const busy = await openCartOfUser(tx, input.userPk);
  if (busy) return { busy };
  const nfts = await tx
    .select({ publicPk: editionNfts.publicPk, status: editionNfts.status, isLocked: editionNfts.isLocked })
    .from(editionNfts)
    .where(inArray(editionNfts.publicPk, input.editionNftPks))
    .for('update');
  if (nfts.length !== input.editionNftPks.length || nfts.some((nft) => nft.status !== 'unsold' || nft.isLocked)) return { unavailable: true };
  const held = await tx
    .select({ publicPk: cartLines.publicPk })
    .from(cartLines)
    .where(and(inArray(cartLines.editionNftPk, input.editionNftPks), isNull(cartLines.releasedAt)));
  if (held.length > 0) return { unavailable: true };
  const [cart] = await tx
    .insert(checkoutCarts)
    .values({ userPk: input.userPk, releasePackPk: input.releasePackPk, validUntil: input.validUntil, createdAt: input.now, updatedAt: input.now })
    .returning();
  await tx.insert(cartLines).values(
    input.editionNftPks.map((editionNftPk, index) => ({
      cartPk: cart!.publicPk,
      editionNftPk,
      amountCents: index === 0 ? input.amountCents : 0,
      origin: input.origin ?? 'auction',
      createdAt: input.now,
    })),
  );
  return { cart: cart! };
}
