import {
  JwksSchema,
  PasswordResetQuerySchema,
  PasswordResetResponseSchema,
  StepUpRequestSchema,
  StepUpResponseSchema,
  TotpAssociateResponseSchema,
  TotpCodeRequestSchema,
  TotpStatusSchema,
} from '@caskmark/shared/api/identity';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../platform/module';
import { requireUser } from '../guards';
import type { IdentityServices } from '../identity-services';
import { MfaService, RegistrationService } from '../services/index';
import { authErrorResponses, guardedErrorResponses, requestMeta } from './auth-scope';

const tags = ['identity'];

async function caller(request: FastifyRequest) {
  const principal = await requireUser(request);
  return { userPk: principal.userPk, sessionPk: principal.sessionPk, ip: request.ip };
}

/** TOTP MFA (associate → verify → disable), step-up, the JWKS, and the password-reset check. */
export function registerMfaRoutes(app: App, services: IdentityServices) {
  const mfa = new MfaService(services);
  const registration = new RegistrationService(services);

  app.post(
    '/api/auth/v1/totp/associate',
    {
      schema: {
        tags,
        summary: 'Start pairing an authenticator app (Authorization: Bearer): answers the secret and a QR code. MFA turns on at totp/verify',
        response: { 200: TotpAssociateResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => mfa.associate(await caller(request)),
  );

  app.post(
    '/api/auth/v1/totp/verify',
    {
      schema: {
        tags,
        summary: 'Confirm pairing with the first code from the app; MFA is on from now (CodeMismatchException)',
        body: TotpCodeRequestSchema,
        response: { 200: TotpStatusSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      await mfa.verify(await caller(request), request.body.code);
      return { status: 'SUCCESS' as const, mfaEnabled: true };
    },
  );

  app.post(
    '/api/auth/v1/totp/disable',
    {
      schema: {
        tags,
        summary: 'Turn MFA off; needs a current authenticator code (CodeMismatchException)',
        body: TotpCodeRequestSchema,
        response: { 200: TotpStatusSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      await mfa.disable(await caller(request), request.body.code);
      return { status: 'SUCCESS' as const, mfaEnabled: false };
    },
  );

  app.post(
    '/api/auth/v1/step-up',
    {
      schema: {
        tags,
        summary:
          'Prove MFA again for risky actions: a valid authenticator code marks this session fresh for 10 minutes (403 step_up_required when MFA is off)',
        body: StepUpRequestSchema,
        response: { 200: StepUpResponseSchema, ...guardedErrorResponses },
      },
    },
    async (request) => ({ mfaAt: (await mfa.stepUp(await caller(request), request.body.code)).toISOString() }),
  );

  app.get(
    '/api/auth/v1/.well-known/jwks.json',
    { schema: { tags, summary: 'Public keys that verify id tokens (ES256)', response: { 200: JwksSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return services.tokens.jwks();
    },
  );

  app.get(
    '/api/common/v1/password-reset',
    {
      schema: {
        tags,
        summary: 'Start a password reset: true when a code was sent (unknown e-mails too, without a message); false for Google/Apple/wallet accounts',
        querystring: PasswordResetQuerySchema,
        response: { 200: PasswordResetResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => ({ resetPassword: await registration.passwordResetCheck(request.query.email, requestMeta(request)) }),
  );
}
