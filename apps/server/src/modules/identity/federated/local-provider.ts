// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types must travel with this file into every tsconfig that imports it (the bench)
/// <reference path="./oidc-provider.d.ts" />
import { createHash } from 'node:crypto';
import type { Account, default as Provider, OidcContext } from 'oidc-provider';
import { z } from 'zod';
import { FEDERATED_PROVIDERS, type FederatedProvider } from '@caskmark/shared/api/identity';
import type { App } from '../../../platform/module';
import type { IdentityServices } from '../identity-services';
import { renderLocalSignInPage } from './local-sign-in-page';
import { loadLocalProviderSecrets, type LocalProviderSecrets } from './local-provider-secrets';
import { DatabaseOidcAdapter, databaseOidcAdapter } from './oidc-adapter';

export const LOCAL_OIDC_PATH = '/oidc';

export function localClientId(provider: FederatedProvider): string {
  return `caskmark-${provider}-local`;
}

export function callbackUrl(publicUrl: string, provider: FederatedProvider): string {
  return `${publicUrl}/api/auth/v1/federated/${provider}/callback`;
}

interface LocalAccount {
  email: string;
  name: string;
}

const SignInFormSchema = z.object({
  email: z.string().trim().max(254).optional().default(''),
  name: z.string().trim().max(100).optional().default(''),
  action: z.enum(['continue', 'cancel']).optional().default('continue'),
});

/** How long the stand-in remembers who signed in: as long as its session. */
const SESSION_TTL_SECONDS = 3600;

/**
 * The built-in OpenID provider at /oidc (oidc-provider), standing in for Google and Apple in the
 * embedded default: one client per provider, code flow with PKCE, consent implied (first party),
 * its own sign-in page. Its state (sessions, interactions, codes, the people who signed in) is in the
 * database and its keys are stored sealed, so sign-ins in flight survive a restart and can finish on
 * another instance (decision 124).
 */
export class LocalOidcProvider {
  private readonly accounts: DatabaseOidcAdapter;
  private provider?: Promise<Provider>;
  private secretsLoaded?: Promise<LocalProviderSecrets>;

  constructor(private readonly services: IdentityServices) {
    this.accounts = new DatabaseOidcAdapter(services.context.db, 'LocalAccount');
  }

  /** The client secret shared by this deployment's instances (the relying party side reads it too). */
  async clientSecret(): Promise<string> {
    return (await this.secrets()).clientSecret;
  }

  private secrets(): Promise<LocalProviderSecrets> {
    this.secretsLoaded ??= loadLocalProviderSecrets(this.services).catch((error) => {
      this.secretsLoaded = undefined;
      throw error;
    });
    return this.secretsLoaded;
  }

  issuer(): string {
    return `${this.services.publicUrl()}${LOCAL_OIDC_PATH}`;
  }

  instance(): Promise<Provider> {
    this.provider ??= this.create().catch((error) => {
      this.provider = undefined;
      throw error;
    });
    return this.provider;
  }

  private async create(): Promise<Provider> {
    const publicUrl = this.services.publicUrl();
    const secrets = await this.secrets();
    const accounts = this.accounts;
    // Loaded on first use: the package is only needed when someone signs in with the stand-in.
    const { default: OidcProvider } = await import('oidc-provider');
    const provider = new OidcProvider(this.issuer(), {
      adapter: databaseOidcAdapter(this.services.context.db),
      clients: FEDERATED_PROVIDERS.map((name) => ({
        client_id: localClientId(name),
        client_secret: secrets.clientSecret,
        redirect_uris: [callbackUrl(publicUrl, name)],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      })),
      jwks: { keys: [{ ...secrets.signingJwk, alg: 'RS256', use: 'sig', kid: secrets.signingKid }] },
      cookies: { keys: [secrets.cookieKey] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      conformIdTokenClaims: false,
      ttl: { Session: SESSION_TTL_SECONDS, Interaction: 600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${LOCAL_OIDC_PATH}/interaction/${interaction.uid}` },
      async findAccount(_ctx: unknown, sub: string): Promise<Account | undefined> {
        const account = (await accounts.find(sub)) as LocalAccount | undefined;
        if (!account) return undefined;
        return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }) };
      },
      // First-party stand-in: the person already chose to continue, so consent is implied.
      async loadExistingGrant(ctx: OidcContext) {
        const { oidc } = ctx;
        const grantId = oidc.result?.consent?.grantId ?? (oidc.client ? oidc.session?.grantIdFor(oidc.client.clientId) : undefined);
        if (grantId) return oidc.provider.Grant.find(grantId);
        if (!oidc.client || !oidc.session?.accountId) return undefined;
        const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      async renderError(ctx: OidcContext, out: { error?: string; error_description?: string }) {
        ctx.type = 'html';
        ctx.body = `<!DOCTYPE html><meta charset="utf-8"><title>Sign-in error</title><body style="font-family:system-ui;background:#110e0c;color:#f4f1ed;padding:40px"><h1>Sign-in could not continue</h1><p>${String(out.error_description ?? out.error ?? 'Unknown error').replace(/[&<>"']/g, '')}</p><p><a style="color:#df9633" href="/auth/signin">Back to Caskmark</a></p></body>`;
      },
    });
    provider.proxy = true;
    return provider;
  }

  /** Mounts the provider's endpoints and its sign-in page under /oidc. */
  register(app: App) {
    app.route({
      method: ['GET', 'POST', 'HEAD', 'OPTIONS'],
      url: `${LOCAL_OIDC_PATH}/*`,
      schema: { hide: true },
      // Before Fastify reads the body: oidc-provider parses its own requests.
      onRequest: (request, reply, done) => {
        reply.hijack();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(LOCAL_OIDC_PATH.length) || '/';
        this.instance()
          .then((provider) => provider.callback()(raw, reply.raw))
          .catch((error) => {
            request.log.error({ err: error }, 'local OIDC provider failed');
            if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
            reply.raw.end('The local sign-in provider is unavailable.');
          });
        done();
      },
      handler: async () => undefined,
    });

    const interactionPath = `${LOCAL_OIDC_PATH}/interaction/:uid`;
    const ParamsSchema = z.object({ uid: z.string().min(1).max(100) });

    app.get(interactionPath, { schema: { hide: true, params: ParamsSchema } }, async (request, reply) => {
      const provider = await this.instance();
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderLocalSignInPage({ provider: providerOfClient(details.params.client_id), action: request.url }));
    });

    app.post(interactionPath, { schema: { hide: true, params: ParamsSchema, body: SignInFormSchema } }, async (request, reply) => {
      const provider = await this.instance();
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const which = providerOfClient(details.params.client_id);
      const { email, name, action } = request.body;
      if (action === 'cancel') {
        reply.hijack();
        return provider.interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: 'The person cancelled sign-in.' }, { mergeWithLastSubmission: false });
      }
      if (!z.email().safeParse(email).success) {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(renderLocalSignInPage({ provider: which, action: request.url, email, name, error: 'Enter a valid e-mail address.' }));
      }
      const normalised = email.toLowerCase();
      const accountId = `${which}-${createHash('sha256').update(normalised).digest('hex').slice(0, 24)}`;
      const account: LocalAccount = { email: normalised, name: name || normalised.split('@')[0] };
      await this.accounts.upsert(accountId, { ...account }, SESSION_TTL_SECONDS);
      reply.hijack();
      return provider.interactionFinished(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
    });
  }
}

function providerOfClient(clientId: unknown): FederatedProvider {
  return FEDERATED_PROVIDERS.find((name) => localClientId(name) === clientId) ?? 'google';
}
