/**
 * The one way the web app talks to the server. Errors become `ApiError`, whose `messages` follow
 * the spec's rule (part 1 §8): a 400 collects `nonFieldErrors`, a list, or the first message of each
 * field; 500 and above get the generic text.
 */
export const GENERIC_ERROR = 'Oops, something went wrong!';
export const SERVER_ERROR = "Oops, something went wrong. We're looking into it.";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly messages: string[],
  ) {
    super(messages[0] ?? GENERIC_ERROR);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    const body = this.body as { code?: unknown } | undefined;
    return typeof body?.code === 'string' ? body.code : undefined;
  }

  /** The list of messages under one field of a 400 body, if any. */
  fieldMessages(field: string): string[] {
    const value = (this.body as Record<string, unknown> | undefined)?.[field];
    return Array.isArray(value) ? value.map(String) : [];
  }
}

export function messagesFromBody(status: number, body: unknown): string[] {
  if (status >= 500) return [SERVER_ERROR];
  if (status !== 400) {
    const detail = (body as { detail?: unknown; message?: unknown } | undefined) ?? {};
    const text = typeof detail.detail === 'string' ? detail.detail : typeof detail.message === 'string' ? detail.message : undefined;
    return [text ?? GENERIC_ERROR];
  }
  if (Array.isArray(body)) return body.map(String);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (Array.isArray(record.nonFieldErrors) && record.nonFieldErrors.length) return record.nonFieldErrors.map(String);
    const firstOfEachField = Object.values(record)
      .filter((value): value is unknown[] => Array.isArray(value) && value.length > 0)
      .map((value) => String(value[0]));
    if (firstOfEachField.length) return firstOfEachField;
    if (typeof record.message === 'string') return [record.message];
  }
  return [GENERIC_ERROR];
}

type TokenProvider = () => Promise<string | null> | string | null;
let tokenProvider: TokenProvider = () => null;
let onUnauthorized: (path: string) => void = () => {};
let refreshAfterUnauthorized: (() => Promise<string | null>) | undefined;

/**
 * The identity feature plugs in its bearer token and its 401 handling here. With `refreshToken`, a
 * 401 on a call that carried a token is retried once with a fresh token before `onUnauthorized`.
 */
export function configureAuth(options: {
  getToken: TokenProvider;
  onUnauthorized: (path: string) => void;
  refreshToken?: () => Promise<string | null>;
}) {
  tokenProvider = options.getToken;
  onUnauthorized = options.onUnauthorized;
  refreshAfterUnauthorized = options.refreshToken;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined | string[]>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Skip the bearer token even when signed in. */
  anonymous?: boolean;
}

export function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.anonymous ? null : await tokenProvider();
  let response = await send(path, options, token);
  if (response.status === 401 && token && refreshAfterUnauthorized) {
    // The business clock or another tab may have outdated our token: one fresh try before giving up.
    const fresh = await refreshAfterUnauthorized();
    if (fresh && fresh !== token) response = await send(path, options, fresh);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401) onUnauthorized(path);
    throw new ApiError(response.status, parsed, messagesFromBody(response.status, parsed));
  }
  return parsed as T;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...(options.headers ?? {}) };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${path}${buildQuery(options.query)}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
}

/** A file the API serves only to a signed-in caller (a bearer token cannot ride on a plain link). */
export async function apiBlob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  const token = options.anonymous ? null : await tokenProvider();
  let response = await send(path, { ...options, headers: { ...(options.headers ?? {}), accept: '*/*' } }, token);
  if (response.status === 401 && token && refreshAfterUnauthorized) {
    const fresh = await refreshAfterUnauthorized();
    if (fresh && fresh !== token) response = await send(path, options, fresh);
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    if (response.status === 401) onUnauthorized(path);
    throw new ApiError(response.status, parsed, messagesFromBody(response.status, parsed));
  }
  return response.blob();
}
