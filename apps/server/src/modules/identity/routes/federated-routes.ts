import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FEDERATED_PROVIDERS,
  FEDERATED_RETURN_PATH,
  FederatedExchangeRequestSchema,
  FederatedProviderParamsSchema,
  FederatedProvidersResponseSchema,
  FederatedStartQuerySchema,
  SignInResponseSchema,
  type FederatedProvider,
} from '@caskmark/shared/api/identity';
import { notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { FederatedService, FederatedSignInError, PROVIDER_NAMES, type ProviderSettings } from '../federated/index';
import type { IdentityServices } from '../identity-services';
import type { SignInService } from '../services/index';
import { authErrorResponses, requestMeta } from './auth-scope';

const tags = ['identity'];
const COOKIE_PATH = '/api/auth/v1/federated';
const cookieName = (provider: FederatedProvider) => `cm_federated_${provider}`;

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Lax is enough for a redirect back (GET); Apple's form_post is a cross-site POST and needs None. */
function bindingCookie(name: string, value: string, secure: boolean, maxAge: number): string {
  const sameSite = secure ? 'SameSite=None; Secure' : 'SameSite=Lax';
  return `${name}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; HttpOnly; Max-Age=${maxAge}; ${sameSite}`;
}

const CallbackSchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
  iss: z.string().max(500).optional(),
  user: z.string().max(4000).optional().describe('Apple form_post: name of a first-time user'),
});

/** Google and Apple sign-in (docs/decisions/064). */
export function registerFederatedRoutes(app: App, services: IdentityServices, providers: ProviderSettings, signIn: SignInService) {
  const federated = new FederatedService(services, providers, signIn);
  const secure = () => services.publicUrl().startsWith('https://');

  app.get(
    '/api/auth/v1/federated/providers',
    { schema: { tags, summary: 'Which federated sign-ins are available (show only these buttons)', response: { 200: FederatedProvidersResponseSchema } } },
    async () => ({
      providers: FEDERATED_PROVIDERS.flatMap((provider) => {
        const kind = providers.kind(provider);
        return kind ? [{ provider, name: PROVIDER_NAMES[provider], kind, startUrl: `/api/auth/v1/federated/${provider}/start` }] : [];
      }),
    }),
  );

  app.get(
    '/api/auth/v1/federated/:provider/start',
    {
      schema: {
        tags,
        summary: 'Browser navigation: redirects (302) to the provider; after sign-in the browser lands on /auth/federated?code=…&next=… (or ?error=…)',
        params: FederatedProviderParamsSchema,
        querystring: FederatedStartQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!providers.kind(provider)) throw notFound(`Sign-in with ${PROVIDER_NAMES[provider]}`);
      await services.limiter.consume('signInByIp', request.ip);
      const { url, browserBinding } = await federated.start(provider, request.query.next);
      reply.header('set-cookie', bindingCookie(cookieName(provider), browserBinding, secure(), 600));
      reply.header('cache-control', 'no-store');
      return reply.redirect(url, 302);
    },
  );

  const callback = async (request: FastifyRequest, provider: FederatedProvider, params: URLSearchParams) => {
    const back = new URL(`${services.publicUrl()}${FEDERATED_RETURN_PATH}`);
    try {
      return await federated.callback(provider, params, readCookie(request, cookieName(provider)));
    } catch (error) {
      if (!(error instanceof FederatedSignInError)) throw error;
      back.searchParams.set('error', error.reason);
      return back.href;
    }
  };

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/auth/v1/federated/:provider/callback',
      schema: {
        tags,
        summary: `The provider's redirect back (${method === 'POST' ? 'form_post' : 'query'}); redirects the browser to /auth/federated`,
        params: FederatedProviderParamsSchema,
        ...(method === 'GET' ? { querystring: CallbackSchema } : { body: CallbackSchema }),
      },
      handler: async (request, reply) => {
        const { provider } = request.params as { provider: FederatedProvider };
        const source = (method === 'GET' ? request.query : request.body) as Record<string, string | undefined>;
        const params = new URLSearchParams(Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
        const target = await callback(request, provider, params);
        reply.header('set-cookie', bindingCookie(cookieName(provider), '', secure(), 0));
        reply.header('cache-control', 'no-store');
        return reply.redirect(target, 303);
      },
    });
  }

  app.post(
    '/api/auth/v1/federated/exchange',
    {
      schema: {
        tags,
        summary: 'Trade the one-time code from /auth/federated?code= for tokens (or a SOFTWARE_TOKEN_MFA challenge); valid 2 minutes, once',
        body: FederatedExchangeRequestSchema,
        response: { 200: SignInResponseSchema, ...authErrorResponses },
      },
    },
    async (request) => {
      await services.limiter.consume('signInByIp', request.ip);
      return federated.exchange(request.body.code, requestMeta(request));
    },
  );
}
