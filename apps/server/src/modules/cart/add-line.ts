import { and, asc, countDistinct, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { cartLines, checkoutCarts, earlyAccessAdmissions, editionNfts, editions, releasePacks, releases, type DbOrTx, type Tx } from '@caskmark/db';
import { CART_HOLD_MINUTES, type AddCartLine, type CartLineResult } from '@caskmark/shared/api/checkout';
import type { AppContext } from '../../context';
import { cartErrors, isUniqueViolation } from './cart-errors';
import { expireDueCarts, handlerOf } from './cart-holds';
import { presentCartLine } from './cart-presenter';
import { openCartOfUser, type CartRow } from './cart-repository';
import { publishCartEvents, type CartEvent } from './cart-topics';

/** Styles sold at a fixed price through the cart; the others are bid on, drawn or entered. */
export const CART_RELEASE_STYLES = ['lobby', 'fcfs', 'airdrop'] as const;

interface PackForSale {
  packPk: string;
  releasePk: string;
  releaseStyle: string;
  isBundle: boolean;
  maxPerUser: number | null;
  openAt: Date;
  closeAt: Date | null;
}

async function packForSale(tx: DbOrTx, packPk: string): Promise<PackForSale | null> {
  const [row] = await tx
    .select({
      packPk: releasePacks.publicPk,
      releasePk: releases.publicPk,
      releaseStyle: releases.releaseStyle,
      isBundle: releasePacks.isBundle,
      maxPerUser: releasePacks.maxPerUser,
      openAt: sql<Date>`coalesce(${releasePacks.lotOpenDate}, ${releases.lobbyOpenDate})`.mapWith(releases.lobbyOpenDate),
      closeAt: sql<Date | null>`coalesce(${releasePacks.lotCloseDate}, ${releases.lobbyCloseDate})`.mapWith(releases.lobbyOpenDate),
    })
    .from(releasePacks)
    .innerJoin(releases, eq(releases.publicPk, releasePacks.releasePk))
    .where(eq(releasePacks.publicPk, packPk));
  return row ?? null;
}

export async function isAdmittedEarly(tx: DbOrTx, releasePk: string, userPk: string): Promise<boolean> {
  const [row] = await tx
    .select({ publicPk: earlyAccessAdmissions.publicPk })
    .from(earlyAccessAdmissions)
    .where(and(eq(earlyAccessAdmissions.releasePk, releasePk), eq(earlyAccessAdmissions.userPk, userPk)));
  return Boolean(row);
}

/** The sale is open to this collector now: live by the business clock, or admitted early before it opens. */
async function requireOpenToUser(tx: DbOrTx, pack: PackForSale, userPk: string, now: Date): Promise<void> {
  if (!(CART_RELEASE_STYLES as readonly string[]).includes(pack.releaseStyle)) throw cartErrors.notForSale();
  if (pack.closeAt && pack.closeAt.getTime() <= now.getTime()) throw cartErrors.lobbyClosed();
  if (pack.openAt.getTime() > now.getTime() && !(await isAdmittedEarly(tx, pack.releasePk, userPk))) throw cartErrors.lobbyNotOpen();
}

interface UnitNft {
  publicPk: string;
  editionNumber: number;
  status: string;
  isLocked: boolean;
  reservedForPk: string | null;
  primaryPriceCents: number;
}

/** The NFTs of one unit (one edition NFT, or one edition number across a bundle's products), locked. */
async function lockUnit(tx: Tx, pack: PackForSale, editionNftPk: string): Promise<UnitNft[]> {
  const [chosen] = await tx
    .select({ editionNumber: editionNfts.editionNumber })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .where(and(eq(editionNfts.publicPk, editionNftPk), eq(editions.releasePackPk, pack.packPk)));
  if (!chosen) return [];
  const unit = pack.isBundle ? eq(editionNfts.editionNumber, chosen.editionNumber) : eq(editionNfts.publicPk, editionNftPk);
  return tx
    .select({
      publicPk: editionNfts.publicPk,
      editionNumber: editionNfts.editionNumber,
      status: editionNfts.status,
      isLocked: editionNfts.isLocked,
      reservedForPk: editionNfts.reservedForPk,
      primaryPriceCents: editionNfts.primaryPriceCents,
    })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .where(and(eq(editions.releasePackPk, pack.packPk), unit))
    .orderBy(asc(editionNfts.publicPk))
    .for('update', { of: editionNfts });
}

/** The first free unit of the pack (first come, first served, and claims), locked; other buyers skip it. */
async function lockNextFreeUnit(tx: Tx, pack: PackForSale, userPk: string): Promise<UnitNft[]> {
  const [next] = await tx
    .select({ publicPk: editionNfts.publicPk })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .leftJoin(cartLines, and(eq(cartLines.editionNftPk, editionNfts.publicPk), isNull(cartLines.releasedAt)))
    .where(
      and(
        eq(editions.releasePackPk, pack.packPk),
        eq(editionNfts.status, 'unsold'),
        eq(editionNfts.isLocked, false),
        or(isNull(editionNfts.reservedForPk), eq(editionNfts.reservedForPk, userPk)),
        isNull(cartLines.publicPk),
      ),
    )
    .orderBy(asc(editionNfts.editionNumber), asc(editionNfts.publicPk))
    .limit(1)
    .for('update', { of: editionNfts, skipLocked: true });
  return next ? lockUnit(tx, pack, next.publicPk) : [];
}

/**
 * Whether any unit of the pack is free for this collector, or would be once holds past their deadline
 * end: a plain read, no lock. False is final for a sold-out drop (nothing frees a unit but an expiry).
 */
async function anyUnitFreeOrFreeable(db: DbOrTx, pack: PackForSale, userPk: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ publicPk: editionNfts.publicPk })
    .from(editionNfts)
    .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
    .leftJoin(cartLines, and(eq(cartLines.editionNftPk, editionNfts.publicPk), isNull(cartLines.releasedAt)))
    .leftJoin(checkoutCarts, eq(checkoutCarts.publicPk, cartLines.cartPk))
    .where(
      and(
        eq(editions.releasePackPk, pack.packPk),
        eq(editionNfts.status, 'unsold'),
        eq(editionNfts.isLocked, false),
        or(isNull(editionNfts.reservedForPk), eq(editionNfts.reservedForPk, userPk)),
        or(isNull(cartLines.publicPk), and(eq(checkoutCarts.status, 'Initiated'), lte(checkoutCarts.validUntil, now))),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The sold-out answer without the write transaction (bench/drop.ts: 990 of 1,000 buyers of a drop
 * get it): only for a collector with no open cart asking for the next free unit, after the same
 * checks in the same order as the full path, when no unit is free or freeable. Anything else — and a
 * unit freed a moment later — takes the full path.
 */
async function soldOutForNewBuyer(context: AppContext, userPk: string, input: AddCartLine): Promise<boolean> {
  if (input.editionNft || input.cart) return false;
  const pack = await packForSale(context.db, input.releasePackPublicPk);
  if (!pack) return false;
  const now = context.clock.now();
  await requireOpenToUser(context.db, pack, userPk, now);
  if (await openCartOfUser(context.db, userPk)) return false;
  return !(await anyUnitFreeOrFreeable(context.db, pack, userPk, now));
}

/** Units held in open carts plus units bought in completed carts, by this collector, in this pack. */
async function unitsOfUser(tx: Tx, pack: PackForSale, userPk: string): Promise<number> {
  const [row] = await tx
    .select({ units: countDistinct(pack.isBundle ? editionNfts.editionNumber : cartLines.editionNftPk) })
    .from(cartLines)
    .innerJoin(checkoutCarts, eq(checkoutCarts.publicPk, cartLines.cartPk))
    .innerJoin(editionNfts, eq(editionNfts.publicPk, cartLines.editionNftPk))
    .where(
      and(
        eq(checkoutCarts.userPk, userPk),
        eq(checkoutCarts.releasePackPk, pack.packPk),
        or(isNull(cartLines.releasedAt), and(eq(checkoutCarts.status, 'Completed'), eq(cartLines.releaseReason, 'sold'))),
      ),
    );
  return Number(row?.units ?? 0);
}

export interface AddedLine {
  line: CartLineResult;
  cart: CartRow;
  /** False when the edition was already in this collector's cart (the client only opens the drawer). */
  created: boolean;
}

async function addInTransaction(tx: Tx, context: AppContext, userPk: string, input: AddCartLine, events: CartEvent[]): Promise<AddedLine> {
  const now = context.clock.now();
  const pack = await packForSale(tx, input.releasePackPublicPk);
  if (!pack) throw cartErrors.notForSale();
  // Holds past their deadline end first, so an edition is free again exactly when its cart expires.
  events.push(...(await expireDueCarts(tx, now, { releasePackPk: pack.packPk, userPk })));
  await requireOpenToUser(tx, pack, userPk, now);

  let cart = await openCartOfUser(tx, userPk);
  if (input.cart && cart?.publicPk !== input.cart) throw cartErrors.expired();
  if (cart && (cart.status !== 'Initiated' || cart.releasePackPk !== pack.packPk)) throw cartErrors.existingCheckout(cart.publicPk);
  const handler = await handlerOf(tx, userPk);

  const unit = input.editionNft ? await lockUnit(tx, pack, input.editionNft) : await lockNextFreeUnit(tx, pack, userPk);
  if (unit.length === 0) throw input.editionNft ? cartErrors.notForSale() : cartErrors.noneAvailable();
  const holds = await tx
    .select({ line: cartLines, cartUserPk: checkoutCarts.userPk })
    .from(cartLines)
    .innerJoin(checkoutCarts, eq(checkoutCarts.publicPk, cartLines.cartPk))
    .where(and(inArray(cartLines.editionNftPk, unit.map((nft) => nft.publicPk)), isNull(cartLines.releasedAt)));
  const mine = holds.find((hold) => hold.line.cartPk === cart?.publicPk);
  if (cart && mine) {
    const nft = unit.find((candidate) => candidate.publicPk === mine.line.editionNftPk)!;
    return { line: presentCartLine({ ...mine.line, editionNumber: nft.editionNumber }, cart, handler), cart, created: false };
  }
  if (holds.length > 0) throw cartErrors.editionTaken();
  if (unit.some((nft) => nft.status !== 'unsold' || nft.isLocked || (nft.reservedForPk !== null && nft.reservedForPk !== userPk))) throw cartErrors.notForSale();
  if (pack.maxPerUser !== null && (await unitsOfUser(tx, pack, userPk)) + 1 > pack.maxPerUser) throw cartErrors.maxPerUser(pack.maxPerUser);

  if (!cart) {
    const [created] = await tx
      .insert(checkoutCarts)
      .values({ userPk, releasePackPk: pack.packPk, validUntil: new Date(now.getTime() + CART_HOLD_MINUTES * 60_000), createdAt: now, updatedAt: now })
      .returning();
    cart = created!;
  }
  const inserted = await tx
    .insert(cartLines)
    .values(unit.map((nft) => ({ cartPk: cart!.publicPk, editionNftPk: nft.publicPk, amountCents: nft.primaryPriceCents, origin: input.origin, createdAt: now })))
    .returning();
  for (const line of inserted) {
    const nft = unit.find((candidate) => candidate.publicPk === line.editionNftPk)!;
    events.push({ kind: 'lineCreated', releasePackPk: pack.packPk, payload: presentCartLine({ ...line, editionNumber: nft.editionNumber }, cart, handler) });
  }
  const first = inserted[0]!;
  return { line: presentCartLine({ ...first, editionNumber: unit[0]!.editionNumber }, cart, handler), cart, created: true };
}

/**
 * Adds an edition (or, without one, the next free unit) to the collector's cart: every rule of
 * decision 170 in one transaction, the edition rows locked, and the partial unique index on open
 * lines as the last word, so two buyers can never hold the same edition.
 */
export async function addCartLine(context: AppContext, userPk: string, input: AddCartLine): Promise<AddedLine> {
  if (await soldOutForNewBuyer(context, userPk, input)) throw cartErrors.noneAvailable();
  for (let attempt = 0; ; attempt += 1) {
    const events: CartEvent[] = [];
    try {
      const added = await context.db.transaction((tx) => addInTransaction(tx, context, userPk, input, events));
      await publishCartEvents(context, events);
      return added;
    } catch (error) {
      if (isUniqueViolation(error, 'cart_lines_open_edition_key')) throw cartErrors.editionTaken();
      // Two first adds of one collector at once: the second sees the cart the first created.
      if (isUniqueViolation(error, 'checkout_carts_open_user_key') && attempt === 0) continue;
      throw error;
    }
  }
}
