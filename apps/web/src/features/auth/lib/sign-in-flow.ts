import { deriveUsername, type AuthTokens, type ChallengeName, type SignInResponse } from '@caskmark/shared/api/identity';
import { authCode } from './auth-messages';

/** What a sign-in attempt leads to (spec part 1 §4 "Sign-in outcomes"). */
export type SignInOutcome =
  | { kind: 'signed-in'; tokens: AuthTokens }
  | { kind: 'challenge'; challengeName: ChallengeName; session: string; username: string }
  | { kind: 'unconfirmed'; email: string };

export type SignInRequest = (username: string, password: string) => Promise<SignInResponse>;

export function outcomeOf(response: SignInResponse): Exclude<SignInOutcome, { kind: 'unconfirmed' }> {
  if ('challengeName' in response) {
    return { kind: 'challenge', challengeName: response.challengeName, session: response.session, username: response.username };
  }
  return { kind: 'signed-in', tokens: response.tokens };
}

/**
 * Signs in with the e-mail; on NotAuthorizedException retries once with the username derived from
 * it (spec part 1 §5), and the second answer's error is the one shown. UserNotConfirmedException
 * from either try leads to verification. Other errors (429 included) are thrown as they came.
 */
export async function signInWithEmail(email: string, password: string, request: SignInRequest): Promise<SignInOutcome> {
  const normalised = email.trim().toLowerCase();
  try {
    return outcomeOf(await request(normalised, password));
  } catch (first) {
    if (authCode(first) === 'UserNotConfirmedException') return { kind: 'unconfirmed', email: normalised };
    if (authCode(first) !== 'NotAuthorizedException') throw first;
  }
  try {
    return outcomeOf(await request(await deriveUsername(normalised), password));
  } catch (second) {
    if (authCode(second) === 'UserNotConfirmedException') return { kind: 'unconfirmed', email: normalised };
    throw second;
  }
}
