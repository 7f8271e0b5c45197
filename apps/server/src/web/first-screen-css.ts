import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * The part of the app's stylesheets a server-written first screen uses (decision 369), inlined in
 * the page so its first paint waits on no stylesheet: a rule is kept when one of its selectors names
 * only classes the page mentions; rules naming no class, @font-face, @keyframes and statements such
 * as @layer orders are always kept. The whole stylesheet still loads, without blocking, before the
 * app's code runs.
 */
type Piece =
  | { kind: 'rule'; classes: string[][]; css: string }
  | { kind: 'always'; css: string }
  | { kind: 'group'; open: string; children: Piece[] };

const CLASS = /\.((?:[A-Za-z_-]|\\.)(?:[\w-]|\\.)*)/g;
const WORD = /-?[A-Za-z_][\w-]*/g;
const URL_IN_CSS = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** Selector texts without what sits inside :not(), :is(), :where(), :has() (a class there is optional). */
function withoutFunctionalPseudos(selector: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i]!;
    if (char === '\\' && depth === 0) {
      out += selector.slice(i, i + 2);
      i += 1;
    } else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

function unescapeClass(name: string): string {
  return name.replace(/\\(.)/g, '$1');
}

/** The classes an element must carry for the selector to match anything (its top-level classes). */
export function requiredClasses(selector: string): string[] {
  const plain = withoutFunctionalPseudos(selector);
  return [...new Set([...plain.matchAll(CLASS)].map((match) => unescapeClass(match[1]!)))];
}

/** Every word of the page (class attributes, and classes scripts add by name such as cm-signed-in). */
export function markupClasses(html: string): Set<string> {
  return new Set(html.match(WORD) ?? []);
}

/** The stylesheets a page's head links, blocking or preloaded. */
export function stylesheetHrefs(head: string): string[] {
  const links = head.match(/<link\b[^>]*>/g) ?? [];
  return links
    .filter((tag) => /\brel="stylesheet"|\bas="style"/.test(tag))
    .map((tag) => /\bhref="([^"]+\.css)"/.exec(tag)?.[1])
    .filter((href): href is string => href !== undefined);
}

/** url() references relative to the stylesheet, rewritten to hold from the page's own address. */
function absoluteUrls(css: string, href: string): string {
  const base = new URL(href, 'http://page.invalid/');
  return css.replace(URL_IN_CSS, (whole, quote: string, target: string) => {
    if (/^(data:|[a-z]+:\/\/|\/|#)/i.test(target)) return whole;
    return `url(${quote}${new URL(target, base).pathname}${quote})`;
  });
}

const WHOLE_AT_RULES = /^(-\w+-)?(font-face|keyframes|page|property)$/;

function pieces(container: Container): Piece[] {
  const out: Piece[] = [];
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const classes = node.selectors.map(requiredClasses);
      const css = node.toString();
      const always = classes.some((list) => list.length === 0);
      out.push(always ? { kind: 'always', css } : { kind: 'rule', classes, css });
    } else if (node.type === 'atrule' && node.nodes && !WHOLE_AT_RULES.test(node.name)) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`;
      out.push({ kind: 'group', open, children: pieces(node) });
    } else if (node.type === 'atrule') {
      // A statement (@layer a,b) ends with the semicolon its parent kept; a block (@font-face) is whole.
      out.push({ kind: 'always', css: node.nodes ? node.toString() : `${node.toString()};` });
    } else if (node.type !== 'comment') {
      out.push({ kind: 'always', css: node.toString() });
    }
  });
  return out;
}

function write(list: Piece[], present: Set<string>): string {
  let css = '';
  for (const piece of list) {
    if (piece.kind === 'always') css += piece.css;
    else if (piece.kind === 'rule') {
      if (piece.classes.some((classes) => classes.every((name) => present.has(name)))) css += piece.css;
    } else {
      const inner = write(piece.children, present);
      if (inner) css += `${piece.open}${inner}}`;
    }
  }
  return css;
}

export class FirstScreenCss {
  private readonly sheets = new Map<string, Piece[] | null>();

  /** `root` is the web build's folder: a stylesheet's href is read from there, never from outside it. */
  constructor(private readonly root: string) {}

  /**
   * The CSS the markup needs from these stylesheets, or null when one of them cannot be read. `words`
   * are counted as mentioned too (the page's head, whose words are read once, not on every render).
   */
  forMarkup(hrefs: string[], html: string, words: ReadonlySet<string> = new Set()): string | null {
    const present = markupClasses(html);
    for (const word of words) present.add(word);
    let css = '';
    for (const href of hrefs) {
      const sheet = this.sheet(href);
      if (!sheet) return null;
      css += write(sheet, present);
    }
    return css;
  }

  private sheet(href: string): Piece[] | null {
    if (!this.sheets.has(href)) this.sheets.set(href, this.parse(href));
    return this.sheets.get(href)!;
  }

  private parse(href: string): Piece[] | null {
    const pathname = new URL(href, 'http://page.invalid/').pathname;
    const file = path.resolve(this.root, `.${decodeURIComponent(pathname)}`);
    if (!file.startsWith(`${path.resolve(this.root)}${path.sep}`)) return null;
    try {
      const root = postcss.parse(absoluteUrls(readFileSync(file, 'utf8'), pathname));
      root.walkComments((comment) => {
        comment.remove();
      });
      root.raws.after = '';
      return pieces(root);
    } catch {
      return null;
    }
  }
}
