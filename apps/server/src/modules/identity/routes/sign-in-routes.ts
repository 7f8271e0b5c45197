import {
  AuthTokensSchema,
  ChangePasswordRequestSchema,
  CodeDeliveryResponseSchema,
  CompleteNewPasswordRequestSchema,
  ConfirmSignInRequestSchema,
  ConfirmSignUpRequestSchema,
  ForgotPasswordSubmitRequestSchema,
  RefreshRequestSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  SignOutRequestSchema,
  SignUpRequestSchema,
  SignUpResponseSchema,
  SuccessSchema,
  UsernameRequestSchema,
} from '@caskmark/shared/api/identity';
import type { App } from '../../../platform/module';
import { authenticate, requireUser } from '../guards';
import type { IdentityServices } from '../identity-services';
import { RegistrationService, SignInService } from '../services/index';
import { authErrorResponses, guardedErrorResponses, requestMeta } from './auth-scope';

const tags = ['identity'];
const ok = { success: true as const };

/** The password operations of the identity provider (spec part 1 §7), named after them. */
export function registerSignInRoutes(app: App, services: IdentityServices) {
  const signIn = new SignInService(services);
  const registration = new RegistrationService(services);

  app.post(
    '/api/auth/v1/sign-up',
    {
      schema: {
        tags,
        summary: 'Create an account; a six-digit code is e-mailed (UsernameExistsException, InvalidPasswordException, InvalidParameterException)',
        body: SignUpRequestSchema,
        response: { 200: SignUpResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => registration.signUp(request.body.email, request.body.password, requestMeta(request)),
  );

  app.post(
    '/api/auth/v1/confirm-sign-up',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail with the code (CodeMismatchException, ExpiredCodeException, NotAuthorizedException when already confirmed)',
        body: ConfirmSignUpRequestSchema,
        response: { 200: SuccessSchema, ...authErrorResponses },
      },
    },
    async (request) => {
      await registration.confirmSignUp(request.body.username, request.body.code, requestMeta(request));
      return ok;
    },
  );

  app.post(
    '/api/auth/v1/resend-sign-up',
    {
      schema: {
        tags,
        summary: 'Send a new sign-up code; the previous one stops working',
        body: UsernameRequestSchema,
        response: { 200: CodeDeliveryResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => registration.resendSignUp(request.body.username, requestMeta(request)),
  );

  app.post(
    '/api/auth/v1/sign-in',
    {
      schema: {
        tags,
        summary:
          'Sign in with the e-mail (or the derived username) and password. Answers tokens, or a challenge SOFTWARE_TOKEN_MFA / NEW_PASSWORD_REQUIRED with a session (NotAuthorizedException, UserNotConfirmedException, LimitExceededException)',
        body: SignInRequestSchema,
        response: { 200: SignInResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => signIn.signIn(request.body.username, request.body.password, requestMeta(request)),
  );

  app.post(
    '/api/auth/v1/confirm-sign-in',
    {
      schema: {
        tags,
        summary: 'Answer SOFTWARE_TOKEN_MFA with an authenticator code (CodeMismatchException; NotAuthorizedException when the session expired)',
        body: ConfirmSignInRequestSchema,
        response: { 200: SignInResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => signIn.confirmSignIn(request.body.session, request.body.code, requestMeta(request)),
  );

  app.post(
    '/api/auth/v1/complete-new-password',
    {
      schema: {
        tags,
        summary: 'Answer NEW_PASSWORD_REQUIRED with the new password; may be followed by SOFTWARE_TOKEN_MFA',
        body: CompleteNewPasswordRequestSchema,
        response: { 200: SignInResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => signIn.completeNewPassword(request.body.session, request.body.password, requestMeta(request)),
  );

  app.post(
    '/api/auth/v1/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset code (unknown e-mails get the same answer and no message)',
        body: UsernameRequestSchema,
        response: { 200: CodeDeliveryResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => registration.forgotPassword(request.body.username, requestMeta(request)),
  );

  app.post(
    '/api/auth/v1/forgot-password-submit',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code; every session of the account ends',
        body: ForgotPasswordSubmitRequestSchema,
        response: { 200: SuccessSchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const { username, code, password } = request.body;
      await registration.forgotPasswordSubmit(username, code, password, requestMeta(request));
      return ok;
    },
  );

  app.post(
    '/api/auth/v1/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password of the signed-in account (Authorization: Bearer); other sessions end',
        body: ChangePasswordRequestSchema,
        response: { 200: SuccessSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const { previousPassword, proposedPassword } = request.body;
      await registration.changePassword(principal.userPk, principal.sessionPk, previousPassword, proposedPassword, requestMeta(request));
      return ok;
    },
  );

  app.post(
    '/api/auth/v1/refresh',
    {
      schema: {
        tags,
        summary: 'Trade the refresh token for a new id token and a new refresh token. A refresh token works once: reusing one ends the session',
        body: RefreshRequestSchema,
        response: { 200: AuthTokensSchema, ...authErrorResponses },
      },
    },
    async (request) => services.sessions.refresh(request.body.refreshToken),
  );

  app.post(
    '/api/auth/v1/sign-out',
    {
      schema: {
        tags,
        summary: 'End the session of the bearer token (or of `refreshToken`); `global: true` ends every session of the account',
        body: SignOutRequestSchema.nullish(),
        response: { 200: SuccessSchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const principal = await authenticate(request);
      const refreshToken = request.body?.refreshToken;
      if (principal) {
        if (request.body?.global) await services.sessions.revokeAllForUser(principal.userPk, 'sign_out_global');
        else await services.sessions.revokeSession(principal.sessionPk, 'sign_out');
      }
      if (refreshToken) {
        const sessionPk = await services.sessions.sessionOfRefreshToken(refreshToken);
        if (sessionPk) await services.sessions.revokeSession(sessionPk, 'sign_out');
      }
      return ok;
    },
  );
}
