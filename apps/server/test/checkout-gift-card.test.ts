import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { PaymentSubmissionSchema, type PaymentResult } from '@caskmark/shared/api/payments';
import { issueGiftCard } from '../src/modules/payments/gift-cards';
import { giftCardByPk, intentsFor } from '../src/modules/payments/public';
import { eventually, startChainApp } from './chain-test-helpers';
import { activeCart, addLine, buildBuyer, buildPackForSale, cartById, type Buyer } from './checkout-helpers';
import { answerChallenge, collectDevice, submission, tokenOf } from './payments-helpers';
import { buildSignedInMember } from './identity-helpers';
import type { TestApp } from './support/test-app';

/** Gift cards pay part or all of a cart, never more than the total, and come back when the checkout fails. */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => t?.close());

async function giftCard(buyer: Buyer, dollars: number) {
  return issueGiftCard(t.context.db, { ownerPk: buyer.userPk, title: 'Birthday dram', amountCents: dollars * 100, status: 'accepted', sourceKey: `test:${randomUUID()}`, at: t.context.clock.now() });
}

async function cartOf(dollars: number) {
  const buyer = await buildBuyer(t);
  const { pack, nfts } = await buildPackForSale(t, { priceCents: dollars * 100, count: 1 });
  const cartPk = (await addLine(t, buyer, { releasePackPublicPk: pack.publicPk })).body.cartPublicPk!;
  return { buyer, pack, nfts, cartPk };
}

const apply = (buyer: Buyer, cartPk: string, giftCardPublicPk: string | null) =>
  t.request<CheckoutCart & { nonFieldErrors?: string[] }>('PUT', `/api/primary-payments/v2/checkout/cart/${cartPk}/gift-card`, { body: { giftCardPublicPk }, token: buyer.token });

async function settled(buyer: Buyer, cartPk: string, status: 'Completed' | 'Failed') {
  return eventually(async () => {
    const cart = (await cartById(t, buyer, cartPk)).body;
    return cart.status === status ? cart : null;
  }, 60_000);
}

