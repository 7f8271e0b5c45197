import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { federatedIdentities, userGroups, userIdentities, users, type Db, type DbOrTx } from '@caskmark/db';
import { HANDLER_MAX_LENGTH, HandlerSchema } from '@caskmark/shared/api/account';
import { deriveUsername } from '@caskmark/shared/api/identity';

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof userIdentities.$inferSelect;

export interface Account {
  user: UserRow;
  identity: IdentityRow | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The identity domain's reads and writes of accounts. */
export class UserDirectory {
  constructor(private readonly db: Db) {}

  async byPk(userPk: string): Promise<Account | null> {
    const [row] = await this.db
      .select({ user: users, identity: userIdentities })
      .from(users)
      .leftJoin(userIdentities, eq(userIdentities.userPk, users.publicPk))
      .where(eq(users.publicPk, userPk));
    return row ?? null;
  }

  /** Any account whose sign-in e-mail is this address, confirmed or not. */
  async byEmail(email: string): Promise<Account | null> {
    const [row] = await this.db
      .select({ user: users, identity: userIdentities })
      .from(users)
      .leftJoin(userIdentities, eq(userIdentities.userPk, users.publicPk))
      .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
    return row ?? null;
  }

  async byUsername(username: string): Promise<Account | null> {
    const [row] = await this.db
      .select({ user: users, identity: userIdentities })
      .from(users)
      .leftJoin(userIdentities, eq(userIdentities.userPk, users.publicPk))
      .where(eq(users.username, username.trim()));
    return row ?? null;
  }

  /**
   * Sign-in lookup. An e-mail only works as a login once it is verified (as with a hosted
   * provider's e-mail alias); the derived username always works. This is why the web app retries
   * with the derived username: an unconfirmed account then answers UserNotConfirmedException.
   */
  async forSignIn(login: string): Promise<Account | null> {
    if (!login.includes('@')) return this.byUsername(login);
    const [row] = await this.db
      .select({ user: users, identity: userIdentities })
      .from(users)
      .innerJoin(userIdentities, eq(userIdentities.userPk, users.publicPk))
      .where(and(sql`lower(${users.email}) = ${normaliseEmail(login)}`, isNotNull(userIdentities.confirmedAt)));
    return row ?? null;
  }

  /** For confirm/resend/forgot: an e-mail (confirmed or not) or a username. */
  async byLogin(login: string): Promise<Account | null> {
    return login.includes('@') ? this.byEmail(login) : this.byUsername(login);
  }

  async groups(userPk: string, db: DbOrTx = this.db): Promise<string[]> {
    const rows = await db.select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userPk, userPk)).orderBy(userGroups.name);
    return rows.map((row) => row.name);
  }

  async federatedProvider(userPk: string): Promise<'google' | 'apple' | null> {
    const [row] = await this.db
      .select({ provider: federatedIdentities.provider })
      .from(federatedIdentities)
      .where(eq(federatedIdentities.userPk, userPk))
      .orderBy(federatedIdentities.createdAt)
      .limit(1);
    return row?.provider ?? null;
  }

  /** Creates the users row and its identity row; the handler comes from the e-mail. */
  async create(
    tx: DbOrTx,
    input: { email: string; passwordHash: string | null; confirmedAt: Date | null; now: Date },
  ): Promise<UserRow> {
    const email = normaliseEmail(input.email);
    const handler = await this.freeHandler(tx, email.split('@')[0]);
    const [user] = await tx
      .insert(users)
      .values({ username: await deriveUsername(email), handler, email, createdAt: input.now, updatedAt: input.now })
      .returning();
    await tx.insert(userIdentities).values({
      userPk: user.publicPk,
      passwordHash: input.passwordHash,
      confirmedAt: input.confirmedAt,
      passwordChangedAt: input.passwordHash ? input.now : null,
      createdAt: input.now,
      updatedAt: input.now,
    });
    return user;
  }

  /**
   * A valid, unused handler close to `seed` (the e-mail's local part): invalid characters dropped,
   * padded to 3, reserved words and taken handlers get a numeric suffix.
   */
  async freeHandler(db: DbOrTx, seed: string): Promise<string> {
    let base = seed.toLowerCase().replace(/[^a-z0-9_-]/g, '').slice(0, HANDLER_MAX_LENGTH - 5);
    if (base.length < 3) base = `${base}collector`.slice(0, Math.max(3, base.length + 9));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const candidate = attempt === 0 ? base : `${base}-${randomInt(1000, 10_000)}`;
      if (!HandlerSchema.safeParse(candidate).success) continue;
      const [taken] = await db.select({ pk: users.publicPk }).from(users).where(sql`lower(${users.handler}) = ${candidate}`);
      if (!taken) return candidate;
    }
    return `collector-${randomInt(100_000, 1_000_000)}`;
  }
}
