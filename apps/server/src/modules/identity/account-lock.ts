import { and, eq, isNull } from 'drizzle-orm';
import { authSessions, userGroups, type DbOrTx } from '@caskmark/db';

/**
 * A locked account (decision 292) carries this group: its id tokens stop resolving to a principal
 * (every call answers 401) and its sessions are revoked when it is locked. Unlocking removes the group.
 */
export const LOCKED_GROUP = 'locked';

export async function setAccountLock(tx: DbOrTx, userPk: string, locked: boolean, now: Date): Promise<void> {
  if (locked) {
    await tx.insert(userGroups).values({ userPk, name: LOCKED_GROUP, createdAt: now }).onConflictDoNothing();
    await tx.update(authSessions).set({ revokedAt: now, revokedReason: 'account_locked' }).where(and(eq(authSessions.userPk, userPk), isNull(authSessions.revokedAt)));
  } else {
    await tx.delete(userGroups).where(and(eq(userGroups.userPk, userPk), eq(userGroups.name, LOCKED_GROUP)));
  }
}
