/**
 * What other rooms may use of auctions:
 * - `auctionsModule` (routes, GraphQL);
 * - reads of lots and bids for the settlement flow (added with it).
 */
export { auctionsModule } from './auctions-module';
