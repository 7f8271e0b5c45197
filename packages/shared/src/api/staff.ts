import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './pagination';

/**
 * Contracts of the staff console (issue 16; the spec leaves admin features "not shown", decision 201).
 * Every console call is under /api/staff/v1 and answers 403 to anyone but staff (and, where a call
 * says so, the brand's own group).
 */

export const AuditEntrySchema = z.object({
  publicPk: z.uuid(),
  actorPk: z.uuid().nullable(),
  actorHandler: z.string().nullable().describe('null when the system acted'),
  actorIp: z.string().nullable(),
  action: z.string().describe('Dotted name: wire.confirm, proof_of_funds.approve, user.lock, ...'),
  subjectType: z.string(),
  subjectPk: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = PageQuerySchema.extend({
  action: z.string().trim().max(100).optional().describe('Exact action, or a prefix ending in a dot (wire.)'),
  subject_type: z.string().trim().max(100).optional(),
  subject_pk: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(100).optional().describe('Actor handler (with or without @)'),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditLogPageSchema = pageSchema(AuditEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
