/** The HTTP operations of the identity provider. */
export { authScope } from './auth-scope';
export { registerFederatedRoutes } from './federated-routes';
export { registerMfaRoutes } from './mfa-routes';
export { registerSignInRoutes } from './sign-in-routes';
