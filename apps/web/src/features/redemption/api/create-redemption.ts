import { useMutation } from '@tanstack/react-query';
import type { RedeemShippingDetails, RedemptionRequest } from '@caskmark/shared/api/redemption';
import { apiRequest } from '../../../lib/api-client';

export interface CreateRedemptionInput {
  editionNftPublicPk: string;
  dob: string;
  /** Alpha-3; for a pickup the location's country. */
  selectedCountryCode: string;
  selectedPickupLocation: string | null;
  shippingDetails: RedeemShippingDetails;
  photoId: File;
}

/**
 * POST /api/account/v2/redeem (multipart): create my request, or replace its details while it is
 * unpaid. The server checks every rule again and computes the fee; pickups are burned at once.
 */
export function createRedemption(input: CreateRedemptionInput): Promise<RedemptionRequest> {
  const form = new FormData();
  form.set('editionNftPublicPk', input.editionNftPublicPk);
  form.set('dob', input.dob);
  form.set('selectedCountryCode', input.selectedCountryCode);
  if (input.selectedPickupLocation) form.set('selectedPickupLocation', input.selectedPickupLocation);
  form.set('shippingDetails', JSON.stringify(input.shippingDetails));
  form.set('photoId', input.photoId, input.photoId.name);
  return apiRequest<RedemptionRequest>('/api/account/v2/redeem', { method: 'POST', body: form });
}

export function useCreateRedemption() {
  return useMutation({ mutationFn: createRedemption });
}
