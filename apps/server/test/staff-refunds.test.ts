import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, giftCards, paymentRefunds, pspSandboxTransactions } from '@caskmark/db';
import { PaymentSubmissionSchema } from '@caskmark/shared/api/payments';
import type { IssuedGiftCard, IssuedGiftCardList } from '@caskmark/shared/api/staff-gift-cards';
import { REFUND_TOO_LARGE_MESSAGE, type RefundQueue, type StaffRefund } from '@caskmark/shared/api/staff-refunds';
import { authorizeCard, capture, holdGiftCard, intentByPk } from '../src/modules/payments/public';
import { resumePendingRefunds, REFUND_RESUME_AFTER_MS } from '../src/modules/payments/staff-refunds';
import { buildSignedInMember, buildSignedInUser, totpCode } from './identity-helpers';
import { submission, tokenOf } from './payments-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staffToken: string;
let staffPk: string;
beforeAll(async () => {
  t = await startTestApp();
  const staff = await buildSignedInMember(t, ['staff']);
  const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token: staff.tokens.idToken });
  expect((await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token: staff.tokens.idToken })).status).toBe(200);
  staffToken = staff.tokens.idToken;
  staffPk = staff.userPk;
}, 60_000);
afterAll(async () => t?.close());

async function paidByCard(amountCents: number) {
  const user = await buildSignedInUser(t);
  const sub = PaymentSubmissionSchema.parse(submission({ tokenValue: await tokenOf(t, user.tokens.idToken) }));
  const ref = { purpose: 'checkout' as const, referencePk: randomUUID(), userPk: user.userPk };
  const authorized = await authorizeCard(t.context, { ...ref, amountCents, idempotencyKey: sub.uniqueId, submission: sub });
  const intent = await capture(t.context, authorized.intent!.publicPk);
  return { user, intent, referencePk: ref.referencePk };
}

const pspRefunds = async (intentPk: string) =>
  (await t.context.db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.kind, 'refund'))).filter(
    (row) => row.merchantReference === intentPk && row.status === 'SUCCEEDED',
  );
const refund = (body: Record<string, unknown>, token = staffToken) => t.post<StaffRefund & { code?: string; message?: string }>('/api/staff/v1/refunds', body, { token });

describe('refunds queue (issue 16, decision 296)', () => {
  it('lists paid payments with counts, and refunds part then the rest through the PSP, once per request, never more than captured', async () => {
    const { user, intent, referencePk } = await paidByCard(125_00);
    const queue = await t.get<RefundQueue>(`/api/staff/v1/refunds?q=${encodeURIComponent(user.email)}`, { token: staffToken });
    expect(queue.status).toBe(200);
    expect(queue.body.counts).toMatchObject({ refundable: 1, refunded: 0, all: 1 });
    expect(queue.body.results[0]).toMatchObject({ intentPk: intent.publicPk, referencePk, amountCents: 125_00, refundedCents: 0, refundableCents: 125_00, rail: 'card' });

    const partial = { intentPk: intent.publicPk, amountCents: 25_00, reason: 'One bottle arrived chipped', uniqueId: randomUUID() };
    const [first, replay] = await Promise.all([refund(partial), refund(partial)]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ amountCents: 25_00, status: 'succeeded', reason: 'One bottle arrived chipped' });
    expect(replay.body.publicPk).toBe(first.body.publicPk);
    expect((await pspRefunds(intent.publicPk)).map((row) => row.amountCents)).toEqual([25_00]);
    expect((await intentByPk(t.context, intent.publicPk))!.status).toBe('partially_refunded');
    const audits = await t.context.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.subjectPk, intent.publicPk)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorPk: staffPk, reason: 'One bottle arrived chipped', after: expect.objectContaining({ refundPk: first.body.publicPk, amountCents: 25_00 }) });

    const tooMuch = await refund({ ...partial, amountCents: 100_01, uniqueId: randomUUID() });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(REFUND_TOO_LARGE_MESSAGE);
    const rest = await refund({ intentPk: intent.publicPk, reason: 'Order cancelled by the producer', uniqueId: randomUUID() });
    expect(rest.body).toMatchObject({ amountCents: 100_00, status: 'succeeded' });
    expect((await intentByPk(t.context, intent.publicPk))!.status).toBe('refunded');
    expect((await pspRefunds(intent.publicPk)).reduce((sum, row) => sum + row.amountCents, 0)).toBe(125_00);
    const nothingLeft = await refund({ intentPk: intent.publicPk, amountCents: 1, reason: 'again', uniqueId: randomUUID() });
    expect(nothingLeft.status).toBe(409);

    const after = await t.get<RefundQueue>(`/api/staff/v1/refunds?status=refunded&q=${encodeURIComponent(user.email)}`, { token: staffToken });
    expect(after.body.counts).toMatchObject({ refundable: 0, refunded: 1 });
    expect(after.body.results[0]!.refunds.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([25_00, 100_00]);
  });

  it('asks for step-up MFA, a reason, and staff', async () => {
    const { intent } = await paidByCard(10_00);
    const body = { intentPk: intent.publicPk, amountCents: 1_00, reason: 'Goodwill', uniqueId: randomUUID() };
    const plainStaff = await buildSignedInMember(t, ['staff']);
    const noMfa = await refund(body, plainStaff.tokens.idToken);
    expect(noMfa.status).toBe(403);
    expect(noMfa.body.code).toBe('step_up_required');
    expect((await refund({ ...body, reason: '  ' })).status).toBe(400);
    expect((await t.post('/api/staff/v1/refunds', body)).status).toBe(401);
    const collector = await buildSignedInUser(t);
    expect((await refund(body, collector.tokens.idToken)).status).toBe(403);
    expect((await t.get('/api/staff/v1/refunds', { token: collector.tokens.idToken })).status).toBe(403);
    expect(await t.context.db.select().from(paymentRefunds).where(eq(paymentRefunds.intentPk, intent.publicPk))).toEqual([]);
  });

  it('a refund persisted before a crash is finished once by the resume pass, with the same PSP key', async () => {
    const { intent } = await paidByCard(40_00);
    const [row] = await t.context.db
      .insert(paymentRefunds)
      .values({ intentPk: intent.publicPk, amountCents: 15_00, reason: 'Late delivery', requestKey: randomUUID(), requestedBy: staffPk, createdAt: new Date(t.context.clock.nowMs() - REFUND_RESUME_AFTER_MS - 1) })
      .returning();
    await resumePendingRefunds(t.context);
    await resumePendingRefunds(t.context);
    const [done] = await t.context.db.select().from(paymentRefunds).where(eq(paymentRefunds.publicPk, row!.publicPk));
    expect(done!.status).toBe('succeeded');
    expect((await pspRefunds(intent.publicPk)).map((refundRow) => refundRow.amountCents)).toEqual([15_00]);
  });
});

