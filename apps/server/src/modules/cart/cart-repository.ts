import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { brands, cartLines, checkoutCarts, editionNfts, editions, products, releasePacks, releases, users, type DbOrTx } from '@caskmark/db';

export type CartRow = typeof checkoutCarts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

/** A cart is open while the collector may still add to it (Initiated) or the checkout owns it (In Progress). */
export const OPEN_CART_STATUSES = ['Initiated', 'In Progress'] as const;

export async function cartByPk(db: DbOrTx, cartPk: string): Promise<CartRow | null> {
  const [row] = await db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, cartPk));
  return row ?? null;
}

/** The collector's open cart (at most one: `checkout_carts_open_user_key`), whatever its deadline. */
export async function openCartOfUser(db: DbOrTx, userPk: string): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(checkoutCarts)
    .where(and(eq(checkoutCarts.userPk, userPk), inArray(checkoutCarts.status, [...OPEN_CART_STATUSES])));
  return row ?? null;
}

/** Whether the cart still holds its editions at `now`: In Progress always, Initiated until `validUntil`. */
export function isLive(cart: CartRow, now: Date): boolean {
  if (cart.status === 'In Progress') return true;
  return cart.status === 'Initiated' && cart.validUntil.getTime() > now.getTime();
}

export async function openLinesOfCart(db: DbOrTx, cartPk: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartPk, cartPk), isNull(cartLines.releasedAt)))
    .orderBy(asc(cartLines.createdAt));
}

export interface CartLineDetail {
  publicPk: string;
  editionNftPk: string;
  editionNumber: number;
  tokenId: string | null;
  productTitle: string;
  image: string;
  amountCents: number;
  releasedAt: Date | null;
  releaseReason: CartLineRow['releaseReason'];
  origin: string;
}

/**
 * The lines a cart shows: its holds while open; once closed, the lines it ended with (sold, expired,
 * cancelled or failed), never the ones the collector removed.
 */
export async function lineDetailsOfCart(db: DbOrTx, cart: CartRow): Promise<CartLineDetail[]> {
  const open = cart.status === 'Initiated' || cart.status === 'In Progress';
  return db
    .select({
      publicPk: cartLines.publicPk,
      editionNftPk: cartLines.editionNftPk,
      editionNumber: editionNfts.editionNumber,
      tokenId: editionNfts.tokenId,
      productTitle: products.title,
      image: products.image,
      packImage: releasePacks.image,
      amountCents: cartLines.amountCents,
      releasedAt: cartLines.releasedAt,
      releaseReason: cartLines.releaseReason,
      origin: cartLines.origin,
    })
    .from(cartLines)
    .innerJoin(editionNfts, eq(editionNfts.publicPk, cartLines.editionNftPk))
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .innerJoin(products, eq(products.publicPk, editions.productPk))
    .innerJoin(releasePacks, eq(releasePacks.publicPk, editions.releasePackPk))
    .where(and(eq(cartLines.cartPk, cart.publicPk), open ? isNull(cartLines.releasedAt) : ne(cartLines.releaseReason, 'removed')))
    .orderBy(asc(editionNfts.editionNumber), asc(products.title))
    .then((rows) => rows.map(({ packImage, ...row }) => ({ ...row, image: row.image || packImage })));
}

export interface CartHeader {
  packName: string;
  releasePk: string;
  releaseStyle: string;
  brandSlug: string;
  handler: string;
  productTitle: string;
}

export async function cartHeader(db: DbOrTx, cart: CartRow): Promise<CartHeader> {
  const [row] = await db
    .select({
      packName: releasePacks.name,
      releasePk: releases.publicPk,
      releaseStyle: releases.releaseStyle,
      brandSlug: brands.slug,
      handler: users.handler,
      productTitle: releases.productTitle,
    })
    .from(releasePacks)
    .innerJoin(releases, eq(releases.publicPk, releasePacks.releasePk))
    .innerJoin(brands, eq(brands.publicPk, releases.brandPk))
    .innerJoin(users, eq(users.publicPk, cart.userPk))
    .where(eq(releasePacks.publicPk, cart.releasePackPk));
  if (!row) throw new Error(`Cart ${cart.publicPk} names a release pack that does not exist`);
  return row;
}
