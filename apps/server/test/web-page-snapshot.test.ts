import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEditionNfts, buildRelease, buildReleasePack, buildUser, sellTo } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Pages with a server-written first screen (decision 367): the snapshot sits after the app's root,
 * the CSS it uses is inlined (decision 369), the code is named for the loader to fetch after it,
 * and the snapshot follows a sale within the page cache's second. The renderer here is a small module
 * in the place of the web build's (apps/web/dist-snapshot), so what is tested is the server's side.
 */
const LOADER = "(function () { var element = document.getElementById('cm-deferred-code'); })();";
const INDEX =
  '<!doctype html><html><head>\n' +
  '    <script type="module" crossorigin src="/assets/app.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime.js">\n' +
  '    <link rel="preload" as="style" crossorigin href="/assets/app.css"' +
  ' onload="this.onload=null;this.rel=\'stylesheet\'">\n' +
  '  </head>\n  <body>\n    <div id="root"></div>\n' +
  `    <script>${LOADER}</script>\n  </body></html>`;
const STYLESHEET =
  'main{display:block}.used{color:red}.unused{color:blue}' +
  '@media (min-width:40em){.used{color:pink}.unused{color:green}}@media print{.unused{display:none}}';

/** Writes what it was given: the address, the business clock and the edition's availability. */
const RENDERER = `
export async function renderSnapshot({ url, responses, serverNow }) {
  if (url.startsWith('/listings/broken')) throw new Error('this page cannot be written');
  const edition = responses.find((response) => response.url.startsWith('/api/release/v3/edition-nft'));
  const owner = edition ? edition.body.currentOwnerHandler ?? 'producer' : '';
  const state = edition ? edition.body.availability + ' ' + owner : 'no edition';
  const text = state + ' (' + responses.length + ' answers)';
  return '<main class="used" data-url="' + url + '" data-now="' + serverNow + '">' + text + '</main>';
}
`;

let t: TestApp;
let root: string;

async function page(address: string): Promise<{ html: string; csp: string }> {
  const response = await fetch(`${t.baseUrl}${address}`);
  expect(response.status).toBe(200);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

const snapshotOf = (html: string) => /<div id="cm-snapshot" aria-hidden="true" inert>(.*?)<\/div>/s.exec(html)?.[1];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'caskmark-snapshot-web-'));
  mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-snapshot'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX);
  writeFileSync(path.join(root, 'dist', 'assets', 'app.css'), STYLESHEET);
  writeFileSync(path.join(root, 'dist-snapshot', 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(root, 'dist-snapshot', 'entry-snapshot.js'), RENDERER);
  t = await startTestApp({ WEB_DIST_DIR: path.join(root, 'dist') }, { serveWeb: true });
});

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a page with its first screen written by the server', () => {
  it('sits after the root, carries the CSS it uses and fetches its code after the first paint', async () => {
    const { html, csp } = await page('/listings');
    const snapshot = snapshotOf(html)!;
    expect(snapshot).toMatch(
      /^<main class="used" data-url="\/listings" data-now="\d+">no edition \(\d+ answers\)<\/main>$/,
    );
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf('id="cm-snapshot"'));
    // The same answers the page embeds for the app.
    const preload = JSON.parse(/id="cm-preload">(.*?)<\/script>/s.exec(html)![1]!) as { responses: unknown[] };
    expect(snapshot).toContain(`(${preload.responses.length} answers)`);

    const head = html.slice(0, html.indexOf('</head>'));
    const css = /<style id="cm-first-screen-css">(.*?)<\/style>/s.exec(head)?.[1];
    expect(css).toBe('main{display:block}.used{color:red}@media (min-width:40em){.used{color:pink}}');
    // The stylesheet still loads, without blocking; the copy is last in the head (and in the cascade).
    const link = head.indexOf('<link rel="preload" as="style" crossorigin href="/assets/app.css" onload=');
    expect(link).toBeGreaterThan(0);
    expect(link).toBeLessThan(head.indexOf('<style id="cm-first-screen-css">'));
    expect(head.trimEnd().endsWith('</style>')).toBe(true);
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toMatch(/type="module"|modulepreload/);
    const code = /<script type="application\/json" id="cm-deferred-code">(.*?)<\/script>\s*<script>/s.exec(html);
    expect(JSON.parse(code![1]!)).toEqual({ entry: '/assets/app.js', preload: ['/assets/runtime.js'] });
    // The loader runs under the page's policy.
    const hash = createHash('sha256').update(LOADER, 'utf8').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
  });

  it('a page the server does not preload, or cannot write, is sent as before', async () => {
    for (const address of ['/about', '/listings?ordering=-valid_until']) {
      const { html } = await page(address);
      expect(snapshotOf(html)).toBeUndefined();
      expect(html).not.toContain('cm-first-screen-css');
      expect(html).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
      expect(html).not.toContain('id="cm-deferred-code"');
    }
    const broken = await page('/listings/broken');
    expect(snapshotOf(broken.html)).toBeUndefined();
    expect(broken.html).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
  });

  it('an edition sold after its page was written shows as sold within a second', async () => {
    const db = t.context.db;
    const collector = await buildUser(db, { handler: `snapshot_buyer_${Date.now()}` });
    const release = await buildRelease(db);
    const pack = await buildReleasePack(db, { releasePk: release.publicPk });
    const { nfts } = await buildEditionNfts(db, { pack, count: 1, priceCents: 4_000 });
    const address = `/marketplace/any-producer/${release.slug}/${nfts[0]!.publicPk}`;
    const before = snapshotOf((await page(address)).html)!;
    expect(before).toContain(`data-url="${address}"`);
    expect(before).toMatch(/>Available producer \(/);

    await sellTo(db, nfts, collector);
    // The page cache keeps an answer for a second from when its reads began: a page asked for a second
    // after the sale is written after it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = snapshotOf((await page(address)).html)!;
    expect(after).toContain(` ${collector.handler} (`);
    expect(after).not.toContain('>Available');
  });
});
