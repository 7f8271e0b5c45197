import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfirmedUser, buildEmail, totpCode } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Tokens = { idToken: string; refreshToken: string };
type ErrorBody = { code: string; message: string };

/** A browser in miniature: follows redirects by hand and keeps cookies (one jar for our one host). */
class Browser {
  readonly cookies = new Map<string, string>();

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ') };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url.replace('//localhost:', '//127.0.0.1:'), { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [key, ...value] = pair.trim().split('=');
      const expired = attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired || value.join('=') === '') this.cookies.delete(key);
      else this.cookies.set(key, value.join('='));
    }
    return response;
  }

  /** Follows 30x answers until a page that is not a redirect, or until `stop` says so. */
  async follow(url: string, stop: (url: string) => boolean = () => false): Promise<{ url: string; response: Response }> {
    let current = new URL(url, t.baseUrl).href;
    for (let hops = 0; hops < 10; hops += 1) {
      if (stop(current)) return { url: current, response: new Response(null) };
      const response = await this.go(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current).href;
    }
    throw new Error('too many redirects');
  }
}

const atReturnPage = (url: string) => new URL(url).pathname === '/auth/federated';

/** Start → provider page → submit e-mail and name → callback → /auth/federated?code=… */
async function federatedSignIn(provider: 'google' | 'apple', email: string, options: { action?: 'continue' | 'cancel'; next?: string } = {}) {
  const browser = new Browser();
  const page = await browser.follow(`/api/auth/v1/federated/${provider}/start?next=${encodeURIComponent(options.next ?? '/vault')}`);
  expect(page.response.status).toBe(200);
  expect(new URL(page.url).pathname).toMatch(/^\/oidc\/interaction\//);
  const html = await page.response.text();
  const submitted = await browser.go(page.url, { method: 'POST', form: { email, name: 'Casey Cooper', action: options.action ?? 'continue' } });
  const landed = await browser.follow(new URL(submitted.headers.get('location')!, page.url).href, atReturnPage);
  return { browser, html, landed: new URL(landed.url) };
}

async function exchange(code: string) {
  return t.post<{ tokens?: Tokens; challengeName?: string } & ErrorBody>('/api/auth/v1/federated/exchange', { code });
}

describe('federated sign-in with the local provider', () => {
  it('lists Google and Apple as local stand-ins', async () => {
    const response = await t.get<{ providers: Array<{ provider: string; kind: string; startUrl: string }> }>('/api/auth/v1/federated/providers');
    expect(response.body.providers).toEqual([
      { provider: 'google', name: 'Google', kind: 'local', startUrl: '/api/auth/v1/federated/google/start' },
      { provider: 'apple', name: 'Apple', kind: 'local', startUrl: '/api/auth/v1/federated/apple/start' },
    ]);
  });

  it('runs the code flow with PKCE and lands on /auth/federated with a one-time code', async () => {
    const start = await new Browser().go(`${t.baseUrl}/api/auth/v1/federated/google/start`);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.pathname).toBe('/oidc/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(start.headers.getSetCookie()[0]).toMatch(/^cm_federated_google=.+HttpOnly.+SameSite=Lax/);

    const email = buildEmail('google');
    const { html, landed } = await federatedSignIn('google', email, { next: '/producers/glen-aurora' });
    expect(html).toContain('Sign in with Google');
    expect(landed.searchParams.get('next')).toBe('/producers/glen-aurora');
    const code = landed.searchParams.get('code')!;
    const signedIn = await exchange(code);
    expect(signedIn.status).toBe(200);
    const info = await t.get<Record<string, unknown>>('/api/account/v1/user-info', { token: signedIn.body.tokens!.idToken });
    expect(info.body).toMatchObject({ cognitoEmail: email, federatedUser: true, federatedProvider: 'google', allowPasswordReset: false });

    const again = await exchange(code);
    expect(again.body.code).toBe('NotAuthorizedException');
    const reset = await t.get<{ resetPassword: boolean }>(`/api/common/v1/password-reset?email=${encodeURIComponent(email)}`);
    expect(reset.body).toEqual({ resetPassword: false });
  });

  it('signs the same provider identity into the same account; Apple works too', async () => {
    const email = buildEmail('apple');
    const first = await exchange((await federatedSignIn('apple', email)).landed.searchParams.get('code')!);
    const second = await exchange((await federatedSignIn('apple', email)).landed.searchParams.get('code')!);
    const [a, b] = await Promise.all([
      t.get<{ publicPk: string; federatedProvider: string }>('/api/account/v1/user-info', { token: first.body.tokens!.idToken }),
      t.get<{ publicPk: string }>('/api/account/v1/user-info', { token: second.body.tokens!.idToken }),
    ]);
    expect(a.body.publicPk).toBe(b.body.publicPk);
    expect(a.body.federatedProvider).toBe('apple');
  });

  it('links to an existing password account with the same verified e-mail', async () => {
    const user = await buildConfirmedUser(t);
    const signedIn = await exchange((await federatedSignIn('google', user.email)).landed.searchParams.get('code')!);
    const info = await t.get<{ publicPk: string; federatedUser: boolean; allowPasswordReset: boolean }>('/api/account/v1/user-info', { token: signedIn.body.tokens!.idToken });
    expect(info.body).toMatchObject({ publicPk: user.userPk, federatedUser: true, allowPasswordReset: true });
  });

  it('reports a cancelled sign-in as access_denied', async () => {
    const { landed } = await federatedSignIn('google', buildEmail(), { action: 'cancel' });
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('code')).toBeNull();
  });

  it('refuses a callback from another browser (no binding cookie) and a replayed callback', async () => {
    const browser = new Browser();
    const page = await browser.follow('/api/auth/v1/federated/google/start');
    const submitted = await browser.go(page.url, { method: 'POST', form: { email: buildEmail(), name: 'Eve', action: 'continue' } });
    const callback = await browser.follow(new URL(submitted.headers.get('location')!, page.url).href, (url) => url.includes('/federated/google/callback'));
    const stranger = await new Browser().go(callback.url);
    expect(new URL(stranger.headers.get('location')!).searchParams.get('error')).toBe('invalid_state');
    // The stranger did not spend the flow: the browser that started it still completes it, once.
    const own = await browser.go(callback.url);
    expect(new URL(own.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const replay = await browser.go(callback.url);
    expect(new URL(replay.headers.get('location')!).searchParams.get('error')).toBe('invalid_state');
  });

  it('keeps the return path on this site', async () => {
    const { landed } = await federatedSignIn('google', buildEmail(), { next: 'https://evil.example/steal' });
    expect(landed.searchParams.get('next')).toBe('/');
  });

  it('the provider page refuses an invalid e-mail and shows the form again', async () => {
    const browser = new Browser();
    const page = await browser.follow('/api/auth/v1/federated/apple/start');
    const refused = await browser.go(page.url, { method: 'POST', form: { email: 'not-an-email', name: 'X', action: 'continue' } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter a valid e-mail address.');
  });

  it('asks for the authenticator code when the federated account has MFA on', async () => {
    const email = buildEmail('mfa');
    const first = await exchange((await federatedSignIn('google', email)).landed.searchParams.get('code')!);
    const token = first.body.tokens!.idToken;
    const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token });
    await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token });
    const second = await exchange((await federatedSignIn('google', email)).landed.searchParams.get('code')!);
    expect(second.body).toMatchObject({ challengeName: 'SOFTWARE_TOKEN_MFA' });
    const session = (second.body as unknown as { session: string }).session;
    const done = await t.post<{ tokens: Tokens }>('/api/auth/v1/confirm-sign-in', { session, code: await totpCode(associated.body.secretCode, 1) });
    expect(done.body.tokens.idToken).toBeDefined();
  });
});

