import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@caskmark/shared/api/account';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/** The user-info call is the one a 401 does not turn into /auth/logout (spec part 2 §7). */
export const USER_INFO_PATH = '/api/account/v1/user-info';

export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiRequest<UserInfo>(USER_INFO_PATH, { signal });
}

export function userInfoQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.user(),
    queryFn: ({ signal }) => getUserInfo(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
