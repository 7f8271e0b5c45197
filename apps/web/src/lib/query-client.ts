import { QueryClient } from '@tanstack/react-query';
import { ApiError, buildQuery, type RequestOptions } from './api-client';
import { hasSession } from './auth-tokens';

/** Queries retry up to 2 times except on 400 and 404 (spec part 1 §8). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 401 || error.status === 403)) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The API answers the server embedded in the page for its first screen (decision 110), by request.
 * A query built from them renders at once; each answer is used once, and only in the first half
 * minute, so a later visit to the same page reads fresh data.
 */
interface PagePreloadPayload {
  serverNow?: unknown;
  stale?: unknown;
  responses?: unknown;
}

const PRELOAD_USABLE_MS = 30_000;
let preloaded: Map<string, unknown> | null = null;
let preloadStale = false;
let preloadServerNow: number | undefined;
/** performance.now() when the answers were read: they are usable for PRELOAD_USABLE_MS after. */
let preloadReadAt = 0;

/** One request, one key: the path and its parameters in a fixed order. */
export function requestKey(url: string): string {
  const [path = '', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  params.sort();
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function readPagePreload(): Map<string, unknown> {
  if (preloaded) return preloaded;
  preloaded = new Map();
  preloadReadAt = performance.now();
  const element = typeof document === 'undefined' ? null : document.getElementById('cm-preload');
  if (!element) return preloaded;
  try {
    const payload = JSON.parse(element.textContent ?? '') as PagePreloadPayload;
    for (const response of Array.isArray(payload.responses) ? payload.responses : []) {
      const { url, body } = (response ?? {}) as { url?: unknown; body?: unknown };
      if (typeof url === 'string' && body !== undefined) preloaded.set(requestKey(url), body);
    }
    preloadStale = payload.stale === true;
    preloadServerNow = typeof payload.serverNow === 'number' && Number.isFinite(payload.serverNow) ? payload.serverNow : undefined;
  } catch {
    // A damaged preload only costs the requests it would have saved.
  }
  element.remove();
  return preloaded;
}

/**
 * Renders with `responses` as the page's preload, the way the server writes the first screen
 * (entry-snapshot.tsx): the render is synchronous, so no other render sees them.
 */
export function withPagePreload<T>(responses: Array<{ url: string; body: unknown }>, render: () => T): T {
  preloaded = new Map(responses.map((response) => [requestKey(response.url), response.body]));
  preloadStale = false;
  preloadReadAt = performance.now();
  try {
    return render();
  } finally {
    preloaded = null;
  }
}

/** The server clock when the page was written, if the page came with a preload. */
export function preloadedServerNow(): number | undefined {
  readPagePreload();
  return preloadServerNow;
}

/**
 * `initialData` for a query whose request the server may have answered in the page. An answer an
 * earlier visitor's request computed (the server keeps them a few seconds) counts as stale, so the
 * query still refreshes it right after the first render. `personalised`: the server answered as a
 * visitor (the page is shared) while the API answers a signed-in viewer with their own state: only a
 * visitor without a stored session renders from it (a collector's page would otherwise change under
 * their first click once their own answer came, and remount what that click opened).
 */
export function preloadedData<TBody, TData = TBody>(
  path: string,
  query?: RequestOptions['query'],
  select?: (body: TBody) => TData,
  options: { personalised?: boolean } = {},
) {
  const key = requestKey(`${path}${buildQuery(query)}`);
  return {
    initialData: (): TData | undefined => {
      const store = readPagePreload();
      if (!store.has(key) || (options.personalised && hasSession())) return undefined;
      const body = store.get(key) as TBody;
      store.delete(key);
      if (performance.now() - preloadReadAt > PRELOAD_USABLE_MS) return undefined;
      return select ? select(body) : (body as unknown as TData);
    },
    initialDataUpdatedAt: (): number | undefined => (preloadStale ? 0 : undefined),
  };
}
