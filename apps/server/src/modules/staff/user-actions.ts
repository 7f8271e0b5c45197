import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { userGroups, users } from '@caskmark/db';
import type { AppContext } from '../../context';
import { auditActor, recordAudit } from '../../platform/audit-log';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { LOCKED_GROUP, requireStaff, requireStepUp, setAccountLock } from '../identity/public';

async function requireUserRow(context: AppContext, userPk: string) {
  const [row] = await context.db.select().from(users).where(eq(users.publicPk, userPk));
  if (!row) throw notFound('User');
  return row;
}

/** Lock (sessions revoked, every token refused) or unlock an account, with its audit row, in one transaction. */
export async function setLock(request: FastifyRequest, context: AppContext, userPk: string, locked: boolean, reason: string): Promise<void> {
  const principal = await requireStaff(request);
  await requireUserRow(context, userPk);
  if (locked && principal.userPk === userPk) throw conflict('You cannot lock your own account.');
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const [was] = await tx.select().from(userGroups).where(and(eq(userGroups.userPk, userPk), eq(userGroups.name, LOCKED_GROUP)));
    await setAccountLock(tx, userPk, locked, now);
    await recordAudit(tx, auditActor(request, principal), { action: locked ? 'user.lock' : 'user.unlock', subjectType: 'user', subjectPk: userPk, before: { locked: Boolean(was) }, after: { locked }, reason }, now);
  });
}

/**
 * Grant or revoke a group (staff, or a brand's group) — staff only, with step-up MFA (a TOTP code
 * unless MFA was proven in this session in the last 10 minutes), audited in the same transaction.
 */
export async function setRole(request: FastifyRequest, context: AppContext, userPk: string, input: { group: string; code?: string; reason: string }, grant: boolean): Promise<string[]> {
  await requireStaff(request);
  const principal = await requireStepUp(request, input.code);
  if (input.group === LOCKED_GROUP) throw badRequest('Lock and unlock the account instead.');
  await requireUserRow(context, userPk);
  if (!grant && input.group === 'staff' && principal.userPk === userPk) throw conflict('You cannot remove your own staff role.');
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const before = (await tx.select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userPk, userPk))).map((row) => row.name).sort();
    if (grant) await tx.insert(userGroups).values({ userPk, name: input.group, createdAt: now }).onConflictDoNothing();
    else await tx.delete(userGroups).where(and(eq(userGroups.userPk, userPk), eq(userGroups.name, input.group)));
    const after = (await tx.select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userPk, userPk))).map((row) => row.name).sort();
    await recordAudit(tx, auditActor(request, principal), { action: grant ? 'user.role_grant' : 'user.role_revoke', subjectType: 'user', subjectPk: userPk, before: { groups: before }, after: { groups: after }, reason: input.reason }, now);
    return after.filter((name) => name !== LOCKED_GROUP);
  });
}
