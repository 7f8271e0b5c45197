import { Button, Loader, Stack, Text, Title, type ButtonProps } from '@mantine/core';
import { useCallback, useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { signInPathFor } from './auth-navigation';
import { setPendingAuthAction, useOpenAuthPopup } from './auth-popup';
import { useAuth } from './auth-session';

/**
 * Gate an action behind sign-in (spec part 1 §6: purchase or claim attempts open the sign-in popup).
 * Signed in, `action` runs now; otherwise the sign-in popup opens over the page (with `params` added
 * to the URL, e.g. purchaseListingId) and `action` runs once the visitor is signed in and back.
 */
export function useRequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  const openPopup = useOpenAuthPopup();
  // A click while a stored session is still being restored (the page can render before that, from its
  // preload) waits for the answer instead of asking a signed-in collector to sign in again.
  const waiting = useRef<{ action: () => void; params?: Record<string, string> } | null>(null);
  const act = useCallback(
    (action: () => void, params?: Record<string, string>) => {
      if (status === 'signed-in') {
        action();
        return;
      }
      setPendingAuthAction(location.pathname, action);
      openPopup('signin', params);
    },
    [status, location.pathname, openPopup],
  );
  useEffect(() => {
    if (status === 'loading' || !waiting.current) return;
    const { action, params } = waiting.current;
    waiting.current = null;
    act(action, params);
  }, [status, act]);
  return useCallback(
    (action: () => void, params?: Record<string, string>) => {
      if (status === 'loading') waiting.current = { action, params };
      else act(action, params);
    },
    [status, act],
  );
}

export type RequireAuthButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'onClick'> & {
    /** What the button does for a signed-in collector. */
    onAuthenticatedClick: () => void;
    /** Added to the URL while the sign-in popup is open. */
    resumeParams?: Record<string, string>;
  };

/** A Mantine Button whose click needs a signed-in collector (see useRequireAuth). */
export function RequireAuthButton({ onAuthenticatedClick, resumeParams, ...props }: RequireAuthButtonProps) {
  const requireAuth = useRequireAuth();
  return <Button {...props} onClick={() => requireAuth(onAuthenticatedClick, resumeParams)} />;
}

/**
 * Login-gated pages (spec part 1 §2): visitors go to /auth/signin/?next={path and query}; with
 * postAuth=true in the query the page waits for a sign-in in progress instead.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const openPopup = useOpenAuthPopup();
  if (status === 'signed-in') return <>{children}</>;
  if (status === 'loading' || params.get('postAuth') === 'true') {
    return (
      <Stack align="center" gap="md" py={96} px="md" role="status">
        <Loader color="cask" />
        {status === 'loading' ? (
          <Text c="dimmed">Checking your session…</Text>
        ) : (
          <>
            <Title order={2} size="h3">
              Waiting for you to sign in
            </Title>
            <Text c="dimmed" ta="center" maw={420}>
              This page opens as soon as your sign-in completes.
            </Text>
            <Button variant="outline" onClick={() => openPopup('signin')}>
              LOG IN
            </Button>
          </>
        )}
      </Stack>
    );
  }
  return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
}
