import { useMutation } from '@tanstack/react-query';
import type { TotpAssociateResponse } from '@caskmark/shared/api/identity';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/v1/totp/associate: a new secret and its QR code; MFA turns on only at verify. */
export function associateTotp(): Promise<TotpAssociateResponse> {
  return apiRequest<TotpAssociateResponse>('/api/auth/v1/totp/associate', { method: 'POST' });
}

export function useAssociateTotp() {
  return useMutation({ mutationFn: associateTotp });
}
