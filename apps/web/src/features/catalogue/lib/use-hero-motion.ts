import { useEffect, useState } from 'react';

/** How long the motion waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Whether a hero's motion (the release's film, the edition's animation) plays: not for visitors who ask
 * for reduced motion, and only once the page has loaded and gone idle. Until then the still picture
 * shows, so a phone spends its first seconds on the page rather than on redrawing an animation
 * (decision 366).
 */
export function useHeroMotion(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(() => setReady(true), 500);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}
