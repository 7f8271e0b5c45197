import type { FastifyRequest } from 'fastify';
import { auditLog, type DbOrTx } from '@caskmark/db';

/** Who acted: the signed-in staff member or producer (any principal with these two fields). */
export interface AuditActor {
  userPk: string;
  handler: string;
  ip?: string;
}

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectPk: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** The actor of a request, with the address the platform resolved for it (TRUST_PROXY aware). */
export function auditActor(request: FastifyRequest, principal: { userPk: string; handler: string }): AuditActor {
  return { userPk: principal.userPk, handler: principal.handler, ip: request.ip };
}

/**
 * Appends one audit row. Call it with the transaction that makes the change, so the change and its
 * record commit together or not at all (issue 16; the table refuses updates and deletes).
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor | null, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorPk: actor?.userPk ?? null,
    actorHandler: actor?.handler ?? null,
    actorIp: actor?.ip ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectPk: entry.subjectPk,
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
    reason: entry.reason ?? null,
    createdAt: at,
  });
}

/** Dates become ISO strings and bigints decimal strings, so any row snapshot fits in jsonb. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner)));
}
