import { useQuery } from '@tanstack/react-query';
import type { DhlTracking } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /services/external/v1/dhl-tracking?trackingNumber=: the carrier's scans of my parcel, newest first. */
export function getDhlTracking(trackingNumber: string, signal?: AbortSignal): Promise<DhlTracking> {
  return apiRequest<DhlTracking>('/services/external/v1/dhl-tracking', { query: { trackingNumber }, signal });
}

export function useDhlTracking(trackingNumber: string | null) {
  return useQuery({
    queryKey: queryKeys.dhlTracking(trackingNumber ?? ''),
    queryFn: ({ signal }) => getDhlTracking(trackingNumber!, signal),
    enabled: Boolean(trackingNumber),
    retry: false,
    // New scans appear while Request Details is open, until the parcel is delivered.
    refetchInterval: (query) => (query.state.data?.shipments[0]?.status.status === 'delivered' || query.state.error ? false : 30_000),
  });
}
