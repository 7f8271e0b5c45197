import type { ServerModule } from '../../platform/module';
import { ProviderSettings } from './federated/provider-settings';
import { createIdentityServices, identityServicesOf } from './identity-services';
import { authScope } from './routes/auth-scope';
import { registerFederatedRoutes } from './routes/federated-routes';
import { registerMfaRoutes } from './routes/mfa-routes';
import { registerSignInRoutes } from './routes/sign-in-routes';
import { SignInService } from './services/sign-in-service';

/**
 * The identity provider: `/api/auth/v1/*` (sign-up, sign-in with challenges, passwords, tokens,
 * TOTP, step-up, Google/Apple), `/api/common/v1/password-reset`, and the local OIDC provider at
 * `/oidc` outside production. Other domains use the guards and the sign-in port in public.ts (wallet
 * sign-in is hosted by the wallets domain and registers in the same auth scope).
 */
export const identityModule: ServerModule = {
  name: 'identity',
  async start(context) {
    await createIdentityServices(context);
  },
  async routes(app, context) {
    const services = identityServicesOf(context);
    services.attachServer(app.server);
    const providers = new ProviderSettings(services);
    if (providers.localEnabled) providers.local.register(app);
    await authScope(app, (scope) => {
      registerSignInRoutes(scope, services);
      registerMfaRoutes(scope, services);
      registerFederatedRoutes(scope, services, providers, new SignInService(services));
    });
  },
};
