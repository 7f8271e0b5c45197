import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import type { ProofOfFundsForm } from '@caskmark/shared/forms/proof-of-funds';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PROOF_OF_FUNDS_PATH } from '../../auctions/api/get-proof-of-funds';

export interface ProofOfFundsUpload {
  form: ProofOfFundsForm;
  bankStatements: File[];
  photoId: File | null;
  /** PUT when the collector already has a request (a higher amount, or after a rejection); POST the first time. */
  replacing: boolean;
}

/**
 * POST (first) or PUT (a new one) /api/account/v2/proof-of-funds, multipart: the form's fields, every
 * bank statement under `bankStatement` and the photo ID under `photoId`. The server checks each field
 * and each document's bytes again; the answer is the pending request.
 */
export function submitProofOfFunds({ form, bankStatements, photoId, replacing }: ProofOfFundsUpload): Promise<ProofOfFunds> {
  const body = new FormData();
  const fields: Array<[string, string | undefined]> = [
    ['firstName', form.firstName],
    ['lastName', form.lastName],
    ['address', form.address],
    ['addressLine', form.addressLine],
    ['city', form.city],
    ['state', form.state],
    ['postcode', form.postcode],
    ['dob', form.dob],
    ['phone', form.phone],
    ['country', form.country],
    ['amountUsd', String(form.amountUsd)],
  ];
  for (const [name, value] of fields) if (value !== undefined) body.set(name, value);
  for (const file of bankStatements) body.append('bankStatement', file, file.name);
  if (photoId) body.set('photoId', photoId, photoId.name);
  return apiRequest<ProofOfFunds>(PROOF_OF_FUNDS_PATH, { method: replacing ? 'PUT' : 'POST', body });
}

export function useSubmitProofOfFunds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitProofOfFunds,
    onSuccess: (proof) => client.setQueryData(queryKeys.proofOfFunds(), proof),
  });
}
