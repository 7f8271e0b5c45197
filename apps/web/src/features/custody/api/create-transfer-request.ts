import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatedTransferRequestSchema, CreateTransferRequestSchema } from '@caskmark/shared/api/wallet';
import { apiRequest } from '../../../lib/api-client';
import { TRANSFER_REQUESTS_PATH } from './get-transfer-requests';

export type CreateTransferRequest = z.input<typeof CreateTransferRequestSchema>;
export type CreatedTransferRequest = z.infer<typeof CreatedTransferRequestSchema>;

/**
 * POST /api/account/v1/nft-transfer-request: moves an edition from the custodial wallet to one of my
 * wallets (with a fresh authenticator code when MFA is on). A request already under way is answered again.
 */
export function createTransferRequest(request: CreateTransferRequest): Promise<CreatedTransferRequest> {
  return apiRequest<CreatedTransferRequest>(TRANSFER_REQUESTS_PATH, { method: 'POST', body: request });
}

export function useCreateTransferRequest() {
  return useMutation({ mutationFn: createTransferRequest });
}
