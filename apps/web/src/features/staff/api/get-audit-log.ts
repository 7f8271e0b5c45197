import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@caskmark/shared/api/staff';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const AUDIT_LOG_PAGE_SIZE = 25;

export interface AuditLogFilters {
  page: number;
  action?: string;
  actor?: string;
  subjectPk?: string;
}

/** GET /api/staff/v1/audit-log (staff only), newest first. */
export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiRequest<AuditLogPage>('/api/staff/v1/audit-log', {
    query: {
      page: filters.page,
      size: AUDIT_LOG_PAGE_SIZE,
      action: filters.action || undefined,
      actor: filters.actor || undefined,
      subject_pk: filters.subjectPk || undefined,
    },
    signal,
  });
}

export function auditLogQueryOptions(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: queryKeys.staffAuditLog({ ...filters }),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(auditLogQueryOptions(filters));
}
