import type { LotStats } from '@caskmark/shared/api/catalogue-detail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionLots, auctionWins, checkoutCarts, editionNfts, userDetails } from '@caskmark/db';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import type { PaymentResult } from '@caskmark/shared/api/payments';
import { runSettlementPass } from '../src/flows/auction-settlement/index';
import { expireCarts } from '../src/modules/cart/public';
import { advanceClock, buildBidder, buildLot, maxBid, quickBid, signInAgain, type Bidder } from './auction-helpers';
import { eventually, startChainApp } from './chain-test-helpers';
import { addLine, buildPackForSale } from './checkout-helpers';
import { submission, tokenOf } from './payments-helpers';
import type { TestApp } from './support/test-app';

/** Settlement at the close (decision 254): offer → award cart → paid and delivered, or lapsed → next bidder → back to the producer. */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;

async function bidderWithProfile(): Promise<Bidder> {
  const bidder = await buildBidder(t);
  await t.context.db.insert(userDetails).values({ userPk: bidder.userPk, firstName: 'Ava', lastName: 'Bidder', dob: '1985-04-12', country: 'USA', state: 'NY', city: 'New York' });
  return bidder;
}

const winsOf = (lotPk: string) => t.context.db.select().from(auctionWins).where(eq(auctionWins.lotPk, lotPk));
const lotOf = async (packPk: string) => (await t.context.db.select().from(auctionLots).where(eq(auctionLots.releasePackPk, packPk)))[0]!;
const cartOf = async (cartPk: string) => (await t.context.db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, cartPk)))[0]!;
const activeCart = (bidder: Bidder) => t.get<CheckoutCart & { code?: string }>('/api/primary-payments/v2/checkout/cart', { token: bidder.token });
const mailsTo = async (email: string) => (await t.get<Array<{ subject: string; text: string }>>(`/dev/mailbox?to=${encodeURIComponent(email)}`)).body;

/** Two bidders on a fresh one-unit lot closing in an hour: Ann's quick bid at $1,000, Bob's max of $1,500 leads at $1,100. */
async function closedLotWithTwoBidders(options: { reserveUsd?: number; beforeClose?: (bob: Bidder) => Promise<void> } = {}) {
  const [ann, bob] = await Promise.all([bidderWithProfile(), bidderWithProfile()]);
  // Shorter than a cart hold (10 min), so a cart opened before the close is still open after it.
  const closesInMs = 5 * 60_000;
  const { pack, nfts } = await buildLot(t, { startingUsd: 1000, closesInMs, reserveUsd: options.reserveUsd ?? null });
  expect((await quickBid(t, ann, pack.publicPk, 1000)).nonFieldErrors).toEqual([]);
  expect((await maxBid(t, bob, pack.publicPk, 1500)).status).toBe(201);
  await options.beforeClose?.(bob);
  // The settlement also runs by itself after a clock advance; the tests' own passes find nothing left or finish it.
  await advanceClock(t, closesInMs + 1);
  await signInAgain(t, ann, bob);
  return { ann, bob, pack, nfts };
}

