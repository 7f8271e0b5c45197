import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { AUTH_MESSAGES, mfaErrorMessage, retryAfterSeconds, serverMessage, signUpErrorMessage, verifyFailureMessage } from './auth-messages';
import { alertOf } from './auth-alert';

const authError = (code: string, message: string, status = 400) => new ApiError(status, { code, message, nonFieldErrors: [message] }, [message]);

describe('auth messages (spec part 1 §8)', () => {
  it('maps sign-up exceptions to the spec texts', () => {
    expect(signUpErrorMessage(authError('UsernameExistsException', 'An account with the given email already exists.'))).toEqual({ field: 'email', message: 'An account with this email already exists' });
    expect(signUpErrorMessage(authError('InvalidParameterException', 'Invalid email address format.'))).toEqual({ field: 'email', message: 'Invalid Email Address' });
    expect(signUpErrorMessage(authError('InvalidPasswordException', 'Password must have a number'))).toEqual({ field: 'password', message: 'Password must have a number' });
  });

  it('maps MFA exceptions, and only an expired session goes back to sign-in', () => {
    expect(mfaErrorMessage(authError('NotAuthorizedException', 'Invalid session'))).toMatchObject({ message: 'Session expired, please try again.', backToSignIn: true });
    expect(mfaErrorMessage(authError('CodeMismatchException', 'Invalid code'))).toMatchObject({ message: 'Invalid authenticator code.', backToSignIn: false });
    expect(mfaErrorMessage(new ApiError(500, {}, ['x']))).toMatchObject({ message: 'An error occurred, please try again.' });
  });

  it('shows a rate limit as a wait with the server text', () => {
    const limited = authError('LimitExceededException', 'Too many attempts. Please try again in 42 seconds.', 429);
    (limited.body as Record<string, unknown>).retryAfter = 42;
    expect(alertOf(limited)).toEqual({ tone: 'wait', message: 'Too many attempts. Please try again in 42 seconds.' });
    expect(retryAfterSeconds(limited)).toBe(42);
    expect(mfaErrorMessage(limited)).toMatchObject({ rateLimited: true, backToSignIn: false });
  });

  it('builds the verify failure text from the server message', () => {
    expect(verifyFailureMessage(serverMessage(authError('CodeMismatchException', 'Invalid verification code provided, please try again.')))).toBe(
      'We received an error during validation of your account. Error: Invalid verification code provided, please try again.',
    );
    expect(AUTH_MESSAGES.socialReset).toBe('This account was registered with a Social Auth. Please try logging in via Google or Apple.');
  });
});
