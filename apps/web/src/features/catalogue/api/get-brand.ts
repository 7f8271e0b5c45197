import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@caskmark/shared/api/catalogue';
import { apiRequest } from '../../../lib/api-client';
import { preloadedData } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

const brandPath = (brandSlug: string) => `/api/brands/v1/${encodeURIComponent(brandSlug)}`;

/** One producer by its slug (the producer page header). */
export function getBrand(brandSlug: string, signal?: AbortSignal): Promise<Brand> {
  return apiRequest<Brand>(brandPath(brandSlug), { signal });
}

export function brandQueryOptions(brandSlug: string) {
  return queryOptions({
    queryKey: queryKeys.brand(brandSlug),
    queryFn: ({ signal }) => getBrand(brandSlug, signal),
    ...preloadedData<Brand>(brandPath(brandSlug)),
  });
}

export function useBrand(brandSlug: string) {
  return useQuery(brandQueryOptions(brandSlug));
}
