import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthTokens } from '@caskmark/shared/api/identity';

/** A browser-like global: local storage and storage events, enough for lib/auth-tokens. */
function fakeBrowser() {
  const items = new Map<string, string>();
  const listeners = new Set<(event: { key: string | null }) => void>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
  };
  const window = {
    localStorage,
    addEventListener: (_type: string, listener: (event: { key: string | null }) => void) => listeners.add(listener),
  };
  return { window, items, fireStorage: (key: string | null) => listeners.forEach((listener) => listener({ key })) };
}

const tokens = (id: string, refresh: string, expiresIn = 900): AuthTokens => ({ idToken: id, refreshToken: refresh, expiresIn, tokenType: 'Bearer' });
const REFRESH_KEY = 'caskmark.auth.refreshToken';

describe('auth tokens', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  let store: typeof import('./auth-tokens');

  beforeEach(async () => {
    vi.useFakeTimers();
    browser = fakeBrowser();
    vi.stubGlobal('window', browser.window);
    vi.resetModules();
    store = await import('./auth-tokens');
  });

  afterEach(() => {
    store.clearTokens();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps the id token in memory and only the refresh token in storage', async () => {
    store.storeTokens(tokens('id-1', 'refresh-1'));
    expect(await store.getIdToken()).toBe('id-1');
    expect([...browser.items.entries()]).toEqual([[REFRESH_KEY, 'refresh-1']]);
    expect(store.hasSession()).toBe(true);
  });

  it('refreshes once for many callers, and rotates the stored refresh token', async () => {
    const exchange = vi.fn(async (refresh: string) => ({ kind: 'tokens' as const, tokens: tokens(`id-for-${refresh}`, 'refresh-2') }));
    store.configureRefresh(exchange);
    store.storeTokens(tokens('id-1', 'refresh-1', 1));
    vi.advanceTimersByTime(10);
    const answers = await Promise.all([store.getIdToken(Date.now() + 2_000), store.getIdToken(Date.now() + 2_000), store.refreshIdToken()]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(answers).toEqual(['id-for-refresh-1', 'id-for-refresh-1', 'id-for-refresh-1']);
    expect(browser.items.get(REFRESH_KEY)).toBe('refresh-2');
  });

  it('refreshes on its own shortly before the id token expires', async () => {
    const exchange = vi.fn(async () => ({ kind: 'tokens' as const, tokens: tokens('id-2', 'refresh-2') }));
    store.configureRefresh(exchange);
    store.storeTokens(tokens('id-1', 'refresh-1', 900));
    await vi.advanceTimersByTimeAsync(900_000 - store.REFRESH_MARGIN_MS - 1_000);
    expect(exchange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(exchange).toHaveBeenCalledWith('refresh-1');
  });

  it('ends the session when the refresh token is refused', async () => {
    store.configureRefresh(async () => ({ kind: 'refused' }));
    const ended = vi.fn();
    store.onSessionEnded(ended);
    browser.items.set(REFRESH_KEY, 'refresh-1');
    expect(await store.getIdToken()).toBeNull();
    expect(browser.items.has(REFRESH_KEY)).toBe(false);
    expect(ended).toHaveBeenCalledWith('refresh-refused');
  });

  it('keeps the session when the server cannot be reached, and tries again later', async () => {
    const exchange = vi.fn(async () => ({ kind: 'unavailable' as const }));
    store.configureRefresh(exchange);
    browser.items.set(REFRESH_KEY, 'refresh-1');
    expect(await store.refreshIdToken()).toBeNull();
    expect(browser.items.get(REFRESH_KEY)).toBe('refresh-1');
    await vi.advanceTimersByTimeAsync(store.REFRESH_RETRY_MS + 10);
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it('uses the token another tab rotated in the meantime instead of signing out', async () => {
    const exchange = vi.fn(async (refresh: string) => {
      if (refresh === 'refresh-1') {
        browser.items.set(REFRESH_KEY, 'refresh-2');
        return { kind: 'refused' as const };
      }
      return { kind: 'tokens' as const, tokens: tokens('id-3', 'refresh-3') };
    });
    store.configureRefresh(exchange);
    browser.items.set(REFRESH_KEY, 'refresh-1');
    expect(await store.refreshIdToken()).toBe('id-3');
    expect(exchange.mock.calls.map(([refresh]) => refresh)).toEqual(['refresh-1', 'refresh-2']);
  });

  it('follows a sign-out in another tab', async () => {
    const ended = vi.fn();
    store.onSessionEnded(ended);
    store.storeTokens(tokens('id-1', 'refresh-1'));
    browser.items.delete(REFRESH_KEY);
    browser.fireStorage(REFRESH_KEY);
    expect(ended).toHaveBeenCalledWith('signed-out-elsewhere');
    expect(store.hasSession()).toBe(false);
    expect(await store.getIdToken()).toBeNull();
  });
});
