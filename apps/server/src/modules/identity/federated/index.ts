/** Google and Apple sign-in: the built-in stand-in provider and the relying-party side. */
export { FederatedService, FederatedSignInError, safeNextPath } from './federated-service';
export { LOCAL_OIDC_PATH, LocalOidcProvider, callbackUrl, localClientId } from './local-provider';
export { PROVIDER_NAMES, ProviderSettings } from './provider-settings';
