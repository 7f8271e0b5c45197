import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleBrand,
  MediaUpload,
  MintProgress,
  ProducerPackList,
  ReleaseDraft,
  ReleaseDraftDocument,
} from '@caskmark/shared/api/console-catalogue';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/api/staff/v1/catalogue';
const keys = {
  brands: ['console', 'brands'] as const,
  drafts: ['console', 'drafts'] as const,
  draft: (pk: string) => ['console', 'drafts', pk] as const,
  mint: (pk: string) => ['console', 'mint', pk] as const,
  stats: ['console', 'pack-stats'] as const,
};

/** GET brands the caller may act on (staff: all). */
export function useConsoleBrands() {
  return useQuery({ queryKey: keys.brands, queryFn: ({ signal }) => apiRequest<{ results: ConsoleBrand[] }>(`${BASE}/brands`, { signal }) });
}

export function useDrafts() {
  return useQuery({ queryKey: keys.drafts, queryFn: ({ signal }) => apiRequest<{ results: ReleaseDraft[] }>(`${BASE}/release-drafts`, { signal }) });
}

export function useDraft(pk: string | undefined) {
  return useQuery({ queryKey: keys.draft(pk ?? ''), enabled: Boolean(pk), queryFn: ({ signal }) => apiRequest<ReleaseDraft>(`${BASE}/release-drafts/${pk}`, { signal }) });
}

/** Creates (no pk) or replaces (pk) a draft. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pk, brandPk, document }: { pk?: string; brandPk: string; document: ReleaseDraftDocument }) =>
      pk
        ? apiRequest<ReleaseDraft>(`${BASE}/release-drafts/${pk}`, { method: 'PUT', body: { document } })
        : apiRequest<ReleaseDraft>(`${BASE}/release-drafts`, { method: 'POST', body: { brandPk, document } }),
    onSuccess: (draft) => {
      client.setQueryData(keys.draft(draft.publicPk), draft);
      void client.invalidateQueries({ queryKey: keys.drafts });
    },
  });
}

export function usePublishDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pk: string) => apiRequest<ReleaseDraft>(`${BASE}/release-drafts/${pk}/publish`, { method: 'POST' }),
    onSuccess: (draft) => {
      client.setQueryData(keys.draft(draft.publicPk), draft);
      void client.invalidateQueries({ queryKey: ['console'] });
    },
  });
}

export function useUpdateLiveRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ releasePk, patch }: { releasePk: string; patch: { description?: string; lobbyCloseDate?: string } }) =>
      apiRequest<{ publicPk: string }>(`${BASE}/releases/${releasePk}`, { method: 'PATCH', body: patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}

/** POST one file to the file store; answers its URL. */
export function uploadMedia(file: File): Promise<MediaUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<MediaUpload>(`${BASE}/media`, { method: 'POST', body: form });
}

/** The mint job of a pack: polled every second while it runs. */
export function useMintProgress(packPk: string) {
  return useQuery({
    queryKey: keys.mint(packPk),
    queryFn: ({ signal }) => apiRequest<MintProgress>(`${BASE}/packs/${packPk}/mint`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });
}

export function useStartMint(packPk: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MintProgress>(`${BASE}/packs/${packPk}/mint`, { method: 'POST' }),
    onSuccess: (progress) => client.setQueryData(keys.mint(packPk), progress),
  });
}

export function usePackStats() {
  return useQuery({ queryKey: keys.stats, queryFn: ({ signal }) => apiRequest<ProducerPackList>(`${BASE}/pack-stats`, { signal }), refetchInterval: 30_000 });
}
