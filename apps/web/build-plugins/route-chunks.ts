import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Route patterns and page modules, read from the route table (`{ path: 'x', ...page(() => import('...')) }`). */
export function readRouteTable(routerFile: string): Array<{ segments: string[]; module: string }> {
  const source = readFileSync(routerFile, 'utf8');
  const entry = /\{\s*(?:index: true|path: '([^']*)'),\s*\.\.\.page\(\(\) => import\('([^']+)'\)\)/g;
  return [...source.matchAll(entry)]
    .filter((match) => match[1] !== '*')
    .map((match) => ({
      segments: (match[1] ?? '').split('/').filter(Boolean),
      module: path.resolve(path.dirname(routerFile), `${match[2]}.tsx`),
    }));
}

function staticSegments(pattern: string): number {
  return pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
}

/** For each route pattern, the files its page needs beyond the entry (indexes into `files`). */
export interface RouteChunkTable {
  files: string[];
  routes: Array<readonly [string, number[]]>;
}

export function routeChunkTable(bundle: Rollup.OutputBundle, routerFile: string): RouteChunkTable {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const collect = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, initial);
  const files: string[] = [];
  const indexOf = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
  const routes = readRouteTable(routerFile)
    .map(({ segments, module }) => {
      const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === module);
      if (!page) return null;
      const needed = new Set<string>();
      collect(page.fileName, needed);
      // The entry's own stylesheet is already in index.html.
      const scripts = [...needed].filter((file) => !initial.has(file));
      const styles = [...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
      return [segments.join('/'), [...scripts, ...styles].map(indexOf)] as const;
    })
    .filter((route) => route !== null)
    // Static segments win over parameters, as in the router.
    .sort((a, b) => staticSegments(b[0]) - staticSegments(a[0]));
  return { files, routes };
}

/**
 * The page's own chunk would only be requested once the entry has run and the router has matched.
 * The table goes to `.vite/route-chunks.json`, from which the server writes the page's `<link>`s into
 * each page answer (decision 110); where index.html is served as a plain file, a small inline script
 * (id `cm-route-chunks`, which the server removes) matches the address and adds the same links.
 */
export function preloadRouteChunks(): Plugin {
  let root = '';
  let outDir = '';
  let table: RouteChunkTable | null = null;
  return {
    name: 'caskmark-preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        table = routeChunkTable(context.bundle, path.join(root, 'src/app/router.tsx'));
        const script = `(function(){var f=${JSON.stringify(table.files)},r=${JSON.stringify(table.routes)},p=location.pathname.split('/').filter(Boolean);for(var i=0;i<r.length;i++){var s=r[i][0]?r[i][0].split('/'):[];if(s.length!==p.length)continue;for(var j=0;j<s.length&&(s[j][0]===':'||s[j]===p[j]);j++);if(j<s.length)continue;r[i][1].forEach(function(n){var l=document.createElement('link');if(/\\.css$/.test(f[n])){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href='/'+f[n];document.head.appendChild(l)});return}})();`;
        return html.replace('</head>', `  <script id="cm-route-chunks">${script}</script>\n  </head>`);
      },
    },
    writeBundle() {
      if (!table) return;
      mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      writeFileSync(path.join(outDir, '.vite', 'route-chunks.json'), JSON.stringify(table));
    },
  };
}
