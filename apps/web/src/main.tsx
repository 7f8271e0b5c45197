// First: no schema may be built before zod is told not to use eval (decision 160).
import './lib/zod-without-eval';
import '@mantine/core/styles.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import './app/global.css';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot } from './app/react-dom-client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes, type PageHandle } from './app/router';
import { preloadedServerNow } from './lib/query-client';
import { applyServerOffset } from './lib/server-time';

type Router = ReturnType<typeof createBrowserRouter>;

/** When the page's first byte arrived: the server wrote its clock into the page just before. */
function pageReceivedAt(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.responseStart > 0 ? performance.timeOrigin + navigation.responseStart : Date.now();
}

/** Past this the app renders with the page's skeleton rather than wait longer for the page's code. */
const PAGE_CODE_WAIT_MS = 2000;

/**
 * The page's chunk is already on its way (the server links it next to the entry). Waiting for it
 * makes the first render the page itself: no skeleton rendered and laid out only to be replaced,
 * and no footer pictures fetched while the footer briefly sits in view. index.html shows the static
 * header (or the splash) meanwhile.
 */
function pageCodeLoaded(router: Router): Promise<unknown> {
  const handle = router.state.matches.at(-1)?.route.handle as Partial<PageHandle> | undefined;
  if (!handle?.preloadPage) return Promise.resolve();
  return Promise.race([handle.preloadPage().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))]);
}

/**
 * The first screen the server wrote (decision 367), and the CSS inlined for it (decision 369), leave
 * in the commit that puts the app in its place.
 */
function RemoveSnapshot() {
  useLayoutEffect(() => {
    document.getElementById('cm-snapshot')?.remove();
    document.getElementById('cm-first-screen-css')?.remove();
  }, []);
  return null;
}

function start() {
  // Countdowns and sale states start on the server's clock instead of waiting for the first sync.
  const serverNow = preloadedServerNow();
  if (serverNow !== undefined) applyServerOffset(Math.round(serverNow - pageReceivedAt()));
  const router = createBrowserRouter(routes);
  // A transition lets React render the first screen in slices, yielding to the browser between them,
  // instead of one long task that blocks input on slow phones.
  const root = createRoot(document.getElementById('root')!);
  void pageCodeLoaded(router).then(() =>
    startTransition(() => {
      root.render(
        <Providers>
          <RemoveSnapshot />
          <RouterProvider router={router} />
        </Providers>,
      );
    }),
  );
}

// Once the bundle's code has run, not inside it: a timer or a fetch started while the bundle's own
// top level is on the stack makes a recording browser (Lighthouse's) collect source positions for the
// whole bundle, re-parsing it (~80 ms of a 100 ms evaluation here, decision 369). And in a task of its
// own (the timer is set from the microtask, with none of the bundle on the stack): the browser can
// paint and answer input between evaluating the code and starting the app (decision 370).
queueMicrotask(() => setTimeout(start, 0));
