import type { UserInfo } from '@caskmark/shared/api/account';
import { formatEther, type Address } from 'viem';
import type { AppContext } from '../../context';
import { chainOf } from '../chain/public';
import { activeWalletsOfUser } from './wallet-repository';

/**
 * The user session's connectedWallets (spec part 1 §3): the wallets the person connected, with
 * their chain balance. Managed wallets are not in it (the person cannot sign with them). Never
 * fails for the chain: a balance that cannot be read shows as "0".
 */
export async function connectedWallets(context: AppContext, userPk: string): Promise<UserInfo['connectedWallets']> {
  const rows = await activeWalletsOfUser(context.db, userPk, { isManaged: false });
  if (rows.length === 0) return [];
  const live = chainOf(context).live;
  const balances = live ? await live.balances.balancesOf(rows.map((row) => row.address as Address)) : new Map<string, bigint | null>();
  return rows.map((row) => ({
    address: row.address,
    walletProvider: row.walletProvider,
    balance: formatEther(balances.get(row.address.toLowerCase()) ?? 0n),
  }));
}
