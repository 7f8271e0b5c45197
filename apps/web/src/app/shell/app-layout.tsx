import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthPopupHost } from '../../features/auth/components/auth-popup-host';
import { CheckoutHost } from '../../features/checkout/components/checkout-host';
import { useBrands } from '../../lib/api/get-brands';
import { redirectTarget } from '../redirect-rules';
import classes from './app-layout.module.css';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { postRouteToHost } from './host-bridge';
import { ShellOverlays } from './overlays/shell-overlays';
import { PageSkeleton } from './page-skeleton';
import { RedirectTransition } from './redirect-transition';
import { useFirstVisitSplash } from './splash';

/** Header, page, footer and the overlays; old addresses get the redirect transition instead of a page. */
export function AppLayout() {
  const location = useLocation();
  const brands = useBrands();
  useFirstVisitSplash(!brands.isPending);
  useEffect(() => postRouteToHost(`${location.pathname}${location.search}`), [location.pathname, location.search]);
  const target = redirectTarget(location.pathname);
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        {target ? (
          <RedirectTransition to={`${target}${location.search}${location.hash}`} />
        ) : (
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter />
      <ShellOverlays />
      <AuthPopupHost />
      <CheckoutHost />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Every document's first entry has the key 'default', so a page opened by its address (a typed URL,
 * a link from an e-mail) would take the scroll position the tab's previous document left under that
 * key, on whatever page that was. The first entry is keyed by its address instead: a reload still
 * comes back where it was, another address starts at the top.
 */
function scrollKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
