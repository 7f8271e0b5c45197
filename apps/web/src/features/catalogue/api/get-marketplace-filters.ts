import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketplaceFilters } from '@caskmark/shared/api/marketplace-query';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { MarketplaceFilters };

const FILTERS_PATH = '/api/marketplace/v3/filters';

/** The filter panel's options, each with the number of release packs it matches. */
export function getMarketplaceFilters(signal?: AbortSignal): Promise<MarketplaceFilters> {
  return apiRequest<MarketplaceFilters>(FILTERS_PATH, { signal });
}

export function marketplaceFiltersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.marketplaceFilters(),
    queryFn: ({ signal }) => getMarketplaceFilters(signal),
    staleTime: 5 * 60_000,
    ...preloadedData<MarketplaceFilters>(FILTERS_PATH),
  });
}

export function useMarketplaceFilters() {
  return useQuery(marketplaceFiltersQueryOptions());
}
