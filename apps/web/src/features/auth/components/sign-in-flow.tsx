import { useState } from 'react';
import { rememberChallenge, type PendingChallenge } from '../lib/auth-flow';
import { AuthPanel } from './auth-panel';
import { FormAlert } from './form-alert';
import { MfaStep } from './mfa-step';
import { NewPasswordStep } from './new-password-step';
import { SignInForm } from './sign-in-form';

/**
 * Sign in and its challenges (spec part 1 §4): NEW_PASSWORD_REQUIRED → set a new password,
 * SOFTWARE_TOKEN_MFA → 'Authenticator Verification', otherwise signed in.
 */
export function SignInFlow({ initialChallenge }: { initialChallenge?: PendingChallenge }) {
  const [challenge, setChallenge] = useState<PendingChallenge | undefined>(initialChallenge);
  const [notice, setNotice] = useState<string>();
  const back = (message?: string) => {
    rememberChallenge(undefined);
    setChallenge(undefined);
    setNotice(message);
  };
  if (challenge?.challengeName === 'SOFTWARE_TOKEN_MFA') {
    return (
      <AuthPanel title="Authenticator Verification">
        <MfaStep challenge={challenge} onBack={back} />
      </AuthPanel>
    );
  }
  if (challenge?.challengeName === 'NEW_PASSWORD_REQUIRED') {
    return (
      <AuthPanel title="Set a new password">
        <NewPasswordStep challenge={challenge} onChallenge={setChallenge} onBack={back} />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title="Log in" subtitle="Welcome back to Caskmark.">
      {notice ? <FormAlert tone="warning">{notice}</FormAlert> : null}
      <SignInForm
        onChallenge={(next) => {
          setNotice(undefined);
          setChallenge(next);
        }}
      />
    </AuthPanel>
  );
}
