import { startTransition, useEffect, useState } from 'react';

/** The longest a stage waits for an idle moment. */
const STAGE_TIMEOUT_MS = 400;

/**
 * How many of a page's `stages` (below-the-fold sections, in page order) may render yet. The first
 * render holds only what is above them, so the largest picture paints after a small render and
 * layout; then each idle moment adds one stage, each its own short render and commit, instead of
 * one long task laying out the whole page (decision 130). All stages are in within a few hundred
 * milliseconds; anything that waits for the data itself keeps its own skeleton.
 */
export function useStagedReveal(stages: number): number {
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (revealed >= stages) return;
    const next = () => startTransition(() => setRevealed((count) => Math.min(stages, count + 1)));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(next, { timeout: STAGE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(next, 16);
    return () => window.clearTimeout(timer);
  }, [revealed, stages]);
  return revealed;
}
