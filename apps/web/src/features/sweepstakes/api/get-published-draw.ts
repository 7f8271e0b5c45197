import { useQuery } from '@tanstack/react-query';
import type { PublishedDraw } from '@caskmark/shared/api/sweepstakes';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/release/v3/sweepstakes/{pk}/draw: the commitment, and after the close the seed, list and winners. */
export function getPublishedDraw(releasePackPublicPk: string, signal?: AbortSignal): Promise<PublishedDraw> {
  return apiRequest<PublishedDraw>(`/api/release/v3/sweepstakes/${encodeURIComponent(releasePackPublicPk)}/draw`, { signal });
}

export function usePublishedDraw(releasePackPublicPk: string | undefined) {
  return useQuery({ queryKey: queryKeys.publishedDraw(releasePackPublicPk ?? ''), queryFn: ({ signal }) => getPublishedDraw(releasePackPublicPk!, signal), enabled: !!releasePackPublicPk });
}
