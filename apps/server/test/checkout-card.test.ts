import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts, paymentIntents, paymentLedger } from '@caskmark/db';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { PaymentSubmissionSchema, type PaymentResult } from '@caskmark/shared/api/payments';
import { PROFILE_REQUIRED_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import { CART_CHANGED_DURING_PAYMENT_MESSAGE } from '../src/flows/checkout/card-routes';
import { intentsFor, PAYMENT_UNDER_WAY_MESSAGE } from '../src/modules/payments/public';
import { eventually, startChainApp } from './chain-test-helpers';
import { activeCart, addLine, buildBuyer, buildPackForSale, cartById, type Buyer } from './checkout-helpers';
import { answerChallenge, collectDevice, submission, tokenOf } from './payments-helpers';
import type { TestApp } from './support/test-app';

/** Card checkout end to end: hosted-fields token → authorization (3-D Secure when asked) → workflow → capture → mint → Completed. */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => t?.close());

const pay = (buyer: Buyer, body: Record<string, unknown>) => t.post<PaymentResult & { nonFieldErrors?: string[] }>('/services/fiat/v1/payments/capture', body, { token: buyer.token });

async function settled(buyer: Buyer, cartPk: string, status: 'Completed' | 'Failed'): Promise<CheckoutCart> {
  return eventually(async () => {
    const cart = (await cartById(t, buyer, cartPk)).body;
    return cart.status === status ? cart : null;
  }, 60_000);
}

async function cartWithOneEdition(priceCents = 250_00) {
  const buyer = await buildBuyer(t);
  const { pack, nfts } = await buildPackForSale(t, { priceCents, count: 2 });
  const line = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk });
  return { buyer, pack, nfts, cartPk: line.body.cartPublicPk! };
}

