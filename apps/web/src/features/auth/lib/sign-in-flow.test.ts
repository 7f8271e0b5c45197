import { describe, expect, it, vi } from 'vitest';
import { deriveUsername, type SignInResponse } from '@caskmark/shared/api/identity';
import { ApiError } from '../../../lib/api-client';
import { signInWithEmail } from './sign-in-flow';

const authError = (code: string, message: string) => new ApiError(400, { code, message }, [message]);
const tokens = { idToken: 'id', refreshToken: 'refresh', expiresIn: 900, tokenType: 'Bearer' as const };

describe('signInWithEmail', () => {
  it('signs in with the lower-cased e-mail first', async () => {
    const request = vi.fn(async (): Promise<SignInResponse> => ({ username: 'u1', tokens }));
    await expect(signInWithEmail('  Ava@Caskmark.Test ', 'pw', request)).resolves.toEqual({ kind: 'signed-in', tokens });
    expect(request).toHaveBeenCalledWith('ava@caskmark.test', 'pw');
  });

  it('retries with the derived username, and the second error is the one shown', async () => {
    const request = vi
      .fn<(username: string, password: string) => Promise<SignInResponse>>()
      .mockRejectedValueOnce(authError('NotAuthorizedException', 'first'))
      .mockRejectedValueOnce(authError('NotAuthorizedException', 'Incorrect username or password.'));
    await expect(signInWithEmail('ava@caskmark.test', 'wrong', request)).rejects.toMatchObject({ message: 'Incorrect username or password.' });
    expect(request.mock.calls[1][0]).toBe(await deriveUsername('ava@caskmark.test'));
  });

  it('sends an unconfirmed account to verification', async () => {
    const request = vi
      .fn<(username: string, password: string) => Promise<SignInResponse>>()
      .mockRejectedValueOnce(authError('NotAuthorizedException', 'no confirmed account with that e-mail'))
      .mockRejectedValueOnce(authError('UserNotConfirmedException', 'User is not confirmed.'));
    await expect(signInWithEmail('new@caskmark.test', 'Passw0rd!', request)).resolves.toEqual({ kind: 'unconfirmed', email: 'new@caskmark.test' });
  });

  it('answers a challenge with its session', async () => {
    const request = vi.fn(async (): Promise<SignInResponse> => ({ username: 'u1', challengeName: 'SOFTWARE_TOKEN_MFA', session: 's1' }));
    await expect(signInWithEmail('ava@caskmark.test', 'pw', request)).resolves.toEqual({ kind: 'challenge', challengeName: 'SOFTWARE_TOKEN_MFA', session: 's1', username: 'u1' });
  });

  it('does not retry a rate-limited attempt', async () => {
    const limited = new ApiError(429, { code: 'LimitExceededException', message: 'Too many attempts. Please try again in 60 seconds.', retryAfter: 60 }, ['x']);
    const request = vi.fn<(username: string, password: string) => Promise<SignInResponse>>().mockRejectedValue(limited);
    await expect(signInWithEmail('ava@caskmark.test', 'pw', request)).rejects.toBe(limited);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
