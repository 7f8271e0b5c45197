import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { preloadedData } from '../query-client';
import { queryKeys } from '../query-keys';

/** Feature flags set on the server (FEATURE_GIVEAWAYS, FEATURE_HOW_IT_WORKS); decision 044. */
export interface Features {
  giveaways: boolean;
  howCaskmarkWorks: boolean;
}

export function getFeatures(signal?: AbortSignal): Promise<Features> {
  return apiRequest<Features>('/services/utility/v1/features', { signal, anonymous: true });
}

export function featuresQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.features(),
    queryFn: ({ signal }) => getFeatures(signal),
    // Flags change with a server restart, not while a page is open.
    staleTime: Infinity,
    ...preloadedData<Features>('/services/utility/v1/features'),
  });
}

/** The flags, or undefined while they load (flagged entries stay hidden until then). */
export function useFeatures(): Features | undefined {
  return useQuery(featuresQueryOptions()).data;
}
