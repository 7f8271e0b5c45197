import { usePageMeta } from '../../../components/page-meta';
import { rememberedChallenge, PageAuthFlow } from '../lib/auth-flow';
import { SignedInRedirect } from '../components/signed-in-redirect';
import { SignInFlow } from '../components/sign-in-flow';

/** /auth/signin (and /auth/signin/?next=...): log in, then back to `next` or /. */
export default function SignInPage() {
  usePageMeta({ title: 'Log in', description: 'Log in to Caskmark to collect, bid on and trade bottle-backed NFTs.' });
  return (
    <PageAuthFlow>
      <SignedInRedirect>
        <SignInFlow initialChallenge={rememberedChallenge()} />
      </SignedInRedirect>
    </PageAuthFlow>
  );
}
