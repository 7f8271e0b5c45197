import type { FastifyRequest } from 'fastify';
import { userIdentities } from '@caskmark/db';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import { authError } from './auth-errors';
import { principalFromToken, servicesOf, type Principal } from './guards';
import { SignInService } from './services/sign-in-service';
import { EmailChangeService, type EmailKind } from './services/email-change-service';
import { RegistrationService } from './services/registration-service';

/** What the accounts domain asks of identity: facts about sign-in, the login record, e-mail changes. */
export interface IdentityFacts {
  allowPasswordReset: boolean;
  federatedProvider: 'google' | 'apple' | null;
  mfaEnabled: boolean;
}

export async function identityFacts(request: FastifyRequest, userPk: string): Promise<IdentityFacts> {
  const services = servicesOf(request);
  const account = await services.directory.byPk(userPk);
  if (!account) return { allowPasswordReset: false, federatedProvider: null, mfaEnabled: false };
  return {
    allowPasswordReset: await new RegistrationService(services).canResetPassword(account),
    federatedProvider: await services.directory.federatedProvider(userPk),
    mfaEnabled: Boolean(account.identity?.totpEnabledAt),
  };
}

/** The principal of a token passed in a body (the login call posts the token it just received). */
export function authenticateToken(request: FastifyRequest, token: string): Promise<Principal | null> {
  return principalFromToken(servicesOf(request), token.trim());
}

/** True the first time for this session; false means `duplicate_login_call`. */
export function recordLogin(request: FastifyRequest, sessionPk: string): Promise<boolean> {
  return servicesOf(request).sessions.recordLogin(sessionPk);
}

export function startEmailChange(request: FastifyRequest, userPk: string, kind: EmailKind, email: string): Promise<string> {
  return new EmailChangeService(servicesOf(request)).start(userPk, kind, email, request.ip);
}

export function confirmEmailChange(request: FastifyRequest, userPk: string, kind: EmailKind, email: string, code: string): Promise<string> {
  return new EmailChangeService(servicesOf(request)).verify(userPk, kind, email, code, request.ip);
}

export type { EmailKind };

/** Counts a sign-in attempt from this IP against the same limit as password sign-in. */
export async function limitSignInAttempt(request: FastifyRequest): Promise<void> {
  await servicesOf(request).limiter.consume('signInByIp', request.ip);
}

/**
 * Ends a sign-in another domain proved (the wallets domain checked a signed challenge): the MFA
 * challenge when the account has MFA on, else tokens. An account without an identity record (a new
 * wallet account) gets one, confirmed and without a password, so it can turn MFA on later.
 */
export async function signInVerifiedUser(request: FastifyRequest, userPk: string, method: 'wallet'): Promise<SignInResponse> {
  const services = servicesOf(request);
  let account = await services.directory.byPk(userPk);
  if (!account) throw authError('NotAuthorizedException', 'This account no longer exists.');
  if (!account.identity) {
    const now = services.now();
    await services.context.db.insert(userIdentities).values({ userPk, confirmedAt: now, createdAt: now, updatedAt: now }).onConflictDoNothing();
    account = (await services.directory.byPk(userPk))!;
  }
  const userAgent = request.headers['user-agent'];
  return new SignInService(services).finish(account, method, { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined });
}
