import type { AuthTokens } from '@caskmark/shared/api/identity';
import { AUTH_STORAGE_KEYS, readLocal, removeLocal, writeLocal } from './auth-storage';

/**
 * The tokens of the signed-in browser (docs/decisions/080). The id token lives in memory only; the
 * single-use refresh token in local storage, so a reload or a new tab stays signed in. Refreshes are
 * single-flight within a tab and serialised across tabs with a Web Lock, so two tabs never spend
 * the same refresh token (the server ends a session whose refresh token is reused).
 */

/** Refresh this long before the id token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** After a failed refresh that was not a refusal (network, 5xx), try again after this long. */
export const REFRESH_RETRY_MS = 30_000;
const LOCK_NAME = 'caskmark.auth.refresh';

export type RefreshOutcome = { kind: 'tokens'; tokens: AuthTokens } | { kind: 'refused' } | { kind: 'unavailable' };
/** Trades a refresh token for new tokens; 'refused' ends the session, 'unavailable' keeps it. */
export type RefreshExchange = (refreshToken: string) => Promise<RefreshOutcome>;
export type SessionEndReason = 'refresh-refused' | 'signed-out-elsewhere';

let exchange: RefreshExchange | undefined;
let idToken: { token: string; expiresAt: number } | null = null;
let inFlight: Promise<string | null> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const endListeners = new Set<(reason: SessionEndReason) => void>();
const changeListeners = new Set<() => void>();
let snapshot = false;

function publish() {
  const next = readLocal(AUTH_STORAGE_KEYS.refreshToken) !== null;
  if (next === snapshot) return;
  snapshot = next;
  for (const listener of changeListeners) listener();
}

/** The identity feature says how a refresh token is traded (the request lives with the other auth calls). */
export function configureRefresh(next: RefreshExchange) {
  exchange = next;
}

/** Whether this browser holds a session (a refresh token), as a subscribable snapshot. */
export function hasSession(): boolean {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Called when the session ends without this tab asking (refresh refused, sign-out in another tab). */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function schedule(delayMs: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void refreshIdToken(), Math.max(0, delayMs));
}

export function storeTokens(tokens: AuthTokens, now = Date.now()): void {
  idToken = { token: tokens.idToken, expiresAt: now + tokens.expiresIn * 1000 };
  writeLocal(AUTH_STORAGE_KEYS.refreshToken, tokens.refreshToken);
  schedule(idToken.expiresAt - REFRESH_MARGIN_MS - now);
  publish();
}

/** Forgets every token of this tab and of the browser. */
export function clearTokens(): void {
  idToken = null;
  clearTimeout(timer);
  removeLocal(AUTH_STORAGE_KEYS.refreshToken);
  publish();
}

export function currentRefreshToken(): string | null {
  return readLocal(AUTH_STORAGE_KEYS.refreshToken);
}

/** The id token for a request: the one in memory while fresh, else a refreshed one, else null. */
export async function getIdToken(now = Date.now()): Promise<string | null> {
  if (idToken && idToken.expiresAt - now > 5_000) return idToken.token;
  if (!currentRefreshToken()) return null;
  return refreshIdToken();
}

/** Single-flight refresh: concurrent callers share one request. */
export function refreshIdToken(): Promise<string | null> {
  inFlight ??= runExclusive(refreshOnce).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request(LOCK_NAME, work);
}

async function refreshOnce(): Promise<string | null> {
  // Read inside the lock: another tab may have just rotated the token.
  const refreshToken = currentRefreshToken();
  if (!refreshToken || !exchange) return null;
  let outcome: RefreshOutcome;
  try {
    outcome = await exchange(refreshToken);
  } catch {
    outcome = { kind: 'unavailable' };
  }
  if (outcome.kind === 'tokens') {
    storeTokens(outcome.tokens);
    return outcome.tokens.idToken;
  }
  if (outcome.kind === 'refused') {
    // A tab that rotated the token between our read and now would have changed it: then we are fine.
    if (currentRefreshToken() !== refreshToken) return refreshOnce();
    clearTokens();
    for (const listener of endListeners) listener('refresh-refused');
    return null;
  }
  schedule(REFRESH_RETRY_MS);
  return idToken && idToken.expiresAt > Date.now() ? idToken.token : null;
}

/** Another tab signing out removes the refresh token: this tab follows. */
function onStorage(event: StorageEvent) {
  if (event.key !== AUTH_STORAGE_KEYS.refreshToken && event.key !== null) return;
  const stillSignedIn = currentRefreshToken() !== null;
  if (!stillSignedIn && (idToken || snapshot)) {
    idToken = null;
    clearTimeout(timer);
    publish();
    for (const listener of endListeners) listener('signed-out-elsewhere');
  } else publish();
}

if (typeof window !== 'undefined') {
  snapshot = readLocal(AUTH_STORAGE_KEYS.refreshToken) !== null;
  window.addEventListener('storage', onStorage);
}
