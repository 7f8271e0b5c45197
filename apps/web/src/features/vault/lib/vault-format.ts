import { formatLongDate } from '@caskmark/shared/format/dates';
import { formatEth, formatUsd } from '@caskmark/shared/format/price';

/** The table's and the drawer's redeem date: NOW once redeemable (or when no date is set), else the date. */
export function redeemDateLabel(redeemAfter: string | null, nowMs: number): string {
  if (!redeemAfter) return 'NOW';
  const at = new Date(redeemAfter).getTime();
  return Number.isNaN(at) || at <= nowMs ? 'NOW' : formatLongDate(redeemAfter);
}

export function isRedeemable(redeemAfter: string | null, nowMs: number): boolean {
  return redeemDateLabel(redeemAfter, nowMs) === 'NOW';
}

/** 'Peated Cask Strength #12': the name plus the edition number. */
export function editionTitle(name: string, editionNumber: number): string {
  return `${name} #${editionNumber}`;
}

/** The vault's ETH conversion keeps 4 decimals (part 1 §9), and so does its display. */
export const VAULT_ETH_DISPLAY_DECIMALS = 4;

/** Price paid in USD and ETH: '$3,150 · 1.0000 ETH'; '-' when it came as a gift or transfer. */
export function pricePaidLabel(usd: number | null, eth: number | null): string {
  if (usd === null) return '-';
  return eth === null ? formatUsd(usd) : `${formatUsd(usd)} · ${formatEth(eth, VAULT_ETH_DISPLAY_DECIMALS)}`;
}

/** '0x1234…abcd' for addresses in narrow places. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/**
 * The token on the block explorer (Etherscan-style `/nft/{contract}/{tokenId}`), or null without an
 * explorer, a contract or a token id.
 */
export function explorerTokenUrl(explorerUrl: string | null | undefined, contract: string | null, tokenId: string | null): string | null {
  if (!explorerUrl || !contract || !tokenId) return null;
  return `${explorerUrl.replace(/\/+$/, '')}/nft/${contract}/${tokenId}`;
}

/** A file name for the downloaded art: 'peated-cask-strength-12.svg'. */
export function assetFileName(name: string, editionNumber: number, url: string): string {
  const extension = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? 'png';
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'edition'}-${editionNumber}.${extension}`;
}

/** Search settles for this long before it asks the server (part 1 §2, §9). */
export const VAULT_SEARCH_DEBOUNCE_MS = 300;
