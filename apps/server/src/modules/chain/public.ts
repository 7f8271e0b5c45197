/**
 * What other domains may use of the chain:
 * - `chainOf(context)` → mode, chain id and, unless CHAIN_MODE=off, the live chain;
 * - `requireChain(context)` → the live chain (network clients and contract addresses, `sender` for
 *   server transactions at twice the gas price, `balances`, `indexer`), else 503 `chain_unavailable`;
 * - `ChainProjection` to turn indexed logs into rows (registered by src/flows/chain-projections);
 * - `usdPerEthAtBlock` (the feed's answer at a past block).
 */
export { chainModule } from './chain-module';
export { chainOf, requireChain, CHAIN_UNAVAILABLE_MESSAGE, type ChainRuntime, type LiveChain } from './chain-runtime';
export type { ChainEvent, IndexedLog, IndexedTransaction } from './indexer/chain-events';
export type { AfterCommit, ChainIndexer, ChainProjection, IndexerBatch } from './indexer/indexer';
export { recordedAt } from './indexer/indexer';
export type { ChainMode, ChainNetwork } from './network';
export type { ChainSender, SendTransactionInput } from './sender';
export type { BalanceReader } from './balances';
export { networkGasQuoteFor, serverGasPriceFor } from './gas';
export { usdPerEthAtBlock } from './eth-price-feed';
