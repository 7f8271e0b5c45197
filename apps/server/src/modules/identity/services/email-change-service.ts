import { and, eq, ne, sql } from 'drizzle-orm';
import { AddEmailFormSchema, VerificationCodeSchema } from '@caskmark/shared/forms/auth';
import { users } from '@caskmark/db';
import { AppError, fieldError } from '../../../platform/errors';
import { newEmailCodeMail } from '../../mail/public';
import type { IdentityServices } from '../identity-services';
import { normaliseEmail } from './user-directory';
import { CODE_TTL_MINUTES } from './verification-codes';

export type EmailKind = 'signin' | 'communication';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

function emailError(message: string): AppError {
  return fieldError('email', message);
}

/**
 * Adding an e-mail (spec part 1 §6): wallet accounts add a communication e-mail, other accounts
 * change their sign-in e-mail. Either way a code goes to the new address and nothing changes until
 * it comes back. Whether another account signs in with the address is only said at `verify`, to
 * whoever holds the code mailed there (decision 151).
 */
export class EmailChangeService {
  constructor(private readonly services: IdentityServices) {}

  async start(userPk: string, kind: EmailKind, rawEmail: string, ip: string): Promise<string> {
    const { directory, limiter, codes, mailer } = this.services;
    const email = this.validEmail(rawEmail);
    const account = await directory.byPk(userPk);
    if (!account) throw emailError('This account no longer exists.');
    await this.assertKindAllowed(userPk, kind, account.user.isWallet, Boolean(account.identity?.passwordHash));
    // The limits come before anything that depends on who else exists (issue 10, finding 3).
    await limiter.consume('codeSendByIp', ip);
    await limiter.consume('codeSendByAccount', userPk);
    const current = kind === 'signin' ? account.user.email : account.user.communicationEmail;
    const alreadyVerified = kind === 'signin' || account.user.communicationEmailIsVerified;
    if (current && normaliseEmail(current) === email && alreadyVerified) throw emailError('This is already your e-mail address.');
    // An address another account signs in with gets a code like any other: the answer must not tell
    // the caller that the account exists. Only whoever reads that mailbox can reach `verify`, which
    // then says so (decision 151).
    const code = await codes.issue(userPk, kind === 'signin' ? 'signin_email' : 'communication_email', email);
    await mailer.send(
      email,
      newEmailCodeMail({
        code,
        handler: account.user.handler,
        publicUrl: this.services.publicUrl(),
        validMinutes: CODE_TTL_MINUTES,
        kind: kind === 'signin' ? 'sign-in' : 'communication',
      }),
    );
    return email;
  }

  async verify(userPk: string, kind: EmailKind, rawEmail: string, code: string, ip: string): Promise<string> {
    const { limiter, codes, context } = this.services;
    const email = this.validEmail(rawEmail);
    const codeShape = VerificationCodeSchema.safeParse(code);
    if (!codeShape.success) throw fieldError('inputVerificationCode', codeShape.error.issues[0]?.message ?? 'Invalid code');
    await limiter.consume('codeCheckByIp', ip);
    await limiter.assertBelow('codeFailuresByAccount', userPk);
    try {
      await codes.consume(userPk, kind === 'signin' ? 'signin_email' : 'communication_email', code, email);
    } catch (error) {
      await limiter.recordFailure('codeFailuresByAccount', userPk);
      throw error;
    }
    const now = this.services.now();
    if (kind === 'communication') {
      await context.db.update(users).set({ communicationEmail: email, communicationEmailIsVerified: true, updatedAt: now }).where(eq(users.publicPk, userPk));
      return email;
    }
    if (await this.takenByAnother(userPk, email)) throw emailError(EMAIL_TAKEN_MESSAGE);
    try {
      await context.db.update(users).set({ email, updatedAt: now }).where(eq(users.publicPk, userPk));
    } catch {
      // The unique index on lower(email) lost a race with a sign-up of the same address.
      throw emailError(EMAIL_TAKEN_MESSAGE);
    }
    return email;
  }

  /** The shared Add Email rule (spec part 1 §5): 'Required Field' / 'Invalid Email Address'. */
  private validEmail(raw: string): string {
    const result = AddEmailFormSchema.safeParse({ email: raw });
    if (!result.success) throw emailError(result.error.issues[0]?.message ?? 'Invalid Email Address');
    return normaliseEmail(result.data.email);
  }

  private async assertKindAllowed(userPk: string, kind: EmailKind, isWallet: boolean, hasPassword: boolean) {
    if (kind === 'signin' && isWallet) throw emailError('Wallet accounts add a communication e-mail instead of a sign-in e-mail.');
    if (kind === 'communication' && !isWallet) throw emailError('Your sign-in e-mail is where we write to; change it with signin-email.');
    if (kind === 'signin' && !hasPassword && (await this.services.directory.federatedProvider(userPk))) {
      throw emailError('This account signs in with Google or Apple; its e-mail comes from there.');
    }
  }

  private async takenByAnother(userPk: string, email: string): Promise<boolean> {
    const [other] = await this.services.context.db
      .select({ publicPk: users.publicPk })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.publicPk, userPk)));
    return Boolean(other);
  }
}
