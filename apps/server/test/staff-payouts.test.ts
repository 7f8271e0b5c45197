import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, payouts, users } from '@caskmark/db';
import { PAYOUT_ALREADY_PAID_MESSAGE, type PayoutQueue, type StaffPayout } from '@caskmark/shared/api/staff-payouts';
import { buildSignedInMember, buildSignedInUser, totpCode } from './identity-helpers';
import { buildOwedPayout } from './payout-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/** The console's payouts queue (decisions 294, 340): staff see what is owed to sellers and mark it paid with step-up MFA. */
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

const queue = (query: string, token = staffToken) => t.get<PayoutQueue>(`/api/staff/v1/payouts${query}`, { token });
const markPaid = (pk: string, body: unknown, token = staffToken) => t.post<StaffPayout & { code?: string; nonFieldErrors?: string[] }>(`/api/staff/v1/payouts/${pk}/mark-paid`, body, { token });

describe('payouts queue', () => {
  it('starts empty, then lists owed payouts newest first with the split, counts, the owed total and a seller search', async () => {
    const empty = await queue('');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(empty.body).toMatchObject({ counts: { owed: 0, paid: 0, all: 0 }, owedCents: 0, results: [] });

    const seller = await buildSignedInUser(t);
    const [sellerRow] = await t.context.db.select({ handler: users.handler }).from(users).where(eq(users.publicPk, seller.userPk));
    const older = await buildOwedPayout(t, { sellerPk: seller.userPk, grossCents: 120_00, createdAt: new Date(t.context.clock.nowMs() - 3 * 86_400_000) });
    const newer = await buildOwedPayout(t, { grossCents: 999 });
    const all = await queue('');
    expect(all.body.counts).toEqual({ owed: 2, paid: 0, all: 2 });
    expect(all.body.owedCents).toBe(108_00 + 900);
    expect(all.body.results.map((row) => row.publicPk)).toEqual([newer.payout.publicPk, older.payout.publicPk]);
    expect(all.body.results[1]).toMatchObject({ status: 'owed', sellerHandler: sellerRow!.handler, grossCents: 120_00, feeCents: 12_00, sellerAmountCents: 108_00, listingId: older.listing.listingId, paidAt: null });
    expect(all.body.results[1]!.ageSeconds).toBeGreaterThanOrEqual(3 * 86_400);

    const bySeller = await queue(`?seller=${encodeURIComponent(seller.email)}`);
    expect(bySeller.body.results.map((row) => row.publicPk)).toEqual([older.payout.publicPk]);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const recent = await queue(`?from=${day(t.context.clock.nowMs() - 86_400_000)}`);
    expect(recent.body.results.map((row) => row.publicPk)).toEqual([newer.payout.publicPk]);
    expect((await queue('?from=28-11-2026')).status).toBe(400);
  });

  it('marks a payout paid once, with the reference, the staff member and an audit row; a second call is refused', async () => {
    const { payout } = await buildOwedPayout(t, { grossCents: 250_00 });
    expect((await markPaid(payout.publicPk, { reference: '  ' })).status).toBe(400);
    const paid = await markPaid(payout.publicPk, { reference: 'WIRE-2026-1128-01' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', reference: 'WIRE-2026-1128-01', sellerAmountCents: 225_00, paidAt: expect.any(String) });
    const [row] = await t.context.db.select().from(payouts).where(eq(payouts.publicPk, payout.publicPk));
    expect(row).toMatchObject({ status: 'paid', paidBy: staffPk, reference: 'WIRE-2026-1128-01' });
    const audits = await t.context.db.select().from(auditLog).where(and(eq(auditLog.action, 'payout.mark_paid'), eq(auditLog.subjectPk, payout.publicPk)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorPk: staffPk, before: { status: 'owed' }, after: { status: 'paid', reference: 'WIRE-2026-1128-01', sellerAmountCents: 225_00 } });

    const again = await markPaid(payout.publicPk, { reference: 'WIRE-2' });
    expect(again.status).toBe(409);
    expect(again.body.nonFieldErrors).toEqual([PAYOUT_ALREADY_PAID_MESSAGE]);
    expect((await t.context.db.select().from(auditLog).where(eq(auditLog.subjectPk, payout.publicPk))).length).toBe(1);
    expect((await markPaid('00000000-0000-4000-8000-000000000000', { reference: 'X' })).status).toBe(404);

    const paidTab = await queue('?status=paid');
    expect(paidTab.body.results.find((item) => item.publicPk === payout.publicPk)).toMatchObject({ paidBy: expect.any(String), reference: 'WIRE-2026-1128-01' });
  });

  it('is staff only, and marking paid asks for step-up MFA', async () => {
    const { payout } = await buildOwedPayout(t);
    expect((await t.get('/api/staff/v1/payouts')).status).toBe(401);
    const collector = await buildSignedInUser(t);
    expect((await queue('', collector.tokens.idToken)).status).toBe(403);
    expect((await markPaid(payout.publicPk, { reference: 'X' }, collector.tokens.idToken)).status).toBe(403);
    const producer = await buildSignedInMember(t, ['Glen_Aurora']);
    expect((await queue('', producer.tokens.idToken)).status).toBe(403);
    const plainStaff = await buildSignedInMember(t, ['staff']);
    const noMfa = await markPaid(payout.publicPk, { reference: 'X' }, plainStaff.tokens.idToken);
    expect(noMfa.status).toBe(403);
    expect(noMfa.body.code).toBe('step_up_required');
    const [row] = await t.context.db.select().from(payouts).where(eq(payouts.publicPk, payout.publicPk));
    expect(row!.status).toBe('owed');
  });
});
