import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { auditLog, type Db } from '@caskmark/db';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@caskmark/shared/api/staff';

/** `wire.` matches every wire action; anything else matches exactly. Wildcards typed by people are literal. */
function actionCondition(action: string): SQL {
  if (!action.endsWith('.')) return eq(auditLog.action, action);
  return like(auditLog.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

function present(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    publicPk: row.publicPk,
    actorPk: row.actorPk,
    actorHandler: row.actorHandler,
    actorIp: row.actorIp,
    action: row.action,
    subjectType: row.subjectType,
    subjectPk: row.subjectPk,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first, page by page. */
export async function auditLogPage(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(actionCondition(query.action));
  if (query.subject_type) conditions.push(eq(auditLog.subjectType, query.subject_type));
  if (query.subject_pk) conditions.push(eq(auditLog.subjectPk, query.subject_pk));
  if (query.actor) conditions.push(eq(auditLog.actorHandler, query.actor.replace(/^@/, '')));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.publicPk))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const totalCount = total?.value ?? 0;
  return {
    count: totalCount,
    next: query.page * query.size < totalCount ? query.page + 1 : null,
    previous: query.page > 1 ? query.page - 1 : null,
    results: rows.map(present),
  };
}
