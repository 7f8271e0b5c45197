import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { userGroups, userIdentities, users } from '@caskmark/db';
import { deriveUsername } from '@caskmark/shared/api/identity';
import type { AppContext } from '../../context';
import { brandGroupName, STAFF_GROUP } from './guards';
import { hashPassword } from './services/passwords';

export const DEMO_PASSWORD = 'Demo-pass-2026';

/** The four demo accounts of the README: e-mails and handlers match the catalogue's demo people. */
export const DEMO_IDENTITIES = [
  { email: 'staff@caskmark.test', handler: 'caskmark', groups: [STAFF_GROUP] },
  { email: 'cellar@glen-aurora.test', handler: 'glenaurora', groups: [brandGroupName('Glen Aurora')], isBrand: true },
  { email: 'ava@caskmark.test', handler: 'ava', groups: [] },
  { email: 'ben@caskmark.test', handler: 'ben', groups: [] },
] as const;

/**
 * Gives the demo accounts a password, a verified e-mail and their groups. Idempotent: runs after
 * the catalogue seed, creates a users row only when it is missing (so it also works alone), and
 * never rehashes a password that is already set.
 */
export async function seedDemoIdentities(context: AppContext): Promise<{ created: number; credentialed: number }> {
  const now = context.clock.now();
  let created = 0;
  let credentialed = 0;
  for (const demo of DEMO_IDENTITIES) {
    const username = await deriveUsername(demo.email);
    let [user] = await context.db.select().from(users).where(sql`lower(${users.email}) = ${demo.email}`);
    if (!user) {
      [user] = await context.db
        .insert(users)
        .values({
          username,
          handler: demo.handler,
          email: demo.email,
          communicationEmail: demo.email,
          communicationEmailIsVerified: true,
          isBrand: 'isBrand' in demo ? demo.isBrand : false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      created += 1;
    } else if (user.username !== username) {
      // The catalogue seed uses the e-mail as a placeholder; usernames are derived (spec part 1 §5).
      await context.db.update(users).set({ username, updatedAt: now }).where(eq(users.publicPk, user.publicPk));
    }
    const [identity] = await context.db.select().from(userIdentities).where(eq(userIdentities.userPk, user.publicPk));
    if (!identity?.passwordHash) {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await context.db
        .insert(userIdentities)
        .values({ userPk: user.publicPk, passwordHash, confirmedAt: now, passwordChangedAt: now, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: userIdentities.userPk, set: { passwordHash, confirmedAt: now, passwordChangedAt: now, updatedAt: now } });
      credentialed += 1;
    }
    for (const group of demo.groups) {
      await context.db.insert(userGroups).values({ userPk: user.publicPk, name: group, createdAt: now }).onConflictDoNothing();
    }
  }
  return { created, credentialed };
}

/**
 * The demo accounts this database holds that can sign in with a password: the README publishes it.
 * Only confirmed identities count, so nobody can plant one by signing up with a demo address.
 */
export async function demoAccountsWithPasswords(context: AppContext): Promise<string[]> {
  const rows = await context.db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userIdentities, eq(userIdentities.userPk, users.publicPk))
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          DEMO_IDENTITIES.map((demo) => demo.email),
        ),
        isNotNull(userIdentities.passwordHash),
        isNotNull(userIdentities.confirmedAt),
      ),
    );
  return rows.map((row) => row.email ?? '').sort();
}
