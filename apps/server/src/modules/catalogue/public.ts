/** What other domains may use of the catalogue: its computed reads, never its tables' internals. */
export { packCursorPage, listPacks, findPack, requirePack, presentPackRows } from './pack-service';
export { releasePage, requireRelease, releaseRefCondition } from './release-service';
export { releasePagePacks, releasePageView } from './release-page-service';
export {
  editionPage,
  packEditionsCursor,
  requireEdition,
  requireEditionByPk,
  findEdition,
  findEditions,
} from './edition-service';
export { listBrands, requireBrand } from './brand-service';
export { loadBidLadders, nextBidFor } from './bid-ladders';
export { toPage } from './paging';
export { viewerPkOf } from './viewer';
export {
  containsPattern,
  productAttributeConditions,
  packCandidateConditions,
  priceRangeConditions,
} from './sql/pack-filters';
export { rowsOf, dollars, isoFromMs, inList, inUuidList, isUuid } from './sql/run';
export { boundedPageCount, COUNT_PAGES } from './sql/page-count';
export { epochMs, nowParam, packSummaryCte, storedSummary } from './sql/pack-summary';
export { prepareSummaries, catalogueChangesOf, isTransaction } from './catalogue-changes';
export { cachedRead } from './cached-read';
