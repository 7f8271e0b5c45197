import { formatScaled, parseScaled, rescale, scaledToNumber, type Rounding } from './decimal';

/** ETH has 18 decimals on chain; wei is the integer unit. */
export const ETH_DECIMALS = 18;
export const WEI_PER_ETH = 10n ** 18n;

/** ETH (string or number) to wei; decimals past the 18th are rounded. */
export function ethToWei(eth: string | number, rounding: Rounding = 'half-up'): bigint {
  return parseScaled(eth, ETH_DECIMALS, rounding);
}

/** Wei to an exact ETH decimal string without trailing zeros: 1500000000000000000n → '1.5'. */
export function weiToEth(wei: bigint): string {
  return formatScaled(wei, ETH_DECIMALS);
}

/** Wei to ETH as a number, rounded to `decimals` first (8 for bids and drawers, 4 for the vault, 2 to display). */
export function weiToEthNumber(wei: bigint, decimals = ETH_DECIMALS, rounding: Rounding = 'half-up'): number {
  return scaledToNumber(rescale(wei, ETH_DECIMALS, decimals, rounding), decimals);
}
