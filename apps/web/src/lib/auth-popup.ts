import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The sign-in popups are URL state: `?auth=<step>` over whatever page is open (docs/decisions/081).
 * Opening pushes one history entry (Back closes the popup); moving between steps replaces it.
 */
export const AUTH_POPUP_PARAM = 'auth';
export const AUTH_POPUP_STEPS = ['signin', 'signup', 'verify', 'forgot-password', 'set-new-password', 'logout', 'totp-challenge'] as const;
export type AuthPopupStep = (typeof AUTH_POPUP_STEPS)[number];

export function isAuthPopupStep(value: string | null): value is AuthPopupStep {
  return value !== null && (AUTH_POPUP_STEPS as readonly string[]).includes(value);
}

/** Marks the history entry the popup pushed, so closing can step back instead of adding another. */
export interface AuthPopupHistoryState {
  authPopup?: true;
}

/** What the visitor was doing when sign-in interrupted them; it runs once they are back on that page. */
let pendingAction: { pathname: string; run: () => void } | null = null;

export function setPendingAuthAction(pathname: string, run: () => void): void {
  pendingAction = { pathname, run };
}

/** Runs (once) the action left on `pathname`, if any; actions left elsewhere are dropped. */
export function resumePendingAuthAction(pathname: string): void {
  const action = pendingAction;
  pendingAction = null;
  if (action && action.pathname === pathname) action.run();
}

export function clearPendingAuthAction(): void {
  pendingAction = null;
}

/** `open('signin', { purchaseListingId })` shows a popup over the current page. */
export function useOpenAuthPopup() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (step: AuthPopupStep, extraParams: Record<string, string> = {}) => {
      const params = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(extraParams)) params.set(key, value);
      params.set(AUTH_POPUP_PARAM, step);
      const alreadyOpen = isAuthPopupStep(new URLSearchParams(location.search).get(AUTH_POPUP_PARAM));
      navigate(
        { pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash },
        { replace: alreadyOpen, state: { ...(location.state as object | null), authPopup: true } satisfies AuthPopupHistoryState, preventScrollReset: true },
      );
    },
    [navigate, location],
  );
}
