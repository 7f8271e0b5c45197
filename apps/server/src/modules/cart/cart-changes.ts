import { and, eq, isNull } from 'drizzle-orm';
import { cartLines, checkoutCarts, type Tx } from '@caskmark/db';
import { CART_HOLD_MINUTES, CART_PAYMENT_EXTENSION_MINUTES, type CartLineResult } from '@caskmark/shared/api/checkout';
import type { AppContext } from '../../context';
import { cartErrors } from './cart-errors';
import { closeCart, expireDueCarts, handlerOf, releaseLines, stateEvent } from './cart-holds';
import { cartByPk, isLive, openCartOfUser, openLinesOfCart, type CartRow } from './cart-repository';
import { publishCartEvents, type CartEvent } from './cart-topics';

/** 'Are you still there?' answers that may move the deadline, besides the one extension for payment. */
export const MAX_CART_REFRESHES = 3;

/**
 * The collector's cart that still holds editions now, else 404 'User has no valid cart'. An Initiated
 * cart past its deadline is expired on the spot (the task would do it within seconds anyway).
 */
export async function requireActiveCart(context: AppContext, userPk: string, cartPk?: string): Promise<CartRow> {
  const now = context.clock.now();
  const cart = await openCartOfUser(context.db, userPk);
  if (cart && (!cartPk || cart.publicPk === cartPk) && isLive(cart, now)) return cart;
  if (cart && !isLive(cart, now)) {
    const events = await context.db.transaction((tx) => expireDueCarts(tx, now, { userPk }));
    await publishCartEvents(context, events);
  }
  throw cartErrors.noValidCart();
}

/** Any cart of the collector by its publicPk, whatever its status; another collector's is 404. */
export async function requireOwnCart(context: AppContext, userPk: string, cartPk: string): Promise<CartRow> {
  const cart = await cartByPk(context.db, cartPk);
  if (!cart || cart.userPk !== userPk) throw cartErrors.noValidCart();
  return cart;
}

async function run<T>(context: AppContext, work: (tx: Tx, events: CartEvent[]) => Promise<T>): Promise<T> {
  const events: CartEvent[] = [];
  const result = await context.db.transaction((tx) => work(tx, events));
  await publishCartEvents(context, events);
  return result;
}

/** Removes one line of the collector's Initiated cart; the last line gone cancels the cart. */
export async function removeCartLine(context: AppContext, userPk: string, linePk: string): Promise<CartLineResult> {
  return run(context, async (tx, events) => {
    const now = context.clock.now();
    const [found] = await tx
      .select({ line: cartLines, cart: checkoutCarts })
      .from(cartLines)
      .innerJoin(checkoutCarts, eq(checkoutCarts.publicPk, cartLines.cartPk))
      .where(and(eq(cartLines.publicPk, linePk), eq(checkoutCarts.userPk, userPk)))
      .for('update', { of: checkoutCarts });
    if (!found || found.line.releasedAt !== null) throw cartErrors.noValidCart();
    if (found.cart.status === 'In Progress') throw cartErrors.notEditable();
    if (!isLive(found.cart, now)) throw cartErrors.expired();
    const removed = await releaseLines(tx, found.cart, 'removed', now, [linePk]);
    events.push(...removed);
    if ((await openLinesOfCart(tx, found.cart.publicPk)).length === 0) {
      const closed = await closeCart(tx, found.cart, 'Cancelled', now);
      if (closed) events.push(...closed.events);
    }
    return removed[0]!.payload as CartLineResult;
  });
}

/**
 * Cancels the collector's Initiated cart. With `isExpiration` (the client's countdown ran out) a cart
 * that is not truly expired yet is left alone (spec part 1 §4), and an expired one ends as Expired.
 */
export async function cancelCart(context: AppContext, userPk: string, cartPk: string, isExpiration: boolean): Promise<CartRow> {
  return run(context, async (tx, events) => {
    const now = context.clock.now();
    const [cart] = await tx
      .select()
      .from(checkoutCarts)
      .where(and(eq(checkoutCarts.publicPk, cartPk), eq(checkoutCarts.userPk, userPk)))
      .for('update');
    if (!cart) throw cartErrors.noValidCart();
    if (cart.status === 'In Progress') throw cartErrors.notEditable();
    if (cart.status !== 'Initiated') return cart;
    const expired = !isLive(cart, now);
    if (isExpiration && !expired) return cart;
    const closed = await closeCart(tx, cart, expired ? 'Expired' : 'Cancelled', now);
    if (!closed) return (await cartByPk(tx, cartPk))!;
    events.push(...closed.events);
    return closed.cart;
  });
}

