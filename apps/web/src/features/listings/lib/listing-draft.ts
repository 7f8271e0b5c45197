import { parseEther } from 'viem';
import type { Currency } from '@caskmark/shared/format/price';
import { parseScaled } from '@caskmark/shared/money/decimal';
import { amountToUsdCents } from '@caskmark/shared/money/eth-conversion';
import { splitSaleCents, type SaleKind } from '@caskmark/shared/rules/fees';

/** Changing currency converts the price to 2 decimals (spec part 2 §5); without an ETH price it is kept. */
export function convertListingPrice(price: string, from: Currency, to: Currency, usdPerEth: number | undefined): string {
  if (from === to || !price.trim() || !usdPerEth) return price;
  const amount = Number(price);
  if (!Number.isFinite(amount)) return price;
  const converted = to === 'ETH' ? amount / usdPerEth : amount * usdPerEth;
  return (Math.round(converted * 100) / 100).toFixed(2);
}

/** The price in the contract's units: USD cents, or wei. */
export function contractPrice(price: string, currency: Currency): bigint {
  return currency === 'USD' ? parseScaled(price.trim(), 2, 'floor') : parseEther(price.trim());
}

/**
 * What the seller receives of a price, in USD cents: the contract keeps the 10 % platform fee, or for a
 * collaboration edition a 5 % fee and pays a 5 % royalty to the ballot token's owner.
 */
export function sellerReceivesCents(price: string, currency: Currency, usdPerEth: number | undefined, kind: SaleKind = 'standard'): number | null {
  if (!price.trim() || !Number.isFinite(Number(price)) || (currency === 'ETH' && !usdPerEth)) return null;
  return splitSaleCents(amountToUsdCents(price, currency, usdPerEth ?? 0), kind).payout;
}

/** Unix seconds of a date, for the contract. */
export function toUnixSeconds(date: Date): bigint {
  return BigInt(Math.floor(date.getTime() / 1000));
}
