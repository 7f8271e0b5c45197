import { htmlAttribute, matchPattern } from './page-preload';

/**
 * The built index.html, cut once at start where each page's own tags go: its largest picture just
 * before the entry script (the browser's preload scanner meets it first; it is small), its chunks
 * after the entry and the stylesheet (which must not queue behind them on the six connections of
 * HTTP/1.1), and the preloaded data right after the app's root element.
 */
export interface PageTemplate {
  parts: [string, string, string, string];
}

export interface PageTags {
  beforeEntry: string;
  endOfHead: string;
  afterRoot: string;
}

/** The build's inline matcher that preloads the page's chunks (vite.config.ts); the server does its job. */
const ROUTE_CHUNK_SCRIPT = /[ \t]*<script id="cm-route-chunks">[\s\S]*?<\/script>\n?/;
const ROOT = '<div id="root"></div>';

export function parseTemplate(html: string, serverLinks: boolean): PageTemplate {
  const source = serverLinks ? html.replace(ROUTE_CHUNK_SCRIPT, '') : html;
  const headEnd = Math.max(source.indexOf('</head>'), 0);
  const entry = source.search(/<script type="module"/);
  const beforeEntry = entry >= 0 && entry < headEnd ? entry : headEnd;
  const rootIndex = source.indexOf(ROOT);
  const afterRoot = rootIndex >= 0 ? rootIndex + ROOT.length : Math.max(source.indexOf('</body>'), headEnd);
  return { parts: [source.slice(0, beforeEntry), source.slice(beforeEntry, headEnd), source.slice(headEnd, afterRoot), source.slice(afterRoot)] };
}

export function renderTemplate(template: PageTemplate, tags: PageTags): string {
  const [start, head, body, end] = template.parts;
  return `${start}${tags.beforeEntry}${head}${tags.endOfHead}${body}${tags.afterRoot}${end}`;
}

/**
 * Each page's own chunks and styles, as written by the build (`route-chunks.json`): file names, and
 * for each route pattern the indexes of what it needs beyond the entry, static segments first.
 */
export interface RouteChunks {
  files: string[];
  routes: Array<[string, number[]]>;
}

export function isRouteChunks(value: unknown): value is RouteChunks {
  const candidate = value as RouteChunks | null;
  return (
    !!candidate &&
    Array.isArray(candidate.files) &&
    candidate.files.every((file) => typeof file === 'string') &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every((route) => Array.isArray(route) && typeof route[0] === 'string' && Array.isArray(route[1]))
  );
}

/** `<link>`s that fetch the page's code and styles alongside the entry, as the router would later. */
export function routeChunkLinks(chunks: RouteChunks, pathname: string): string {
  const route = chunks.routes.find(([pattern]) => matchPattern(`/${pattern}`, pathname) !== null);
  if (!route) return '';
  return route[1]
    .map((index) => chunks.files[index])
    .filter((file): file is string => typeof file === 'string')
    .map((file) => {
      const href = htmlAttribute(`/${file}`);
      // crossorigin as Vite's loader requests them, or the browser would fetch them twice.
      return file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`;
    })
    .join('\n    ');
}

export function imagePreloadLink(src: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${htmlAttribute(src)}">`;
}
