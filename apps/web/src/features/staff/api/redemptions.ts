import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRedemption } from '@caskmark/shared/api/staff-redemptions';
import { STAFF_REDEMPTION_FILTERS } from '@caskmark/shared/api/staff-redemptions';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type RedemptionFilter = (typeof STAFF_REDEMPTION_FILTERS)[number];

/** GET /api/staff/v1/redemptions?status=: the fulfilment queue (open = paid, packed, shipped), oldest first. */
export function useStaffRedemptions(filter: RedemptionFilter) {
  return useQuery({
    queryKey: queryKeys.staffRedemptions(filter),
    queryFn: ({ signal }) => apiRequest<{ results: StaffRedemption[] }>('/api/staff/v1/redemptions', { query: { status: filter }, signal }),
    refetchInterval: 30_000,
  });
}

export type FulfilmentAction = { kind: 'pack' } | { kind: 'picked-up' } | { kind: 'ship'; trackingCode: string } | { kind: 'notes'; body: string };

/** POST /api/staff/v1/redemptions/{pk}/pack | picked-up | ship {trackingCode} | notes {body}: each audited on the server. */
export function useFulfilmentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pk, action }: { pk: string; action: FulfilmentAction }) => {
      const body = action.kind === 'ship' ? { trackingCode: action.trackingCode } : action.kind === 'notes' ? { body: action.body } : {};
      return apiRequest<StaffRedemption>(`/api/staff/v1/redemptions/${pk}/${action.kind}`, { method: 'POST', body });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.staffRedemptions() }),
  });
}

/** POST /api/staff/v1/redemptions/{pk}/book-shipment: a waybill from the carrier for the label (audited). */
export function useBookShipment() {
  return useMutation({
    mutationFn: (pk: string) => apiRequest<{ trackingCode: string; carrier: string }>(`/api/staff/v1/redemptions/${pk}/book-shipment`, { method: 'POST', body: {} }),
  });
}

/** Downloads the photo ID (fetched with the staff token; the server sends it as an attachment). */
export async function downloadPhotoId(request: StaffRedemption): Promise<void> {
  const blob = await apiBlob(request.photoIdUrl);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  const extension = request.photoIdType === 'application/pdf' ? 'pdf' : request.photoIdType === 'image/png' ? 'png' : 'jpg';
  link.href = url;
  link.download = `photo-id-${request.orderNumber}.${extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
