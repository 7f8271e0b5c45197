import { and, desc, eq } from 'drizzle-orm';
import { proofsOfFunds, type DbOrTx } from '@caskmark/db';
import { fundsCheck, type PreApprovalFunds, type WalletFunds } from '@caskmark/shared/rules/funds-check';
import { usdToEth } from '@caskmark/shared/money/eth-conversion';
import { centsToDollars } from '@caskmark/shared/money/cents';
import type { Address } from 'viem';
import type { AppContext } from '../../context';
import { chainOf } from '../chain/public';
import { activeWalletsOfUser } from '../wallets/public';
import { auctionErrors } from './auction-errors';

export interface CheckedFunds {
  fundCheckType: 'preApproval' | 'wallet';
  fundCheckValue: string;
  usdPerEth: number;
}

/** The collector's latest approved pre-approval (proof of funds), if any. */
export async function approvedPreApproval(db: DbOrTx, userPk: string): Promise<PreApprovalFunds | null> {
  const [row] = await db
    .select({ publicPk: proofsOfFunds.publicPk, amountCents: proofsOfFunds.amountCents })
    .from(proofsOfFunds)
    .where(and(eq(proofsOfFunds.userPk, userPk), eq(proofsOfFunds.status, 'approved')))
    .orderBy(desc(proofsOfFunds.reviewedAt))
    .limit(1);
  return row ? { publicPk: row.publicPk, status: 'approved', amountUsd: centsToDollars(row.amountCents) } : null;
}

/** The collector's connected wallets (never the managed one) with their balance read from the chain now. */
export async function walletFunds(context: AppContext, userPk: string): Promise<WalletFunds[]> {
  const rows = await activeWalletsOfUser(context.db, userPk, { isManaged: false });
  if (rows.length === 0) return [];
  const live = chainOf(context).live;
  const balances = live ? await live.balances.balancesOf(rows.map((row) => row.address as Address)) : new Map<string, bigint | null>();
  return rows.map((row) => ({ address: row.address, balanceWei: balances.get(row.address.toLowerCase()) ?? 0n }));
}

/**
 * The funds check of spec part 1 §5, on the server, for `amountCents` (a max bid's maximum, a quick or
 * sealed bid's amount): an approved pre-approval of at least the amount, else a connected wallet whose
 * balance covers the ETH amount at the price feed (8 decimals), else refused with the spec's messages.
 * Whatever the client claimed as its funds check is ignored.
 */
export async function requireFunds(context: AppContext, userPk: string, amountCents: number): Promise<CheckedFunds> {
  const [preApproval, wallets, usdPerEth] = await Promise.all([
    approvedPreApproval(context.db, userPk),
    walletFunds(context, userPk),
    context.ethPrice.usdPerEth(),
  ]);
  const check = fundsCheck({ bidUsdCents: amountCents, usdPerEth, preApproval, wallets });
  if (check.fundCheckType === 'none' || !check.fundCheckValue) {
    if (!preApproval && wallets.length === 0) throw auctionErrors.noFundingSource();
    throw auctionErrors.insufficientFunds();
  }
  return { fundCheckType: check.fundCheckType, fundCheckValue: check.fundCheckValue, usdPerEth };
}

/** ETH for a USD amount at the price of the moment, 8 decimals, as a numeric string for the database. */
export function ethOf(amountCents: number, usdPerEth: number): string {
  return usdToEth(centsToDollars(amountCents), usdPerEth).toFixed(8);
}
