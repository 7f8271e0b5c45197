import type { AuthException } from '@caskmark/shared/api/identity';
import { PasswordSchema, VerificationCodeSchema } from '@caskmark/shared/forms/auth';
import { AppError, type FieldErrors } from '../../platform/errors';

/**
 * Identity errors carry the provider's exception name as `code` (the web app maps it to the
 * spec's text) and a plain-language `message`. They answer 400 like the hosted providers do, so a
 * failed sign-in is never mistaken for an expired session (401 signs the user out).
 */
export function authError(code: AuthException, message: string, fieldErrors?: FieldErrors): AppError {
  return new AppError({ status: 400, code, message, nonFieldErrors: fieldErrors ? undefined : [message], fieldErrors });
}

export const incorrectCredentials = () => authError('NotAuthorizedException', 'Incorrect username or password.');
export const userNotConfirmed = () => authError('UserNotConfirmedException', 'User is not confirmed.');
export const challengeExpired = () => authError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
export const codeMismatch = () => authError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const codeExpired = () => authError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
export const invalidPassword = (message: string) => authError('InvalidPasswordException', message, { password: [message] });
export const invalidParameter = (field: string, message: string) => authError('InvalidParameterException', message, { [field]: [message] });
export const usernameExists = () => authError('UsernameExistsException', 'An account with the given email already exists.');
export const refreshRevoked = () => authError('NotAuthorizedException', 'Refresh Token has been revoked');

/** The shared password rules (spec part 1 §5); the first broken rule answers InvalidPasswordException. */
export function assertPasswordRules(password: string): void {
  const result = PasswordSchema.safeParse(password);
  if (!result.success) throw invalidPassword(result.error.issues[0]?.message ?? 'Invalid password');
}

/** Empty or not six digits: InvalidParameterException, without spending one of the code's tries. */
export function assertCodeShape(code: string): void {
  const result = VerificationCodeSchema.safeParse(code);
  if (!result.success) throw invalidParameter('code', result.error.issues[0]?.message ?? 'Invalid code');
}