/**
 * 'Are you still there?' (a fresh hold of 10 minutes, a few times at most) or, with `forPayment`, the
 * one extension to 15 minutes for the payment step (decision 170).
 */
export async function refreshCart(context: AppContext, userPk: string, cartPk: string, forPayment: boolean): Promise<CartRow> {
  return run(context, async (tx, events) => {
    const now = context.clock.now();
    const [cart] = await tx
      .select()
      .from(checkoutCarts)
      .where(and(eq(checkoutCarts.publicPk, cartPk), eq(checkoutCarts.userPk, userPk)))
      .for('update');
    if (!cart || (cart.status !== 'Initiated' && cart.status !== 'In Progress')) throw cartErrors.noValidCart();
    if (cart.status === 'In Progress') return cart;
    if (!isLive(cart, now)) throw cartErrors.expired();
    let changes: Partial<CartRow>;
    if (forPayment) {
      if (cart.extendedForPaymentAt) throw cartErrors.alreadyExtended();
      changes = { extendedForPaymentAt: now, validUntil: new Date(Math.max(cart.validUntil.getTime(), now.getTime() + CART_PAYMENT_EXTENSION_MINUTES * 60_000)) };
    } else {
      if (cart.refreshCount >= MAX_CART_REFRESHES) throw cartErrors.tooManyRefreshes();
      changes = { refreshCount: cart.refreshCount + 1, validUntil: new Date(Math.max(cart.validUntil.getTime(), now.getTime() + CART_HOLD_MINUTES * 60_000)) };
    }
    const [updated] = await tx
      .update(checkoutCarts)
      .set({ ...changes, updatedAt: now })
      .where(eq(checkoutCarts.publicPk, cart.publicPk))
      .returning();
    events.push(stateEvent('refreshed', updated!, await handlerOf(tx, userPk)));
    return updated!;
  });
}

type PaymentMethod = NonNullable<CartRow['paymentMethod']>;

/**
 * Payment starts: the Initiated, still live cart becomes In Progress with a payment deadline; from
 * here the checkout workflow owns it (`alsoInTransaction` creates its run in the same transaction, so
 * an In Progress cart always has one). A retried call with the same method changes nothing.
 */
export async function startCartPayment(
  context: AppContext,
  userPk: string,
  cartPk: string,
  method: PaymentMethod,
  deadline: Date,
  alsoInTransaction?: (tx: Tx, cart: CartRow) => Promise<void>,
): Promise<CartRow> {
  return run(context, async (tx, events) => {
    const now = context.clock.now();
    const [cart] = await tx
      .select()
      .from(checkoutCarts)
      .where(and(eq(checkoutCarts.publicPk, cartPk), eq(checkoutCarts.userPk, userPk)))
      .for('update');
    if (!cart) throw cartErrors.noValidCart();
    if (cart.status === 'In Progress') {
      if (cart.paymentMethod === method) return cart;
      throw cartErrors.notEditable();
    }
    if (cart.status !== 'Initiated') throw cartErrors.noValidCart();
    if (!isLive(cart, now)) throw cartErrors.expired();
    if ((await openLinesOfCart(tx, cart.publicPk)).length === 0) throw cartErrors.noValidCart();
    const [updated] = await tx
      .update(checkoutCarts)
      .set({ status: 'In Progress', paymentMethod: method, paymentDeadline: deadline, updatedAt: now })
      .where(eq(checkoutCarts.publicPk, cart.publicPk))
      .returning();
    await alsoInTransaction?.(tx, updated!);
    events.push(stateEvent('inProgress', updated!, await handlerOf(tx, userPk)));
    return updated!;
  });
}

/**
 * The collector announced the transaction that pays their In Progress ETH checkout: the cart shows it,
 * and its payment deadline moves to `awaitedUntil` when that is later (never earlier). A cart in any
 * other state is answered as it is.
 */
