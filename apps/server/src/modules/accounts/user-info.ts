import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userDetails, userGroups, users } from '@caskmark/db';
import type { UserInfo } from '@caskmark/shared/api/account';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { identityFacts } from '../identity/public';
import { connectedWallets } from '../wallets/public';

/** The user session of spec part 2 §3, read fresh from the database. */
export async function presentUserInfo(request: FastifyRequest, context: AppContext, userPk: string): Promise<UserInfo> {
  const [user] = await context.db.select().from(users).where(eq(users.publicPk, userPk));
  if (!user) throw notFound('User');
  const [groups, details, facts, wallets] = await Promise.all([
    context.db.select({ name: userGroups.name }).from(userGroups).where(eq(userGroups.userPk, userPk)).orderBy(userGroups.name),
    context.db.select({ publicPk: userDetails.publicPk }).from(userDetails).where(eq(userDetails.userPk, userPk)),
    identityFacts(request, userPk),
    connectedWallets(context, userPk),
  ]);
  const writesTo = user.isWallet ? user.communicationEmail : user.email;
  return {
    publicPk: user.publicPk,
    userInfoPublicPk: user.publicPk,
    username: user.username,
    handler: user.handler,
    email: writesTo ?? null,
    cognitoEmail: user.email ?? null,
    isManagedEmail: user.isManagedEmail,
    communicationEmailIsVerified: user.isWallet ? user.communicationEmailIsVerified : Boolean(user.email),
    connectedWallets: wallets,
    groups: groups.map((group) => group.name),
    allowPasswordReset: facts.allowPasswordReset,
    cognitoIsWallet: user.isWallet,
    federatedUser: facts.federatedProvider !== null,
    federatedProvider: facts.federatedProvider,
    userDetailsPublicPk: details[0]?.publicPk ?? null,
    mfaEnabled: facts.mfaEnabled,
  };
}
