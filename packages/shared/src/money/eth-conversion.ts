import { divideRounded, parseScaled, pow10, scaledToNumber, type Rounding } from './decimal';
import { ETH_DECIMALS } from './wei';

/** ETH amounts for bids and the payment drawers carry 8 decimals (spec part 1 §5, part 2 §9). */
export const BID_ETH_DECIMALS = 8;
/** The vault's USD→ETH conversion rounds to 4 decimals. */
export const VAULT_ETH_DECIMALS = 4;
/** ETH is displayed with 2 decimals by default. */
export const DISPLAY_ETH_DECIMALS = 2;
/** The on-chain price oracle answers USD per ETH with 8 decimals ("divided by 1e8"). */
export const ORACLE_PRICE_DECIMALS = 8;

const PRICE_BASE = pow10(ORACLE_PRICE_DECIMALS);
const CENTS_PER_DOLLAR = 100n;

/** USD per ETH as a scaled integer with 8 decimals; throws on a missing, zero or negative price. */
export function scaledEthPrice(usdPerEth: number | string): bigint {
  const scaled = parseScaled(usdPerEth, ORACLE_PRICE_DECIMALS);
  if (scaled <= 0n) throw new RangeError(`ETH price must be positive, got ${String(usdPerEth)}`);
  return scaled;
}

/** The oracle's raw answer (USD × 1e8) as USD per ETH. */
export function oracleAnswerToUsdPerEth(answer: bigint): number {
  return scaledToNumber(answer, ORACLE_PRICE_DECIMALS);
}

/** USD cents → ETH as an integer with `decimals` decimals (one rounding, no float). */
export function usdCentsToEthUnits(usdCents: number | bigint, usdPerEth: number | string, decimals: number, rounding: Rounding = 'half-up'): bigint {
  const price = scaledEthPrice(usdPerEth);
  return divideRounded(BigInt(usdCents) * pow10(decimals) * PRICE_BASE, CENTS_PER_DOLLAR * price, rounding);
}

/** USD cents → wei. */
export function usdCentsToWei(usdCents: number | bigint, usdPerEth: number | string, rounding: Rounding = 'half-up'): bigint {
  return usdCentsToEthUnits(usdCents, usdPerEth, ETH_DECIMALS, rounding);
}

/**
 * USD → ETH to the spec's decimals: 8 for bids and drawers (default), 4 for the vault, 2 to display.
 * 1000 USD at 2500 USD/ETH → 0.4.
 */
export function usdToEth(usd: number | string, usdPerEth: number | string, decimals = BID_ETH_DECIMALS, rounding: Rounding = 'half-up'): number {
  const cents = parseScaled(usd, 2, rounding);
  return scaledToNumber(usdCentsToEthUnits(cents, usdPerEth, decimals, rounding), decimals);
}

/** Wei → USD cents at the ETH price. */
export function weiToUsdCents(wei: bigint, usdPerEth: number | string, rounding: Rounding = 'half-up'): number {
  const price = scaledEthPrice(usdPerEth);
  return Number(divideRounded(wei * price * CENTS_PER_DOLLAR, pow10(ETH_DECIMALS) * PRICE_BASE, rounding));
}

/** ETH → USD cents at the ETH price. */
export function ethToUsdCents(eth: number | string, usdPerEth: number | string, rounding: Rounding = 'half-up'): number {
  return weiToUsdCents(parseScaled(eth, ETH_DECIMALS), usdPerEth, rounding);
}

/** ETH → USD with 2 decimals (the counter-offer and display rule). */
export function ethToUsd(eth: number | string, usdPerEth: number | string, rounding: Rounding = 'half-up'): number {
  return ethToUsdCents(eth, usdPerEth, rounding) / 100;
}

/** Any amount in either currency as USD cents (ETH converted at the price). */
export function amountToUsdCents(amount: number | string, currency: 'USD' | 'ETH', usdPerEth: number | string): number {
  return currency === 'USD' ? Number(parseScaled(amount, 2)) : ethToUsdCents(amount, usdPerEth);
}
