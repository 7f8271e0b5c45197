import { editionTokenAbi } from '@caskmark/contracts';
import { usdCentsToWei } from '@caskmark/shared/money/eth-conversion';
import { parseScaled } from '@caskmark/shared/money/decimal';
import { ethToWei } from '@caskmark/shared/money/wei';
import type { Address } from 'viem';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/errors';
import { CHAIN_UNAVAILABLE_MESSAGE, requireChain } from '../chain/public';

/** What an amount costs in wei now: ETH as written, USD at the price of the moment (rounded up). */
export function weiNeeded(amount: string, currency: 'USD' | 'ETH', usdPerEth: number): bigint {
  return currency === 'ETH' ? ethToWei(amount) : usdCentsToWei(parseScaled(amount, 2), usdPerEth, 'ceil');
}

/**
 * The wallet's balance read from the chain now (the cache is skipped: at acceptance a wallet emptied a
 * second ago must count as empty). Unknown → 503, never a guess.
 */
export async function balanceNow(context: AppContext, address: string): Promise<bigint> {
  const live = requireChain(context);
  live.balances.forget(address as Address);
  const wei = await live.balances.balanceOf(address as Address);
  if (wei === null) throw new AppError({ status: 503, code: 'chain_unavailable', message: CHAIN_UNAVAILABLE_MESSAGE, nonFieldErrors: [CHAIN_UNAVAILABLE_MESSAGE] });
  return wei;
}

export async function coversNow(context: AppContext, address: string, amount: string, currency: 'USD' | 'ETH', usdPerEth: number): Promise<boolean> {
  return (await balanceNow(context, address)) >= weiNeeded(amount, currency, usdPerEth);
}

/** Whether `owner` granted the marketplace approval-for-all, as the chain says now. */
export async function marketplaceApprovedNow(context: AppContext, owner: string): Promise<boolean> {
  const live = requireChain(context);
  return live.network.publicClient.readContract({
    address: live.network.addresses.editionToken,
    abi: editionTokenAbi,
    functionName: 'isApprovedForAll',
    args: [owner as Address, live.network.addresses.marketplace],
  });
}
