import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The element id named by the URL hash ('' when none), following in-app and browser hash changes,
 * so a deep link like /faq#fees can open and scroll to its answer.
 */
export function useHashTarget(): string {
  const { hash } = useLocation();
  const [target, setTarget] = useState(() => decodeHash(hash));
  useEffect(() => setTarget(decodeHash(hash)), [hash]);
  return target;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** Scrolls an element into view once it exists, after panels have had a frame to open. */
export function scrollToElementId(id: string) {
  requestAnimationFrame(() => {
    window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 60);
  });
}
