import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type ModuleContext = Pick<Rolldown.PluginContext, 'getModuleInfo' | 'resolve'>;

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g;

/** `a, b as c` → [['a', 'a'], ['b', 'c']] (imported or local name first, the name it takes second). */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((item) => {
      const [from, as = from] = item.split(/\s+as\s+/);
      return [from!.trim(), as.trim()];
    });
}

/** A module that only gathers other modules' exports (`@mantine/core`'s index): no code of its own. */
function isBarrel(code: string | null): boolean {
  if (!code) return false;
  const rest = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .replace(/import\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?/g, '')
    .replace(/export\s*\{[^}]*\}\s*(from\s*["'][^"']+["'])?;?/g, '');
  return rest.trim() === '';
}

/**
 * Modules reachable from `start` through static imports, the way the bundler keeps them: importing a
 * name from a barrel reaches the module that defines it, not everything the barrel lists.
 */
async function reachable(context: ModuleContext, start: string): Promise<Set<string>> {
  const resolved = new Map<string, Promise<string | null>>();
  const resolve = (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) {
      const id = context.resolve(source, importer).then(
        (result) => (result && !result.external ? result.id : null),
        () => null,
      );
      resolved.set(key, id);
    }
    return resolved.get(key)!;
  };
  /** The module defining `name` as exported by `barrel`, or null when the barrel does not say plainly. */
  const definingModule = async (barrel: string, name: string, depth = 0): Promise<string | null> => {
    const code = context.getModuleInfo(barrel)?.code ?? '';
    const locals = new Map<string, [string, string]>();
    for (const match of code.matchAll(NAMED_IMPORT)) for (const [imported, local] of specifiers(match[1]!)) locals.set(local, [match[2]!, imported]);
    for (const match of code.matchAll(EXPORT_LIST)) {
      for (const [local, exported] of specifiers(match[1]!)) {
        if (exported !== name) continue;
        const [source, imported] = match[2] ? [match[2], local] : (locals.get(local) ?? []);
        if (!source || !imported) return null;
        const target = await resolve(source, barrel);
        if (!target) return null;
        return isBarrel(context.getModuleInfo(target)?.code ?? null) && depth < 4 ? definingModule(target, imported, depth + 1) : target;
      }
    }
    return null;
  };
  const edges = async (id: string): Promise<string[]> => {
    const info = context.getModuleInfo(id);
    if (!info) return [];
    const named = new Map<string, string[]>();
    for (const match of (info.code ?? '').matchAll(NAMED_IMPORT)) {
      const target = await resolve(match[2]!, id);
      if (target) named.set(target, [...(named.get(target) ?? []), ...specifiers(match[1]!).map(([imported]) => imported)]);
    }
    const result: string[] = [];
    for (const imported of info.importedIds) {
      const names = named.get(imported);
      if (!names || !isBarrel(context.getModuleInfo(imported)?.code ?? null)) {
        result.push(imported);
        continue;
      }
      const targets = await Promise.all(names.map((name) => definingModule(imported, name)));
      // Anything unclear counts the whole barrel: grouping a little more is safe, less is not.
      result.push(...(targets.every((target) => target !== null) ? (targets as string[]) : [imported]));
    }
    return result;
  };
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(await edges(id)));
  }
  return seen;
}

/**
 * Left to itself the bundler gives each lazy page a score of sub-kilobyte chunks (Button, Text,
 * Badge, price, countdown...), one for each set of pages sharing them, each a round trip: on a phone
 * over HTTP/1.1, six at a time, they held the first screen back by most of a second (decision 111).
 * What two or more of the pages visitors land on share goes into one `first-screen` chunk instead.
 * What one landing page alone reaches, beyond its own module, goes into one `<page>-parts` chunk,
 * even where a later lazy chunk also uses it (the marketplace's Accordion and inputs, the release
 * page's skeleton): the marketplace used to wait on some twenty such files (decision 130). A lazy page
 * sharing one of them loads that parts chunk too, which costs less than the round trips did; it never
 * loads another landing page's own code. What a landing page shares with the lazy parts every page
 * fetches once idle (toasts, cookie banner, search, menu) goes into `first-screen`, so those parts
 * never pull in a page's parts chunk.
 * Lazy parts (history table, drawers) are dynamic imports and stay apart. Each set is closed under
 * imports (whatever a shared module imports is shared too), so the chunks only depend on the entry
 * and on `first-screen`.
 */
