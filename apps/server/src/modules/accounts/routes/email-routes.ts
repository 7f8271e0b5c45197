import { z } from 'zod';
import {
  EmailAddErrorSchema,
  EmailAddRequestSchema,
  EmailAddResponseSchema,
  EmailVerifyErrorSchema,
  EmailVerifyRequestSchema,
  EmailVerifyResponseSchema,
} from '@caskmark/shared/api/account';
import type { AppContext } from '../../../context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { confirmEmailChange, requireUser, startEmailChange, type EmailKind } from '../../identity/public';
import { publishAccountChanged } from '../account-graphql';

const tags = ['account'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());

const KINDS: Array<{ kind: EmailKind; segment: string; what: string }> = [
  { kind: 'signin', segment: 'signin-email', what: 'sign-in e-mail (accounts that are not wallet accounts)' },
  { kind: 'communication', segment: 'communication-email', what: 'communication e-mail (wallet accounts)' },
];

/** Every message of a 400, for the bare-list error body of the verify calls. */
function messagesOf(error: AppError): string[] {
  const fromFields = Object.values(error.fieldErrors ?? {}).flat();
  const all = [...(error.nonFieldErrors ?? []), ...fromFields];
  return all.length ? all : [error.message];
}

/** PUT …/add sends a code to the new address; PUT …/verify switches to it (spec part 1 §7). */
export function registerEmailRoutes(app: App, context: AppContext) {
  for (const { kind, segment, what } of KINDS) {
    app.put(
      `/api/account/v1/${segment}/add`,
      {
        schema: {
          tags,
          summary: `Send a six-digit code to a new ${what}; errors as { email: [messages] }`,
          body: EmailAddRequestSchema,
          response: { 200: EmailAddResponseSchema, 400: EmailAddErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
        },
      },
      async (request) => {
        const principal = await requireUser(request);
        const email = await startEmailChange(request, principal.userPk, kind, request.body.email);
        return { email, codeSent: true as const };
      },
    );

    app.put(
      `/api/account/v1/${segment}/verify`,
      {
        schema: {
          tags,
          summary: `Confirm the new ${what} with its code; errors as a list of messages`,
          body: EmailVerifyRequestSchema,
          response: { 200: EmailVerifyResponseSchema, 400: EmailVerifyErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
        },
      },
      async (request, reply) => {
        const principal = await requireUser(request);
        try {
          const email = await confirmEmailChange(request, principal.userPk, kind, request.body.email, request.body.inputVerificationCode);
          await publishAccountChanged(context, principal.userPk);
          return { email, verified: true as const };
        } catch (error) {
          if (error instanceof AppError && error.status === 400) return reply.status(400).send(messagesOf(error));
          throw error;
        }
      },
    );
  }
}
