import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { auctionBids, checkoutCarts, redemptions, userGroups, users, wallets, type Db } from '@caskmark/db';
import type { StaffUser, StaffUserDetail } from '@caskmark/shared/api/staff-users';
import { notFound } from '../../platform/errors';
import { LOCKED_GROUP } from '../identity/public';

type UserRow = typeof users.$inferSelect;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function present(db: Db, rows: UserRow[]): Promise<StaffUser[]> {
  if (rows.length === 0) return [];
  const groups = await db.select().from(userGroups).where(inArray(userGroups.userPk, rows.map((row) => row.publicPk)));
  return rows.map((row) => {
    const mine = groups.filter((group) => group.userPk === row.publicPk).map((group) => group.name);
    return { publicPk: row.publicPk, handler: row.handler, email: row.email, groups: mine.filter((name) => name !== LOCKED_GROUP).sort(), locked: mine.includes(LOCKED_GROUP), createdAt: row.createdAt.toISOString() };
  });
}

/** By e-mail or handler (contains, any case), or by a wallet address (exact, any case); at most 25. */
export async function searchUsers(db: Db, q: string): Promise<StaffUser[]> {
  const text = q.replace(/^@/, '');
  const pattern = `%${escapeLike(text)}%`;
  const byWallet = db.select({ pk: wallets.userPk }).from(wallets).where(sql`lower(${wallets.address}) = ${text.toLowerCase()}`);
  const rows = await db
    .select()
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.handler, pattern), inArray(users.publicPk, byWallet)))
    .orderBy(users.handler)
    .limit(25);
  return present(db, rows);
}

export async function userDetail(db: Db, userPk: string): Promise<StaffUserDetail> {
  const [row] = await db.select().from(users).where(eq(users.publicPk, userPk));
  if (!row) throw notFound('User');
  const [base] = await present(db, [row]);
  const [walletRows, orders, bids, redeemed] = await Promise.all([
    db.select().from(wallets).where(eq(wallets.userPk, userPk)).orderBy(desc(wallets.createdAt)),
    db.select().from(checkoutCarts).where(eq(checkoutCarts.userPk, userPk)).orderBy(desc(checkoutCarts.createdAt)).limit(50),
    db.select().from(auctionBids).where(eq(auctionBids.userPk, userPk)).orderBy(desc(auctionBids.createdAt)).limit(50),
    db.select().from(redemptions).where(eq(redemptions.userPk, userPk)).orderBy(desc(redemptions.createdAt)).limit(50),
  ]);
  return {
    ...base!,
    wallets: walletRows.map((wallet) => ({ address: wallet.address, isManaged: wallet.isManaged, createdAt: wallet.createdAt.toISOString() })),
    orders: orders.map((cart) => ({ publicPk: cart.publicPk, status: cart.status, paymentMethod: cart.paymentMethod ?? null, amountPaidCents: cart.amountPaidCents ?? null, createdAt: cart.createdAt.toISOString() })),
    bids: bids.map((bid) => ({ publicPk: bid.publicPk, releasePackPk: bid.releasePackPk, amountCents: bid.amountCents, createdAt: bid.createdAt.toISOString() })),
    redemptions: redeemed.map((item) => ({ publicPk: item.publicPk, status: item.status, redeemType: item.redeemType, createdAt: item.createdAt.toISOString() })),
  };
}
