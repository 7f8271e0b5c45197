import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ChallengeName } from '@caskmark/shared/api/identity';
import { safeNextPath } from '../../../lib/auth-navigation';
import { AUTH_POPUP_PARAM, resumePendingAuthAction, type AuthPopupHistoryState, type AuthPopupStep } from '../../../lib/auth-popup';

/**
 * The auth screens render the same forms as pages (/auth/...) and as popups (?auth=...). This
 * context tells a form how to move to another step and what "done" means in each mode.
 */
export type AuthStep = 'signin' | 'signup' | 'verify' | 'forgot-password' | 'logout';

/** A sign-in challenge kept in memory between steps (its session must never reach the URL). */
export interface PendingChallenge {
  challengeName: ChallengeName;
  session: string;
  username: string;
}

/** Carried between steps in memory: the e-mail typed so far and an open challenge. */
const memory: { email?: string; challenge?: PendingChallenge } = {};

export function rememberEmail(email: string | undefined) {
  memory.email = email?.trim() || undefined;
}
export function rememberedEmail(): string | undefined {
  return memory.email;
}
export function rememberChallenge(challenge: PendingChallenge | undefined) {
  memory.challenge = challenge;
}
export function rememberedChallenge(): PendingChallenge | undefined {
  return memory.challenge;
}

export interface AuthFlow {
  mode: 'page' | 'popup';
  /** Go to another auth step, carrying the e-mail. */
  go: (step: AuthStep, options?: { email?: string }) => void;
  /** Signed in: back to where the visitor came from. */
  finish: () => void;
  /** Popup only: show a challenge step as its own popup page. */
  showChallenge: (challenge: PendingChallenge) => void;
  /** The `next` path kept through the page flow. */
  next: string;
}

const AuthFlowContext = createContext<AuthFlow | null>(null);

const PAGE_PATHS: Record<AuthStep, string> = {
  signin: '/auth/signin',
  signup: '/auth/signup',
  verify: '/auth/verify',
  'forgot-password': '/auth/forgot-password',
  logout: '/auth/logout',
};

export function PageAuthFlow({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawNext = params.get('next');
  const next = safeNextPath(rawNext);
  const flow = useMemo<AuthFlow>(
    () => ({
      mode: 'page',
      next,
      go: (step, options) => {
        rememberEmail(options?.email ?? memory.email);
        const query = rawNext && step !== 'logout' ? `?next=${encodeURIComponent(next)}` : '';
        const path = step === 'verify' && options?.email ? `/auth/verify/${encodeURIComponent(options.email)}` : PAGE_PATHS[step];
        navigate(`${path}${query}`, { state: options?.email ? { email: options.email } : undefined });
      },
      finish: () => navigate(next, { replace: true }),
      showChallenge: (challenge) => rememberChallenge(challenge),
    }),
    [navigate, next, rawNext],
  );
  return <AuthFlowContext.Provider value={flow}>{children}</AuthFlowContext.Provider>;
}

/** Closes the popup: a step back when the popup pushed its own history entry, else the parameter is dropped. */
export function useCloseAuthPopup() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (how: 'cancel' | 'done') => {
      const state = location.state as AuthPopupHistoryState | null;
      if (how === 'cancel' && state?.authPopup) {
        navigate(-1);
        return;
      }
      const params = new URLSearchParams(location.search);
      params.delete(AUTH_POPUP_PARAM);
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    },
    [navigate, location],
  );
}

export function PopupAuthFlow({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const close = useCloseAuthPopup();
  const switchTo = useCallback(
    (step: AuthPopupStep) => {
      const params = new URLSearchParams(location.search);
      params.set(AUTH_POPUP_PARAM, step);
      navigate({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true });
    },
    [navigate, location],
  );
  const flow = useMemo<AuthFlow>(
    () => ({
      mode: 'popup',
      next: `${location.pathname}`,
      go: (step, options) => {
        rememberEmail(options?.email ?? memory.email);
        switchTo(step);
      },
      finish: () => {
        close('done');
        resumePendingAuthAction(location.pathname);
      },
      showChallenge: (challenge) => {
        rememberChallenge(challenge);
        switchTo(challenge.challengeName === 'SOFTWARE_TOKEN_MFA' ? 'totp-challenge' : 'set-new-password');
      },
    }),
    [location.pathname, switchTo, close],
  );
  return <AuthFlowContext.Provider value={flow}>{children}</AuthFlowContext.Provider>;
}

export function useAuthFlow(): AuthFlow {
  const flow = useContext(AuthFlowContext);
  if (!flow) throw new Error('useAuthFlow() needs PageAuthFlow or PopupAuthFlow.');
  return flow;
}
