import { useEffect, useState, type ReactNode } from 'react';
import { Group, Loader } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/auth-navigation';
import { useAuth } from '../../../lib/auth-session';

/**
 * The sign-in and sign-up pages are for visitors: someone already signed in goes on to `next` (or /).
 * While a session stored in this browser is still being restored the form waits: shown at once, it
 * would be replaced by the redirect under a returning collector's first keystrokes. Only then: a
 * sign-in made on this page passes through 'loading' too, and its form must stay (errors, MFA).
 */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const [restoring, setRestoring] = useState(status === 'loading');
  useEffect(() => {
    if (status !== 'loading') setRestoring(false);
  }, [status]);
  if (status === 'signed-in') return <Navigate to={safeNextPath(params.get('next'))} replace />;
  if (restoring && status === 'loading')
    return (
      <Group justify="center" py={96}>
        <Loader color="cask" aria-label="Restoring your session" />
      </Group>
    );
  return <>{children}</>;
}
