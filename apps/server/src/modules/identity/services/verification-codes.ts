import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { verificationCodes, type Db, type verificationPurposes } from '@caskmark/db';
import { codeExpired, codeMismatch } from '../auth-errors';
import type { DataCrypto } from '../keys/index';

export type VerificationPurpose = (typeof verificationPurposes)[number];

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_WRONG_TRIES = 5;

/**
 * Six-digit e-mail codes: a new code replaces the previous one of the same purpose, each works
 * once, expires after 10 minutes on the business clock, and dies after 5 wrong tries.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Db,
    private readonly crypto: DataCrypto,
    private readonly now: () => Date,
  ) {}

  async issue(userPk: string, purpose: VerificationPurpose, targetEmail?: string): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(and(eq(verificationCodes.userPk, userPk), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
      await tx.insert(verificationCodes).values({
        userPk,
        purpose,
        codeHash: this.crypto.keyedHash(`${purpose}:${userPk}:${code}`),
        targetEmail: targetEmail?.toLowerCase() ?? null,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      });
    });
    return code;
  }

  /** Consumes the code or throws CodeMismatchException / ExpiredCodeException. */
  async consume(userPk: string, purpose: VerificationPurpose, code: string, targetEmail?: string): Promise<{ targetEmail: string | null }> {
    const [current] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userPk, userPk), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const now = this.now();
    if (!current || current.expiresAt <= now || current.failedAttempts >= CODE_MAX_WRONG_TRIES) throw codeExpired();
    if (targetEmail !== undefined && current.targetEmail !== targetEmail.toLowerCase()) throw codeExpired();
    const wellFormed = /^\d{6}$/.test(code.trim());
    if (!wellFormed || !this.crypto.keyedHashEquals(`${purpose}:${userPk}:${code.trim()}`, current.codeHash)) {
      await this.db
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.publicPk, current.publicPk));
      throw codeMismatch();
    }
    // Only one concurrent request can flip consumed_at; the other sees an expired code.
    const claimed = await this.db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.publicPk, current.publicPk), isNull(verificationCodes.consumedAt)))
      .returning({ publicPk: verificationCodes.publicPk });
    if (!claimed.length) throw codeExpired();
    return { targetEmail: current.targetEmail };
  }
}
