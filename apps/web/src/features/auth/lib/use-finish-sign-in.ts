import { useCallback } from 'react';
import { useAuth } from '../../../lib/auth-session';
import type { LoginMethod } from '../../../lib/auth-storage';
import { rememberChallenge, useAuthFlow, type PendingChallenge } from './auth-flow';
import type { SignInOutcome } from './sign-in-flow';

/**
 * The common ending of every sign-in step: tokens sign in and leave the flow; a challenge moves to
 * its step (`onChallenge` on the pages, its own popup page in a popup).
 */
export function useFinishSignIn(onChallenge: (challenge: PendingChallenge) => void) {
  const { completeSignIn } = useAuth();
  const flow = useAuthFlow();
  return useCallback(
    async (outcome: Exclude<SignInOutcome, { kind: 'unconfirmed' }>, method: LoginMethod) => {
      if (outcome.kind === 'challenge') {
        const challenge = { challengeName: outcome.challengeName, session: outcome.session, username: outcome.username };
        rememberChallenge(challenge);
        if (flow.mode === 'popup') flow.showChallenge(challenge);
        else onChallenge(challenge);
        return;
      }
      rememberChallenge(undefined);
      await completeSignIn(outcome.tokens, method);
      flow.finish();
    },
    [flow, onChallenge, completeSignIn],
  );
}
