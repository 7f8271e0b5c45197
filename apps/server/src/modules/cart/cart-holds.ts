import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { cartLines, checkoutCarts, editionNfts, users, type DbOrTx, type Tx } from '@caskmark/db';
import type { CartStatus } from '@caskmark/shared/api/checkout';
import { presentCartLine } from './cart-presenter';
import type { CartLineRow, CartRow } from './cart-repository';
import type { CartEvent } from './cart-topics';

type ReleaseReason = NonNullable<CartLineRow['releaseReason']>;

export async function handlerOf(db: DbOrTx, userPk: string): Promise<string> {
  const [row] = await db.select({ handler: users.handler }).from(users).where(eq(users.publicPk, userPk));
  return row?.handler ?? '';
}

/** Ends the holds of a cart (all, or the lines named), answering the line-deleted events. */
export async function releaseLines(tx: Tx, cart: CartRow, reason: ReleaseReason, now: Date, linePks?: string[]): Promise<CartEvent[]> {
  const released = await tx
    .update(cartLines)
    .set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(cartLines.cartPk, cart.publicPk), isNull(cartLines.releasedAt), linePks ? inArray(cartLines.publicPk, linePks) : undefined))
    .returning();
  if (released.length === 0) return [];
  const numbers = await tx
    .select({ publicPk: editionNfts.publicPk, editionNumber: editionNfts.editionNumber })
    .from(editionNfts)
    .where(inArray(editionNfts.publicPk, released.map((line) => line.editionNftPk)));
  const numberOf = new Map(numbers.map((row) => [row.publicPk, row.editionNumber]));
  const handler = await handlerOf(tx, cart.userPk);
  return released.map((line) => ({
    kind: 'lineDeleted' as const,
    releasePackPk: cart.releasePackPk,
    payload: presentCartLine({ ...line, editionNumber: numberOf.get(line.editionNftPk) ?? 0 }, cart, handler),
  }));
}

export function stateEvent(kind: 'refreshed' | 'inProgress' | 'completed', cart: CartRow, handler: string): CartEvent {
  const deadline = cart.status === 'In Progress' && cart.paymentDeadline ? cart.paymentDeadline : cart.validUntil;
  return {
    kind,
    releasePackPk: cart.releasePackPk,
    payload: { cartPublicPk: cart.publicPk, releasePackPublicPk: cart.releasePackPk, handler, status: cart.status, validUntil: deadline.toISOString() },
  };
}

/**
 * Moves an open cart to a closed status (Cancelled, Expired, Failed) and releases its holds, if the
 * cart is still in one of `from`. Answers the closed cart and its events, or null when another
 * request closed it first.
 */
export async function closeCart(
  tx: Tx,
  cart: CartRow,
  to: Extract<CartStatus, 'Cancelled' | 'Expired' | 'Failed'>,
  now: Date,
  options: { from?: CartStatus[]; failureReason?: string } = {},
): Promise<{ cart: CartRow; events: CartEvent[] } | null> {
  const from = options.from ?? ['Initiated'];
  const [closed] = await tx
    .update(checkoutCarts)
    .set({ status: to, updatedAt: now, ...(options.failureReason ? { failureReason: options.failureReason } : {}) })
    .where(and(eq(checkoutCarts.publicPk, cart.publicPk), inArray(checkoutCarts.status, from)))
    .returning();
  if (!closed) return null;
  const reason: ReleaseReason = to === 'Cancelled' ? 'cancelled' : to === 'Expired' ? 'expired' : 'failed';
  const events = await releaseLines(tx, closed, reason, now);
  events.push(stateEvent('refreshed', closed, await handlerOf(tx, closed.userPk)));
  return { cart: closed, events };
}

/**
 * Expires Initiated carts whose `validUntil` has passed (the business clock's `now`), at most `limit`
 * per call: the scheduled task, and the first thing an add does for the pack it touches, so an edition
 * is free again exactly at the deadline even before the task runs.
 */
export async function expireDueCarts(tx: Tx, now: Date, scope: { releasePackPk?: string; userPk?: string; limit?: number } = {}): Promise<CartEvent[]> {
  const scopeCondition =
    scope.releasePackPk && scope.userPk
      ? sql`(${checkoutCarts.releasePackPk} = ${scope.releasePackPk} or ${checkoutCarts.userPk} = ${scope.userPk})`
      : scope.releasePackPk
        ? eq(checkoutCarts.releasePackPk, scope.releasePackPk)
        : scope.userPk
          ? eq(checkoutCarts.userPk, scope.userPk)
          : undefined;
  const due = await tx
    .select()
    .from(checkoutCarts)
    .where(and(eq(checkoutCarts.status, 'Initiated'), lte(checkoutCarts.validUntil, now), scopeCondition))
    .limit(scope.limit ?? 200);
  const events: CartEvent[] = [];
  for (const cart of due) {
    const closed = await closeCart(tx, cart, 'Expired', now);
    if (closed) events.push(...closed.events);
  }
  return events;
}
