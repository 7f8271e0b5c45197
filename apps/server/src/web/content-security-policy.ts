import { createHash } from 'node:crypto';

/**
 * The web app's Content-Security-Policy (decision 160). Scripts run only from this origin, plus the
 * few the built index.html carries inline (the first-visit splash check, the stylesheet's onload
 * swap), each allowed by its SHA-256 computed from the page itself at start, so a build that changes
 * them changes the policy with it. Injected markup cannot run script, and no other site can frame
 * the app.
 */

export interface WebAppCspOptions {
  /** The page every SPA address answers with, as sent (inline scripts and handlers are hashed). */
  html: string;
  /** Origins the app may call beyond its own: the browser's chain RPC, wallet relays. */
  connectSources: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of each inline `<script>` a browser would run (not JSON data blocks, not `src=` ones). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** A double- or single-quoted HTML attribute's value as the browser reads it (the page's own entities). */
export const decodeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The values of inline event handler attributes (`onload="…"`), as the browser hashes them. */
export function inlineHandlers(html: string): string[] {
  const handlers: string[] = [];
  for (const tag of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const attribute of tag[0].matchAll(/\s(on[a-z]+)\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
      handlers.push(decodeAttribute(attribute[3] ?? attribute[4] ?? ''));
    }
  }
  return handlers;
}

export function webAppCsp({ html, connectSources }: WebAppCspOptions): string {
  const scripts = [...new Set(inlineScripts(html).map(sha256))];
  const handlers = [...new Set(inlineHandlers(html).map(sha256))];
  const scriptSrc = ["'self'", ...scripts, ...(handlers.length ? ["'unsafe-hashes'", ...handlers] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // Mantine writes its theme variables into <style> elements at run time; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // 'self' covers the GraphQL WebSocket on this origin.
    `connect-src ${["'self'", ...new Set(connectSources)].join(' ')}`,
    // The sandbox PSP's hosted fields and 3-D Secure pages are framed from this origin.
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
