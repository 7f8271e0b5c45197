import { z } from 'zod';

/**
 * Contracts of the identity provider (`/api/auth/v1/*`, spec part 1 §7 "Identity provider
 * operations"). Errors are `{ code: <exception name>, message, nonFieldErrors, <field>: [..] }`;
 * the web app picks the spec's text from `code` (part 1 §8 "Auth").
 */

export const AUTH_EXCEPTIONS = [
  'NotAuthorizedException',
  'UserNotConfirmedException',
  'UsernameExistsException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'LimitExceededException',
] as const;
export type AuthException = (typeof AUTH_EXCEPTIONS)[number];

export const AuthErrorSchema = z
  .object({
    code: z.string().describe(`One of ${AUTH_EXCEPTIONS.join(', ')} (or not_authenticated on guarded calls)`),
    message: z.string(),
    nonFieldErrors: z.array(z.string()).optional(),
    retryAfter: z.number().int().optional().describe('Seconds to wait (LimitExceededException, also in Retry-After)'),
  })
  .catchall(z.unknown());

/** Seed mixed into derived usernames; the browser and the server must agree on it. */
export const USERNAME_SEED = 'caskmark-username-v1';

/**
 * The account's username, derived from the lowercased e-mail plus a seed (spec part 1 §5). Sign-in
 * first tries the plain e-mail and, when that fails, retries with this value.
 */
export async function deriveUsername(email: string): Promise<string> {
  const data = new TextEncoder().encode(`${USERNAME_SEED}:${email.trim().toLowerCase()}`);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data));
  const hex = Array.from(digest.slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `u${hex}`;
}

/** An e-mail or a derived username. */
const UsernameField = z.string().trim().min(1).max(320).describe('The e-mail, or the username derived from it');
const CodeField = z.string().trim().max(32).describe('The six-digit code');
const PasswordField = z.string().max(256);
const SessionField = z.string().min(1).max(200).describe('The `session` answered with the challenge');

export const SignUpRequestSchema = z.object({
  email: z.string().trim().max(320),
  password: PasswordField,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const CodeDeliveryDetailsSchema = z.object({
  destination: z.string().describe('Masked address the code went to, e.g. a***@e***.com'),
  deliveryMedium: z.literal('EMAIL'),
  attributeName: z.literal('email'),
});

export const SignUpResponseSchema = z.object({
  username: z.string(),
  userSub: z.uuid().describe('The new account publicPk'),
  userConfirmed: z.boolean(),
  codeDeliveryDetails: CodeDeliveryDetailsSchema,
});
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const ConfirmSignUpRequestSchema = z.object({ username: UsernameField, code: CodeField });
export const UsernameRequestSchema = z.object({ username: UsernameField });
export const CodeDeliveryResponseSchema = z.object({ codeDeliveryDetails: CodeDeliveryDetailsSchema.nullable() });

export const SignInRequestSchema = z.object({ username: UsernameField, password: PasswordField });
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const AuthTokensSchema = z.object({
  idToken: z.string().describe('Bearer token for authenticated calls (ES256 JWT, ~15 minutes)'),
  refreshToken: z.string().describe('Opaque, single use: every refresh answers a new one'),
  expiresIn: z.number().int().describe('Seconds until the id token expires'),
  tokenType: z.literal('Bearer'),
});
export type AuthTokens = z.infer<typeof AuthTokensSchema>;

export const CHALLENGE_NAMES = ['SOFTWARE_TOKEN_MFA', 'NEW_PASSWORD_REQUIRED'] as const;
export type ChallengeName = (typeof CHALLENGE_NAMES)[number];

export const SignedInSchema = z.object({ username: z.string(), tokens: AuthTokensSchema });
export const ChallengeSchema = z.object({
  username: z.string(),
  challengeName: z.enum(CHALLENGE_NAMES),
  session: z.string().describe('Pass back to confirm-sign-in or complete-new-password (valid 5 minutes)'),
});
/** Either tokens, or a challenge to answer first (check `'challengeName' in response`). */
export const SignInResponseSchema = z.union([SignedInSchema, ChallengeSchema]);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const ConfirmSignInRequestSchema = z.object({ session: SessionField, code: CodeField });
export const CompleteNewPasswordRequestSchema = z.object({ session: SessionField, password: PasswordField });
export const ForgotPasswordSubmitRequestSchema = z.object({ username: UsernameField, code: CodeField, password: PasswordField });
export const ChangePasswordRequestSchema = z.object({ previousPassword: PasswordField, proposedPassword: PasswordField });

export const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1).max(300) });
export const SignOutRequestSchema = z.object({
  refreshToken: z.string().max(300).optional().describe('Ends the session of this refresh token (when no bearer is sent)'),
  global: z.boolean().optional().describe('End every session of the account'),
});

export const SuccessSchema = z.object({ success: z.literal(true) });

export const TotpAssociateResponseSchema = z.object({
  secretCode: z.string().describe('Base32 secret to type into an authenticator app'),
  otpauthUri: z.string(),
  qrCodeDataUrl: z.string().describe('data:image/svg+xml;base64,... QR code of otpauthUri'),
});
export type TotpAssociateResponse = z.infer<typeof TotpAssociateResponseSchema>;
export const TotpCodeRequestSchema = z.object({ code: CodeField });
export const TotpStatusSchema = z.object({ status: z.literal('SUCCESS'), mfaEnabled: z.boolean() });

export const StepUpRequestSchema = z.object({ code: CodeField });
export const StepUpResponseSchema = z.object({ mfaAt: z.string().describe('ISO 8601; fresh for 10 minutes') });

export const FEDERATED_PROVIDERS = ['google', 'apple'] as const;
export type FederatedProvider = (typeof FEDERATED_PROVIDERS)[number];
export const FederatedProviderParamsSchema = z.object({ provider: z.enum(FEDERATED_PROVIDERS) });
export const FederatedProvidersResponseSchema = z.object({
  providers: z.array(
    z.object({
      provider: z.enum(FEDERATED_PROVIDERS),
      name: z.string(),
      kind: z.enum(['oidc', 'local']).describe('local: the built-in stand-in provider at /oidc'),
      startUrl: z.string().describe('Send the browser here (full page navigation)'),
    }),
  ),
});
export const FederatedStartQuerySchema = z.object({
  next: z.string().max(2000).optional().describe('Same-site path to return to after sign-in'),
});
export const FederatedExchangeRequestSchema = z.object({ code: z.string().min(1).max(200) });

/** Where the server sends the browser after a federated callback. */
export const FEDERATED_RETURN_PATH = '/auth/federated';

export const PasswordResetQuerySchema = z.object({ email: z.string().trim().max(320) });
export const PasswordResetResponseSchema = z.object({
  resetPassword: z.boolean().describe('true: a code was sent (or would be); false: Google/Apple/wallet account'),
});

export const JwksSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() }).catchall(z.unknown())),
});
