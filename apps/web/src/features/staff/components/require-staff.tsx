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
