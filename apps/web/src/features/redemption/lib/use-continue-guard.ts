import { useCallback, useRef } from 'react';

/** Continue is debounced 500 ms (spec part 1 §4): a second click within that time does nothing. */
export const CONTINUE_DEBOUNCE_MS = 500;

export function useContinueGuard<Args extends unknown[]>(action: (...args: Args) => void): (...args: Args) => void {
  const last = useRef(0);
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now - last.current < CONTINUE_DEBOUNCE_MS) return;
      last.current = now;
      action(...args);
    },
    [action],
  );
}
