import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../api-client';
import { preloadedData } from '../query-client';
import { queryKeys } from '../query-keys';

/** The header needs only these fields; the full Brand contract lives in @caskmark/shared. */
export type BrandSummary = Pick<Brand, 'publicPk' | 'slug' | 'name'>;

export interface BrandList {
  count: number;
  results: BrandSummary[];
}

/** Every producer, sorted by name (GET /api/brands/v1/). */
export function getBrands(signal?: AbortSignal): Promise<BrandList> {
  return apiRequest<BrandList>('/api/brands/v1/', { signal, anonymous: true });
}

export function brandsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.brands(),
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 5 * 60_000,
    ...preloadedData<BrandList>('/api/brands/v1/'),
  });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
