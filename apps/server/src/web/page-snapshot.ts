import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeAttribute } from './content-security-policy';
import { jsonForScript, type PreloadedResponse } from './page-preload';

/**
 * The first screen of a preloaded page as HTML (decision 367): the web app's own components rendered
 * by the server from the same answers it embeds, painted before the app's script arrives. The app
 * renders into #root as before (no hydration) and the snapshot goes when it does.
 */
export type SnapshotRenderer = (request: {
  url: string;
  responses: PreloadedResponse[];
  serverNow: number;
}) => Promise<string | null>;

interface SnapshotModule {
  renderSnapshot: SnapshotRenderer;
}

interface Log {
  warn: (details: object, message: string) => void;
}

/** `vite build --ssr` writes the renderer next to the app's build (apps/web/dist-snapshot). */
export function snapshotEntryPath(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-snapshot', 'entry-snapshot.js');
}

/** The web build's renderer, or null (pages are then sent without a snapshot, as before). */
export async function loadSnapshotRenderer(webDist: string, log: Log): Promise<SnapshotRenderer | null> {
  const file = snapshotEntryPath(webDist);
  if (!existsSync(file)) {
    log.warn({ file }, 'the first-screen renderer is not built; pages are sent without their first screen');
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as Partial<SnapshotModule>;
    if (typeof module.renderSnapshot !== 'function') throw new Error('entry-snapshot.js has no renderSnapshot');
    const render = module.renderSnapshot;
    return async (request) => {
      try {
        return await render(request);
      } catch (error) {
        // A page whose first screen cannot be written on the server still works: the app renders it.
        log.warn({ err: error, page: request.url }, 'first-screen render failed; page sent without it');
        return null;
      }
    };
  } catch (error) {
    log.warn({ err: error, file }, 'the first-screen renderer did not load; pages are sent without their first screen');
    return null;
  }
}

/**
 * At most `perSecond` renders in each second of real time: a crawl of many distinct pages costs the
 * event loop a bounded share, and the pages past it are sent as before, without a first screen.
 */
export class RenderBudget {
  private second = -1;
  private used = 0;

  constructor(
    private readonly perSecond: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  take(): boolean {
    const second = Math.floor(this.nowMs() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.used = 0;
    }
    if (this.used >= this.perSecond) return false;
    this.used += 1;
    return true;
  }
}

/** Where the snapshot sits in the page: after the app's root, inert and hidden from assistive technology. */
export function snapshotElement(html: string): string {
  return `\n    <div id="cm-snapshot" aria-hidden="true" inert>${html}</div>`;
}

/**
 * The CSS a snapshot uses (first-screen-css.ts), last in the head. It holds every rule that can match
 * the snapshot's elements, in the stylesheets' order, so as the last in the cascade it decides alone
 * for them whichever of the stylesheets before it have arrived: the snapshot does not move when they
 * apply one after the other. The app removes it with the snapshot.
 */
export function firstScreenStyle(css: string): string {
  return `<style id="cm-first-screen-css">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/**
 * Without that CSS, a page with a snapshot applies its stylesheets before its first paint (the
 * snapshot is the app's markup and needs them); the others keep them non-blocking behind the static
 * header.
 */
export function blockingStylesheets(head: string): string {
  return head.replace(
    /<link rel="preload" as="style"( crossorigin)? href="([^"]+\.css)"[^>]*>/g,
    (_tag, crossorigin = '', href: string) => `<link rel="stylesheet"${crossorigin} href="${href}">`,
  );
}

const STYLE_PRELOAD = /<link rel="preload" as="style"( crossorigin)? href="([^"]+\.css)">/g;

/**
 * With the first screen's CSS inlined, every stylesheet of the page loads without blocking and
 * applies when it arrives, in the order of its link (the cascade the app has), so the loader can
 * wait for all of them before the code: the route's preloads take the handlers of the app's
 * stylesheet link, which the page's policy already allows. Null when the head has no such link.
 */
export function nonBlockingStylesheets(head: string): string | null {
  const handlers = /<link rel="preload" as="style"[^>]*?( onload="[^"]*"(?: onerror="[^"]*")?)/.exec(head)?.[1];
  if (!handlers) return null;
  return head.replace(STYLE_PRELOAD, (_tag, crossorigin = '', href: string) =>
    `<link rel="preload" as="style"${crossorigin} href="${href}"${handlers}>`,
  );
}

const MODULE_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * The head of a page with a snapshot without its code: the entry script and its preloads move into a
 * JSON block that index.html's loader reads once the first screen has painted.
 */
export function deferredCode(head: string): { head: string; block: string } | null {
  const entry = MODULE_SCRIPT.exec(head);
  if (!entry) return null;
  const preload = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const rest = head.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const json = jsonForScript({ entry: decodeAttribute(entry[1]!), preload: preload.map(decodeAttribute) });
  return { head: rest, block: `\n    <script type="application/json" id="cm-deferred-code">${json}</script>` };
}
