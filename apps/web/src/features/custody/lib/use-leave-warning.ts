import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `active`, leaving the page asks first (spec part 2 §2 screen 12): closing or reloading the tab
 * gets the browser's own prompt, and navigating inside the app is held until the person decides.
 */
export function useLeaveWarning(active: boolean, message: string): Blocker {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this text; current ones show their own wording.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, message]);
  return useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
}