export async function recordCartEthTransaction(context: AppContext, cartPk: string, transactionHash: string, awaitedUntil: Date | null): Promise<CartRow> {
  return run(context, async (tx, events) => {
    const [cart] = await tx.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, cartPk)).for('update');
    if (!cart) throw cartErrors.noValidCart();
    if (cart.status !== 'In Progress' || cart.paymentMethod !== 'crypto') return cart;
    const deadline = cart.paymentDeadline && awaitedUntil && awaitedUntil > cart.paymentDeadline ? awaitedUntil : cart.paymentDeadline;
    if (cart.ethTransactionHash === transactionHash && deadline === cart.paymentDeadline) return cart;
    const [updated] = await tx
      .update(checkoutCarts)
      .set({ ethTransactionHash: transactionHash, paymentDeadline: deadline, updatedAt: context.clock.now() })
      .where(eq(checkoutCarts.publicPk, cart.publicPk))
      .returning();
    if (deadline !== cart.paymentDeadline) events.push(stateEvent('refreshed', updated!, await handlerOf(tx, cart.userPk)));
    return updated!;
  });
}

/**
 * The cart is paid and delivered: lines released as sold and the cart Completed, inside the
 * caller's transaction (which also records the editions' new owner). Answers the events to publish
 * after commit, or null when the cart was not In Progress any more.
 */
export async function completeCartInTransaction(tx: Tx, cartPk: string, now: Date, changes: Partial<CartRow>): Promise<{ cart: CartRow; events: CartEvent[] } | null> {
  const [done] = await tx
    .update(checkoutCarts)
    .set({ ...changes, status: 'Completed', completedAt: now, updatedAt: now })
    .where(and(eq(checkoutCarts.publicPk, cartPk), eq(checkoutCarts.status, 'In Progress')))
    .returning();
  if (!done) return null;
  await tx
    .update(cartLines)
    .set({ releasedAt: now, releaseReason: 'sold' })
    .where(and(eq(cartLines.cartPk, cartPk), isNull(cartLines.releasedAt)));
  const handler = await handlerOf(tx, done.userPk);
  return { cart: done, events: [stateEvent('completed', done, handler)] };
}

/** The checkout failed (payment refused, deadline passed, delivery impossible): holds released. */
export async function failCart(context: AppContext, cartPk: string, reason: string): Promise<CartRow | null> {
  return run(context, async (tx, events) => {
    const cart = await cartByPk(tx, cartPk);
    if (!cart) return null;
    if (cart.status === 'Failed') return cart;
    const closed = await closeCart(tx, cart, 'Failed', context.clock.now(), { from: ['Initiated', 'In Progress'], failureReason: reason });
    if (!closed) return cartByPk(tx, cartPk);
    events.push(...closed.events);
    return closed.cart;
  });
}

/** Lines still held by an In Progress cart (the checkout's verify step). */
export async function heldLinesOfCart(context: AppContext, cartPk: string) {
  return context.db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cartPk, cartPk), isNull(cartLines.releasedAt)));
}


/** The receipt of a completed cart went out (sent once; see the checkout's complete step). */
export async function markReceiptSent(context: AppContext, cartPk: string): Promise<void> {
  await context.db.update(checkoutCarts).set({ receiptSentAt: context.clock.now() }).where(eq(checkoutCarts.publicPk, cartPk));
}

/** Applies (or, with null, removes) a gift card on the collector's Initiated, live cart; the flow checked the card. */
export async function setCartGiftCard(context: AppContext, userPk: string, cartPk: string, giftCardPk: string | null): Promise<CartRow> {
  return run(context, async (tx, events) => {
    const now = context.clock.now();
    const [cart] = await tx
      .select()
      .from(checkoutCarts)
      .where(and(eq(checkoutCarts.publicPk, cartPk), eq(checkoutCarts.userPk, userPk)))
      .for('update');
    if (!cart || (cart.status !== 'Initiated' && cart.status !== 'In Progress')) throw cartErrors.noValidCart();
    if (cart.status === 'In Progress') throw cartErrors.notEditable();
    if (!isLive(cart, now)) throw cartErrors.expired();
    const [updated] = await tx.update(checkoutCarts).set({ giftCardPk, updatedAt: now }).where(eq(checkoutCarts.publicPk, cartPk)).returning();
    events.push(stateEvent('refreshed', updated!, await handlerOf(tx, userPk)));
    return updated!;
  });
}
