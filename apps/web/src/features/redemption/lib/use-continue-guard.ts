import { useCallback, useEffect, useRef } from 'react';

/** Continue is debounced 500 ms (spec part 1 §4): clicks in a burst act once, 500 ms after the last. */
export const CONTINUE_DEBOUNCE_MS = 500;

export function useContinueGuard<Args extends unknown[]>(action: (...args: Args) => void): (...args: Args) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((...args: Args) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(...args), CONTINUE_DEBOUNCE_MS);
  }, []);
}
