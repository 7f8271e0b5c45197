import type { UserInfo } from '@caskmark/shared/api/account';
import { ApiError, apiRequest } from '../api-client';
import { getUserInfo, USER_INFO_PATH } from './get-user-info';

/**
 * POST /api/account/v1/user-info/login {token}: records the sign-in and answers the user session.
 * A 400 duplicate_login_call (the same sign-in posted twice) is ignored: the session is read instead.
 */
export async function recordLogin(token: string): Promise<UserInfo> {
  try {
    return await apiRequest<UserInfo>(`${USER_INFO_PATH}/login`, { method: 'POST', body: { token }, anonymous: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.code === 'duplicate_login_call') return getUserInfo();
    throw error;
  }
}
