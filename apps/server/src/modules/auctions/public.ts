/**
 * What other rooms may use of auctions:
 * - `auctionsModule` (routes, GraphQL);
 * - the settlement's reads and writes of lots and wins (decision 254), for src/flows/auction-settlement.
 */
export { auctionsModule } from './auctions-module';
export {
  candidatesOf,
  dueLots,
  lockLotForSettlement,
  lockWin,
  markLotSettled,
  offerWin,
  openWins,
  PAYMENT_WINDOW_HOURS,
  setLotOutcome,
  unitNftPksOf,
  updateWin,
  winsOfLot,
  type Candidate,
  type WinRow,
} from './settlement';
