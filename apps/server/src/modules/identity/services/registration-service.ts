import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { FORGOT_PASSWORD_EMAIL_MESSAGE } from '@caskmark/shared/forms/auth';
import { userIdentities } from '@caskmark/db';
import type { SignUpResponse } from '@caskmark/shared/api/identity';
import { passwordResetMail, verificationCodeMail } from '../../mail/public';
import { assertCodeShape, assertPasswordRules, authError, codeMismatch, incorrectCredentials, invalidParameter, usernameExists } from '../auth-errors';
import type { IdentityServices } from '../identity-services';
import { withEvenTiming } from './even-timing';
import { hashPassword, verifyPassword } from './passwords';
import type { RequestMeta } from './sign-in-service';
import { SignInThrottle } from './sign-in-throttle';
import { normaliseEmail, type Account } from './user-directory';
import { CODE_TTL_MINUTES } from './verification-codes';

const EmailSchema = z.email();

/** `a***@e***.com`: enough for the person to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const [name, tld] = dot > 0 ? [domain.slice(0, dot), domain.slice(dot)] : [domain, ''];
  return `${local.slice(0, 1)}***@${name.slice(0, 1)}***${tld}`;
}

function delivery(email: string) {
  return { destination: maskEmail(email), deliveryMedium: 'EMAIL' as const, attributeName: 'email' as const };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/** Sign-up and its confirmation, forgotten passwords, and password changes. */
export class RegistrationService {
  constructor(private readonly services: IdentityServices) {}

  async signUp(emailInput: string, password: string, meta: RequestMeta): Promise<SignUpResponse> {
    const { limiter } = this.services;
    await limiter.consume('signUpByIp', meta.ip);
    await limiter.assertBelow('signUpExistingByIp', meta.ip);
    const email = normaliseEmail(emailInput);
    if (!email || !EmailSchema.safeParse(email).success) throw invalidParameter('email', 'Invalid email address format.');
    assertPasswordRules(password);
    await limiter.consume('signUpByAddress', email);
    return withEvenTiming(() => this.createAccount(email, password, meta));
  }

  /** The password is hashed before the address is looked up, so both answers cost the same. */
  private async createAccount(email: string, password: string, meta: RequestMeta): Promise<SignUpResponse> {
    const { limiter, directory, context } = this.services;
    const passwordHash = await hashPassword(password);
    const taken = async () => {
      // The spec's answer stays for the web app, but each one costs the client (decision 154).
      await limiter.recordFailure('signUpExistingByIp', meta.ip);
      return usernameExists();
    };
    if (await directory.byEmail(email)) throw await taken();
    const now = this.services.now();
    let user;
    try {
      user = await context.db.transaction((tx) => directory.create(tx, { email, passwordHash, confirmedAt: null, now }));
    } catch (error) {
      if (isUniqueViolation(error)) throw await taken();
      throw error;
    }
    await this.sendSignUpCode(user.publicPk, email, user.handler);
    return { username: user.username, userSub: user.publicPk, userConfirmed: false, codeDeliveryDetails: delivery(email) };
  }

  async confirmSignUp(login: string, code: string, meta: RequestMeta): Promise<void> {
    const { limiter, directory, context } = this.services;
    await limiter.consume('codeCheckByIp', meta.ip);
    assertCodeShape(code);
    const account = await directory.byLogin(login);
    if (!account?.identity) throw codeMismatch();
    if (account.identity.confirmedAt) throw authError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    await this.consumeCode(account, 'sign_up', code);
    await context.db
      .update(userIdentities)
      .set({ confirmedAt: this.services.now(), updatedAt: this.services.now() })
      .where(eq(userIdentities.userPk, account.user.publicPk));
  }

  /**
   * Known, unknown and already confirmed logins get the same answer in the same time; only an
   * unconfirmed account is sent a code (decision 154).
   */
  async resendSignUp(login: string, meta: RequestMeta) {
    const { limiter, directory } = this.services;
    await limiter.consume('codeSendByIp', meta.ip);
    await limiter.consume('codeSendByAddress', normaliseEmail(login));
    return withEvenTiming(async () => {
      const account = await directory.byLogin(login);
      if (!account?.identity || !account.user.email) return { codeDeliveryDetails: login.includes('@') ? delivery(login) : null };
      if (!account.identity.confirmedAt) await this.sendSignUpCode(account.user.publicPk, account.user.email, account.user.handler);
      return { codeDeliveryDetails: delivery(account.user.email) };
    });
  }

  /** Accounts with a password can reset it; Google/Apple-only and wallet accounts cannot. */
  async canResetPassword(account: Account): Promise<boolean> {
    if (account.identity?.passwordHash) return true;
    return !(account.user.isWallet || (await this.services.directory.federatedProvider(account.user.publicPk)));
  }

