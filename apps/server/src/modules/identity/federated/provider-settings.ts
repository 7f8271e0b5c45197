import * as client from 'openid-client';
import type { FederatedProvider } from '@caskmark/shared/api/identity';
import type { IdentityServices } from '../identity-services';
import { LocalOidcProvider, localClientId } from './local-provider';

export const PROVIDER_NAMES: Record<FederatedProvider, string> = { google: 'Google', apple: 'Apple' };

interface RealProvider {
  kind: 'oidc';
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Google and Apple: the real providers when their client id and issuer are configured; otherwise
 * the built-in stand-in (outside production, or with LOCAL_OIDC_PROVIDER=true); otherwise off.
 */
export class ProviderSettings {
  readonly local: LocalOidcProvider;
  private readonly configurations = new Map<FederatedProvider, Promise<client.Configuration>>();

  constructor(private readonly services: IdentityServices) {
    this.local = new LocalOidcProvider(services);
  }

  get localEnabled(): boolean {
    const config = this.services.context.config;
    return config.LOCAL_OIDC_PROVIDER ?? config.NODE_ENV !== 'production';
  }

  kind(provider: FederatedProvider): 'oidc' | 'local' | null {
    if (this.real(provider)) return 'oidc';
    return this.localEnabled ? 'local' : null;
  }

  private real(provider: FederatedProvider): RealProvider | null {
    const config = this.services.context.config;
    const [clientId, clientSecret, issuer] =
      provider === 'google'
        ? [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, config.GOOGLE_ISSUER ?? 'https://accounts.google.com']
        : [config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET, config.APPLE_ISSUER ?? 'https://appleid.apple.com'];
    if (!clientId || !clientSecret) return null;
    return { kind: 'oidc', issuer, clientId, clientSecret };
  }

  /** The openid-client configuration (discovered once; retried after a failure). */
  configuration(provider: FederatedProvider): Promise<client.Configuration> {
    let pending = this.configurations.get(provider);
    if (!pending) {
      pending = this.discover(provider).catch((error) => {
        this.configurations.delete(provider);
        throw error;
      });
      this.configurations.set(provider, pending);
    }
    return pending;
  }

  private async discover(provider: FederatedProvider): Promise<client.Configuration> {
    const real = this.real(provider);
    if (real) return client.discovery(new URL(real.issuer), real.clientId, real.clientSecret);
    if (!this.localEnabled) throw new Error(`Sign-in with ${PROVIDER_NAMES[provider]} is not configured.`);
    // The stand-in runs in this process: reach it over loopback, whatever PUBLIC_URL says, but tell
    // it the public host so the endpoints it advertises are the ones the browser can reach.
    const publicUrl = new URL(this.services.publicUrl());
    const internal = this.services.internalUrl();
    const loopbackFetch: client.CustomFetch = (url, options) => {
      const target = new URL(url);
      if (target.origin !== publicUrl.origin && !url.startsWith(internal)) return fetch(url, options as RequestInit);
      const headers = new Headers(options.headers as ConstructorParameters<typeof Headers>[0]);
      headers.set('x-forwarded-host', publicUrl.host);
      headers.set('x-forwarded-proto', publicUrl.protocol.replace(':', ''));
      return fetch(`${internal}${target.pathname}${target.search}`, { ...(options as RequestInit), headers });
    };
    const clientSecret = await this.local.clientSecret();
    return client.discovery(
      new URL(this.local.issuer()),
      localClientId(provider),
      clientSecret,
      client.ClientSecretBasic(clientSecret),
      { execute: [client.allowInsecureRequests], [client.customFetch]: loopbackFetch },
    );
  }
}
