import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../../platform/errors';
import { identityServicesOfServer, type IdentityServices } from './identity-services';
import { codeMismatch } from './auth-errors';
import { verifyAndClaimTotp } from './services/mfa-service';
import { LOCKED_GROUP } from './account-lock';

/** Who is calling: read from the bearer id token and checked against the live session. */
export interface Principal {
  userPk: string;
  username: string;
  handler: string;
  groups: string[];
  /** When the session last proved a TOTP code (sign-in MFA or step-up). */
  mfaAt?: Date;
  sessionPk: string;
}

export const STAFF_GROUP = 'staff';
export const STEP_UP_WINDOW_MS = 10 * 60_000;

/** The group of a brand's members: its name with spaces as underscores ("Glen Aurora" → Glen_Aurora). */
export function brandGroupName(brandName: string): string {
  return brandName.trim().replace(/\s+/g, '_');
}

const resolved = new WeakMap<object, Promise<Principal | null>>();

export function servicesOf(request: FastifyRequest): IdentityServices {
  return identityServicesOfServer(request.server.server);
}

/**
 * The caller, or null when there is no bearer token or it is not acceptable (bad signature or
 * algorithm, wrong issuer/audience, expired, revoked session, deleted account). Memoised per request.
 */
export function authenticate(request: FastifyRequest): Promise<Principal | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = resolvePrincipal(request);
    resolved.set(request, pending);
  }
  return pending;
}

async function resolvePrincipal(request: FastifyRequest): Promise<Principal | null> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) return null;
  return principalFromToken(servicesOf(request), match[1]);
}

/** The principal of an id token, checked against its live session and account. */
export async function principalFromToken(services: IdentityServices, token: string): Promise<Principal | null> {
  const verified = await services.tokens.verifyIdToken(token);
  if (!verified) return null;
  const session = await services.sessions.active(verified.sessionPk);
  if (!session || session.userPk !== verified.userPk) return null;
  const account = await services.directory.byPk(verified.userPk);
  if (!account) return null;
  const groups = await services.directory.groups(account.user.publicPk);
  if (groups.includes(LOCKED_GROUP)) return null;
  return {
    userPk: account.user.publicPk,
    username: account.user.username,
    handler: account.user.handler,
    groups,
    mfaAt: session.mfaAt ?? undefined,
    sessionPk: session.publicPk,
  };
}

export async function requireUser(request: FastifyRequest): Promise<Principal> {
  const principal = await authenticate(request);
  if (!principal) throw unauthorized();
  return principal;
}

export async function requireStaff(request: FastifyRequest): Promise<Principal> {
  const principal = await requireUser(request);
  if (!principal.groups.includes(STAFF_GROUP)) throw forbidden();
  return principal;
}

/** Staff, or a member of the brand's group. */
export async function requireBrandMember(request: FastifyRequest, brandName: string): Promise<Principal> {
  const principal = await requireUser(request);
  if (principal.groups.includes(STAFF_GROUP) || principal.groups.includes(brandGroupName(brandName))) return principal;
  throw forbidden();
}

/**
 * For risky actions (transfer out of custody, wallet and payout changes): passes when this
 * session proved MFA in the last 10 minutes, or when `code` is a valid, unused TOTP code now
 * (which then refreshes the session's mark). Otherwise 403 `step_up_required`.
 */
export async function requireStepUp(request: FastifyRequest, code?: string): Promise<Principal> {
  const principal = await requireUser(request);
  const services = servicesOf(request);
  const now = services.now().getTime();
  if (principal.mfaAt && now - principal.mfaAt.getTime() <= STEP_UP_WINDOW_MS) return principal;
  const account = await services.directory.byPk(principal.userPk);
  const mfaEnabled = Boolean(account?.identity?.totpEnabledAt && account.identity.totpSecret);
  if (code && mfaEnabled) {
    await services.limiter.consume('codeCheckByIp', request.ip);
    await services.limiter.assertBelow('codeFailuresByAccount', principal.userPk);
    if (!(await verifyAndClaimTotp(services, principal.userPk, code))) {
      await services.limiter.recordFailure('codeFailuresByAccount', principal.userPk);
      throw codeMismatch();
    }
    const mfaAt = await services.sessions.markMfa(principal.sessionPk);
    return { ...principal, mfaAt };
  }
  throw new AppError({
    status: 403,
    code: 'step_up_required',
    message: mfaEnabled
      ? 'Enter a code from your authenticator app to continue.'
      : 'Turn on two-factor authentication in your settings to continue.',
    extra: { mfaEnabled },
  });
}