describe('gift-card issuance (issue 16, decision 297)', () => {
  it('issues a card to an account, once per request, lists it with counts and audits it; a refund of what it paid restores its balance', async () => {
    const person = await buildSignedInUser(t);
    const body = { email: person.email, amountCents: 50_00, title: 'Sorry for the wait', message: 'On us.', reason: 'Delayed shipment', uniqueId: randomUUID() };
    const [issued, again] = await Promise.all([
      t.post<IssuedGiftCard>('/api/staff/v1/gift-cards', body, { token: staffToken }),
      t.post<IssuedGiftCard>('/api/staff/v1/gift-cards', body, { token: staffToken }),
    ]);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(again.body.publicPk).toBe(issued.body.publicPk);
    expect(issued.body).toMatchObject({ recipientEmail: person.email, initialCents: 50_00, balanceCents: 50_00, status: 'pending' });
    expect(await t.context.db.select().from(giftCards).where(eq(giftCards.ownerPk, person.userPk))).toHaveLength(1);
    const [audit] = await t.context.db.select().from(auditLog).where(and(eq(auditLog.action, 'gift_card.issue'), eq(auditLog.subjectPk, issued.body.publicPk)));
    expect(audit).toMatchObject({ actorPk: staffPk, reason: 'Delayed shipment' });

    const list = await t.get<IssuedGiftCardList>(`/api/staff/v1/gift-cards?status=pending&q=${encodeURIComponent(person.email)}`, { token: staffToken });
    expect(list.body.counts).toMatchObject({ pending: 1, accepted: 0, all: 1 });
    expect(list.body.results[0]).toMatchObject({ publicPk: issued.body.publicPk, issuedBy: expect.any(String) });

    const unknown = await t.post<{ fields?: Record<string, string[]> }>('/api/staff/v1/gift-cards', { ...body, email: 'nobody@caskmark.test', uniqueId: randomUUID() }, { token: staffToken });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('No account uses this e-mail address.');
    expect((await t.post('/api/staff/v1/gift-cards', { ...body, amountCents: 0 }, { token: staffToken })).status).toBe(400);
    expect((await t.post('/api/staff/v1/gift-cards', body, { token: person.tokens.idToken })).status).toBe(403);

    // The recipient accepts it and pays with it; staff refund that payment: the card gets the money back.
    expect((await t.request('PUT', `/api/gift-card/v1/gift/accept/${issued.body.publicPk}`, { body: { status: 'accepted' }, token: person.tokens.idToken })).status).toBe(200);
    const hold = await holdGiftCard(t.context, { purpose: 'checkout', referencePk: randomUUID(), userPk: person.userPk, giftCardPk: issued.body.publicPk, amountCents: 30_00 });
    await capture(t.context, hold.publicPk);
    const refunded = await refund({ intentPk: hold.publicPk, amountCents: 10_00, reason: 'Price matched', uniqueId: randomUUID() });
    expect(refunded.body.status).toBe('succeeded');
    const [card] = await t.context.db.select().from(giftCards).where(eq(giftCards.publicPk, issued.body.publicPk));
    expect(card!.balanceCents).toBe(30_00);
  });
});
