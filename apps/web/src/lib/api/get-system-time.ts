import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** The spec syncs the clock every 60 s (part 1 §9). */
export const CLOCK_SYNC_MS = 60_000;

export interface SystemTime {
  /** Server time when the answer was written. */
  now: string;
  /** Server time minus this browser's clock, measured at the middle of the round trip. */
  offsetMs: number;
}

export async function getSystemTime(signal?: AbortSignal): Promise<SystemTime> {
  const sentAt = Date.now();
  const body = await apiRequest<{ now: string }>('/services/utility/v1/system-time', { signal, anonymous: true });
  const receivedAt = Date.now();
  return { now: body.now, offsetMs: serverOffset(Date.parse(body.now), sentAt, receivedAt) };
}

/** How far the server clock is ahead of ours, assuming the answer was written halfway through the trip. */
export function serverOffset(serverMs: number, sentAtMs: number, receivedAtMs: number): number {
  if (!Number.isFinite(serverMs)) return 0;
  return Math.round(serverMs - (sentAtMs + receivedAtMs) / 2);
}

export function systemTimeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.systemTime(),
    queryFn: ({ signal }) => getSystemTime(signal),
    staleTime: CLOCK_SYNC_MS,
    refetchInterval: CLOCK_SYNC_MS,
  });
}

export function useSystemTime() {
  return useQuery(systemTimeQueryOptions());
}
