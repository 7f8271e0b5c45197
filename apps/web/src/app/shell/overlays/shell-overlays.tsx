import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { STORAGE_KEYS, readStored, writeStored } from '../../../lib/storage';
import { cookieBannerSuppressed, popupsSuppressed } from '../../../lib/url-flags';
import { closeShellOverlay, openShellOverlay, useShellOverlays } from '../shell-store';
import { useDeferredProvidersNeeded } from './deferred-providers-gate';
import { CookieBanner, DeferredProviders, MobileDrawer, NewsletterModal, SearchDialog } from './overlay-loaders';

/** Spec part 1 §2 and §9: cookie banner 5 s after start, newsletter modal on / after 10 s. */
export const COOKIE_BANNER_DELAY_MS = 5000;
export const NEWSLETTER_MODAL_DELAY_MS = 10_000;

function afterStart(delayMs: number) {
  return Math.max(0, delayMs - performance.now());
}

function useSearchShortcut() {
  const { open } = useShellOverlays();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || !(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      if (open === 'search') closeShellOverlay('search');
      else openShellOverlay('search');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

function useCookieBanner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (cookieBannerSuppressed() || readStored(STORAGE_KEYS.cookieConsent)) return;
    const timer = setTimeout(() => setVisible(true), afterStart(COOKIE_BANNER_DELAY_MS));
    return () => clearTimeout(timer);
  }, []);
  return [visible, () => setVisible(false)] as const;
}

function useNewsletterModalOnHome() {
  const { pathname } = useLocation();
  const { user, status } = useSession();
  useEffect(() => {
    if (pathname !== '/' || user || status === 'loading' || popupsSuppressed()) return;
    if (readStored(STORAGE_KEYS.newsletterModalShown)) return;
    const timer = setTimeout(() => {
      // Never stack on top of something the visitor opened; the next visit to / tries again.
      if (readStored(STORAGE_KEYS.newsletterModalShown) || document.querySelector('[role="dialog"]')) return;
      writeStored(STORAGE_KEYS.newsletterModalShown, '1');
      openShellOverlay('newsletter');
    }, NEWSLETTER_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, user, status]);
}

/** Everything the shell floats over the page, each loaded only when it is about to be seen. */
export function ShellOverlays() {
  const { open, everOpened } = useShellOverlays();
  const [cookieBannerVisible, hideCookieBanner] = useCookieBanner();
  const providersNeeded = useDeferredProvidersNeeded();
  useSearchShortcut();
  useNewsletterModalOnHome();
  // One boundary each: an overlay whose code is still loading never hides one already on screen.
  return (
    <>
      {everOpened.includes('search') && (
        <Suspense fallback={null}>
          <SearchDialog opened={open === 'search'} onClose={() => closeShellOverlay('search')} />
        </Suspense>
      )}
      {everOpened.includes('menu') && (
        <Suspense fallback={null}>
          <MobileDrawer opened={open === 'menu'} onClose={() => closeShellOverlay('menu')} />
        </Suspense>
      )}
      {everOpened.includes('newsletter') && (
        <Suspense fallback={null}>
          <NewsletterModal opened={open === 'newsletter'} onClose={() => closeShellOverlay('newsletter')} />
        </Suspense>
      )}
      {cookieBannerVisible && (
        <Suspense fallback={null}>
          <CookieBanner onAnswer={hideCookieBanner} />
        </Suspense>
      )}
      {providersNeeded && (
        <Suspense fallback={null}>
          <DeferredProviders />
        </Suspense>
      )}
    </>
  );
}
