import { lazy } from 'react';
import type { ShellOverlay } from '../shell-store';

/**
 * The shell's overlays are not needed for the first paint, so each is its own chunk, fetched when
 * the visitor reaches for it (hover, focus) or when the browser is idle after the page has loaded.
 */
const loaders = {
  search: () => import('../search/search-dialog'),
  menu: () => import('../drawer/mobile-drawer'),
  newsletter: () => import('../newsletter/newsletter-modal'),
} satisfies Record<ShellOverlay, () => Promise<{ default: unknown }>>;

export function prefetchOverlay(overlay: ShellOverlay) {
  void loaders[overlay]().catch(() => {
    // A failed prefetch is retried when the overlay is opened, where the error boundary can show it.
  });
}

export const SearchDialog = lazy(loaders.search);
export const MobileDrawer = lazy(loaders.menu);
export const NewsletterModal = lazy(loaders.newsletter);
export const CookieBanner = lazy(() => import('../cookie-banner'));
/** Toasts and the imperative `modals.open*()` API, mounted when first needed. */
export const DeferredProviders = lazy(() => import('./deferred-providers'));
