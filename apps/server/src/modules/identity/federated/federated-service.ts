import { and, eq, gt, isNull } from 'drizzle-orm';
import * as client from 'openid-client';
import { federatedFlows, federatedIdentities, userIdentities } from '@caskmark/db';
import { FEDERATED_RETURN_PATH, type FederatedProvider, type SignInResponse } from '@caskmark/shared/api/identity';
import { authError } from '../auth-errors';
import type { IdentityServices } from '../identity-services';
import { randomToken, tokenHash } from '../keys/index';
import type { Account, RequestMeta, SignInService } from '../services/index';
import { callbackUrl } from './local-provider';
import type { ProviderSettings } from './provider-settings';

const FLOW_TTL_MS = 10 * 60_000;
const EXCHANGE_TTL_MS = 2 * 60_000;

/** Only same-site paths: never an open redirect. */
export function safeNextPath(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  return next.slice(0, 2000);
}

export class FederatedSignInError extends Error {
  constructor(readonly reason: 'access_denied' | 'invalid_state' | 'expired' | 'email_required' | 'provider_error') {
    super(reason);
  }
}

/**
 * Sign-in with Google/Apple: authorization code flow with PKCE, state and nonce (openid-client),
 * the flow bound to the starting browser by a cookie, then a one-time code that the web app
 * trades for our own tokens at POST /federated/exchange (docs/decisions/064).
 */
export class FederatedService {
  constructor(
    private readonly services: IdentityServices,
    private readonly providers: ProviderSettings,
    private readonly signIn: SignInService,
  ) {}

  async start(provider: FederatedProvider, next: string | undefined): Promise<{ url: string; browserBinding: string }> {
    const configuration = await this.providers.configuration(provider);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const browserBinding = randomToken(24);
    const now = this.services.now();
    await this.services.context.db.insert(federatedFlows).values({
      provider,
      stateHash: tokenHash(state),
      browserBindingHash: tokenHash(browserBinding),
      codeVerifier,
      nonce,
      nextPath: safeNextPath(next),
      expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
      createdAt: now,
    });
    const parameters: Record<string, string> = {
      redirect_uri: callbackUrl(this.services.publicUrl(), provider),
      scope: provider === 'apple' ? 'openid email name' : 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    };
    // Apple only returns the e-mail with form_post, and only on the first consent.
    if (provider === 'apple' && this.providers.kind('apple') === 'oidc') parameters.response_mode = 'form_post';
    return { url: client.buildAuthorizationUrl(configuration, parameters).href, browserBinding };
  }

  /** Completes the provider's redirect; answers where to send the browser. */
  async callback(provider: FederatedProvider, params: URLSearchParams, browserBinding: string | undefined): Promise<string> {
    const state = params.get('state');
    const now = this.services.now();
    const db = this.services.context.db;
    const [flow] = state
      ? await db
          .select()
          .from(federatedFlows)
          .where(and(eq(federatedFlows.stateHash, tokenHash(state)), eq(federatedFlows.provider, provider), isNull(federatedFlows.callbackAt)))
      : [];
    if (!flow || !browserBinding || tokenHash(browserBinding) !== flow.browserBindingHash) throw new FederatedSignInError('invalid_state');
    if (flow.expiresAt <= now) throw new FederatedSignInError('expired');
    const claimed = await db
      .update(federatedFlows)
      .set({ callbackAt: now })
      .where(and(eq(federatedFlows.publicPk, flow.publicPk), isNull(federatedFlows.callbackAt)))
      .returning({ publicPk: federatedFlows.publicPk });
    if (!claimed.length) throw new FederatedSignInError('invalid_state');
    if (params.get('error')) throw new FederatedSignInError(params.get('error') === 'access_denied' ? 'access_denied' : 'provider_error');

    const configuration = await this.providers.configuration(provider);
    const currentUrl = new URL(callbackUrl(this.services.publicUrl(), provider));
    params.forEach((value, key) => currentUrl.searchParams.set(key, value));
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state!,
        expectedNonce: flow.nonce,
      });
      claims = tokens.claims();
    } catch (error) {
      this.services.context.log.warn({ provider, reason: (error as Error).message }, 'federated code exchange failed');
      throw new FederatedSignInError('provider_error');
    }
    if (!claims?.sub) throw new FederatedSignInError('provider_error');
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
    const account = await this.findOrCreate(provider, claims.sub, email, emailVerified);

    const exchangeCode = randomToken(32);
    await db
      .update(federatedFlows)
      .set({ userPk: account.user.publicPk, exchangeCodeHash: tokenHash(exchangeCode), expiresAt: new Date(now.getTime() + EXCHANGE_TTL_MS) })
      .where(eq(federatedFlows.publicPk, flow.publicPk));
    const target = new URL(`${this.services.publicUrl()}${FEDERATED_RETURN_PATH}`);
    target.searchParams.set('code', exchangeCode);
    target.searchParams.set('next', flow.nextPath);
    return target.href;
  }

  /** The web app's one-time code → our tokens (or the MFA challenge). */
  async exchange(code: string, meta: RequestMeta): Promise<SignInResponse> {
    const db = this.services.context.db;
    const now = this.services.now();
    const used = await db
      .update(federatedFlows)
      .set({ exchangedAt: now })
      .where(and(eq(federatedFlows.exchangeCodeHash, tokenHash(code)), isNull(federatedFlows.exchangedAt), gt(federatedFlows.expiresAt, now)))
      .returning({ userPk: federatedFlows.userPk, provider: federatedFlows.provider });
    const flow = used[0];
    const account = flow?.userPk ? await this.services.directory.byPk(flow.userPk) : null;
    if (!flow || !account) throw authError('NotAuthorizedException', 'This sign-in link has expired. Please try again.');
    return this.signIn.finish(account, flow.provider, meta);
  }

  /**
   * The linked account; else the account with this provider-verified e-mail (linked now); else a
   * new account. An unconfirmed password account with that e-mail loses its password: the provider
   * just proved who owns the mailbox, and the unconfirmed sign-up may have been someone else.
   */
  private async findOrCreate(provider: FederatedProvider, subject: string, email: string | null, emailVerified: boolean): Promise<Account> {
    const { directory, context } = this.services;
    const [link] = await context.db
      .select({ userPk: federatedIdentities.userPk })
      .from(federatedIdentities)
      .where(and(eq(federatedIdentities.provider, provider), eq(federatedIdentities.subject, subject)));
    if (link) {
      const linked = await directory.byPk(link.userPk);
      if (linked) return linked;
    }
    if (!email || !emailVerified) throw new FederatedSignInError('email_required');
    const now = this.services.now();
    // Read before the transaction: PGlite runs one statement stream, so no outside query inside it.
    const existing = await directory.byEmail(email);
    const userPk = await context.db.transaction(async (tx) => {
      let pk = existing?.user.publicPk;
      if (existing && !existing.identity) {
        await tx.insert(userIdentities).values({ userPk: existing.user.publicPk, confirmedAt: now, createdAt: now, updatedAt: now });
      } else if (existing?.identity && !existing.identity.confirmedAt) {
        await tx
          .update(userIdentities)
          .set({ passwordHash: null, confirmedAt: now, updatedAt: now })
          .where(eq(userIdentities.userPk, existing.user.publicPk));
      }
      pk ??= (await directory.create(tx, { email, passwordHash: null, confirmedAt: now, now })).publicPk;
      await tx.insert(federatedIdentities).values({ userPk: pk, provider, subject, email, createdAt: now }).onConflictDoNothing();
      return pk;
    });
    return (await directory.byPk(userPk))!;
  }
}
