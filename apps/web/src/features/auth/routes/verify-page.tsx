import { Navigate, useLocation, useParams } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { PageAuthFlow } from '../lib/auth-flow';
import { VerifyForm } from '../components/verify-form';

/**
 * /auth/verify/{email}, or /auth/verify with the e-mail in the navigation state. Without either it
 * goes to /vault (spec part 1 §2; until the vault lands that address shows the not-found page).
 */
export default function VerifyPage() {
  usePageMeta({ title: 'Account Verification' });
  const { email: fromPath } = useParams();
  const location = useLocation();
  const fromState = (location.state as { email?: unknown } | null)?.email;
  const email = fromPath ?? (typeof fromState === 'string' ? fromState : undefined);
  if (!email) return <Navigate to="/vault" replace />;
  return (
    <PageAuthFlow>
      <VerifyForm key={email} email={email} />
    </PageAuthFlow>
  );
}
