import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { App } from '../platform/module';
import { webAppCsp } from './content-security-policy';
import { FirstScreenCss, markupClasses, stylesheetHrefs } from './first-screen-css';
import { matchPattern, PreloadCache, type CachedPreload, type PreloadPage } from './page-preload';
import { imagePreloadLink, isRouteChunks, parseTemplate, renderTemplate, routeChunkLinks, type RouteChunks } from './page-preload-html';
import { preloadPages } from './page-preload-routes';
import {
  blockingStylesheets,
  deferredCode,
  firstScreenStyle,
  loadSnapshotRenderer,
  nonBlockingStylesheets,
  RenderBudget,
  snapshotElement,
} from './page-snapshot';

const API_PREFIXES = ['/api/', '/services/', '/graphql', '/dev/', '/media/', '/healthz', '/oidc/', '/metrics', '/livez', '/readyz'];
/**
 * A page's preload (and first screen) is reused this long (real time): a rush on one release costs one
 * set of reads and one render per interval, and a visitor never sees a sale older than that (issue 17).
 */
const PRELOAD_TTL_MS = 1_000;
/** First screens written per second at most; past that, pages are sent without one (decision 367). */
const SNAPSHOTS_PER_SECOND = 10;
const PRELOAD_MAX_PAGES = 500;
/** Past this the page is sent without its data (it fetches it itself) rather than keeping the visitor waiting. */
const PRELOAD_BUDGET_MS = 1_000;

