import { useEffect, useState } from 'react';
import { STORAGE_KEYS, writeStored } from '../../lib/storage';
import { urlFlags } from '../../lib/url-flags';

/**
 * The first-visit splash (spec part 1 §2: "at least 3 s while brands load"), decision 041.
 * index.html paints it before any script runs, only for first visits that are not crawlers or the
 * mobile app; returning visitors never see it. Here we take it down once the brands have loaded and
 * 3 s have passed since navigation start, or after 8 s whatever happens.
 */
export const SPLASH_MIN_MS = 3000;
export const SPLASH_MAX_MS = 8000;
const FADE_MS = 400;

export function splashShowing(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('cm-splash');
}

function removeSplash() {
  const element = document.getElementById('cm-splash');
  element?.classList.add('cm-leaving');
  setTimeout(() => {
    document.documentElement.classList.remove('cm-splash');
    element?.remove();
  }, FADE_MS);
}

function rememberVisit() {
  if (!urlFlags().isCrawlerBot) writeStored(STORAGE_KEYS.visited, '1');
}

/** Milliseconds until the splash may go, counted from navigation start. */
export function splashDelay(elapsedMs: number, brandsSettled: boolean): number {
  return Math.max(0, (brandsSettled ? SPLASH_MIN_MS : SPLASH_MAX_MS) - elapsedMs);
}

export function useFirstVisitSplash(brandsSettled: boolean) {
  const [showing, setShowing] = useState(splashShowing);
  useEffect(() => {
    if (!showing) {
      rememberVisit();
      return;
    }
    const timer = setTimeout(() => {
      removeSplash();
      rememberVisit();
      setShowing(false);
    }, splashDelay(performance.now(), brandsSettled));
    return () => clearTimeout(timer);
  }, [showing, brandsSettled]);
}
