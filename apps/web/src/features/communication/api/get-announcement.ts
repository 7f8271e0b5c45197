import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@caskmark/shared/api/communication';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One announcement by slug (GET /api/communication/v1/announcement/{id}; 404 when unknown). */
export function getAnnouncement(slug: string, signal?: AbortSignal): Promise<Announcement> {
  return apiRequest<Announcement>(`/api/communication/v1/announcement/${encodeURIComponent(slug)}`, { signal, anonymous: true });
}

export function announcementQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.announcement(slug),
    queryFn: ({ signal }) => getAnnouncement(slug, signal),
    staleTime: 60_000,
  });
}

export function useAnnouncement(slug: string) {
  return useQuery(announcementQueryOptions(slug));
}
