// The server's import direction (docs/decisions/200): platform ← domains ← flows ← app wiring.
// A "room" is `platform` (with config.ts and context.ts, the ground floor), one folder of
// `modules/<domain>`, one folder of `flows/<flow>`, or `app` (everything else under src: app.ts,
// main.ts, the module list, graphql, seed, web). The rule reports an import when
//   - platform imports a domain, a flow or the app;
//   - a domain imports a flow or the app;
//   - a flow imports the app;
//   - the import is an edge of a circle between rooms (domain ↔ domain, flow ↔ flow, ...).
// Circles need the whole graph, so the rule reads every source file of the server once per lint run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT_PATTERN = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const LEVEL = { platform: 0, domain: 1, flow: 2, app: 3 };

/** The src folder of the server a file belongs to, or null for files outside it. */
function srcRootOf(file) {
  const marker = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at === -1 ? null : file.slice(0, at + marker.length - 1);
}

/** { name, level } of a file under `srcRoot`. */
export function roomOf(srcRoot, file) {
  const relative = path.relative(srcRoot, file).split(path.sep);
  const [top, second] = relative;
  if (top === 'platform' || (relative.length === 1 && ['config.ts', 'context.ts'].includes(top))) return { name: 'platform', level: LEVEL.platform };
  if (top === 'modules' && relative.length > 2) return { name: `modules/${second}`, level: LEVEL.domain };
  if (top === 'flows' && relative.length > 2) return { name: `flows/${second}`, level: LEVEL.flow };
  return { name: 'app', level: LEVEL.app };
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return `${base}.ts`;
}

export function importsOf(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2];
    const target = resolveImport(file, specifier);
    if (target) found.push({ specifier, target });
  }
  return found;
}

function listSources(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...listSources(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Room edges of the whole server, and the set of edges ("a→b") that lie on a circle. */
function cyclicEdges(srcRoot) {
  const edges = new Map();
  for (const file of listSources(srcRoot)) {
    const fromRoom = roomOf(srcRoot, file);
    const from = fromRoom.name;
    for (const { target } of importsOf(file, readFileSync(file, 'utf8'))) {
      const toRoom = roomOf(srcRoot, target);
      const to = toRoom.name;
      // Upward imports are reported on their own; circles are looked for among the others.
      if (to === from || toRoom.level > fromRoom.level) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  // Tarjan's strongly connected components: an edge inside a component of two or more rooms is on a circle.
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  const visit = (room) => {
    indexOf.set(room, index);
    low.set(room, index);
    index += 1;
    stack.push(room);
    onStack.add(room);
    for (const next of edges.get(room) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(room, Math.min(low.get(room), low.get(next)));
      } else if (onStack.has(next)) low.set(room, Math.min(low.get(room), indexOf.get(next)));
    }
    if (low.get(room) === indexOf.get(room)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== room);
      for (const m of members) component.set(m, members.length > 1 ? room : null);
    }
  };
  for (const room of edges.keys()) if (!indexOf.has(room)) visit(room);
  const cyclic = new Set();
  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (component.get(from) && component.get(from) === component.get(to)) cyclic.add(`${from}→${to}`);
    }
  }
  return cyclic;
}

const cache = new Map();

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the server rooms in one direction: platform ← domains ← flows ← app, without circles.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const srcRoot = srcRootOf(file);
    if (!srcRoot || /\.test\.tsx?$/.test(file)) return {};
    if (!cache.has(srcRoot)) cache.set(srcRoot, cyclicEdges(srcRoot));
    const cyclic = cache.get(srcRoot);
    const from = roomOf(srcRoot, file);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(file, specifier);
      if (!target) return;
      const to = roomOf(srcRoot, target);
      if (to.name === from.name) return;
      if (to.level > from.level) {
        context.report({ node, message: `${from.name} must not import ${to.name}: the direction is platform ← domains ← flows ← app (decision 200).` });
      } else if (cyclic.has(`${from.name}→${to.name}`)) {
        context.report({ node, message: `${from.name} → ${to.name} closes an import circle between rooms; move the shared part down or the work into a flow (decision 200).` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
