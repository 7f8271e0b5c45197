/**
 * The staff console's domain (issue 16, decision 201): the audit log's reads. Writing an audit row is
 * `recordAudit` in `platform/audit-log.ts`, called by every domain in the transaction of its change.
 */
export { staffModule } from './staff-module';
export { auditLogPage } from './audit-log-queries';
