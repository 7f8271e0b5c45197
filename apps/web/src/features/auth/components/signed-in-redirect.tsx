import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../../lib/auth-navigation';
import { useAuth } from '../../../lib/auth-session';

/** The sign-in and sign-up pages are for visitors: someone already signed in goes on to `next` (or /). */
export function SignedInRedirect({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [params] = useSearchParams();
  if (status === 'signed-in') return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <>{children}</>;
}