describe('settling an English lot at its close', () => {
  it('offers the lot to the leader at the hammer price in a cart held until the deadline; paying by card sells and delivers it', async () => {
    const { bob, pack, nfts } = await closedLotWithTwoBidders();
    await runSettlementPass(t.context);
    const lot = await lotOf(pack.publicPk);
    expect(lot.settledAt).not.toBeNull();
    const [win] = await winsOf(lot.publicPk);
    expect(win).toMatchObject({ userPk: bob.userPk, rank: 1, amountCents: 110_000, status: 'offered', editionNftPks: [nfts[0]!.publicPk] });
    expect(win!.paymentDueAt!.getTime()).toBeGreaterThanOrEqual(lot.closesAt.getTime() + 48 * HOUR);
    expect(win!.cartPk).not.toBeNull();
    const cart = (await activeCart(bob)).body;
    expect(cart).toMatchObject({ publicPk: win!.cartPk, status: 'Initiated', amount: 1100 });
    expect(cart.lineItems.map((line) => [line.editionNftPublicPk, line.amount])).toEqual([[nfts[0]!.publicPk, 1100]]);
    expect(new Date(cart.validUntil).getTime()).toBe(win!.paymentDueAt!.getTime());
    const mails = await mailsTo(bob.email);
    expect(mails.filter((mail) => mail.subject.startsWith('You won '))).toHaveLength(1);
    expect(mails.find((mail) => mail.subject.startsWith('You won '))!.text).toContain('$1,100.00');

    const paid = await t.post<PaymentResult>('/services/fiat/v1/payments/capture', submission({ tokenValue: await tokenOf(t, bob.token), cartPublicPk: win!.cartPk }), { token: bob.token });
    expect(paid.body.status).toBe('AUTHORIZED');
    await eventually(async () => ((await cartOf(win!.cartPk!)).status === 'Completed' ? true : null), 60_000);
    await runSettlementPass(t.context);
    expect((await winsOf(lot.publicPk))[0]).toMatchObject({ status: 'paid' });
    expect((await lotOf(pack.publicPk)).outcome).toBe('sold');
    const stats = await t.get<LotStats>(`/api/release/v3/auction/release-pack/${pack.publicPk}/stats`);
    expect(stats.body).toMatchObject({ saleStatus: 'closed', settled: true, lotOutcome: 'sold', highestBidderHandler: bob.handler });
    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'owned', ownerPk: bob.userPk });
    // Nothing more happens on later passes, and the winner gets one mail.
    expect(await runSettlementPass(t.context)).toMatchObject({ decided: 0, cartsOpened: 0, paid: 0, lapsed: 0 });
    expect((await mailsTo(bob.email)).filter((mail) => mail.subject.startsWith('You won '))).toHaveLength(1);
  }, 120_000);

  it('an unpaid win lapses at the deadline; the next bidder is offered it at their own maximum; declined too, it goes back to the producer', async () => {
    const { ann, bob, pack, nfts } = await closedLotWithTwoBidders();
    await runSettlementPass(t.context);
    const lot = await lotOf(pack.publicPk);
    await advanceClock(t, 48 * HOUR + 1);
    await expireCarts(t.context);
    await runSettlementPass(t.context);
    const wins = await winsOf(lot.publicPk);
    expect(wins.map((win) => [win.userPk, win.rank, win.status, win.amountCents])).toEqual([
      [bob.userPk, 1, 'lapsed', 110_000],
      [ann.userPk, 2, 'offered', 100_000],
    ]);
    await signInAgain(t, ann, bob);
    const offered = (await activeCart(ann)).body;
    expect(offered.lineItems.map((line) => [line.editionNftPublicPk, line.amount])).toEqual([[nfts[0]!.publicPk, 1000]]);
    expect((await mailsTo(ann.email)).some((mail) => mail.subject === `${pack.name} can be yours`)).toBe(true);
    expect((await activeCart(bob)).status).toBe(404);

    const cancelled = await t.post(`/api/primary-payments/v2/checkout/cart/${offered.publicPk}/cancel`, { isExpiration: false }, { token: ann.token });
    expect(cancelled.status).toBe(200);
    await runSettlementPass(t.context);
    expect((await winsOf(lot.publicPk)).map((win) => win.status)).toEqual(['lapsed', 'lapsed']);
    expect((await lotOf(pack.publicPk)).outcome).toBe('unpaid');
    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'unsold', ownerPk: null });
  }, 120_000);

  it('a lot under its reserve is not sold and nobody is offered it', async () => {
    const { pack } = await closedLotWithTwoBidders({ reserveUsd: 5_000 });
    await runSettlementPass(t.context);
    const lot = await lotOf(pack.publicPk);
    expect(lot).toMatchObject({ outcome: 'reserve_not_met' });
    const stats = await t.get<LotStats>(`/api/release/v3/auction/release-pack/${pack.publicPk}/stats`);
    expect(stats.body).toMatchObject({ settled: true, lotOutcome: 'reserve_not_met' });
    expect(lot.settledAt).not.toBeNull();
    expect(await winsOf(lot.publicPk)).toEqual([]);
  });

  it('passes run side by side decide a lot once: one win, one cart', async () => {
    const { bob, pack } = await closedLotWithTwoBidders();
    await Promise.all(Array.from({ length: 8 }, () => runSettlementPass(t.context)));
    const lot = await lotOf(pack.publicPk);
    const wins = await winsOf(lot.publicPk);
    expect(wins).toHaveLength(1);
    const carts = await t.context.db.select().from(checkoutCarts).where(eq(checkoutCarts.userPk, bob.userPk));
    expect(carts.map((cart) => cart.publicPk)).toEqual([wins[0]!.cartPk]);
  });

  it("a winner whose own cart is open at the close gets the award cart once that cart ends", async () => {
    let own = '';
    const { bob, pack } = await closedLotWithTwoBidders({
      beforeClose: async (bidder) => {
        const shop = await buildPackForSale(t, { count: 1, priceCents: 50_00 });
        const line = await addLine(t, bidder, { releasePackPublicPk: shop.pack.publicPk });
        expect(line.status).toBe(201);
        own = line.body.cartPublicPk!;
      },
    });
    await runSettlementPass(t.context);
    const lot = await lotOf(pack.publicPk);
    const [waiting] = await winsOf(lot.publicPk);
    expect(waiting).toMatchObject({ userPk: bob.userPk, status: 'offered', cartPk: null });
    await t.post(`/api/primary-payments/v2/checkout/cart/${own}/cancel`, { isExpiration: false }, { token: bob.token });
    await runSettlementPass(t.context);
    const [awarded] = await winsOf(lot.publicPk);
    expect(awarded!.cartPk).not.toBeNull();
    expect((await activeCart(bob)).body).toMatchObject({ publicPk: awarded!.cartPk, amount: 1100 });
  });
});
