import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@caskmark/shared/api/account';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/account/v2/user-details; a 404 means no profile yet and answers null (spec part 2 §8). */
export async function getUserDetails(signal?: AbortSignal): Promise<UserDetails | null> {
  try {
    return await apiRequest<UserDetails>('/api/account/v2/user-details', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function userDetailsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.userDetails(), queryFn: ({ signal }) => getUserDetails(signal) });
}

export function useUserDetails() {
  return useQuery(userDetailsQueryOptions());
}
