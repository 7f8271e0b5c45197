import { usePageMeta } from '../../../components/page-meta';
import { PageAuthFlow } from '../lib/auth-flow';
import { ForgotPasswordFlow } from '../components/forgot-password-flow';

/** /auth/forgot-password: the e-mail, then the code and a new password. */
export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password' });
  return (
    <PageAuthFlow>
      <ForgotPasswordFlow />
    </PageAuthFlow>
  );
}
