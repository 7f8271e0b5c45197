import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferResults } from '@caskmark/shared/api/offers';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The offers lists (spec part 2 §7): offers on my NFTs, offers made by me, one edition's offers, and my
 * own offers on one edition or one release (which turn MAKE OFFER into UPDATE OFFER).
 */
const PATHS = {
  toMe: () => '/api/account/v2/offers/accept',
  made: () => '/api/account/v2/offers/made',
  edition: (id: string) => `/api/account/v2/offers/edition-nft/${encodeURIComponent(id)}`,
  madeOnEdition: (id: string) => `/api/account/v2/offers/made/edition-nft/${encodeURIComponent(id)}`,
  madeOnRelease: (id: string) => `/api/account/v2/offers/made/release/${encodeURIComponent(id)}`,
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
