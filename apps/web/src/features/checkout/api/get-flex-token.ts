import type { FlexToken } from '@caskmark/shared/api/payments';
import { apiRequest } from '../../../lib/api-client';

/** GET /services/fiat/v1/session/flex-token?publicPk=: a capture context for the PSP's hosted card fields. */
export function getFlexToken(publicPk: string, signal?: AbortSignal): Promise<FlexToken> {
  return apiRequest<FlexToken>('/services/fiat/v1/session/flex-token', { query: { publicPk }, signal });
}
