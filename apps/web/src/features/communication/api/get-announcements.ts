import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@caskmark/shared/api/communication';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ANNOUNCEMENTS_PAGE_SIZE = 9;

export interface AnnouncementPage {
  count: number;
  results: Announcement[];
}

/** Newest first (GET /api/communication/v1/announcement: results, count). */
export function getAnnouncements(page: number, signal?: AbortSignal): Promise<AnnouncementPage> {
  return apiRequest<AnnouncementPage>('/api/communication/v1/announcement', {
    query: { limit: ANNOUNCEMENTS_PAGE_SIZE, offset: (page - 1) * ANNOUNCEMENTS_PAGE_SIZE },
    signal,
    anonymous: true,
  });
}

export function announcementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...queryKeys.announcements(), { page }] as const,
    queryFn: ({ signal }) => getAnnouncements(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useAnnouncements(page: number) {
  return useQuery(announcementsQueryOptions(page));
}
