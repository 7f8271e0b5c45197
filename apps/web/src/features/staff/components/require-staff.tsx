import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useAuth } from '../../../lib/auth-session';

export const STAFF_GROUP = 'staff';

/** Staff pages: visitors sign in first; a signed-in account outside the staff group goes to / (spec part 1 §2). */
export function RequireStaff({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn>
      <StaffOnly>{children}</StaffOnly>
    </RequireSignedIn>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user?.groups?.includes(STAFF_GROUP)) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * The console frame: staff, or a brand group member (any group other than staff is a brand's, spec
 * part 1 §6); the server still checks every call by role and brand. Others go to /.
 */
export function RequireConsole({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn>
      <ConsoleMembersOnly>{children}</ConsoleMembersOnly>
    </RequireSignedIn>
  );
}

function ConsoleMembersOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user?.groups?.length) return <Navigate to="/" replace />;
  return <>{children}</>;
}
