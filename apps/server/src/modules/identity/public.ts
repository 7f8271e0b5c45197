/**
 * What other domains may use of identity.
 *
 * Guards (HTTP handlers, GraphQL resolvers and subscriptions alike: pass the Fastify request, in
 * GraphQL `ctx.request`; a subscription's token comes from the connection_init payload
 * `{ authorization: 'Bearer <idToken>' }`):
 * - `authenticate(request)` → Principal | null
 * - `requireUser(request)` → Principal, else 401 `not_authenticated`
 * - `requireStaff(request)`, `requireBrandMember(request, brandName)` → 403 `permission_denied`
 * - `requireStepUp(request, code?)` → 403 `step_up_required` unless MFA is fresh (10 min) or `code` is valid
 */
export {
  authenticate,
  brandGroupName,
  requireBrandMember,
  requireStaff,
  requireStepUp,
  requireUser,
  STAFF_GROUP,
  STEP_UP_WINDOW_MS,
  type Principal,
} from './guards';
export {
  authenticateToken,
  confirmEmailChange,
  identityFacts,
  limitSignInAttempt,
  recordLogin,
  signInVerifiedUser,
  startEmailChange,
  type EmailKind,
  type IdentityFacts,
} from './account-port';
export { DEMO_IDENTITIES, DEMO_PASSWORD, demoAccountsWithPasswords, seedDemoIdentities } from './demo-identities';
export { identityModule } from './identity-module';
export { LOCKED_GROUP, setAccountLock } from './account-lock';
export { identityLogOptions, redactUrl } from './log-redaction';
/** The auth scope and error shapes of `/api/auth` operations hosted by other domains (wallet sign-in). */
export { authErrorResponses, authScope } from './routes/auth-scope';