export function resolveWebDist(context: AppContext): string {
  if (context.config.WEB_DIST_DIR) return path.resolve(context.config.WEB_DIST_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist'), path.resolve('apps/web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html'))) ?? candidates[0];
}

function readRouteChunks(root: string): RouteChunks | null {
  const file = path.join(root, '.vite', 'route-chunks.json');
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isRouteChunks(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built single-page app: hashed assets cached for a year (pre-compressed .br/.gz files
 * are used when present), index.html never cached, and every unknown page path answered with
 * index.html so the client router shows the page or its not-found screen. Page answers carry the
 * page's chunks, its first screen's data and its largest picture (decision 110).
 */
export async function registerWebApp(app: App, context: AppContext) {
  const root = resolveWebDist(context);
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built (${indexPath} is missing). Run "npm run build".`);
  }
  const chunks = readRouteChunks(root);
  const template = parseTemplate(readFileSync(indexPath, 'utf8'), chunks !== null);
  // The policy is computed once from the page itself: what the server adds per request (links and a
  // JSON data block) runs no script (decision 160).
  const policy = webAppCsp({ html: template.parts.join(''), connectSources: webAppConnectSources(context) });
  const pages = preloadPages(context);
  const cache = new PreloadCache(PRELOAD_TTL_MS, PRELOAD_MAX_PAGES);
  const renderSnapshot = context.config.PAGE_SNAPSHOTS ? await loadSnapshotRenderer(root, context.log) : null;
  const budget = new RenderBudget(SNAPSHOTS_PER_SECOND);
  const firstScreenCss = new FirstScreenCss(root);
  const head = template.parts[0] + template.parts[1];
  // The classes the head's inline script gives <html> (cm-signed-in, cm-splash) are among its words.
  const headWords = markupClasses(head);
  /** The stylesheets a page links: the app's, then its route's (their order is the cascade's). */
  const pageStylesheets = (pathname: string) =>
    stylesheetHrefs(head + (chunks ? routeChunkLinks(chunks, pathname) : ''));
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  const preloadFor = async (url: URL): Promise<{ preload: CachedPreload; cached: boolean } | null> => {
    const plan = findPlan(pages, url.pathname, url.searchParams);
    if (!plan) return null;
    const address = `${url.pathname}${url.search}`;
    const load = async () => {
      const preload = await plan.load();
      const snapshotHtml = renderSnapshot && budget.take()
        ? await renderSnapshot({ url: address, responses: preload.responses, serverNow: context.clock.nowMs() })
        : null;
      const snapshotCss = snapshotHtml
        ? firstScreenCss.forMarkup(pageStylesheets(url.pathname), snapshotHtml, headWords)
        : null;
      return { ...preload, snapshotHtml, snapshotCss };
    };
    // A moved business clock (POST /dev/clock) changes every answer: it starts a new cache generation.
    // The address is part of the key when pages carry a snapshot (it renders the address as asked).
    const key = `${plan.key}${renderSnapshot ? ` ${address}` : ''} @${context.clock.offset}`;
    const { promise, cached } = cache.get(key, load);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), PRELOAD_BUDGET_MS);
    });
    try {
      const preload = await Promise.race([promise, late]);
      if (!preload) context.log.warn({ page: url.pathname }, 'page preload took too long; sent the page without it');
      return preload ? { preload, cached } : null;
    } catch (error) {
      context.log.warn({ err: error, page: url.pathname }, 'page preload failed; sent the page without it');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://page.invalid');
    const found = request.method === 'GET' ? await preloadFor(url) : null;
    const chunkLinks = chunks ? routeChunkLinks(chunks, url.pathname) : '';
    // serverNow lets countdowns start on the server clock; `stale` asks the page to refresh data an earlier request computed.
    const data = found
      ? `{"serverNow":${context.clock.nowMs()},"stale":${found.cached},"responses":${found.preload.responsesJson}}`
      : null;
    const snapshot = found?.preload.snapshotHtml;
    // Written only with a snapshot (load above).
    const css = found?.preload.snapshotCss ?? null;
    const page = renderTemplate(template, {
      beforeEntry: found?.preload.lcpImage ? `${imagePreloadLink(found.preload.lcpImage)}\n    ` : '',
      endOfHead: (chunkLinks ? `  ${chunkLinks}\n  ` : '') + (css !== null ? `  ${firstScreenStyle(css)}\n  ` : ''),
      afterRoot:
        (snapshot ? snapshotElement(snapshot) : '') +
        (data ? `\n    <script type="application/json" id="cm-preload">${data}</script>` : ''),
    });
    const html = snapshot ? withSnapshotHead(page, css !== null) : page;
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy)
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/', { schema: { hide: true } }, sendPage);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return false;
    if (/\.[a-z0-9]{2,5}(\?|$)/i.test(url.split('?')[0])) return false;
    await sendPage(request, reply);
    return true;
  };
}

/**
 * A page with a snapshot paints it with the CSS it uses inlined (decision 369), or else with its
 * stylesheets applied first, and fetches its code after that first paint (page-snapshot.ts); the
 * code's block goes at the end of the body, before the loader.
 */
function withSnapshotHead(page: string, cssInlined: boolean): string {
  const headEnd = page.indexOf('</head>');
  const bodyEnd = page.lastIndexOf('<script>');
  if (headEnd < 0 || bodyEnd < headEnd) return page;
  const code = deferredCode(page.slice(0, headEnd));
  if (!code) return page;
  const body = page.slice(headEnd, bodyEnd);
  const head = (cssInlined ? nonBlockingStylesheets(code.head) : null) ?? blockingStylesheets(code.head);
  return `${head}${body}${code.block.trimStart()}\n    ${page.slice(bodyEnd)}`;
}

/** The browser's chain RPC (CHAIN_PUBLIC_RPC_URL) and the configured extras (wallet relays). */
function webAppConnectSources(context: AppContext): string[] {
  const sources = [...context.config.CSP_CONNECT_SRC];
  if (context.config.CHAIN_PUBLIC_RPC_URL) sources.push(new URL(context.config.CHAIN_PUBLIC_RPC_URL).origin);
  return sources;
}

function findPlan(pages: PreloadPage[], pathname: string, query: URLSearchParams) {
  for (const page of pages) {
    const params = matchPattern(page.pattern, pathname);
    if (params) return page.plan(params, query);
  }
  return null;
}
