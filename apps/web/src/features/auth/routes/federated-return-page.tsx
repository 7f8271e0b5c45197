import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { safeNextPath } from '../../../lib/auth-navigation';
import { useAuth } from '../../../lib/auth-session';
import { exchangeFederatedCode } from '../api/exchange-federated-code';
import { AuthPanel } from '../components/auth-panel';
import { FormAlert } from '../components/form-alert';
import { SignInFlow } from '../components/sign-in-flow';
import { alertOf, type AuthAlert } from '../lib/auth-alert';
import { PageAuthFlow, type PendingChallenge } from '../lib/auth-flow';
import { outcomeOf } from '../lib/sign-in-flow';
import { takeFederatedStart } from '../lib/federated-start';

/** Why a Google/Apple sign-in came back without a code (the server's `error` reasons). */
const REASONS: Record<string, string> = {
  access_denied: 'The sign-in was cancelled. You can try again, or log in with your e-mail and password.',
  invalid_state: 'This sign-in could not be matched to your browser. Please start again.',
  expired: 'The sign-in took too long. Please start again.',
  email_required: 'We need the e-mail address of your account to sign you in. Please allow sharing it and try again.',
  provider_error: 'Oops, an error occurred.',
};

/** /auth/federated?code=…&next=…: the landing after Google or Apple; trades the one-time code for a session. */
export default function FederatedReturnPage() {
  usePageMeta({ title: 'Signing you in' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { completeSignIn } = useAuth();
  const [challenge, setChallenge] = useState<PendingChallenge>();
  const [alert, setAlert] = useState<AuthAlert>();
  const started = useRef(false);
  const code = params.get('code');
  const reason = params.get('error');
  const next = safeNextPath(params.get('next'));

  useEffect(() => {
    if (started.current || !code) return;
    started.current = true;
    const provider = takeFederatedStart() ?? 'google';
    exchangeFederatedCode(code)
      .then(async (response) => {
        const outcome = outcomeOf(response);
        if (outcome.kind === 'challenge') {
          setChallenge({ challengeName: outcome.challengeName, session: outcome.session, username: outcome.username });
          return;
        }
        await completeSignIn(outcome.tokens, provider);
        navigate(next, { replace: true });
      })
      .catch((error: unknown) => setAlert(alertOf(error)));
  }, [code, completeSignIn, navigate, next]);

  if (challenge) {
    return (
      <PageAuthFlow>
        <SignInFlow initialChallenge={challenge} />
      </PageAuthFlow>
    );
  }
  const problem = alert ?? (reason ? { tone: 'error' as const, message: REASONS[reason] ?? REASONS.provider_error } : !code ? { tone: 'error' as const, message: REASONS.provider_error } : undefined);
  if (problem) {
    return (
      <PageAuthFlow>
        <AuthPanel title="Sign-in did not complete">
          <FormAlert tone={problem.tone}>{problem.message}</FormAlert>
          <Anchor component={Link} to={`/auth/signin?next=${encodeURIComponent(next)}`} ta="center">
            GO BACK TO LOGIN
          </Anchor>
        </AuthPanel>
      </PageAuthFlow>
    );
  }
  return (
    <Stack align="center" gap="md" py={96} role="status">
      <Loader color="cask" />
      <Text c="dimmed">Signing you in…</Text>
    </Stack>
  );
}
