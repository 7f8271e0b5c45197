import { ApiError, GENERIC_ERROR } from '../../../lib/api-client';

/** The texts of spec part 1 §8 "Auth" and "Auth successes", chosen from the provider's exception name. */
export const AUTH_MESSAGES = {
  usernameExists: 'An account with this email already exists',
  invalidEmail: 'Invalid Email Address',
  resendFailed: 'We received an error while resending the code. Please try again later.',
  mfaSessionExpired: 'Session expired, please try again.',
  mfaCodeMismatch: 'Invalid authenticator code.',
  mfaOther: 'An error occurred, please try again.',
  socialReset: 'This account was registered with a Social Auth. Please try logging in via Google or Apple.',
  federatedVerify: 'This account signs in with Google or Apple. Please sign in with them instead.',
} as const;

export const AUTH_SUCCESSES = {
  accountCreated: 'Your account has been created',
  accountVerified: 'Your account has been verified! Please login using the created credentials.',
  codeResent: 'Verification code has been resent',
  resetRequested: 'Password reset request sent to your email',
  resetDone: 'Password reset successful! Please login using your new password',
  passwordReset: 'Your password has been reset! Please login using the created credentials.',
  verifyEmail: 'Please verify your email',
  newEmailVerified: 'Your new email has been verified!',
  mfaVerified: 'MFA code verified.',
} as const;

export function verifyFailureMessage(message: string): string {
  return `We received an error during validation of your account. Error: ${message}`;
}

/** The exception name of an identity error, if the server sent one. */
export function authCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** A 429 from the rate limiter: its own text says how long to wait ('Too many attempts. Please try again in N seconds.'). */
export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/** Seconds until a rate-limited call may be tried again (body `retryAfter`, as the Retry-After header says). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isRateLimited(error)) return null;
  const value = (error.body as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The server's own message: the first of nonFieldErrors / field messages, else `message`. */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    return error.messages[0] ?? GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}

/** Sign up: UsernameExistsException, InvalidParameterException, InvalidPasswordException (the password error). */
export function signUpErrorMessage(error: unknown): { field: 'email' | 'password' | null; message: string } {
  if (isRateLimited(error)) return { field: null, message: serverMessage(error) };
  switch (authCode(error)) {
    case 'UsernameExistsException':
      return { field: 'email', message: AUTH_MESSAGES.usernameExists };
    case 'InvalidParameterException':
      return { field: 'email', message: AUTH_MESSAGES.invalidEmail };
    case 'InvalidPasswordException':
      return { field: 'password', message: serverMessage(error) };
    default:
      return { field: null, message: serverMessage(error) };
  }
}

/** The MFA step: expired session (back to sign-in), wrong code, anything else. */
export function mfaErrorMessage(error: unknown): { message: string; backToSignIn: boolean; rateLimited: boolean } {
  if (isRateLimited(error)) return { message: serverMessage(error), backToSignIn: false, rateLimited: true };
  switch (authCode(error)) {
    case 'NotAuthorizedException':
      return { message: AUTH_MESSAGES.mfaSessionExpired, backToSignIn: true, rateLimited: false };
    case 'CodeMismatchException':
      return { message: AUTH_MESSAGES.mfaCodeMismatch, backToSignIn: false, rateLimited: false };
    default:
      return { message: AUTH_MESSAGES.mfaOther, backToSignIn: false, rateLimited: false };
  }
}
