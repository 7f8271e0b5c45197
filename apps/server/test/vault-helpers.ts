import { eq } from 'drizzle-orm';
import { users } from '@caskmark/db';
import { buildSignedInUser } from './identity-helpers';
import type { TestApp } from './support/test-app';

export interface VaultUser {
  userPk: string;
  handler: string;
  token: string;
}

/** A signed-in collector with their handler (the public vault's address). */
export async function buildIdentityUser(t: TestApp): Promise<VaultUser> {
  const user = await buildSignedInUser(t);
  const [row] = await t.context.db.select({ handler: users.handler }).from(users).where(eq(users.publicPk, user.userPk));
  return { userPk: user.userPk, handler: row!.handler, token: user.tokens.idToken };
}
