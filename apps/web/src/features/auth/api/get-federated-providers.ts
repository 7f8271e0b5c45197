import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FederatedProvider } from '@caskmark/shared/api/identity';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface FederatedProviderEntry {
  provider: FederatedProvider;
  name: string;
  kind: 'oidc' | 'local';
  startUrl: string;
}

/** GET /api/auth/v1/federated/providers: which of Google and Apple this server offers. */
export async function getFederatedProviders(signal?: AbortSignal): Promise<FederatedProviderEntry[]> {
  const body = await apiRequest<{ providers: FederatedProviderEntry[] }>('/api/auth/v1/federated/providers', { signal, anonymous: true });
  return body.providers;
}

export function federatedProvidersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.federatedProviders(), queryFn: ({ signal }) => getFederatedProviders(signal), staleTime: Infinity });
}

export function useFederatedProviders() {
  return useQuery(federatedProvidersQueryOptions());
}
