import { and, eq, isNull, sql } from 'drizzle-orm';
import { signInChallenges, type Db } from '@caskmark/db';
import type { ChallengeName } from '@caskmark/shared/api/identity';
import { challengeExpired } from '../auth-errors';
import { randomToken, tokenHash } from '../keys/index';

export type ChallengeRow = typeof signInChallenges.$inferSelect;

export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_WRONG_TRIES = 5;

/** The `session` of a sign-in challenge: opaque, hashed at rest, 5 minutes, single use. */
export class ChallengeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async create(userPk: string, name: ChallengeName, method: string): Promise<string> {
    const session = randomToken(32);
    const now = this.now();
    await this.db.insert(signInChallenges).values({
      userPk,
      name,
      method,
      sessionHash: tokenHash(session),
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      createdAt: now,
    });
    return session;
  }

  /** The open challenge, or NotAuthorizedException "session is expired". */
  async open(session: string, name: ChallengeName): Promise<ChallengeRow> {
    const [row] = await this.db
      .select()
      .from(signInChallenges)
      .where(and(eq(signInChallenges.sessionHash, tokenHash(session)), eq(signInChallenges.name, name), isNull(signInChallenges.consumedAt)));
    if (!row || row.expiresAt <= this.now() || row.failedAttempts >= CHALLENGE_MAX_WRONG_TRIES) throw challengeExpired();
    return row;
  }

  async recordWrongAnswer(row: ChallengeRow): Promise<void> {
    await this.db
      .update(signInChallenges)
      .set({ failedAttempts: sql`${signInChallenges.failedAttempts} + 1` })
      .where(eq(signInChallenges.publicPk, row.publicPk));
  }

  /** Closes the challenge; false when another request already did. */
  async close(row: ChallengeRow): Promise<boolean> {
    const closed = await this.db
      .update(signInChallenges)
      .set({ consumedAt: this.now() })
      .where(and(eq(signInChallenges.publicPk, row.publicPk), isNull(signInChallenges.consumedAt)))
      .returning({ publicPk: signInChallenges.publicPk });
    return closed.length > 0;
  }
}