export function firstScreenChunks(
  root: string,
  pageModules: string[],
  /** Lazy parts every page fetches once idle (toasts, cookie banner, overlays): what they share with a landing page is shared by all. */
  idleModules: string[] = [],
  /**
   * Pages visitors reach from a shared link (an edition, a listing, a vault): what they need beyond the
   * entry, `first-screen` and the landing pages' parts goes into `<page>-parts`, `deep-link-parts` or
   * `deep-link-shared` (see below) instead of a score of small files (decision 366).
   */
  deepLinkModules: string[] = [],
): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const pages = pageModules.map((module) => path.resolve(root, module));
  const idle = idleModules.map((module) => path.resolve(root, module));
  const deepLinks = deepLinkModules.map((module) => path.resolve(root, module));
  /** Module id → the landing pages that reach it through static imports. */
  const reachedBy = new Map<string, Set<string>>();
  /** Module id → the deep-link pages that reach it through static imports. */
  const deepReachedBy = new Map<string, Set<string>>();
  /** Modules one of the idle parts reaches. */
  const reachedWhenIdle = new Set<string>();
  /** Modules the landing pages' lazy parts (drawers, dialogs) reach. */
  const reachedByOtherLazy = new Set<string>();

  const plugin: Plugin = {
    name: 'caskmark-first-screen-chunks',
    apply: 'build',
    async buildEnd(error) {
      reachedBy.clear();
      deepReachedBy.clear();
      reachedWhenIdle.clear();
      reachedByOtherLazy.clear();
      if (error) return;
      for (const page of pages) {
        for (const id of await reachable(this, page)) reachedBy.set(id, new Set([...(reachedBy.get(id) ?? []), page]));
      }
      for (const page of deepLinks) {
        if (!this.getModuleInfo(page)) continue;
        for (const id of await reachable(this, page)) {
          deepReachedBy.set(id, new Set([...(deepReachedBy.get(id) ?? []), page]));
        }
      }
      for (const module of idle) {
        if (this.getModuleInfo(module)) for (const id of await reachable(this, module)) reachedWhenIdle.add(id);
      }
      // What the landing pages load later (drawers, dialogs) must not pull in a deep-link page's parts.
      const lazyQueue = [...reachedBy.keys(), ...reachedWhenIdle];
      const lazyEntries = new Set<string>();
      while (lazyQueue.length) {
        for (const lazy of this.getModuleInfo(lazyQueue.pop()!)?.dynamicallyImportedIds ?? []) {
          if (lazyEntries.has(lazy) || pages.includes(lazy) || deepLinks.includes(lazy)) continue;
          lazyEntries.add(lazy);
          for (const reached of await reachable(this, lazy)) {
            if (!reachedByOtherLazy.has(reached)) lazyQueue.push(reached);
            reachedByOtherLazy.add(reached);
          }
        }
      }
    },
  };
  /** Whether `page` alone, of the pages `reach` records, reaches module `id`. */
  const onlyBy = (id: string, page: string, reach = reachedBy) => {
    const by = reach.get(id);
    return by?.size === 1 && by.has(page);
  };
  const partsName = (page: string) => `${path.basename(page).replace(/\.[jt]sx?$/, '')}-parts`;
  const groups: Rolldown.CodeSplittingGroup[] = [
    {
      name: 'first-screen',
      priority: 5,
      test: (id) => (reachedBy.get(id)?.size ?? 0) >= 2 || (reachedBy.has(id) && reachedWhenIdle.has(id)),
    },
    ...pages.map((page) => ({
      name: partsName(page),
      priority: 5,
      test: (id: string) => id !== page && onlyBy(id, page),
    })),
  ];
  /**
   * Deep-link modules go to one of three chunks, each importing only the ones after it (and the entry,
   * `first-screen` and the landing pages' parts): `<page>-parts` (one deep-link page's), `deep-link-parts`
   * (two or more of them), `deep-link-shared` (also a landing page's drawers, dialogs or idle parts,
   * which then load that chunk and never a page's parts). A group also takes the imports of what it
   * takes, unless a group before it took them: hence the priorities, the shared one first.
   */
  const deepOnly = (id: string) => deepReachedBy.has(id) && !reachedBy.has(id) && !deepLinks.includes(id);
  const sharedLater = (id: string) => reachedWhenIdle.has(id) || reachedByOtherLazy.has(id);
  if (deepLinks.length) {
    groups.push(
      { name: 'deep-link-shared', priority: 3, test: (id) => deepOnly(id) && sharedLater(id) },
      {
        name: 'deep-link-parts',
        priority: 2,
        test: (id) => deepOnly(id) && !sharedLater(id) && deepReachedBy.get(id)!.size >= 2,
      },
      ...deepLinks.map((page) => ({
        name: partsName(page),
        priority: 1,
        test: (id: string) => deepOnly(id) && !sharedLater(id) && onlyBy(id, page, deepReachedBy),
      })),
    );
  }
  return { plugin, groups };
}
