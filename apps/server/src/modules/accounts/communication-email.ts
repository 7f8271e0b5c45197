import { eq } from 'drizzle-orm';
import { users, type DbOrTx } from '@caskmark/db';

/**
 * Where a collector's notices go and whether that address is proven: the communication e-mail of a
 * wallet account once verified by code; an e-mail account's own sign-in address, verified at sign-up
 * (the same rule as the user-info's `communicationEmailIsVerified`).
 */
export async function communicationEmailOf(db: DbOrTx, userPk: string): Promise<{ email: string | null; verified: boolean; handler: string } | null> {
  const [user] = await db
    .select({ isWallet: users.isWallet, email: users.email, communicationEmail: users.communicationEmail, verified: users.communicationEmailIsVerified, handler: users.handler })
    .from(users)
    .where(eq(users.publicPk, userPk));
  if (!user) return null;
  if (user.isWallet) return { email: user.verified ? user.communicationEmail : null, verified: user.verified && Boolean(user.communicationEmail), handler: user.handler };
  return { email: user.email, verified: Boolean(user.email), handler: user.handler };
}
