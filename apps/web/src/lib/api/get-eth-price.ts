import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

export interface EthPriceQuote {
  /** USD per ETH. */
  price: number;
  source: string;
  updatedAt: string;
  stale: boolean;
}

/** The spec refreshes the ETH price every 60 s (part 1 §9). */
export const ETH_PRICE_REFRESH_MS = 60_000;

export function getEthPrice(signal?: AbortSignal): Promise<EthPriceQuote> {
  return apiRequest<EthPriceQuote>('/services/utility/v1/eth-price', { signal, anonymous: true });
}

export function ethPriceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.ethPrice(),
    queryFn: ({ signal }) => getEthPrice(signal),
    staleTime: ETH_PRICE_REFRESH_MS,
    refetchInterval: ETH_PRICE_REFRESH_MS,
    // A failed refresh keeps the last price on screen (TanStack keeps `data` on error).
    retry: 2,
  });
}

/** USD per ETH, or undefined until the first answer. Fetches only when `enabled`. */
export function useEthPrice(enabled = true): number | undefined {
  const { data } = useQuery({ ...ethPriceQueryOptions(), enabled });
  return data?.price;
}
