import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerArtUrl, bottleArtUrl, bottleVideoUrl, brandLogoUrl } from '@caskmark/shared/catalogue/media-urls';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const bottle = { category: 'Whisky', producer: 'Glen Aurora', product: '18 Year Old <Sherry> & Cask', detail: '18 Years' };

describe('generated media', () => {
  it('serves bottle art as SVG with a year-long cache, the same for the same URL', async () => {
    const first = await t.get<string>(bottleArtUrl(bottle));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.body).toContain('<svg');
    expect(first.body).toContain('GLEN AURORA');
    expect(first.body).toContain('&lt;Sherry&gt; &amp;');
    expect(first.body).not.toContain('<Sherry>');
    expect((await t.get<string>(bottleArtUrl(bottle))).body).toBe(first.body);
    expect((await t.get<string>(bottleArtUrl({ ...bottle, category: 'Red Wine' }))).body).not.toBe(first.body);
  });

  it('animates the hover art and not the still', async () => {
    expect((await t.get<string>(bottleArtUrl(bottle))).body).not.toContain('<animate');
    expect((await t.get<string>(bottleVideoUrl(bottle))).body).toContain('<animate');
  });

  it('draws monograms and banners', async () => {
    const logo = await t.get<string>(brandLogoUrl({ name: 'Maison Corvel', category: 'Cognac' }));
    expect(logo.body).toContain('>MC<');
    const banner = await t.get<string>(bannerArtUrl({ title: 'Welcome to Caskmark', category: 'Wine', subtitle: 'News' }));
    expect(banner.status).toBe(200);
    expect(banner.body).toContain('Welcome to Caskmark');
    const decorative = await t.get<string>(bannerArtUrl({ category: 'Rum', seed: 'saltwind-rum' }));
    expect(decorative.status).toBe(200);
    expect(decorative.body).not.toContain('<text');
  });

  it('answers bad parameters with 400 field errors', async () => {
    const missing = await t.get<Record<string, unknown>>('/media/bottle.svg?category=whisky');
    expect(missing.status).toBe(400);
    expect(missing.body.producer).toBeDefined();
    expect((await t.get('/media/bottle.svg?category=beer&producer=a&product=b')).status).toBe(400);
    expect((await t.get(`/media/logo.svg?name=${'x'.repeat(200)}`)).status).toBe(400);
  });
});
