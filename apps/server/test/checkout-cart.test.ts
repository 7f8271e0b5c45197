import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, checkoutCarts, editionNfts, releases } from '@caskmark/db';
import type { EditionNft } from '@caskmark/shared/api/catalogue';
import {
  CART_EXPIRED_MESSAGE,
  EARLY_ACCESS_WRONG_CODE_MESSAGE,
  EDITION_NOT_FOR_SALE_MESSAGE,
  EDITION_TAKEN_MESSAGE,
  EXISTING_CHECKOUT_MESSAGE,
  LOBBY_CLOSED_MESSAGE,
  LOBBY_NOT_OPEN_MESSAGE,
  MAX_PER_USER_MESSAGE,
  NO_EDITIONS_AVAILABLE_MESSAGE,
  NO_VALID_CART_MESSAGE,
  type BuyableReleasePack,
  type CheckoutCart,
} from '@caskmark/shared/api/checkout';
import { CART_ALREADY_EXTENDED_MESSAGE, CART_REFRESH_LIMIT_MESSAGE, hashEarlyAccessCode } from '../src/modules/cart/public';
import { activeCart, addLine, advanceClock, buildBuyer, buildPackForSale, cartById } from './checkout-helpers';
import { ms } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/** The cart and its holds through the real API (decision 170, 180). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const labels = async (packPk: string, token?: string) =>
  (await t.get<{ results: EditionNft[] }>(`/api/release/v2/${packPk}/nfts`, { token })).body.results.map((edition) => edition.availability);

describe('adding to the cart', () => {
  it('holds the edition in a new cart priced by the server, and a second add only answers the same line', async () => {
    const buyer = await buildBuyer(t);
    const { pack, nfts } = await buildPackForSale(t, { priceCents: 123_45 });
    const first = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[1]!.publicPk });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ editionNumber: 2, handler: buyer.row.handler, releasePackPublicPk: pack.publicPk, editionNftPublicPk: nfts[1]!.publicPk, origin: 'web', nonFieldErrors: [] });

    const again = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[1]!.publicPk, cart: first.body.cartPublicPk! });
    expect(again.status).toBe(200);
    expect(again.body.publicPk).toBe(first.body.publicPk);

    const cart = await activeCart(t, buyer);
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({
      publicPk: first.body.cartPublicPk,
      name: pack.name,
      releasePackPublicPk: pack.publicPk,
      handler: buyer.row.handler,
      status: 'Initiated',
      amount: 123.45,
      subtotal: 123.45,
      currency: 'USD',
      extended: false,
      lineItems: [{ publicPk: first.body.publicPk, editionNftPublicPk: nfts[1]!.publicPk, editionNumber: 2, amount: 123.45, currency: 'USD' }],
    });
    const validForMs = Date.parse(cart.body.validUntil) - t.context.clock.nowMs();
    expect(validForMs).toBeGreaterThan(9 * 60_000);
    expect(validForMs).toBeLessThanOrEqual(10 * 60_000);
    expect(await labels(pack.publicPk, buyer.token)).toEqual(['Available', 'Current User Checkout In Progress', 'Available']);
    expect(await labels(pack.publicPk)).toEqual(['Available', 'Checkout In Progress', 'Available']);
  });

  it('needs a signed-in collector', async () => {
    const { pack } = await buildPackForSale(t);
    expect((await t.post('/api/primary-payments/v2/checkout/cart/line', { releasePackPublicPk: pack.publicPk })).status).toBe(401);
    expect((await t.get('/api/primary-payments/v2/checkout/cart')).status).toBe(401);
  });

  it('refuses an edition held by someone else, sold, locked, reserved for another, or of another pack', async () => {
    const [holder, other] = [await buildBuyer(t), await buildBuyer(t)];
    const { pack, nfts } = await buildPackForSale(t, { count: 5 });
    expect((await addLine(t, holder, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk })).status).toBe(201);
    const taken = await addLine(t, other, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk });
    expect(taken.status).toBe(400);
    expect(taken.body.nonFieldErrors).toEqual([EDITION_TAKEN_MESSAGE]);

    const db = t.context.db;
    await db.update(editionNfts).set({ status: 'owned', ownerPk: holder.userPk }).where(eq(editionNfts.publicPk, nfts[1]!.publicPk));
    await db.update(editionNfts).set({ isLocked: true }).where(eq(editionNfts.publicPk, nfts[2]!.publicPk));
    await db.update(editionNfts).set({ reservedForPk: holder.userPk }).where(eq(editionNfts.publicPk, nfts[3]!.publicPk));
    const elsewhere = await buildPackForSale(t);
    for (const nft of [nfts[1]!, nfts[2]!, nfts[3]!, elsewhere.nfts[0]!]) {
      const refused = await addLine(t, other, { releasePackPublicPk: pack.publicPk, editionNft: nft.publicPk });
      expect(refused.status).toBe(400);
      expect(refused.body.nonFieldErrors).toEqual([EDITION_NOT_FOR_SALE_MESSAGE]);
    }
    // Reserved for the holder: theirs to buy.
    expect((await addLine(t, holder, { releasePackPublicPk: pack.publicPk, editionNft: nfts[3]!.publicPk })).status).toBe(201);
  });

  it('keeps one open cart per collector: another pack answers the existing-checkout message', async () => {
    const buyer = await buildBuyer(t);
    const first = await buildPackForSale(t);
    const second = await buildPackForSale(t);
    const added = await addLine(t, buyer, { releasePackPublicPk: first.pack.publicPk, editionNft: first.nfts[0]!.publicPk });
    const refused = await addLine(t, buyer, { releasePackPublicPk: second.pack.publicPk, editionNft: second.nfts[0]!.publicPk });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'existing_checkout', nonFieldErrors: [EXISTING_CHECKOUT_MESSAGE], cartPublicPk: added.body.cartPublicPk });
    const sameCart = await addLine(t, buyer, { releasePackPublicPk: first.pack.publicPk, editionNft: first.nfts[1]!.publicPk });
    expect(sameCart.body.cartPublicPk).toBe(added.body.cartPublicPk);
    const rows = await t.context.db.select().from(checkoutCarts).where(eq(checkoutCarts.userPk, buyer.userPk));
    expect(rows).toHaveLength(1);
  });

  it('limits editions per collector, counting holds and editions bought', async () => {
    const buyer = await buildBuyer(t);
    const { pack, nfts } = await buildPackForSale(t, { count: 4, maxPerUser: 2 });
    expect((await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk })).status).toBe(201);
    expect((await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[1]!.publicPk })).status).toBe(201);
    const third = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[2]!.publicPk });
    expect(third.status).toBe(400);
    expect(third.body.nonFieldErrors).toEqual([MAX_PER_USER_MESSAGE]);

    // One bought in a completed cart still counts once the cart is closed.
    const cart = (await activeCart(t, buyer)).body;
    await t.context.db.update(checkoutCarts).set({ status: 'Completed' }).where(eq(checkoutCarts.publicPk, cart.publicPk));
    await t.context.db.update(cartLines).set({ releasedAt: new Date(), releaseReason: 'sold' }).where(eq(cartLines.editionNftPk, nfts[0]!.publicPk));
    await t.context.db.update(cartLines).set({ releasedAt: new Date(), releaseReason: 'removed' }).where(eq(cartLines.editionNftPk, nfts[1]!.publicPk));
    expect((await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[2]!.publicPk })).status).toBe(201);
    const over = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[3]!.publicPk });
    expect(over.body.nonFieldErrors).toEqual([MAX_PER_USER_MESSAGE]);
  });

  it('gives the next free edition without editionNft, and says when none is left', async () => {
    const [a, b, c] = [await buildBuyer(t), await buildBuyer(t), await buildBuyer(t)];
    const { pack, nfts } = await buildPackForSale(t, { count: 2 });
    const first = await addLine(t, a, { releasePackPublicPk: pack.publicPk, origin: 'fcfs' });
    const second = await addLine(t, b, { releasePackPublicPk: pack.publicPk, origin: 'fcfs' });
    expect([first.body.editionNftPublicPk, second.body.editionNftPublicPk]).toEqual([nfts[0]!.publicPk, nfts[1]!.publicPk]);
    expect(first.body.origin).toBe('fcfs');
    const none = await addLine(t, c, { releasePackPublicPk: pack.publicPk, origin: 'fcfs' });
    expect(none.status).toBe(400);
    expect(none.body.nonFieldErrors).toEqual([NO_EDITIONS_AVAILABLE_MESSAGE]);
  });

  it('answers a sold-out pack at once, yet gives a hold whose deadline passed (not yet expired by the task) to the next collector', async () => {
    const [a, b, c] = [await buildBuyer(t), await buildBuyer(t), await buildBuyer(t)];
    const { pack, nfts } = await buildPackForSale(t, { count: 1 });
    const held = await addLine(t, a, { releasePackPublicPk: pack.publicPk, origin: 'fcfs' });
    expect(held.status).toBe(201);
    const none = await addLine(t, b, { releasePackPublicPk: pack.publicPk, origin: 'fcfs' });
    expect(none.status).toBe(400);
    expect(none.body.nonFieldErrors).toEqual([NO_EDITIONS_AVAILABLE_MESSAGE]);
    await t.context.db.update(checkoutCarts).set({ validUntil: new Date(t.context.clock.nowMs() - 1000) }).where(eq(checkoutCarts.publicPk, held.body.cartPublicPk!));
    const freed = await addLine(t, c, { releasePackPublicPk: pack.publicPk, origin: 'fcfs' });
    expect(freed.status).toBe(201);
    expect(freed.body.editionNftPublicPk).toBe(nfts[0]!.publicPk);
    const [expired] = await t.context.db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, held.body.cartPublicPk!));
    expect(expired!.status).toBe('Expired');
  });

  it('gives the last edition to exactly one of two collectors racing for it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const racers = await Promise.all(Array.from({ length: 4 }, () => buildBuyer(t)));
      const { pack, nfts } = await buildPackForSale(t, { count: 1 });
      const answers = await Promise.all(racers.map((racer) => addLine(t, racer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
      for (const loser of answers.filter((answer) => answer.status === 400)) expect(loser.body.nonFieldErrors).toEqual([EDITION_TAKEN_MESSAGE]);
      const holds = await t.context.db.select().from(cartLines).where(eq(cartLines.editionNftPk, nfts[0]!.publicPk));
      expect(holds).toHaveLength(1);
    }
  });
});

describe('lobby timing and early access', () => {
  it('refuses before the opening and after the close, by the business clock', async () => {
    const buyer = await buildBuyer(t);
    const now = t.context.clock.nowMs();
    const upcoming = await buildPackForSale(t, { release: { lobbyOpenDate: new Date(now + ms.DAY), lobbyCloseDate: new Date(now + 2 * ms.DAY) } });
    const closed = await buildPackForSale(t, { release: { lobbyOpenDate: new Date(now - 2 * ms.DAY), lobbyCloseDate: new Date(now - ms.HOUR) } });
    const early = await addLine(t, buyer, { releasePackPublicPk: upcoming.pack.publicPk });
    expect(early.body.nonFieldErrors).toEqual([LOBBY_NOT_OPEN_MESSAGE]);
    const late = await addLine(t, buyer, { releasePackPublicPk: closed.pack.publicPk });
    expect(late.body.nonFieldErrors).toEqual([LOBBY_CLOSED_MESSAGE]);
    const buyable = await t.get<BuyableReleasePack>(`/api/payments/v2/checkout/buyable-release-pack/${upcoming.pack.publicPk}`);
    expect(buyable.body).toMatchObject({ isBuyable: false, lobbyOpen: false, lobbyClosed: false, reason: LOBBY_NOT_OPEN_MESSAGE });
    expect((await t.get<BuyableReleasePack>(`/api/payments/v2/checkout/buyable-release-pack/${closed.pack.publicPk}`)).body).toMatchObject({ isBuyable: false, lobbyClosed: true, reason: LOBBY_CLOSED_MESSAGE });
  });

  it('admits a collector with the lobby password before the opening; a wrong one is refused and tries are limited', async () => {
    const [insider, outsider] = [await buildBuyer(t), await buildBuyer(t)];
    const now = t.context.clock.nowMs();
    const { release, pack } = await buildPackForSale(t, { release: { lobbyOpenDate: new Date(now + ms.DAY), lobbyCloseDate: new Date(now + 2 * ms.DAY) } });
    await t.context.db.update(releases).set({ earlyAccessCodeHash: await hashEarlyAccessCode('Peat Smoke') }).where(eq(releases.publicPk, release.publicPk));
    const path = `/api/release/v2/${pack.publicPk}/lobby/early-access/code`;

    const wrong = await t.request<{ nonFieldErrors: string[] }>('PUT', path, { body: { code: 'sherry cask' }, token: outsider.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.nonFieldErrors).toEqual([EARLY_ACCESS_WRONG_CODE_MESSAGE]);
    const right = await t.request<{ admitted: boolean }>('PUT', path, { body: { code: ' peat smoke ' }, token: insider.token });
    expect(right.status).toBe(200);
    expect(right.body.admitted).toBe(true);
    expect((await t.request('PUT', path, { body: { code: 'x' } })).status).toBe(401);

    expect((await addLine(t, insider, { releasePackPublicPk: pack.publicPk })).status).toBe(201);
    expect((await addLine(t, outsider, { releasePackPublicPk: pack.publicPk })).body.nonFieldErrors).toEqual([LOBBY_NOT_OPEN_MESSAGE]);
    expect((await t.get<BuyableReleasePack>(`/api/payments/v2/checkout/buyable-release-pack/${pack.publicPk}`, { token: insider.token })).body).toMatchObject({ isBuyable: true, lobbyOpen: true });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await t.request('PUT', path, { body: { code: `guess ${attempt}` }, token: outsider.token })).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[9]).toBe(429);
  });
});

describe('the cart after adding', () => {
  it('removes lines, and the last line removed cancels the cart', async () => {
    const buyer = await buildBuyer(t);
    const { pack, nfts } = await buildPackForSale(t);
    const one = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk });
    const two = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[1]!.publicPk });
    expect((await t.request('DELETE', `/api/primary-payments/v2/checkout/cart/line/${one.body.publicPk}`, { token: buyer.token })).status).toBe(200);
    expect((await activeCart(t, buyer)).body.lineItems.map((line) => line.editionNumber)).toEqual([2]);
    expect((await t.request('DELETE', `/api/primary-payments/v2/checkout/cart/line/${two.body.publicPk}`, { token: buyer.token })).status).toBe(200);
    const gone = await activeCart(t, buyer);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NO_VALID_CART_MESSAGE);
    expect((await cartById(t, buyer, two.body.cartPublicPk!)).body.status).toBe('Cancelled');
    expect(await labels(pack.publicPk)).toEqual(['Available', 'Available', 'Available']);
  });

  it('cancels; with isExpiration a cart still in time is left alone', async () => {
    const buyer = await buildBuyer(t);
    const { pack, nfts } = await buildPackForSale(t);
    const line = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk });
    const cartPk = line.body.cartPublicPk!;
    const early = await t.post<CheckoutCart>(`/api/primary-payments/v2/checkout/cart/${cartPk}/cancel`, { isExpiration: true }, { token: buyer.token });
    expect(early.body.status).toBe('Initiated');
    const cancelled = await t.post<CheckoutCart>(`/api/primary-payments/v2/checkout/cart/${cartPk}/cancel`, { isExpiration: false }, { token: buyer.token });
    expect(cancelled.body.status).toBe('Cancelled');
    expect((await activeCart(t, buyer)).status).toBe(404);
    expect((await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk, cart: cartPk })).body.nonFieldErrors).toEqual([CART_EXPIRED_MESSAGE]);
  });

  it('extends once for payment, and a few times when the collector is still there', async () => {
    const buyer = await buildBuyer(t);
    const { pack, nfts } = await buildPackForSale(t);
    const cartPk = (await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk })).body.cartPublicPk!;
    const extend = (forPayment: boolean) => t.post<CheckoutCart & { nonFieldErrors?: string[] }>(`/api/primary-payments/v2/checkout/cart/${cartPk}/extend`, { forPayment }, { token: buyer.token });
    const forPayment = await extend(true);
    expect(forPayment.body.extended).toBe(true);
    expect(Date.parse(forPayment.body.validUntil) - t.context.clock.nowMs()).toBeGreaterThan(14 * 60_000);
    expect((await extend(true)).body.nonFieldErrors).toEqual([CART_ALREADY_EXTENDED_MESSAGE]);
    for (let round = 0; round < 3; round += 1) expect((await extend(false)).status).toBe(200);
    expect((await extend(false)).body.nonFieldErrors).toEqual([CART_REFRESH_LIMIT_MESSAGE]);
  });

  it("answers 404 for another collector's cart and its lines", async () => {
    const [owner, stranger] = [await buildBuyer(t), await buildBuyer(t)];
    const { pack, nfts } = await buildPackForSale(t);
    const line = await addLine(t, owner, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk });
    const peek = await cartById(t, stranger, line.body.cartPublicPk!);
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe(NO_VALID_CART_MESSAGE);
    expect((await t.request('DELETE', `/api/primary-payments/v2/checkout/cart/line/${line.body.publicPk}`, { token: stranger.token })).status).toBe(404);
    expect((await t.post(`/api/primary-payments/v2/checkout/cart/${line.body.cartPublicPk}/cancel`, {}, { token: stranger.token })).status).toBe(404);
    expect((await t.post(`/api/primary-payments/v2/checkout/cart/${line.body.cartPublicPk}/extend`, {}, { token: stranger.token })).status).toBe(404);
    expect((await cartById(t, owner, line.body.cartPublicPk!)).body.status).toBe('Initiated');
  });
});

describe('expiry on the business clock', () => {
  it('releases the editions of a cart whose time is up, without anyone asking', async () => {
    const [buyer, next] = [await buildBuyer(t), await buildBuyer(t)];
    const { pack, nfts } = await buildPackForSale(t);
    const line = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk });
    expect((await advanceClock(t, 9 * 60_000)).status).toBe(200);
    const [still] = await t.context.db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, line.body.cartPublicPk!));
    expect(still!.status).toBe('Initiated');

    expect((await advanceClock(t, 61_000 + 1_000)).status).toBe(200);
    // The pass after POST /dev/clock has run before the call answered: read the rows directly.
    const [cart] = await t.context.db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, line.body.cartPublicPk!));
    expect(cart!.status).toBe('Expired');
    const [hold] = await t.context.db.select().from(cartLines).where(eq(cartLines.publicPk, line.body.publicPk!));
    expect(hold).toMatchObject({ releaseReason: 'expired' });
    expect(hold!.releasedAt).not.toBeNull();
    expect(await labels(pack.publicPk)).toEqual(['Available', 'Available', 'Available']);
    expect((await activeCart(t, buyer)).status).toBe(404);
    expect((await cartById(t, buyer, line.body.cartPublicPk!)).body.status).toBe('Expired');
    expect((await addLine(t, next, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk })).status).toBe(201);
  });
});
