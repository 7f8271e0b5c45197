import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GiftCardFilter, IssuedGiftCard, IssuedGiftCardList, IssueGiftCardBody } from '@caskmark/shared/api/staff-gift-cards';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/staff/v1/gift-cards (staff only): cards staff issued, newest first, with counts. */
export function useIssuedGiftCards(filters: { status: GiftCardFilter; q?: string }) {
  return useQuery({
    queryKey: queryKeys.staffGiftCards({ ...filters }),
    queryFn: ({ signal }) => apiRequest<IssuedGiftCardList>('/api/staff/v1/gift-cards', { query: { status: filters.status, q: filters.q || undefined }, signal }),
  });
}

/** POST /api/staff/v1/gift-cards (audited; the same uniqueId twice is one card). */
export function useIssueGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueGiftCardBody) => apiRequest<IssuedGiftCard>('/api/staff/v1/gift-cards', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'gift-cards'] }),
  });
}
