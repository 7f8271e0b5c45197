import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, wallets } from '@caskmark/db';
import type { StaffUserDetail, StaffUser } from '@caskmark/shared/api/staff-users';
import { buildSignedInMember, buildSignedInUser, totpCode } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => t?.close());

/** A staff member with TOTP turned on (enrolment proves MFA for this session). */
async function buildMfaStaff() {
  const staff = await buildSignedInMember(t, ['staff']);
  const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token: staff.tokens.idToken });
  const verified = await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token: staff.tokens.idToken });
  expect(verified.status).toBe(200);
  return staff;
}

describe('users in the console (issue 16)', () => {
  it('finds people by e-mail, handler or wallet, and shows their activity — staff only', async () => {
    const staff = await buildSignedInMember(t, ['staff']);
    const person = await buildSignedInUser(t);
    const address = '0x00000000000000000000000000000000000abcde';
    await t.context.db.insert(wallets).values({ userPk: person.userPk, address, walletProvider: 'metaMask', isManaged: false } as typeof wallets.$inferInsert);
    const [row] = await t.get<{ results: StaffUser[] }>(`/api/staff/v1/users?q=${encodeURIComponent(person.email.slice(0, 12))}`, { token: staff.tokens.idToken }).then((answer) => answer.body.results.filter((user) => user.publicPk === person.userPk));
    expect(row).toMatchObject({ email: person.email, locked: false });
    const byWallet = await t.get<{ results: StaffUser[] }>(`/api/staff/v1/users?q=${address.toUpperCase().replace('0X', '0x')}`, { token: staff.tokens.idToken });
    expect(byWallet.body.results.map((user) => user.publicPk)).toEqual([person.userPk]);
    const detail = await t.get<StaffUserDetail>(`/api/staff/v1/users/${person.userPk}`, { token: staff.tokens.idToken });
    expect(detail.body.wallets.map((wallet) => wallet.address)).toEqual([address]);
    expect(detail.body).toMatchObject({ orders: [], bids: [], redemptions: [] });

    expect((await t.get('/api/staff/v1/users?q=ab')).status).toBe(401);
    expect((await t.get('/api/staff/v1/users?q=ab', { token: person.tokens.idToken })).status).toBe(403);
    const producer = await buildSignedInMember(t, ['Glen_Aurora']);
    expect((await t.get(`/api/staff/v1/users/${person.userPk}`, { token: producer.tokens.idToken })).status).toBe(403);
  });

  it('locks an account (its token stops working at once) and unlocks it, audited', async () => {
    const staff = await buildSignedInMember(t, ['staff']);
    const person = await buildSignedInUser(t);
    expect((await t.get('/api/account/v1/user-info', { token: person.tokens.idToken })).status).toBe(200);
    const locked = await t.post(`/api/staff/v1/users/${person.userPk}/lock`, { reason: 'Chargeback fraud' }, { token: staff.tokens.idToken });
    expect(locked.status).toBe(200);
    expect((await t.get('/api/account/v1/user-info', { token: person.tokens.idToken })).status).toBe(401);
    const shown = await t.get<StaffUserDetail>(`/api/staff/v1/users/${person.userPk}`, { token: staff.tokens.idToken });
    expect(shown.body.locked).toBe(true);
    expect((await t.post(`/api/staff/v1/users/${person.userPk}/unlock`, { reason: 'Cleared' }, { token: staff.tokens.idToken })).status).toBe(200);
    const rows = await t.context.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectPk, person.userPk)));
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['user.lock', 'Chargeback fraud'],
      ['user.unlock', 'Cleared'],
    ]);
    expect((await t.post(`/api/staff/v1/users/${staff.userPk}/lock`, { reason: 'oops' }, { token: staff.tokens.idToken })).status).toBe(409);
  });

  it('grants and revokes roles only with step-up MFA, audited with before and after', async () => {
    const person = await buildSignedInUser(t);
    const plainStaff = await buildSignedInMember(t, ['staff']);
    const refused = await t.post<{ code: string }>(`/api/staff/v1/users/${person.userPk}/roles/grant`, { group: 'Glen_Aurora', reason: 'New producer' }, { token: plainStaff.tokens.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('step_up_required');

    const staff = await buildMfaStaff();
    const granted = await t.post<{ groups: string[] }>(`/api/staff/v1/users/${person.userPk}/roles/grant`, { group: 'Glen_Aurora', reason: 'New producer' }, { token: staff.tokens.idToken });
    expect(granted.status).toBe(200);
    expect(granted.body.groups).toEqual(['Glen_Aurora']);
    const revoked = await t.post<{ groups: string[] }>(`/api/staff/v1/users/${person.userPk}/roles/revoke`, { group: 'Glen_Aurora', reason: 'Left the brand' }, { token: staff.tokens.idToken });
    expect(revoked.body.groups).toEqual([]);
    const rows = await t.context.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectPk, person.userPk)));
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['user.role_grant', { groups: [] }, { groups: ['Glen_Aurora'] }],
      ['user.role_revoke', { groups: ['Glen_Aurora'] }, { groups: [] }],
    ]);
    const collector = await buildSignedInUser(t);
    expect((await t.post(`/api/staff/v1/users/${person.userPk}/roles/grant`, { group: 'staff', reason: 'me' }, { token: collector.tokens.idToken })).status).toBe(403);
  });
});
