import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { userIdentities } from '@caskmark/db';
import type { SignInResponse } from '@caskmark/shared/api/identity';
import { assertCodeShape, assertPasswordRules, authError, challengeExpired, incorrectCredentials, invalidPassword, userNotConfirmed } from '../auth-errors';
import type { IdentityServices } from '../identity-services';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { SignInThrottle } from './sign-in-throttle';
import { verifyTotp } from './totp';
import type { Account } from './user-directory';
import { normaliseEmail } from './user-directory';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

/**
 * Sign-in with a password, the two challenges (SOFTWARE_TOKEN_MFA, NEW_PASSWORD_REQUIRED), and
 * the common ending of every sign-in (also federated): a challenge if one applies, else tokens.
 */
export class SignInService {
  constructor(private readonly services: IdentityServices) {}

  async signIn(login: string, password: string, meta: RequestMeta): Promise<SignInResponse> {
    const { limiter, directory } = this.services;
    await limiter.consume('signInByIp', meta.ip);
    const account = await directory.forSignIn(login);
    const accountKey = account?.user.publicPk ?? normaliseEmail(login);
    const throttle = new SignInThrottle(limiter);
    await throttle.assertMayTry(accountKey, meta.ip);
    const passwordHash = account?.identity?.passwordHash;
    const matches = passwordHash ? await verifyPassword(passwordHash, password) : await verifyAgainstDecoy(password);
    if (!account || !matches) {
      await throttle.recordFailure(accountKey, meta.ip);
      throw incorrectCredentials();
    }
    await throttle.recordSuccess(accountKey, meta.ip);
    if (!account.identity?.confirmedAt) throw userNotConfirmed();
    return this.finish(account, 'pwd', meta);
  }

  /** After the first factor: a new password if required, then MFA if enabled, then tokens. */
  async finish(account: Account, method: string, meta: RequestMeta, skipNewPassword = false): Promise<SignInResponse> {
    const { challenges, sessions } = this.services;
    const username = account.user.username;
    if (!skipNewPassword && method === 'pwd' && account.identity?.mustChangePassword) {
      return { username, challengeName: 'NEW_PASSWORD_REQUIRED', session: await challenges.create(account.user.publicPk, 'NEW_PASSWORD_REQUIRED', method) };
    }
    if (account.identity?.totpEnabledAt) {
      return { username, challengeName: 'SOFTWARE_TOKEN_MFA', session: await challenges.create(account.user.publicPk, 'SOFTWARE_TOKEN_MFA', method) };
    }
    const tokens = await sessions.start({ userPk: account.user.publicPk, username, method, mfa: false, ipAddress: meta.ip, userAgent: meta.userAgent });
    return { username, tokens };
  }

  async confirmSignIn(session: string, code: string, meta: RequestMeta): Promise<SignInResponse> {
    const { limiter, challenges, directory, crypto, sessions } = this.services;
    await limiter.consume('codeCheckByIp', meta.ip);
    assertCodeShape(code);
    const challenge = await challenges.open(session, 'SOFTWARE_TOKEN_MFA');
    await limiter.assertBelow('codeFailuresByAccount', challenge.userPk);
    const account = await directory.byPk(challenge.userPk);
    const identity = account?.identity;
    if (!account || !identity?.totpSecret || !identity.totpEnabledAt) throw challengeExpired();
    const step = await verifyTotp(crypto.decrypt(identity.totpSecret), code, identity.totpLastStep);
    const claimed = step !== null && (await this.claimStep(challenge.userPk, step));
    if (!claimed) {
      await challenges.recordWrongAnswer(challenge);
      await limiter.recordFailure('codeFailuresByAccount', challenge.userPk);
      throw authError('CodeMismatchException', 'Invalid code received for user');
    }
    if (!(await challenges.close(challenge))) throw challengeExpired();
    const tokens = await sessions.start({
      userPk: account.user.publicPk,
      username: account.user.username,
      method: challenge.method,
      mfa: true,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
    return { username: account.user.username, tokens };
  }

  async completeNewPassword(session: string, password: string, meta: RequestMeta): Promise<SignInResponse> {
    const { challenges, directory, context } = this.services;
    const challenge = await challenges.open(session, 'NEW_PASSWORD_REQUIRED');
    assertPasswordRules(password);
    const account = await directory.byPk(challenge.userPk);
    if (!account?.identity) throw challengeExpired();
    if (account.identity.passwordHash && (await verifyPassword(account.identity.passwordHash, password))) {
      throw invalidPassword('Choose a password different from the temporary one.');
    }
    if (!(await challenges.close(challenge))) throw challengeExpired();
    const now = this.services.now();
    await context.db
      .update(userIdentities)
      .set({ passwordHash: await hashPassword(password), mustChangePassword: false, passwordChangedAt: now, confirmedAt: account.identity.confirmedAt ?? now, updatedAt: now })
      .where(eq(userIdentities.userPk, challenge.userPk));
    const updated = await directory.byPk(challenge.userPk);
    return this.finish(updated!, challenge.method, meta, true);
  }

  private async claimStep(userPk: string, step: number): Promise<boolean> {
    const claimed = await this.services.context.db
      .update(userIdentities)
      .set({ totpLastStep: step })
      .where(and(eq(userIdentities.userPk, userPk), or(isNull(userIdentities.totpLastStep), lt(userIdentities.totpLastStep, step))))
      .returning({ userPk: userIdentities.userPk });
    return claimed.length > 0;
  }
}