describe.runIf(process.env.DATABASE_URL)('the local provider across instances on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    // Same deployment: same database, same public address, its own process state.
    other = await startTestApp({ DATABASE_URL: t.context.config.DATABASE_URL!, PUBLIC_URL: t.baseUrl.replace('127.0.0.1', 'localhost') });
  });
  afterAll(async () => other?.close());

  it('finishes on the second instance a sign-in the first one started', async () => {
    const browser = new Browser();
    const page = await browser.follow('/api/auth/v1/federated/google/start');
    expect(new URL(page.url).pathname).toMatch(/^\/oidc\/interaction\//);
    // The provider page is answered by the other instance: it must find the interaction and its cookie's keys.
    const email = buildEmail('elsewhere');
    const submitted = await browser.go(`${other.baseUrl}${new URL(page.url).pathname}`, { method: 'POST', form: { email, name: 'Casey', action: 'continue' } });
    expect(submitted.status).toBeGreaterThanOrEqual(300);
    const callback = await browser.follow(new URL(submitted.headers.get('location')!, page.url).href, (url) => url.includes('/federated/google/callback'));
    // The callback lands on the other instance too: it redeems the authorization code the first issued.
    const onOther = new URL(callback.url);
    const landed = await browser.follow(`${other.baseUrl}${onOther.pathname}${onOther.search}`, atReturnPage);
    const code = new URL(landed.url).searchParams.get('code');
    expect(code).toBeTruthy();
    const signedIn = await t.post<{ tokens: Tokens }>('/api/auth/v1/federated/exchange', { code });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const info = await t.get<{ cognitoEmail: string }>('/api/account/v1/user-info', { token: signedIn.body.tokens.idToken });
    expect(info.body.cognitoEmail).toBe(email);
  });
});

