import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 10, the web findings (5, 10, 11): each test fails on the code before its fix. */

const PUBLIC_URL = 'https://market.caskmark.example';
const PUBLIC_RPC = 'https://rpc.caskmark.example/v1';

describe('finding 11: production chain RPC, framable docs, cross-site newsletter posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's shape: the dev chain runs but the /dev routes (and so the RPC proxy) are off.
    t = await startTestApp({ PUBLIC_URL, CHAIN_MODE: 'dev', ENABLE_DEV_ROUTES: 'false', CHAIN_PUBLIC_RPC_URL: PUBLIC_RPC });
  });
  afterAll(async () => t?.close());

  it('finding 11: chain-config names the configured browser RPC, or none, never the /dev proxy the server does not serve', async () => {
    expect((await t.post('/dev/chain-rpc', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).status).toBe(404);
    const configured = await t.get<{ rpcUrl: string | null; mode: string }>('/services/utility/v1/chain-config');
    expect(configured.status).toBe(200);
    expect(configured.body.rpcUrl).toBe(PUBLIC_RPC);

    const saved = t.context.config.CHAIN_PUBLIC_RPC_URL;
    t.context.config.CHAIN_PUBLIC_RPC_URL = undefined;
    try {
      const none = await t.get<{ rpcUrl: string | null; mode: string }>('/services/utility/v1/chain-config');
      expect(none.body.rpcUrl).toBeNull();
    } finally {
      t.context.config.CHAIN_PUBLIC_RPC_URL = saved;
    }
  });

  it('finding 11: /api/docs cannot be framed', async () => {
    const docs = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    expect(docs.headers.get('x-frame-options')).toBe('DENY');
    expect(docs.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const page = await fetch(`${t.baseUrl}/api/docs/static/index.html`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('finding 11: the newsletter refuses cross-site form posts and foreign origins, and still takes JSON from the site', async () => {
    const url = `${t.baseUrl}/api/communication/v1/newsletter`;
    const form = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'email=victim%40example.com&partner=',
    });
    expect(form.status).toBe(403);
    const formNoOrigin = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=victim%40example.com&partner=' });
    expect(formNoOrigin.status).toBe(415);
    const plain = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"email":"victim@example.com","partner":""}' });
    expect(plain.status).toBe(415);
    const foreignJson = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'victim@example.com', partner: '' }),
    });
    expect(foreignJson.status).toBe(403);

    const own = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: PUBLIC_URL }, body: JSON.stringify({ email: 'reader@example.com', partner: '' }) });
    expect(own.status).toBe(201);
    const sameHost = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: t.baseUrl }, body: JSON.stringify({ email: 'reader2@example.com', partner: '' }) });
    expect(sameHost.status).toBe(201);
  });
});
