import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditCard, PaymentResult } from '@caskmark/shared/api/payments';
import { authorizeSavedCard, capture, listInstruments } from '../src/modules/payments/public';
import { buildSignedInUser } from './identity-helpers';
import { answerChallenge, cardToken, collectDevice, submission, tokenOf } from './payments-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function saveCard(idToken: string, number: string, extra: Record<string, unknown> = {}) {
  const tokenValue = await tokenOf(t, idToken, number);
  return t.post<PaymentResult>('/services/fiat/v1/payment-instrument', submission({ tokenValue, ...extra }), { token: idToken });
}

const list = async (idToken: string) => (await t.get<{ results: CreditCard[] }>('/api/payment-gateway/v1/payment-instruments', { token: idToken })).body.results;

describe('saved cards', () => {
  it('adds Visa, Mastercard and Amex after a $0 verification; the first is the default; a new default takes the flag', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    expect((await t.get('/api/payment-gateway/v1/payment-instruments')).status).toBe(401);
    const visa = await saveCard(token, '4111111111111111');
    expect(visa.status).toBe(200);
    expect(visa.body.status).toBe('AUTHORIZED');
    const master = await saveCard(token, '5555555555554444');
    const amex = await saveCard(token, '378282246310005', { isDefault: true });
    const cards = await list(token);
    expect(cards.map((card) => [card.cardType, card.cardTypeDisplay, card.firstSixDigits, card.lastFourDigits, card.isDefault])).toEqual([
      ['003', 'Amex', '378282', '0005', true],
      ['002', 'Mastercard', '555555', '4444', false],
      ['001', 'Visa', '411111', '1111', false],
    ]);
    expect(cards.map((card) => card.publicPk)).toEqual([amex.body.paymentPublicPk, master.body.paymentPublicPk, visa.body.paymentPublicPk]);
    expect(JSON.stringify(cards)).not.toMatch(/4111111111111111|pi_/);

    // Make Visa the default, then delete it: the newest remaining card becomes the default.
    const patched = await t.request<CreditCard>('PATCH', `/api/payment-gateway/v1/payment-instruments/${visa.body.paymentPublicPk}`, { token, body: { isDefault: true } });
    expect(patched.body.isDefault).toBe(true);
    expect((await list(token)).filter((card) => card.isDefault).map((card) => card.lastFourDigits)).toEqual(['1111']);
    expect((await t.request('DELETE', `/api/payment-gateway/v1/payment-instruments/${visa.body.paymentPublicPk}`, { token })).status).toBe(204);
    const after = await list(token);
    expect(after.map((card) => [card.lastFourDigits, card.isDefault])).toEqual([
      ['0005', true],
      ['4444', false],
    ]);
    expect((await t.get(`/api/payment-gateway/v1/payment-instruments/${visa.body.paymentPublicPk}`, { token })).status).toBe(404);
  });

  it("another collector's card is 404 to read, delete or pay with", async () => {
    const owner = await buildSignedInUser(t);
    const other = await buildSignedInUser(t);
    const saved = await saveCard(owner.tokens.idToken, '4111111111111111');
    const pk = saved.body.paymentPublicPk!;
    expect((await t.get(`/api/payment-gateway/v1/payment-instruments/${pk}`, { token: other.tokens.idToken })).status).toBe(404);
    expect((await t.request('DELETE', `/api/payment-gateway/v1/payment-instruments/${pk}`, { token: other.tokens.idToken })).status).toBe(404);
    await expect(
      authorizeSavedCard(t.context, { purpose: 'checkout', referencePk: randomUUID(), userPk: other.userPk, amountCents: 1_000, idempotencyKey: randomUUID(), instrumentPk: pk }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await list(owner.tokens.idToken)).map((card) => card.publicPk)).toEqual([pk]);
    expect((await t.get('/api/payment-gateway/v1/payment-instruments/not-a-uuid', { token: owner.tokens.idToken })).status).toBe(404);
  });

  it('a declined card is not saved; a card asking for 3-D Secure is saved once the challenge passes', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const declined = await saveCard(token, '4000000000000002');
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ status: 'DECLINED', message: 'The card was declined by the issuer' });
    expect(await list(token)).toEqual([]);

    const tokenValue = await tokenOf(t, token, '4000000000003220');
    const setup = await collectDevice(t, token, tokenValue);
    const body = submission({ tokenValue, referenceId: setup.referenceId });
    const pending = await t.post<PaymentResult>('/services/fiat/v1/payment-instrument', body, { token });
    expect(pending.body.status).toBe('PENDING_AUTHENTICATION');
    expect(await list(token)).toEqual([]);
    await answerChallenge(t, pending.body.consumerVerificationAuth!.stepUpUrl, '1234');
    const done = await t.post<PaymentResult>('/services/fiat/v1/payment-instrument', body, { token });
    expect(done.body.status).toBe('AUTHORIZED');
    expect((await list(token)).map((card) => card.publicPk)).toEqual([done.body.paymentPublicPk]);
  });

  it('pays with a saved card; once expired by the business clock it is refused with "Card expired"', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const now = t.context.clock.now();
    const expiry = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
    const tokenized = await cardToken(t, token, '5555555555554444', expiry);
    const saved = await t.post<PaymentResult>('/services/fiat/v1/payment-instrument', submission({ tokenValue: tokenized.body.token }), { token });
    const instrumentPk = saved.body.paymentPublicPk!;
    const paid = await authorizeSavedCard(t.context, { purpose: 'checkout', referencePk: randomUUID(), userPk: user.userPk, amountCents: 4_200, idempotencyKey: randomUUID(), instrumentPk });
    expect(paid.result.status).toBe('AUTHORIZED');
    expect(paid.intent!.rail).toBe('saved_card');
    expect((await capture(t.context, paid.intent!.publicPk)).status).toBe('captured');

    await t.post('/dev/clock', { advanceMs: 40 * 24 * 3_600_000 });
    await expect(
      authorizeSavedCard(t.context, { purpose: 'checkout', referencePk: randomUUID(), userPk: user.userPk, amountCents: 4_200, idempotencyKey: randomUUID(), instrumentPk }),
    ).rejects.toMatchObject({ status: 400, message: 'Card expired' });
    // Still listed (the web app disables it with 'Card expired'); the sign-in itself expired with the clock.
    expect((await listInstruments(t.context.db, user.userPk)).map((card) => [card.expirationMonth, card.expirationYear])).toEqual([[expiry.month, expiry.year]]);
  });
});
