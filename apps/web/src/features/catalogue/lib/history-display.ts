import type { EditionHistoryRow } from '@caskmark/shared/api/catalogue';
import { editionPath, listingPath, releasePath } from './paths';

type Row = Pick<
  EditionHistoryRow,
  | 'bottleName'
  | 'editionNumber'
  | 'transferType'
  | 'listingId'
  | 'listingEditionNfts'
  | 'primaryItemsTotal'
  | 'brandSlug'
  | 'releaseSlug'
  | 'releasePublicPk'
  | 'editionNftPublicPk'
>;

export function isBundleSale(row: Row): boolean {
  return row.listingId !== null && row.listingEditionNfts.length > 1;
}

export function isPrimaryMultiItemSale(row: Row): boolean {
  return row.transferType === 'Primary Market Sale' && (row.primaryItemsTotal ?? 1) > 1;
}

/**
 * Where a history row leads (part 2 §2 screen 1): a bundle sale to its listing; a global offer or a
 * primary sale of several items to the release; anything else to the edition.
 */
export function historyRowLink(row: Row): string {
  if (isBundleSale(row) && row.listingId) return listingPath(row.listingId);
  if (row.transferType === 'Global Offer' || isPrimaryMultiItemSale(row) || !row.editionNftPublicPk) {
    return releasePath(row.brandSlug, row.releasePublicPk);
  }
  return editionPath(row.brandSlug, row.releaseSlug, row.editionNftPublicPk);
}

/** The Name cell: 'Bundle of N', 'N of {bottleName}', or the bottle with its edition number. */
export function historyRowName(row: Row): string {
  if (isBundleSale(row)) return `Bundle of ${row.listingEditionNfts.length}`;
  if (isPrimaryMultiItemSale(row)) return `${row.primaryItemsTotal} of ${row.bottleName}`;
  return row.editionNumber !== null ? `${row.bottleName} #${row.editionNumber}` : row.bottleName;
}

/** From and To: a producer by name, a collector by @handle, nobody as '-'. */
export function historyParty(name: string | null, isBrand: boolean): string {
  if (!name) return '-';
  return isBrand ? name : `@${name}`;
}
