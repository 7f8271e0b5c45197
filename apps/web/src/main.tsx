import '@mantine/core/styles.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { preloadedServerNow } from './lib/query-client';
import { applyServerOffset } from './lib/server-time';

/** When the page's first byte arrived: the server wrote its clock into the page just before. */
function pageReceivedAt(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.responseStart > 0 ? performance.timeOrigin + navigation.responseStart : Date.now();
}

// Countdowns and sale states start on the server's clock instead of waiting for the first sync.
const serverNow = preloadedServerNow();
if (serverNow !== undefined) applyServerOffset(Math.round(serverNow - pageReceivedAt()));

// A transition lets React render the first screen in slices, yielding to the browser between them,
// instead of one long task that blocks input on slow phones.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
});
