// Public API of @caskmark/contracts: ABIs and bytecode, deployment, the dev chain and the contract math.
export { editionTokenAbi, editionTokenBytecode } from './generated/edition-token';
export { marketplaceAbi, marketplaceBytecode } from './generated/marketplace';
export { devPriceFeedAbi, devPriceFeedBytecode } from './generated/dev-price-feed';
export { paymentReceiverAbi, paymentReceiverBytecode } from './generated/payment-receiver';
export { contractsBuildInfo } from './generated/build-info';
export { caskmarkErrorsAbi } from './errors-abi';
export {
  checkDeployment,
  deployContracts,
  DEFAULT_DEV_ETH_PRICE_USD,
  DEFAULT_MAX_PRICE_AGE_SECONDS,
  type ContractAddresses,
  type DeployContractsOptions,
  type Deployment,
  type DeploymentCheck,
  type SignerClient,
} from './deploy';
export { startDevChain, defineDevChain, DEV_CHAIN_ID, type DevChain, type DevTestClient, type StartDevChainOptions } from './dev-chain';
export { startDevNetwork, type DeploymentOrigin, type DevNetwork, type StartDevNetworkOptions } from './dev-network';
export { DEV_ACCOUNT_INDEX, DEV_FUNDED_ACCOUNTS, DEV_MAX_ACCOUNTS, DEV_MNEMONIC, devAccount, devAccounts } from './dev-accounts';
export { networkGasPrice, networkGasQuote, priorityFeeCeiling, serverGas, serverGasPrice, type GasPriceReader, type NetworkGasQuote } from './gas';
export { resolveAnvilBinary } from './anvil-binary';
export {
  listingIdFromReceipt,
  marketplaceEventsFromReceipt,
  mintEditions,
  publishEthPrice,
  type EditionMint,
  type MintEditionsResult,
} from './operations';
export { NETWORK_ENV, NetworkConfigError, networkFromEnv, type NetworkConfig } from './network-config';
export {
  DEFAULT_FEES,
  FEE_DENOMINATOR,
  FEED_DECIMALS,
  feedAnswerToUsd,
  ListingCurrency,
  ListingState,
  ListingStatus,
  splitSalePrice,
  SWAP_SLIPPAGE_BPS,
  swapValue,
  usdCentsToWei,
  usdToFeedAnswer,
  type SaleSplit,
} from './sale-math';
