import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { userIdentities } from '@caskmark/db';
import type { TotpAssociateResponse } from '@caskmark/shared/api/identity';
import { AppError } from '../../../platform/errors';
import { assertCodeShape, authError, codeMismatch } from '../auth-errors';
import type { IdentityServices } from '../identity-services';
import { newTotpSecret, totpEnrolment, verifyTotp } from './totp';

export interface MfaCaller {
  userPk: string;
  sessionPk: string;
  ip: string;
}

/**
 * Checks a TOTP code against the enabled secret and claims its time step in one conditional
 * update, so the same code (or an older one) can never be accepted twice, even by two requests at once.
 */
export async function verifyAndClaimTotp(services: IdentityServices, userPk: string, code: string): Promise<boolean> {
  const account = await services.directory.byPk(userPk);
  const identity = account?.identity;
  if (!identity?.totpSecret || !identity.totpEnabledAt) return false;
  const step = await verifyTotp(services.crypto.decrypt(identity.totpSecret), code, identity.totpLastStep);
  if (step === null) return false;
  const claimed = await services.context.db
    .update(userIdentities)
    .set({ totpLastStep: step })
    .where(and(eq(userIdentities.userPk, userPk), or(isNull(userIdentities.totpLastStep), lt(userIdentities.totpLastStep, step))))
    .returning({ userPk: userIdentities.userPk });
  return claimed.length > 0;
}

/** Enable, confirm and disable TOTP MFA for the signed-in user, and the step-up check. */
export class MfaService {
  constructor(private readonly services: IdentityServices) {}

  async associate(caller: MfaCaller): Promise<TotpAssociateResponse> {
    const account = await this.services.directory.byPk(caller.userPk);
    if (!account?.identity) throw authError('InvalidParameterException', 'This account cannot use an authenticator app.');
    if (account.identity.totpEnabledAt) {
      throw authError('InvalidParameterException', 'Two-factor authentication is already on. Turn it off before pairing a new app.');
    }
    const secret = newTotpSecret();
    await this.services.context.db
      .update(userIdentities)
      .set({ totpPendingSecret: this.services.crypto.encrypt(secret), updatedAt: this.services.now() })
      .where(eq(userIdentities.userPk, caller.userPk));
    const label = account.user.email ?? `@${account.user.handler}`;
    return { secretCode: secret, ...(await totpEnrolment(secret, label)) };
  }

  /** The first code from the app turns MFA on, and counts as MFA for this session. */
  async verify(caller: MfaCaller, code: string): Promise<void> {
    assertCodeShape(code);
    await this.guardAttempt(caller);
    const account = await this.services.directory.byPk(caller.userPk);
    const pending = account?.identity?.totpPendingSecret;
    if (!pending) throw authError('InvalidParameterException', 'Start again: ask for a new QR code (totp/associate) first.');
    const secret = this.services.crypto.decrypt(pending);
    const step = await verifyTotp(secret, code, null);
    if (step === null) return this.wrongCode(caller);
    await this.services.context.db
      .update(userIdentities)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: this.services.now(), totpLastStep: step, updatedAt: this.services.now() })
      .where(eq(userIdentities.userPk, caller.userPk));
    await this.services.sessions.markMfa(caller.sessionPk);
  }

  /** Turning MFA off needs a current code: a stolen session alone cannot remove the second factor. */
  async disable(caller: MfaCaller, code: string): Promise<void> {
    assertCodeShape(code);
    await this.guardAttempt(caller);
    const account = await this.services.directory.byPk(caller.userPk);
    if (!account?.identity?.totpEnabledAt) throw authError('InvalidParameterException', 'Two-factor authentication is not on.');
    if (!(await verifyAndClaimTotp(this.services, caller.userPk, code))) return this.wrongCode(caller);
    await this.services.context.db
      .update(userIdentities)
      .set({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null, updatedAt: this.services.now() })
      .where(eq(userIdentities.userPk, caller.userPk));
  }

  /** Marks the session as freshly MFA-verified (10 minutes) after a valid code. */
  async stepUp(caller: MfaCaller, code: string): Promise<Date> {
    const account = await this.services.directory.byPk(caller.userPk);
    if (!account?.identity?.totpEnabledAt) {
      throw new AppError({
        status: 403,
        code: 'step_up_required',
        message: 'Turn on two-factor authentication in your settings to continue.',
        extra: { mfaEnabled: false },
      });
    }
    assertCodeShape(code);
    await this.guardAttempt(caller);
    if (!(await verifyAndClaimTotp(this.services, caller.userPk, code))) return this.wrongCode(caller);
    return this.services.sessions.markMfa(caller.sessionPk);
  }

  private async guardAttempt(caller: MfaCaller) {
    await this.services.limiter.consume('codeCheckByIp', caller.ip);
    await this.services.limiter.assertBelow('codeFailuresByAccount', caller.userPk);
  }

  private async wrongCode(caller: MfaCaller): Promise<never> {
    await this.services.limiter.recordFailure('codeFailuresByAccount', caller.userPk);
    throw codeMismatch();
  }
}
