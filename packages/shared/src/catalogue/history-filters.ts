/** Event kinds of an edition's history (spec part 2 §2, screen 1). */
export const TRANSFER_TYPES = [
  'Transfer',
  'Primary Market Sale',
  'Secondary Market Sale',
  'Gift',
  'Offer',
  'Global Offer',
  'Counter Offer',
  'Redeem',
  'Claim',
  'Mint',
  'Burn',
  'Auction Bid',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/** Filter values that stand for several kinds: 'Sale' has the two sale kinds as sub-options. */
export const HISTORY_EVENT_FILTERS = ['Sale'] as const;

export function expandTransferTypes(values: readonly string[]): TransferType[] {
  const kinds = new Set<TransferType>();
  for (const value of values) {
    if (value === 'Sale') {
      kinds.add('Primary Market Sale');
      kinds.add('Secondary Market Sale');
    } else if ((TRANSFER_TYPES as readonly string[]).includes(value)) kinds.add(value as TransferType);
  }
  return [...kinds];
}

/** Date filter of the history table: Last 7, 14, 30, 60, 90 days, This year, All. */
export const HISTORY_DATE_RANGES = ['7d', '14d', '30d', '60d', '90d', 'this_year', 'all'] as const;
export type HistoryDateRange = (typeof HISTORY_DATE_RANGES)[number];
export const HISTORY_DATE_RANGE_LABELS: Record<HistoryDateRange, string> = {
  '7d': 'Last 7 days',
  '14d': 'Last 14 days',
  '30d': 'Last 30 days',
  '60d': 'Last 60 days',
  '90d': 'Last 90 days',
  this_year: 'This year',
  all: 'All',
};

/** The earliest moment a range includes, on the server clock; null for 'all'. "This year" is UTC. */
export function historyRangeStart(range: HistoryDateRange, now: Date): Date | null {
  if (range === 'all') return null;
  if (range === 'this_year') return new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const days = Number.parseInt(range, 10);
  return new Date(now.getTime() - days * 86_400_000);
}
