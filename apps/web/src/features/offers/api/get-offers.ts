import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferResults } from '@caskmark/shared/api/offers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The offers lists (spec part 2 §7): offers on my NFTs, offers made by me, and one edition's offers. */
const PATHS = {
  toMe: () => '/api/account/v2/offers/accept',
  made: () => '/api/account/v2/offers/made',
  edition: (id: string) => `/api/account/v2/offers/edition-nft/${encodeURIComponent(id)}`,
} as const;

export function getOffers(scope: keyof typeof PATHS, id = '', signal?: AbortSignal): Promise<OfferResults> {
  return apiRequest<OfferResults>(PATHS[scope](id), { signal });
}

export function offersQueryOptions(scope: keyof typeof PATHS, id = '') {
  return queryOptions({ queryKey: queryKeys.offers(scope, id), queryFn: ({ signal }) => getOffers(scope, id, signal) });
}

export function useOffers(scope: keyof typeof PATHS, id = '', enabled = true) {
  return useQuery({ ...offersQueryOptions(scope, id), enabled });
}
