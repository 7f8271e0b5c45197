import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog } from '@caskmark/db';
import type { AuditLogPage } from '@caskmark/shared/api/staff';
import { recordAudit } from '../src/platform/audit-log';
import { buildSignedInMember, buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('audit log (issue 16)', () => {
  it('is read by staff only: anonymous 401, a collector or a producer 403', async () => {
    expect((await t.get('/api/staff/v1/audit-log')).status).toBe(401);
    const collector = await buildSignedInUser(t);
    expect((await t.get('/api/staff/v1/audit-log', { token: collector.tokens.idToken })).status).toBe(403);
    const producer = await buildSignedInMember(t, ['Glen_Aurora']);
    expect((await t.get('/api/staff/v1/audit-log', { token: producer.tokens.idToken })).status).toBe(403);
  });

  it('shows what was recorded, newest first, filtered by action prefix, subject and actor', async () => {
    const staff = await buildSignedInMember(t, ['staff']);
    const actor = { userPk: staff.userPk, handler: 'auditor', ip: '203.0.113.9' };
    const base = Date.UTC(2026, 10, 1);
    await recordAudit(t.context.db, actor, { action: 'wire.confirm', subjectType: 'wire_transfer', subjectPk: 'w-1', before: { status: 'submitted' }, after: { status: 'confirmed' } }, new Date(base));
    await recordAudit(t.context.db, actor, { action: 'wire.reject', subjectType: 'wire_transfer', subjectPk: 'w-2', reason: 'No funds arrived', after: { amount: 12n } }, new Date(base + 1000));
    await recordAudit(t.context.db, null, { action: 'user.lock', subjectType: 'user', subjectPk: 'u-1' }, new Date(base + 2000));

    const all = await t.get<AuditLogPage>('/api/staff/v1/audit-log?size=2', { token: staff.tokens.idToken });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.count).toBe(3);
    expect(all.body.next).toBe(2);
    expect(all.body.results.map((row) => row.action)).toEqual(['user.lock', 'wire.reject']);
    expect(all.body.results[0]!.actorHandler).toBeNull();
    expect(all.body.results[1]).toMatchObject({ reason: 'No funds arrived', after: { amount: '12' }, actorIp: '203.0.113.9' });

    const wires = await t.get<AuditLogPage>('/api/staff/v1/audit-log?action=wire.', { token: staff.tokens.idToken });
    expect(wires.body.results.map((row) => row.subjectPk)).toEqual(['w-2', 'w-1']);
    const exact = await t.get<AuditLogPage>('/api/staff/v1/audit-log?action=wire', { token: staff.tokens.idToken });
    expect(exact.body.count).toBe(0);
    const bySubject = await t.get<AuditLogPage>('/api/staff/v1/audit-log?subject_type=wire_transfer&subject_pk=w-1', { token: staff.tokens.idToken });
    expect(bySubject.body.results).toHaveLength(1);
    const byActor = await t.get<AuditLogPage>('/api/staff/v1/audit-log?actor=@auditor', { token: staff.tokens.idToken });
    expect(byActor.body.count).toBe(2);
  });

  it('cannot be edited or deleted, even by a statement that bypasses the API', async () => {
    await recordAudit(t.context.db, null, { action: 'gift_card.issue', subjectType: 'gift_card', subjectPk: 'g-1' }, new Date());
    await expect(t.context.db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.context.db.delete(auditLog)).rejects.toThrow();
    const rewritten = await t.context.db.select().from(auditLog).where(sql`${auditLog.reason} = 'rewritten'`);
    expect(rewritten).toHaveLength(0);
    expect(await t.context.db.select().from(auditLog).where(sql`${auditLog.action} = 'gift_card.issue'`)).toHaveLength(1);
  });
});
