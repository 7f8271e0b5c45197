import { centsToDollars } from '../money/cents';
import { DISPLAY_ETH_DECIMALS, usdToEth } from '../money/eth-conversion';
import { weiToEthNumber } from '../money/wei';
import { formatDecimal, isNegative, unsignedCompact, unsignedDecimal } from './decimal';

export type Currency = 'USD' | 'ETH';
export const CURRENCIES: readonly Currency[] = ['USD', 'ETH'];
export const DEFAULT_CURRENCY: Currency = 'USD';

/**
 * USD display (spec part 1 §1): truncated to whole dollars, compact from 1,000,000 upward.
 * 1234.99 → '$1,234'; 2_500_000 → '$2.5M'.
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '-';
  const sign = isNegative(amount) ? '-' : '';
  if (Math.abs(amount) >= 1_000_000) return `${sign}$${unsignedCompact(amount, 2)}`;
  return `${sign}$${unsignedDecimal(Math.trunc(amount), { minFraction: 0, maxFraction: 0 })}`;
}

/** USD display of integer cents, same rule as formatUsd: 123_456 → '$1,234'. */
export function formatUsdCents(cents: number): string {
  if (!Number.isFinite(cents)) return '-';
  return formatUsd(centsToDollars(Math.trunc(cents)));
}

/** ETH display: 2 decimals by default ('1.25 ETH'). */
export function formatEth(amount: number, decimals = DISPLAY_ETH_DECIMALS): string {
  if (!Number.isFinite(amount)) return '-';
  return `${formatDecimal(amount, { minFraction: decimals, maxFraction: decimals })} ETH`;
}

/** Shows a USD amount in the chosen currency, converting with the ETH price when needed. */
export function formatPrice(usdAmount: number, currency: Currency, usdPerEth: number | undefined): string {
  if (currency === 'ETH') {
    if (!usdPerEth || usdPerEth <= 0) return '-';
    if (!Number.isFinite(usdAmount)) return '-';
    return formatEth(usdToEth(usdAmount, usdPerEth, DISPLAY_ETH_DECIMALS));
  }
  return formatUsd(usdAmount);
}

/** ETH display of an on-chain amount in wei ('0.40 ETH'). */
export function formatWei(wei: bigint, decimals = DISPLAY_ETH_DECIMALS): string {
  return formatEth(weiToEthNumber(wei, decimals), decimals);
}

/** Shows an amount in its own currency (a listing's or an offer's): USD whole dollars, ETH 2 decimals. */
export function formatAmount(amount: number, currency: Currency): string {
  return currency === 'ETH' ? formatEth(amount) : formatUsd(amount);
}

/** '-' for a missing amount (the last-sale tiles), else the USD display. */
export function formatOptionalUsd(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '-' : formatUsd(amount);
}
