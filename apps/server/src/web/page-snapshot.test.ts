import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  blockingStylesheets,
  deferredCode,
  loadSnapshotRenderer,
  nonBlockingStylesheets,
  RenderBudget,
  snapshotEntryPath,
} from './page-snapshot';

const HEAD =
  '<head>\n    <script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">\n' +
  '    <link rel="preload" as="style" crossorigin href="/assets/index-C.css"' +
  ' onload="this.onload=null;this.rel=\'stylesheet\'">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/page-D.js">\n' +
  '    <link rel="preload" as="style" crossorigin href="/assets/page-E.css">\n' +
  '    <link rel="preload" as="image" fetchpriority="high" href="/media/bottle.svg?a=1&amp;b=2">\n';

describe('a page head with a server-written first screen', () => {
  it('applies its stylesheets before the first paint and leaves the picture preload alone', () => {
    const head = blockingStylesheets(HEAD);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/page-E.css">');
    expect(head).not.toContain('as="style"');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high"');
  });

  it('with its CSS inlined, loads every stylesheet without blocking, the route\'s as the app\'s', () => {
    const head = nonBlockingStylesheets(HEAD)!;
    const handler = ' onload="this.onload=null;this.rel=\'stylesheet\'">';
    expect(head).toContain(`<link rel="preload" as="style" crossorigin href="/assets/index-C.css"${handler}`);
    expect(head).toContain(`<link rel="preload" as="style" crossorigin href="/assets/page-E.css"${handler}`);
    expect(head).not.toContain('rel="stylesheet"');
    expect(nonBlockingStylesheets('<link rel="preload" as="style" href="/assets/a.css">')).toBeNull();
  });

  it('names its code in a data block instead of fetching it alongside the first paint', () => {
    const code = deferredCode(HEAD)!;
    expect(code.head).not.toMatch(/modulepreload|type="module"/);
    expect(code.head).toContain('index-C.css');
    const json = /<script type="application\/json" id="cm-deferred-code">(.*)<\/script>/.exec(code.block)![1]!;
    expect(JSON.parse(json)).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/runtime-B.js', '/assets/page-D.js'],
    });
  });

  it('a head without an entry script is left as it is', () => {
    expect(deferredCode('<head><title>x</title>')).toBeNull();
  });
});

describe('RenderBudget', () => {
  it('grants a number of renders per second of real time, then none until the next second', () => {
    let now = 10_000;
    const budget = new RenderBudget(2, () => now);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    now += 999;
    expect(budget.take()).toBe(false);
    now += 1;
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
  });
});

describe('loadSnapshotRenderer', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'caskmark-snapshot-'));
  const webDist = path.join(root, 'dist');
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => warnings.push(message) };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('without a build there is no renderer, and it says so', async () => {
    expect(await loadSnapshotRenderer(webDist, log)).toBeNull();
    expect(warnings.at(-1)).toMatch(/not built/);
  });

  it('a render that throws is a page without its first screen, not an error page', async () => {
    const file = snapshotEntryPath(webDist);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      'export async function renderSnapshot(request) {' +
        ' if (request.url === "/bad") throw new Error("boom");' +
        ' return `<p>${request.url} ${request.responses.length} ${request.serverNow}</p>`; }',
    );
    const render = (await loadSnapshotRenderer(webDist, log))!;
    expect(await render({ url: '/listings', responses: [{ url: '/api/x', body: 1 }], serverNow: 5 })).toBe(
      '<p>/listings 1 5</p>',
    );
    expect(await render({ url: '/bad', responses: [], serverNow: 5 })).toBeNull();
    expect(warnings.at(-1)).toMatch(/render failed/);
  });
});