describe('gift cards in checkout', () => {
  it('pays part of the total; the card pays the rest; both are captured at completion', async () => {
    const { buyer, cartPk } = await cartOf(250);
    const card = await giftCard(buyer, 100);
    const applied = await apply(buyer, cartPk, card.publicPk);
    expect(applied.body).toMatchObject({ subtotal: 250, giftCardAmount: 100, amount: 150, giftCard: { publicPk: card.publicPk, title: 'Birthday dram', availableBalance: 100, currency: 'USD' } });
    const paid = await t.post<PaymentResult>('/services/fiat/v1/payments/capture', submission({ tokenValue: await tokenOf(t, buyer.token), cartPublicPk: cartPk }), { token: buyer.token });
    expect(paid.body.status).toBe('AUTHORIZED');
    const done = await settled(buyer, cartPk, 'Completed');
    expect(done).toMatchObject({ amountPaid: 250, giftCardAmount: 100, amount: 150 });
    const intents = await intentsFor(t.context, 'checkout', cartPk);
    expect(intents.map((intent) => [intent.rail, intent.status, intent.amountCents]).sort()).toEqual([
      ['card', 'captured', 150_00],
      ['gift_card', 'captured', 100_00],
    ]);
    expect((await giftCardByPk(t.context.db, card.publicPk))!.balanceCents).toBe(0);
  });

  it('covers the whole total: checkout through one-click, the rest of the balance stays on the card', async () => {
    const { buyer, cartPk } = await cartOf(250);
    const card = await giftCard(buyer, 500);
    expect((await apply(buyer, cartPk, card.publicPk)).body).toMatchObject({ amount: 0, giftCardAmount: 250 });
    const refused = await t.post<{ nonFieldErrors: string[] }>('/services/fiat/v1/payments/capture', submission({ tokenValue: await tokenOf(t, buyer.token), cartPublicPk: cartPk }), { token: buyer.token });
    expect(refused.status).toBe(400);
    const started = await t.post<CheckoutCart>('/api/primary-payments/v1/transfer/one-click', { primaryCheckoutCart: cartPk, createManagedWallet: true }, { token: buyer.token });
    expect(started.body).toMatchObject({ status: 'In Progress', paymentMethod: 'giftCard' });
    expect((await settled(buyer, cartPk, 'Completed')).amountPaid).toBe(250);
    expect((await giftCardByPk(t.context.db, card.publicPk))!.balanceCents).toBe(250_00);
  });

  it('takes nothing from the balance while the bank asks, nor when the challenge fails', async () => {
    const { buyer, cartPk } = await cartOf(300);
    const card = await giftCard(buyer, 100);
    await apply(buyer, cartPk, card.publicPk);
    const tokenValue = await tokenOf(t, buyer.token, '4000000000003238');
    const setup = await collectDevice(t, buyer.token, tokenValue);
    const body = PaymentSubmissionSchema.parse(submission({ tokenValue, referenceId: setup.referenceId, cartPublicPk: cartPk }));
    const pending = await t.post<PaymentResult>('/services/fiat/v1/payments/capture', body, { token: buyer.token });
    expect(pending.body.status).toBe('PENDING_AUTHENTICATION');
    expect((await giftCardByPk(t.context.db, card.publicPk))!.balanceCents).toBe(100_00);
    await answerChallenge(t, pending.body.consumerVerificationAuth!.stepUpUrl, '0000');
    await t.post('/services/fiat/v1/payments/capture', body, { token: buyer.token });
    expect((await activeCart(t, buyer)).body).toMatchObject({ status: 'Initiated', giftCardAmount: 100, amount: 200 });
    expect((await giftCardByPk(t.context.db, card.publicPk))!.balanceCents).toBe(100_00);
  });

  it('gives the balance back when the checkout fails (staff reject the wire)', async () => {
    const { buyer, cartPk } = await cartOf(6_000);
    const card = await giftCard(buyer, 100);
    expect((await apply(buyer, cartPk, card.publicPk)).body.amount).toBe(5_900);
    const form = new FormData();
    form.append('cart_public_pk', cartPk);
    form.append('phone_number', '+1 212 555 0100');
    form.append('receipt', new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20)])], { type: 'application/pdf' }), 'receipt.pdf');
    expect((await t.request('POST', '/api/primary-payments/v2/transfer/wire-transfer', { body: form, token: buyer.token })).status).toBe(200);
    expect((await giftCardByPk(t.context.db, card.publicPk))!.balanceCents).toBe(0);
    const wire = (await intentsFor(t.context, 'checkout', cartPk)).find((intent) => intent.rail === 'wire')!;
    const staffToken = (await buildSignedInMember(t, ['staff'])).tokens.idToken;
    expect((await t.post(`/api/staff/v1/wire-transfers/${wire.publicPk}/reject`, { reason: 'No funds arrived.' }, { token: staffToken })).status).toBe(200);
    await settled(buyer, cartPk, 'Failed');
    await eventually(async () => (await giftCardByPk(t.context.db, card.publicPk))!.balanceCents === 100_00, 20_000);
  });

  it("refuses another collector's gift card and can remove it again", async () => {
    const { buyer, cartPk } = await cartOf(80);
    const stranger = await buildBuyer(t);
    const theirs = await giftCard(stranger, 50);
    expect((await apply(buyer, cartPk, theirs.publicPk)).status).toBe(404);
    const mine = await giftCard(buyer, 50);
    expect((await apply(buyer, cartPk, mine.publicPk)).body.amount).toBe(30);
    expect((await apply(buyer, cartPk, null)).body).toMatchObject({ amount: 80, giftCard: null, giftCardAmount: 0 });
    expect((await activeCart(t, buyer)).body.amount).toBe(80);
  });
});