describe('paying a cart by card', () => {
  it('authorizes, captures once and delivers; concurrent replays of the attempt make one payment', async () => {
    const { buyer, nfts, cartPk } = await cartWithOneEdition();
    const body = submission({ tokenValue: await tokenOf(t, buyer.token), cartPublicPk: cartPk });
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(buyer, body)));
    const odd = answers.filter((answer) => answer.body.status !== 'AUTHORIZED');
    expect(odd.map((answer) => [answer.status, JSON.stringify(answer.body)])).toEqual([]);
    const cart = await settled(buyer, cartPk, 'Completed');
    expect(cart).toMatchObject({ amountPaid: 250, paymentMethod: 'creditCard' });
    const intents = await intentsFor(t.context, 'checkout', cartPk);
    expect(intents.map((intent) => [intent.status, intent.amountCents])).toEqual([['captured', 250_00]]);
    const captures = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intents[0]!.publicPk));
    expect(captures.filter((row) => row.kind === 'captured')).toHaveLength(1);
    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'owned', ownerPk: buyer.userPk, isInManagedWallet: true });
    // The cart is done: a late replay answers the same result, a new attempt takes no second payment.
    expect((await pay(buyer, body)).body.status).toBe('AUTHORIZED');
    const another = await pay(buyer, { ...body, uniqueId: 'another-attempt-1' });
    expect(another.status).toBe(409);
    expect(another.body.nonFieldErrors).toEqual([PAYMENT_UNDER_WAY_MESSAGE]);
    expect(await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, cartPk))).toHaveLength(1);
  });

  it('goes through a 3-D Secure challenge, then completes', async () => {
    const { buyer, cartPk } = await cartWithOneEdition(900_00);
    const tokenValue = await tokenOf(t, buyer.token, '4000000000003220');
    const setup = await collectDevice(t, buyer.token, tokenValue);
    const body = PaymentSubmissionSchema.parse(submission({ tokenValue, referenceId: setup.referenceId, cartPublicPk: cartPk }));
    const pending = await pay(buyer, body);
    expect(pending.body.status).toBe('PENDING_AUTHENTICATION');
    // While the bank asks the cardholder the cart stays on its hold: In Progress would make the client
    // show progress instead of the bank's page (decision 230).
    expect((await activeCart(t, buyer)).body.status).toBe('Initiated');
    expect((await answerChallenge(t, pending.body.consumerVerificationAuth!.stepUpUrl, '1234')).status).toBe(200);
    const final = await pay(buyer, body);
    expect(final.body.status).toBe('AUTHORIZED');
    expect((await settled(buyer, cartPk, 'Completed')).amountPaid).toBe(900);
  });

  it('leaves the cart as it was when the card is declined or the challenge fails; another card then pays', async () => {
    const declined = await cartWithOneEdition();
    const refused = await pay(declined.buyer, submission({ tokenValue: await tokenOf(t, declined.buyer.token, '4000000000000002'), cartPublicPk: declined.cartPk }));
    expect(refused.body.status).toBe('DECLINED');
    expect((await activeCart(t, declined.buyer)).body.status).toBe('Initiated');

    const challenged = await cartWithOneEdition();
    const tokenValue = await tokenOf(t, challenged.buyer.token, '4000000000003238');
    const setup = await collectDevice(t, challenged.buyer.token, tokenValue);
    const body = PaymentSubmissionSchema.parse(submission({ tokenValue, referenceId: setup.referenceId, cartPublicPk: challenged.cartPk }));
    expect((await pay(challenged.buyer, body)).body.status).toBe('PENDING_AUTHENTICATION');
    const pending = await pay(challenged.buyer, body);
    await answerChallenge(t, pending.body.consumerVerificationAuth!.stepUpUrl, '0000');
    expect(['DECLINED', 'FAILED']).toContain((await pay(challenged.buyer, body)).body.status);
    expect((await activeCart(t, challenged.buyer)).body.status).toBe('Initiated');
    const retried = await pay(challenged.buyer, submission({ tokenValue: await tokenOf(t, challenged.buyer.token), cartPublicPk: challenged.cartPk }));
    expect(retried.body.status).toBe('AUTHORIZED');
    expect((await settled(challenged.buyer, challenged.cartPk, 'Completed')).amountPaid).toBe(250);
  });

  it('voids an authorization for an amount the cart no longer asks after the challenge', async () => {
    const buyer = await buildBuyer(t);
    const { pack } = await buildPackForSale(t, { priceCents: 300_00, count: 2 });
    const cartPk = (await addLine(t, buyer, { releasePackPublicPk: pack.publicPk })).body.cartPublicPk!;
    const tokenValue = await tokenOf(t, buyer.token, '4000000000003220');
    const setup = await collectDevice(t, buyer.token, tokenValue);
    const body = PaymentSubmissionSchema.parse(submission({ tokenValue, referenceId: setup.referenceId, cartPublicPk: cartPk }));
    const pending = await pay(buyer, body);
    expect(pending.body.status).toBe('PENDING_AUTHENTICATION');
    // Another tab adds an edition while the bank asks.
    expect((await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, cart: cartPk })).status).toBe(201);
    await answerChallenge(t, pending.body.consumerVerificationAuth!.stepUpUrl, '1234');
    const final = await pay(buyer, body);
    expect(final.status).toBe(400);
    expect(final.body.nonFieldErrors).toEqual([CART_CHANGED_DURING_PAYMENT_MESSAGE]);
    expect((await intentsFor(t.context, 'checkout', cartPk)).map((intent) => intent.status)).toEqual(['voided']);
    expect((await activeCart(t, buyer)).body).toMatchObject({ status: 'Initiated', amount: 600 });
  });

  it('needs a complete profile', async () => {
    const buyer = await buildBuyer(t, { profile: false });
    const { pack } = await buildPackForSale(t);
    const cartPk = (await addLine(t, buyer, { releasePackPublicPk: pack.publicPk })).body.cartPublicPk!;
    const answer = await pay(buyer, submission({ tokenValue: await tokenOf(t, buyer.token), cartPublicPk: cartPk }));
    expect(answer.status).toBe(400);
    expect(answer.body.nonFieldErrors).toEqual([PROFILE_REQUIRED_MESSAGE]);
  });

  it("refuses another collector's cart", async () => {
    const { cartPk } = await cartWithOneEdition();
    const stranger = await buildBuyer(t);
    const answer = await pay(stranger, submission({ tokenValue: await tokenOf(t, stranger.token), cartPublicPk: cartPk }));
    expect(answer.status).toBe(404);
  });
});
