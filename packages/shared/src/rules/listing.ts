import { amountToUsdCents } from '../money/eth-conversion';
import { dollarsToCents } from '../money/cents';
import type { Currency } from '../format/price';

/** Listing expiry presets in dialog order; 1 month is the default. */
export const LISTING_EXPIRATION_PRESETS = [
  { key: '1d', label: '1 day', days: 1 },
  { key: '3d', label: '3 days', days: 3 },
  { key: '5d', label: '5 days', days: 5 },
  { key: '7d', label: '7 days', days: 7 },
  { key: '2w', label: '2 weeks', days: 14 },
  { key: '1m', label: '1 month', months: 1 },
  { key: '3m', label: '3 months', months: 3 },
  { key: '6m', label: '6 months', months: 6 },
  { key: '1y', label: '1 year', months: 12 },
  { key: 'custom', label: 'Custom' },
] as const;
export type ListingExpirationPreset = (typeof LISTING_EXPIRATION_PRESETS)[number]['key'];
export const DEFAULT_LISTING_EXPIRATION_PRESET: ListingExpirationPreset = '1m';
/** The dialog text is static, whatever the preset (as written). */
export const LISTING_EXPIRY_STATIC_TEXT = 'Expires in 28 days';

export const MIN_LISTING_PRICE = 0.01;
export const LOW_PRICE_WARNING_CENTS = dollarsToCents(50);
export const PRIVATE_BUYER_ADDRESS_LENGTH = 42;
/** Polling for a listing or purchase after its transaction: 25 attempts, 5000 ms apart, retrying on 404 only. */
export const LISTING_POLL = { attempts: 25, intervalMs: 5000 } as const;

/**
 * The expiry date for a preset, counted from now; months are calendar months (31 Jan + 1 month = 28/29 Feb).
 * 'custom' returns null: the user picks the date.
 */
export function listingExpiryFromPreset(preset: ListingExpirationPreset, now: Date): Date | null {
  const found = LISTING_EXPIRATION_PRESETS.find((entry) => entry.key === preset);
  if (!found || !('days' in found || 'months' in found)) return null;
  if ('days' in found) return new Date(now.getTime() + found.days * 86_400_000);
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + found.months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The low-price warning: the price is 50 USD or less (an ETH price converted at the ETH price). */
export function isLowListingPrice(price: number | string, currency: Currency, usdPerEth: number): boolean {
  return amountToUsdCents(price, currency, usdPerEth) <= LOW_PRICE_WARNING_CENTS;
}

export interface WalletEdition {
  editionNftPublicPk: string;
  /** The wallet address that holds the edition. */
  walletAddress: string;
}

/** A bundle's editions must sit in the same wallet as the first one chosen; the others are disabled. */
export function bundleSelectableEditions<T extends WalletEdition>(editions: readonly T[], initial: WalletEdition): T[] {
  const wallet = initial.walletAddress.toLowerCase();
  return editions.filter((edition) => edition.walletAddress.toLowerCase() === wallet);
}

/** Whether every selected edition shares one wallet. */
export function isSameWalletBundle(editions: readonly WalletEdition[]): boolean {
  return new Set(editions.map((edition) => edition.walletAddress.toLowerCase())).size <= 1;
}
