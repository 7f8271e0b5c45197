import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { wallets, type DbOrTx } from '@caskmark/db';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { formatEther } from 'viem';

export type WalletRow = typeof wallets.$inferSelect;

const sameAddress = (address: string) => sql`lower(${wallets.address}) = ${address.toLowerCase()}`;

/** The connected (not deleted) wallet with this address, whoever holds it. */
export async function activeWalletByAddress(db: DbOrTx, address: string): Promise<WalletRow | null> {
  const [row] = await db.select().from(wallets).where(and(sameAddress(address), isNull(wallets.deletedAt)));
  return row ?? null;
}

export async function activeWalletsOfUser(db: DbOrTx, userPk: string, filter: { address?: string; isManaged?: boolean } = {}): Promise<WalletRow[]> {
  return db
    .select()
    .from(wallets)
    .where(
      and(
        eq(wallets.userPk, userPk),
        isNull(wallets.deletedAt),
        filter.address ? sameAddress(filter.address) : undefined,
        filter.isManaged === undefined ? undefined : eq(wallets.isManaged, filter.isManaged),
      ),
    )
    .orderBy(asc(wallets.createdAt), asc(wallets.address));
}

export async function activeWalletOfUser(db: DbOrTx, userPk: string, walletPk: string): Promise<WalletRow | null> {
  const [row] = await db.select().from(wallets).where(and(eq(wallets.publicPk, walletPk), eq(wallets.userPk, userPk), isNull(wallets.deletedAt)));
  return row ?? null;
}

/** Spec part 2 §3 Wallet, plus `isManaged` (the account service's is_managed). */
export function presentWallet(row: WalletRow, balanceWei: bigint | null): Wallet {
  return {
    publicPk: row.publicPk,
    address: row.address,
    walletProvider: row.walletProvider,
    isManaged: row.isManaged,
    isApproved: row.isApproved,
    approvedAddress: row.approvedAddress,
    approvalTransactionHash: row.approvalTransactionHash,
    balance: balanceWei === null ? null : formatEther(balanceWei),
    createdAt: row.createdAt.toISOString(),
  };
}
