import { apiRequest } from '../api-client';

/**
 * POST /api/auth/v1/sign-out: ends this browser's session on the server. Sent with the refresh token
 * and without a bearer, so an expired id token cannot turn the sign-out into a 401 loop. Best effort:
 * the local sign-out happens whatever the answer.
 */
export async function signOutOnServer(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  try {
    await apiRequest('/api/auth/v1/sign-out', { method: 'POST', body: { refreshToken }, anonymous: true });
  } catch {
    // Offline or server error: the refresh token is forgotten locally and expires on its own.
  }
}
