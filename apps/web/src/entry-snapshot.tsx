// The server's entry (built by `vite build --ssr`, decision 367): the first screen of a public page as
// HTML, painted before the app's script has arrived and replaced by the app when it renders.
import './lib/zod-without-eval';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes, type PageHandle } from './app/router';
import { withPagePreload } from './lib/query-client';
import { renderAt } from './lib/server-time';
import { PHONE_WIDTH, widthIntervals } from './lib/snapshot-widths';
import { renderForWidth } from './lib/viewport-query';

export interface SnapshotRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The API answers the server embeds in the page (the same the app renders its first screen from). */
  responses: Array<{ url: string; body: unknown }>;
  /** The business clock (ms) the page is written at: countdowns and sale states follow it. */
  serverNow: number;
}

const handler = createStaticHandler(routes);

/**
 * The page as a visitor without a session sees it on its first render, or null when the address
 * redirects. Parts the app loads later (lazy sections, answers not embedded) show their placeholders,
 * exactly as the app's own first render does. A page whose layout follows the width (cards on a
 * phone, a table on a laptop) is written once per interval of widths that renders alike, each shown
 * only at its widths.
 */
export async function renderSnapshot({ url, responses, serverNow }: SnapshotRequest): Promise<string | null> {
  const context = await handler.query(new Request(new URL(url, 'http://snapshot.invalid')));
  if (context instanceof Response) return null;
  await Promise.all(
    context.matches.map((match) => (match.route.handle as Partial<PageHandle> | undefined)?.preloadPage?.()),
  );
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderAtWidth = (width: number) =>
    renderForWidth(width, () =>
      withPagePreload(responses, () => {
        renderAt(serverNow);
        return renderToString(
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>,
        );
      }),
    );
  const phone = renderAtWidth(PHONE_WIDTH);
  const variants: Array<{ html: string; conditions: string[] }> = [];
  for (const interval of widthIntervals(phone.asked)) {
    const html = interval.sample === PHONE_WIDTH ? phone.result : renderAtWidth(interval.sample).result;
    const last = variants.at(-1);
    if (last && last.html === html) last.conditions.push(interval.condition);
    else variants.push({ html, conditions: [interval.condition] });
  }
  if (variants.length === 1) return variants[0]!.html;
  const rules = variants.map(
    (variant, index) => `@media ${variant.conditions.join(', ')} { .cm-sv-${index} { display: block; } }`,
  );
  return [
    `<style>.cm-sv { display: none; } ${rules.join(' ')}</style>`,
    ...variants.map((variant, index) => `<div class="cm-sv cm-sv-${index}">${variant.html}</div>`),
  ].join('');
}
