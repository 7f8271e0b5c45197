import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { authSessions, refreshTokens, users, type Db } from '@caskmark/db';
import type { AuthTokens } from '@caskmark/shared/api/identity';
import { authError, refreshRevoked } from '../auth-errors';
import { randomToken, tokenHash } from '../keys/index';
import type { TokenService } from './token-service';

export type SessionRow = typeof authSessions.$inferSelect;

export interface SessionStart {
  userPk: string;
  username: string;
  /** `pwd`, `google` or `apple`. */
  method: string;
  /** True when a TOTP code was proven during this sign-in. */
  mfa: boolean;
  ipAddress?: string;
  userAgent?: string;
}

const DAY_MS = 86_400_000;
/** RFC 8176 method names: a wallet signature proves possession of a software-held key. */
const FIRST_FACTOR_AMR: Record<string, string> = { pwd: 'pwd', google: 'fed', apple: 'fed', wallet: 'swk' };
/** A session lives `refreshDays` after its last refresh, and never more than three times that. */
const ABSOLUTE_LIFETIME_FACTOR = 3;

/**
 * Sessions are refresh-token families. Every refresh rotates the token; presenting a rotated token
 * again means it leaked (or two tabs raced), so the whole family is revoked and its id tokens stop
 * working at once (authenticate() checks the session on every call).
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly now: () => Date,
    private readonly refreshDays: number,
  ) {}

  async start(input: SessionStart): Promise<AuthTokens> {
    const now = this.now();
    const [session] = await this.db
      .insert(authSessions)
      .values({
        userPk: input.userPk,
        method: input.method,
        mfaAt: input.mfa ? now : null,
        lastRefreshedAt: now,
        expiresAt: new Date(now.getTime() + this.refreshDays * DAY_MS),
        ipAddress: input.ipAddress?.slice(0, 64),
        userAgent: input.userAgent?.slice(0, 300),
        createdAt: now,
      })
      .returning();
    return this.tokensFor(session, input.username);
  }

  async refresh(refreshToken: string): Promise<AuthTokens> {
    const now = this.now();
    const [found] = await this.db
      .select({ token: refreshTokens, session: authSessions, username: users.username })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.publicPk, refreshTokens.sessionPk))
      .innerJoin(users, eq(users.publicPk, authSessions.userPk))
      .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
    if (!found) throw authError('NotAuthorizedException', 'Invalid Refresh Token');
    if (found.token.rotatedAt) {
      await this.revokeSession(found.session.publicPk, 'refresh_token_reuse');
      throw refreshRevoked();
    }
    if (found.session.revokedAt || found.session.expiresAt <= now || found.token.expiresAt <= now) throw refreshRevoked();
    const rotated = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.publicPk, found.token.publicPk), isNull(refreshTokens.rotatedAt)))
      .returning({ publicPk: refreshTokens.publicPk });
    if (!rotated.length) {
      // Another request rotated it a moment ago with the same token: treat as reuse.
      await this.revokeSession(found.session.publicPk, 'refresh_token_reuse');
      throw refreshRevoked();
    }
    const cap = found.session.createdAt.getTime() + ABSOLUTE_LIFETIME_FACTOR * this.refreshDays * DAY_MS;
    const expiresAt = new Date(Math.min(now.getTime() + this.refreshDays * DAY_MS, cap));
    const [session] = await this.db
      .update(authSessions)
      .set({ lastRefreshedAt: now, expiresAt })
      .where(eq(authSessions.publicPk, found.session.publicPk))
      .returning();
    return this.tokensFor(session, found.username);
  }

  /** The session if it may still be used. */
  async active(sessionPk: string): Promise<SessionRow | null> {
    const [session] = await this.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.publicPk, sessionPk), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, this.now())));
    return session ?? null;
  }

  async sessionOfRefreshToken(refreshToken: string): Promise<string | null> {
    const [row] = await this.db
      .select({ sessionPk: refreshTokens.sessionPk })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
    return row?.sessionPk ?? null;
  }

  async revokeSession(sessionPk: string, reason: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(and(eq(authSessions.publicPk, sessionPk), isNull(authSessions.revokedAt)));
  }

  async revokeAllForUser(userPk: string, reason: string, exceptSessionPk?: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(
        and(
          eq(authSessions.userPk, userPk),
          isNull(authSessions.revokedAt),
          exceptSessionPk ? ne(authSessions.publicPk, exceptSessionPk) : undefined,
        ),
      );
  }

  async markMfa(sessionPk: string): Promise<Date> {
    const now = this.now();
    await this.db.update(authSessions).set({ mfaAt: now }).where(eq(authSessions.publicPk, sessionPk));
    return now;
  }

  /** True the first time for a session; the login call answers duplicate_login_call afterwards. */
  async recordLogin(sessionPk: string): Promise<boolean> {
    const updated = await this.db
      .update(authSessions)
      .set({ loginRecordedAt: this.now() })
      .where(and(eq(authSessions.publicPk, sessionPk), isNull(authSessions.loginRecordedAt)))
      .returning({ publicPk: authSessions.publicPk });
    return updated.length > 0;
  }

  private async tokensFor(session: SessionRow, username: string): Promise<AuthTokens> {
    const refreshToken = randomToken(32);
    await this.db.insert(refreshTokens).values({
      sessionPk: session.publicPk,
      tokenHash: tokenHash(refreshToken),
      expiresAt: session.expiresAt,
      createdAt: this.now(),
    });
    const amr = [FIRST_FACTOR_AMR[session.method] ?? session.method, ...(session.mfaAt ? ['otp'] : [])];
    const { token, expiresIn } = await this.tokens.issueIdToken({
      userPk: session.userPk,
      username,
      sessionPk: session.publicPk,
      authTime: session.createdAt,
      amr,
    });
    return { idToken: token, refreshToken, expiresIn, tokenType: 'Bearer' };
  }
}
