import type { AuthTokens } from '@caskmark/shared/api/identity';
import { ApiError, apiRequest } from '../api-client';
import type { RefreshOutcome } from '../auth-tokens';

/** POST /api/auth/v1/refresh: a refusal (400, the token is spent or revoked) ends the session; anything else does not. */
export async function refreshTokens(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const tokens = await apiRequest<AuthTokens>('/api/auth/v1/refresh', { method: 'POST', body: { refreshToken }, anonymous: true });
    return { kind: 'tokens', tokens };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return { kind: 'refused' };
    return { kind: 'unavailable' };
  }
}
