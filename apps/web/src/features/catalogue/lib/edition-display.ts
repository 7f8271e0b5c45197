import type { AvailabilityLabel } from '@caskmark/shared/catalogue/availability';
import type { EditionNft } from '@caskmark/shared/api/catalogue';

/**
 * The price an edition card shows: the primary price while the primary sale offers it, else the
 * owner's listing price, else the primary price it sold at, marked as such.
 */
export function editionPriceUsd(edition: Pick<EditionNft, 'primaryAvailable' | 'secondaryAvailable' | 'primaryUsdPrice' | 'secondaryUsdPrice'>): {
  label: string;
  usd: number | null;
} {
  if (edition.primaryAvailable && edition.primaryUsdPrice !== null) return { label: 'Price', usd: edition.primaryUsdPrice };
  if (edition.secondaryAvailable && edition.secondaryUsdPrice !== null) return { label: 'Listed at', usd: edition.secondaryUsdPrice };
  return { label: 'Primary price', usd: edition.primaryUsdPrice };
}

const COLORS: Record<AvailabilityLabel, string> = {
  Available: 'teal',
  Locked: 'gray',
  'Checkout In Progress': 'yellow',
  'Current User Checkout In Progress': 'yellow',
  'Not Listed': 'gray',
  Redeemed: 'red',
  Reserved: 'grape',
};

export function availabilityColor(label: AvailabilityLabel): string {
  return COLORS[label];
}
