import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentLedger, pspSandboxTransactions } from '@caskmark/db';
import { PaymentSubmissionSchema, type PayerAuthCheck } from '@caskmark/shared/api/payments';
import { authorizeCard, capture, intentByPk, refundIntent, voidIntent } from '../src/modules/payments/public';
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

const ref = (userPk: string) => ({ purpose: 'checkout' as const, referencePk: randomUUID(), userPk });

describe('card rail against the sandbox PSP', () => {
  it('hosted fields: the card number goes to the PSP and comes back as a token; bad numbers and expired cards are refused', async () => {
    const user = await buildSignedInUser(t);
    expect((await t.get('/services/fiat/v1/session/flex-token')).status).toBe(401);
    const good = await cardToken(t, user.tokens.idToken);
    expect(good.status).toBe(201);
    expect(good.body.token).toMatch(/^tt_/);
    expect(JSON.stringify(good.body)).not.toContain('4111111111111111');
    const bad = await cardToken(t, user.tokens.idToken, '4111111111111112');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ number: 'Entered Card number is invalid' });
    const expired = await cardToken(t, user.tokens.idToken, '4111111111111111', { month: 1, year: 2020 });
    expect(expired.body.fields).toEqual({ expirationDate: 'Card expired' });
    const page = await t.get<string>('/psp-sandbox/v1/hosted-fields?keyId=kid_x');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Card number');
  });

  it('frictionless: authorizes, then captures once whatever the replay', async () => {
    const user = await buildSignedInUser(t);
    const tokenValue = await tokenOf(t, user.tokens.idToken);
    const sub = PaymentSubmissionSchema.parse(submission({ tokenValue }));
    const r = ref(user.userPk);
    const first = await authorizeCard(t.context, { ...r, amountCents: 125_00, idempotencyKey: sub.uniqueId, submission: sub });
    expect(first.result.status).toBe('AUTHORIZED');
    expect(first.intent!.status).toBe('authorized');
    const replay = await authorizeCard(t.context, { ...r, amountCents: 125_00, idempotencyKey: sub.uniqueId, submission: sub });
    expect(replay.intent!.publicPk).toBe(first.intent!.publicPk);

    const intentPk = first.intent!.publicPk;
    const results = await Promise.all(Array.from({ length: 100 }, () => capture(t.context, intentPk)));
    expect(new Set(results.map((intent) => intent.status))).toEqual(new Set(['captured']));
    const captures = await t.context.db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.kind, 'capture'));
    expect(captures.filter((row) => row.merchantReference === intentPk && row.status === 'SUCCEEDED')).toHaveLength(1);
    const ledger = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intentPk));
    expect(ledger.filter((row) => row.kind === 'captured')).toHaveLength(1);

    // A void after capture is refused; a refund gives the money back, once.
    await expect(voidIntent(t.context, intentPk, 'test')).rejects.toThrow(/refund/);
    const refunded = await Promise.all([refundIntent(t.context, intentPk, 'order failed'), refundIntent(t.context, intentPk, 'order failed')]);
    expect(refunded.map((intent) => intent.status)).toEqual(['refunded', 'refunded']);
    const refunds = (await t.context.db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.kind, 'refund'))).filter((row) => row.merchantReference === intentPk && row.status === 'SUCCEEDED');
    expect(refunds).toHaveLength(1);
  });

  it('decline and fraud: the intent fails with the reason; nothing is held', async () => {
    const user = await buildSignedInUser(t);
    for (const [number, reason] of [
      ['4000000000000002', 'The card was declined by the issuer'],
      ['4000000000009995', 'card processor flagged fraud'],
    ] as const) {
      const sub = PaymentSubmissionSchema.parse(submission({ tokenValue: await tokenOf(t, user.tokens.idToken, number) }));
      const declined = await authorizeCard(t.context, { ...ref(user.userPk), amountCents: 50_00, idempotencyKey: sub.uniqueId, submission: sub });
      expect(declined.result).toMatchObject({ status: 'DECLINED', message: reason, errors: [reason] });
      expect(declined.intent!.status).toBe('failed');
      await expect(capture(t.context, declined.intent!.publicPk)).rejects.toThrow();
    }
  });

  it('3-D Secure challenge: PENDING_AUTHENTICATION, check 404 while the challenge waits, then final authorization', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const tokenValue = await tokenOf(t, token, '4000000000003220');
    const setup = await collectDevice(t, token, tokenValue);
    const collected = await t.get<PayerAuthCheck>(`/services/fiat/v1/payer-auth/check?referenceId=${setup.referenceId}`, { token });
    expect(collected.status).toBe(200);
    expect(collected.body.status).toBe('collected');

    const sub = PaymentSubmissionSchema.parse(submission({ tokenValue, referenceId: setup.referenceId, transactionId: collected.body.transactionId }));
    const r = ref(user.userPk);
    const pending = await authorizeCard(t.context, { ...r, amountCents: 900_00, idempotencyKey: sub.uniqueId, submission: sub });
    expect(pending.result.status).toBe('PENDING_AUTHENTICATION');
    expect(pending.result.consumerVerificationAuth?.stepUpUrl).toContain('/psp-sandbox/v1/payer-auth/challenge/');
    // Its policy allows styles only by nonce: a style attribute would be a console error in the browser.
    const challengePage = await t.get<string>(pending.result.consumerVerificationAuth!.stepUpUrl);
    expect(challengePage.headers.get('content-security-policy')).toMatch(/style-src 'nonce-[^']+'/);
    expect(challengePage.body).toContain('Verification code');
    expect(challengePage.body).not.toMatch(/\sstyle=/);
    expect(pending.intent!.status).toBe('requires_action');
    expect((await t.get(`/services/fiat/v1/payer-auth/check?referenceId=${setup.referenceId}`, { token })).status).toBe(404);
    // Someone else cannot read this session.
    const other = await buildSignedInUser(t);
    expect((await t.get(`/services/fiat/v1/payer-auth/check?referenceId=${setup.referenceId}`, { token: other.tokens.idToken })).status).toBe(404);
    // Posting again before the challenge is answered changes nothing.
    expect((await authorizeCard(t.context, { ...r, amountCents: 900_00, idempotencyKey: sub.uniqueId, submission: sub })).result.status).toBe('PENDING_AUTHENTICATION');

    expect((await answerChallenge(t, pending.result.consumerVerificationAuth!.stepUpUrl, '1234')).body.status).toBe('authenticated');
    const checked = await t.get<PayerAuthCheck>(`/services/fiat/v1/payer-auth/check?referenceId=${setup.referenceId}`, { token });
    expect(checked.body.status).toBe('authenticated');
    const final = await authorizeCard(t.context, { ...r, amountCents: 900_00, idempotencyKey: sub.uniqueId, submission: { ...sub, transactionId: checked.body.transactionId } });
    expect(final.result.status).toBe('AUTHORIZED');
    expect((await capture(t.context, final.intent!.publicPk)).status).toBe('captured');
  });

  it('3-D Secure challenge failed: declined, and the always-failing card fails even with the right code', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    for (const [number, code] of [
      ['4000000000003220', '0000'],
      ['4000000000003238', '1234'],
    ] as const) {
      const tokenValue = await tokenOf(t, token, number);
      const setup = await collectDevice(t, token, tokenValue);
      const sub = PaymentSubmissionSchema.parse(submission({ tokenValue, referenceId: setup.referenceId }));
      const r = ref(user.userPk);
      const pending = await authorizeCard(t.context, { ...r, amountCents: 80_00, idempotencyKey: sub.uniqueId, submission: sub });
      expect((await answerChallenge(t, pending.result.consumerVerificationAuth!.stepUpUrl, code)).body.status).toBe('failed');
      const final = await authorizeCard(t.context, { ...r, amountCents: 80_00, idempotencyKey: sub.uniqueId, submission: sub });
      expect(final.result).toMatchObject({ status: 'DECLINED', message: 'Cardholder authentication failed' });
    }
  });

  it('timeout: the intent fails with the internal-error reason and the authorization the PSP made is reversed', async () => {
    const user = await buildSignedInUser(t);
    const sub = PaymentSubmissionSchema.parse(submission({ tokenValue: await tokenOf(t, user.tokens.idToken, '4000000000000119') }));
    const outcome = await authorizeCard(t.context, { ...ref(user.userPk), amountCents: 70_00, idempotencyKey: sub.uniqueId, submission: sub });
    expect(outcome.result.status).toBe('FAILED');
    expect(outcome.result.message).toBe('internal system error');
    const intent = await intentByPk(t.context, outcome.intent!.publicPk);
    expect(intent!.status).toBe('voided');
    const atPsp = (await t.context.db.select().from(pspSandboxTransactions)).filter((row) => row.merchantReference === intent!.publicPk);
    // One authorization, reversed once, nothing captured. On PostgreSQL a first void can reach the PSP
    // before the timed-out authorization is committed there and fail; the retry then reverses it.
    const kinds = atPsp.map((row) => `${row.kind}:${row.status}`).filter((kind) => kind !== 'void:FAILED').sort();
    expect(kinds).toEqual(['authorization:AUTHORIZED', 'void:SUCCEEDED']);
  });

  it('a second payment for the same order is refused before it reaches the PSP', async () => {
    const user = await buildSignedInUser(t);
    const r = ref(user.userPk);
    const a = PaymentSubmissionSchema.parse(submission({ tokenValue: await tokenOf(t, user.tokens.idToken) }));
    expect((await authorizeCard(t.context, { ...r, amountCents: 10_00, idempotencyKey: a.uniqueId, submission: a })).result.status).toBe('AUTHORIZED');
    const b = PaymentSubmissionSchema.parse(submission({ tokenValue: await tokenOf(t, user.tokens.idToken) }));
    await expect(authorizeCard(t.context, { ...r, amountCents: 10_00, idempotencyKey: b.uniqueId, submission: b })).rejects.toMatchObject({ status: 409 });
  });
});
