import { z } from 'zod';
import { AppError } from '../platform/errors';

/**
 * First-load preload (docs/decisions/110): when the server answers a page address it embeds the API
 * answers that page's first screen asks for, so the web app renders at once instead of waiting for
 * its script to run and its requests to come back. Only anonymous, public reads: the HTML is shared.
 */

/** One API answer, under the address the web app requests it with. */
export interface PreloadedResponse {
  url: string;
  body: unknown;
}

export interface PagePreload {
  responses: PreloadedResponse[];
  /** The picture most likely to be the largest paint of the first screen, fetched at high priority. */
  lcpImage?: string | null;
  /** The first screen as HTML (page-snapshot.ts), when the server could write it. */
  snapshotHtml?: string | null;
  snapshotCss?: string | null;
}

/** What a page address reads: a cache key (only what changes the answer) and the reads themselves. */
export interface PreloadPlan {
  key: string;
  load: () => Promise<PagePreload>;
}

export interface PreloadPage {
  /** '/producers/:brandSlug' — the web app's route pattern. */
  pattern: string;
  plan: (params: Record<string, string>, query: URLSearchParams) => PreloadPlan | null;
}

/** `path?a=1&b=2` as the web app's API client writes it (empty values left out). */
export function requestUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One read, encoded by the same response schema as its API route, so the page gets byte for byte the
 * JSON it would have fetched. A 404/400 leaves the answer out: the page then asks for itself and
 * shows its own not-found state.
 */
export async function preloadResponse<S extends z.ZodType>(url: string, schema: S, read: () => Promise<z.output<S>>): Promise<PreloadedResponse | null> {
  try {
    return { url, body: z.encode(schema, await read()) };
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Route parameters of `pathname` for `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index += 1) {
    const segment = expected[index]!;
    let value: string;
    try {
      value = decodeURIComponent(actual[index]!);
    } catch {
      return null;
    }
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return params;
}

export interface CachedPreload {
  /** The responses as JSON, already safe inside a <script> element. */
  responsesJson: string;
  lcpImage: string | null;
  snapshotHtml: string | null;
  /** The part of the stylesheets the snapshot uses, inlined in its page (decision 369). */
  snapshotCss: string | null;
  completedAt: number;
}

interface CacheEntry {
  promise: Promise<CachedPreload>;
  /** When its reads began: what it answers is never older than that. */
  startedAt: number;
  completedAt: number | null;
}

/**
 * Keeps each page's preload for `ttlMs` from when its reads began, so a rush on one release costs one
 * set of reads per interval and no answer is older than the interval; concurrent requests for the same
 * page share one computation. Failures are not kept.
 */
export class PreloadCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** `cached` is true when the answer was computed for an earlier request (it may be up to ttl old). */
  get(key: string, load: () => Promise<PagePreload>): { promise: Promise<CachedPreload>; cached: boolean } {
    const now = this.nowMs();
    const existing = this.entries.get(key);
    if (existing && (existing.completedAt === null || now - existing.startedAt < this.ttlMs)) {
      return { promise: existing.promise, cached: existing.completedAt !== null };
    }
    this.entries.delete(key);
    const entry: CacheEntry = {
      startedAt: now,
      completedAt: null,
      promise: Promise.resolve() as unknown as Promise<CachedPreload>,
    };
    entry.promise = load().then(
      (preload) => {
        entry.completedAt = this.nowMs();
        return {
          responsesJson: jsonForScript(preload.responses),
          lcpImage: preload.lcpImage ?? null,
          snapshotHtml: preload.snapshotHtml ?? null,
          snapshotCss: preload.snapshotCss ?? null,
          completedAt: entry.completedAt,
        };
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, entry);
    this.evict(now);
    return { promise: entry.promise, cached: false };
  }

  private evict(now: number) {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) {
      if (entry.completedAt !== null && now - entry.startedAt >= this.ttlMs) this.entries.delete(key);
    }
    // Still too many live pages (a crawl of every release): drop the oldest first (insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

/**
 * JSON that cannot close the <script> element it sits in, open a comment or break a line in old
 * parsers: `<`, `>`, `&`, U+2028 and U+2029 become \u escapes, which JSON.parse reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A value inside a double-quoted HTML attribute. */
export function htmlAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
