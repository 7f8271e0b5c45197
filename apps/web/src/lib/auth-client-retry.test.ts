import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureAuth } from './api-client';

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiRequest with auth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureAuth({ getToken: () => null, onUnauthorized: () => {} });
  });

  it('retries a 401 once with a refreshed token', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === 'Bearer fresh' ? respond(200, { ok: true }) : respond(401, { code: 'not_authenticated' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onUnauthorized = vi.fn();
    configureAuth({ getToken: () => 'stale', onUnauthorized, refreshToken: async () => 'fresh' });
    await expect(apiRequest('/api/account/v2/user-details')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports the 401 when no fresh token can be had', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => respond(401, { code: 'not_authenticated', message: 'Sign in first.' })));
    const onUnauthorized = vi.fn();
    configureAuth({ getToken: () => 'stale', onUnauthorized, refreshToken: async () => null });
    await expect(apiRequest('/api/account/v2/user-details')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('/api/account/v2/user-details');
  });

  it('never sends a bearer on anonymous calls, and does not refresh for them', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => respond(401, {}));
    vi.stubGlobal('fetch', fetchMock);
    const refreshToken = vi.fn(async () => 'fresh');
    configureAuth({ getToken: () => 'stale', onUnauthorized: () => {}, refreshToken });
    await expect(apiRequest('/api/auth/v1/sign-in', { method: 'POST', body: {}, anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>).authorization).toBeUndefined();
    expect(refreshToken).not.toHaveBeenCalled();
  });
});