  async forgotPassword(login: string, meta: RequestMeta) {
    const { limiter } = this.services;
    await limiter.consume('codeSendByIp', meta.ip);
    await limiter.consume('codeSendByAddress', normaliseEmail(login));
    return withEvenTiming(() => this.sendPasswordReset(login));
  }

  private async sendPasswordReset(login: string) {
    const { directory, codes, mailer } = this.services;
    const account = await directory.byLogin(login);
    if (!account?.identity || !account.user.email) return { codeDeliveryDetails: login.includes('@') ? delivery(login) : null };
    if (!(await this.canResetPassword(account))) {
      throw invalidParameter('username', 'Cannot reset password for the user as there is no registered/verified email or phone_number');
    }
    const code = await codes.issue(account.user.publicPk, 'password_reset');
    await mailer.send(
      account.user.email,
      passwordResetMail({ code, handler: account.user.handler, publicUrl: this.services.publicUrl(), validMinutes: CODE_TTL_MINUTES }),
    );
    return { codeDeliveryDetails: delivery(account.user.email) };
  }

  /** `GET /api/common/v1/password-reset?email=`: sends the code when a reset is possible. */
  async passwordResetCheck(email: string, meta: RequestMeta): Promise<boolean> {
    if (!EmailSchema.safeParse(normaliseEmail(email)).success) throw invalidParameter('email', FORGOT_PASSWORD_EMAIL_MESSAGE);
    const { limiter } = this.services;
    await limiter.consume('codeSendByIp', meta.ip);
    await limiter.consume('codeSendByAddress', normaliseEmail(email));
    return withEvenTiming(async () => {
      const account = await this.services.directory.byEmail(email);
      if (account && !(await this.canResetPassword(account))) return false;
      await this.sendPasswordReset(email);
      return true;
    });
  }

  /** A reset also proves the mailbox, so it confirms an unconfirmed account; all sessions end. */
  async forgotPasswordSubmit(login: string, code: string, password: string, meta: RequestMeta): Promise<void> {
    const { limiter, directory, sessions, context } = this.services;
    await limiter.consume('codeCheckByIp', meta.ip);
    assertCodeShape(code);
    assertPasswordRules(password);
    const account = await directory.byLogin(login);
    if (!account?.identity) throw codeMismatch();
    await this.consumeCode(account, 'password_reset', code);
    const now = this.services.now();
    await context.db
      .update(userIdentities)
      .set({ passwordHash: await hashPassword(password), mustChangePassword: false, passwordChangedAt: now, confirmedAt: account.identity.confirmedAt ?? now, updatedAt: now })
      .where(eq(userIdentities.userPk, account.user.publicPk));
    await sessions.revokeAllForUser(account.user.publicPk, 'password_reset');
    await new SignInThrottle(limiter).clearAfterReset(account.user.publicPk, meta.ip);
  }

  /** Signed-in change: the old password is checked like a sign-in; other sessions end. */
  async changePassword(userPk: string, sessionPk: string, previous: string, proposed: string, meta: RequestMeta): Promise<void> {
    const { limiter, directory, sessions, context } = this.services;
    await limiter.consume('signInByIp', meta.ip);
    const throttle = new SignInThrottle(limiter);
    await throttle.assertMayTry(userPk, meta.ip);
    const account = await directory.byPk(userPk);
    if (!account?.identity?.passwordHash) throw authError('NotAuthorizedException', 'This account signs in with Google or Apple and has no password.');
    if (!(await verifyPassword(account.identity.passwordHash, previous))) {
      await throttle.recordFailure(userPk, meta.ip);
      throw incorrectCredentials();
    }
    assertPasswordRules(proposed);
    const now = this.services.now();
    await context.db
      .update(userIdentities)
      .set({ passwordHash: await hashPassword(proposed), passwordChangedAt: now, updatedAt: now })
      .where(eq(userIdentities.userPk, userPk));
    await sessions.revokeAllForUser(userPk, 'password_changed', sessionPk);
  }

  private async consumeCode(account: Account, purpose: 'sign_up' | 'password_reset', code: string) {
    const { limiter, codes } = this.services;
    await limiter.assertBelow('codeFailuresByAccount', account.user.publicPk);
    try {
      await codes.consume(account.user.publicPk, purpose, code);
    } catch (error) {
      await limiter.recordFailure('codeFailuresByAccount', account.user.publicPk);
      throw error;
    }
  }

  private async sendSignUpCode(userPk: string, email: string, handler: string) {
    const code = await this.services.codes.issue(userPk, 'sign_up');
    await this.services.mailer.send(email, verificationCodeMail({ code, handler, publicUrl: this.services.publicUrl(), validMinutes: CODE_TTL_MINUTES }));
  }
}
