/** The sweepstakes domain as flows use it (decisions 360–362): entries, draws, uploads and their presenters. */
export { registerEntryRoutes } from './entry-routes';
export { registerShuffleRoutes } from './shuffle-routes';
export { allDraws, commitDraw, drawOfPack, drawPackOf, editionNumbersOf, openedDrawPacks, prizeEditions, undrawnDraws, windowOf, type DrawKind, type DrawPack, type DrawRow } from './draw-packs';
export { entriesOfPack, entryByPk, entryOf, markEntryPaid, requireEntry, requireOpen, updateEntry, type EntryRow } from './entries';
export { presentDeposit, presentEntry, handlersOf } from './presenters';
export { staffDraws } from './published-draw';
