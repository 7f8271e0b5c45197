import { dollarsToCents } from '../money/cents';
import { BID_ETH_DECIMALS, usdCentsToEthUnits, weiToUsdCents } from '../money/eth-conversion';
import { rescale } from '../money/decimal';
import { ETH_DECIMALS } from '../money/wei';

export const NO_FUNDING_SOURCE_MESSAGE = 'You need to connect a wallet or get approved for Wire Transfer before making a bid';
export const INSUFFICIENT_FUNDS_MESSAGE = "You don't currently have enough funds to submit a quick/max bid. Please add funds...";

/** Funds assumed when there is no approved pre-approval (spec part 1 §5). */
export const DEFAULT_FUNDS_USD = { maxBid: 1000, sealed: 1000, leaderboard: 1000, quickBid: 50 } as const;
export type FundsContext = keyof typeof DEFAULT_FUNDS_USD;

export const FUND_CHECK_TYPES = ['preApproval', 'wallet', 'none'] as const;
export type FundCheckType = (typeof FUND_CHECK_TYPES)[number];

export interface PreApprovalFunds {
  publicPk: string;
  status: 'pending' | 'approved';
  amountUsd: number;
}

export interface WalletFunds {
  address: string;
  balanceWei: bigint;
}

export interface FundCheck {
  fundCheckType: FundCheckType;
  /** The approved proof of funds' publicPk, or the wallet address; null when nothing covers the bid. */
  fundCheckValue: string | null;
}

export interface FundCheckInput {
  bidUsdCents: number;
  usdPerEth: number;
  preApproval: PreApprovalFunds | null;
  wallets: readonly WalletFunds[];
}

/** The ETH a bid of this many cents costs in wei, at the bid's 8 decimals. */
export function bidAmountWei(bidUsdCents: number, usdPerEth: number): bigint {
  return rescale(usdCentsToEthUnits(bidUsdCents, usdPerEth, BID_ETH_DECIMALS), BID_ETH_DECIMALS, ETH_DECIMALS);
}

/**
 * What pays for a bid: an approved pre-approval of at least the bid; else the richest connected wallet whose
 * balance covers the bid's ETH amount (USD / price to 8 decimals); else none.
 */
export function fundsCheck({ bidUsdCents, usdPerEth, preApproval, wallets }: FundCheckInput): FundCheck {
  if (preApproval?.status === 'approved' && dollarsToCents(preApproval.amountUsd) >= bidUsdCents) {
    return { fundCheckType: 'preApproval', fundCheckValue: preApproval.publicPk };
  }
  const needed = bidAmountWei(bidUsdCents, usdPerEth);
  const covering = wallets.filter((wallet) => wallet.balanceWei >= needed).sort((a, b) => (b.balanceWei > a.balanceWei ? 1 : b.balanceWei < a.balanceWei ? -1 : 0));
  if (covering[0]) return { fundCheckType: 'wallet', fundCheckValue: covering[0].address };
  return { fundCheckType: 'none', fundCheckValue: null };
}

export interface AvailableFundsInput {
  usdPerEth: number;
  preApproval: PreApprovalFunds | null;
  wallets: readonly WalletFunds[];
  context: FundsContext;
}

/**
 * Funds available to bid, in cents: the larger of the highest wallet balance at the ETH price (rounded down)
 * and the approved pre-approval amount, which defaults to 1000 USD (50 on the quick-bid display) when missing.
 */
export function availableFundsCents({ usdPerEth, preApproval, wallets, context }: AvailableFundsInput): number {
  const richest = wallets.reduce((best, wallet) => (wallet.balanceWei > best ? wallet.balanceWei : best), 0n);
  const walletCents = richest > 0n ? weiToUsdCents(richest, usdPerEth, 'floor') : 0;
  const approvedCents = preApproval?.status === 'approved' ? dollarsToCents(preApproval.amountUsd) : dollarsToCents(DEFAULT_FUNDS_USD[context]);
  return Math.max(walletCents, approvedCents);
}
