import { usePageMeta } from '../../../components/page-meta';
import { PageAuthFlow } from '../lib/auth-flow';
import { SignedInRedirect } from '../components/signed-in-redirect';
import { SignUpForm } from '../components/sign-up-form';

/** /auth/signup: create an account; a code is e-mailed and /auth/verify/{email} follows. */
export default function SignUpPage() {
  usePageMeta({ title: 'Sign up', description: 'Create a Caskmark account to collect fine wine and spirits as NFTs.' });
  return (
    <PageAuthFlow>
      <SignedInRedirect>
        <SignUpForm />
      </SignedInRedirect>
    </PageAuthFlow>
  );
}
