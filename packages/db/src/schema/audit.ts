import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, publicPk } from './columns';

/**
 * Every staff and producer action: who, what, on which subject, before and after, why, from which
 * address. Written in the same transaction as the change it records; rows are never updated or
 * deleted (a trigger refuses both, migration 0007), so the console shows an honest history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    publicPk: publicPk(),
    /** The account that acted; null for the system (a job acting on a staff decision keeps the staff's pk). */
    actorPk: uuid('actor_pk'),
    actorHandler: text('actor_handler'),
    actorIp: text('actor_ip'),
    /** Dotted name of the action: `wire.confirm`, `proof_of_funds.approve`, `user.lock`, ... */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectPk: text('subject_pk').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectPk, t.createdAt),
    index('audit_log_actor_idx').on(t.actorPk, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
