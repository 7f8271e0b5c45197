import path from 'node:path';
import {
  checkDeployment,
  defineDevChain,
  DEV_ACCOUNT_INDEX,
  DEV_CHAIN_ID,
  networkFromEnv,
  startDevNetwork,
  type ContractAddresses,
  type DeploymentOrigin,
  type DevNetwork,
  type SignerClient,
} from '@caskmark/contracts';
import { createPublicClient, createWalletClient, http, type Account, type Chain, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../../config';

export type ChainMode = 'dev' | 'rpc' | 'off';

/** rpc when RPC_URL is set, off in tests (other domains' tests need no chain), else the dev chain. */
export function resolveChainMode(config: Config): ChainMode {
  if (config.CHAIN_MODE) return config.CHAIN_MODE;
  if (config.RPC_URL) return 'rpc';
  return config.NODE_ENV === 'test' ? 'off' : 'dev';
}

/** The chain id the server expects: CHAIN_ID, else anvil's 31337 (docs/decisions/090). */
export function configuredChainId(config: Config): number {
  return config.CHAIN_ID ?? DEV_CHAIN_ID;
}

/** A connected network with the clients the server uses. */
export interface ChainNetwork {
  mode: 'dev' | 'rpc';
  chainId: number;
  chain: Chain;
  /** The server's own endpoint (may carry an API key: never sent to browsers). */
  rpcUrl: string;
  publicClient: PublicClient;
  addresses: ContractAddresses;
  /** First block with our contracts: the indexer starts there. */
  fromBlock: bigint;
  /** Holds the minter, redeemer and price-setter roles; absent on a real network without a key. */
  operator?: SignerClient;
  /** Pays gas for managed wallets. */
  gasFunder?: SignerClient;
  /** Dev chain only: anvil and how its contracts came to be. */
  dev?: { network: DevNetwork; origin: DeploymentOrigin; redeployReason?: string };
  signerFor(account: Account): SignerClient;
  stop(): Promise<void>;
}

export interface NetworkStartInput {
  config: Config;
  baseTokenUri: string;
  ethPriceUsd: number;
  /** The business clock's now, in unix seconds. */
  nowSeconds: () => number;
  log: (line: string) => void;
}

/**
 * The dev chain: anvil with its state under DATA_DIR/chain (in memory in tests), contracts deployed
 * once and reused, the operator and gas funder taken from the fixed mnemonic (decision 022).
 */
export async function startDevChainNetwork(input: NetworkStartInput): Promise<ChainNetwork> {
  const { config } = input;
  const network = await startDevNetwork({
    dataDir: config.NODE_ENV === 'test' ? undefined : path.join(config.dataDir, 'chain'),
    chainId: configuredChainId(config),
    baseTokenUri: input.baseTokenUri,
    ethPriceUsd: input.ethPriceUsd,
    nowSeconds: input.nowSeconds(),
    log: input.log,
  });
  const { chain } = network.chain;
  const transport = http(network.chain.rpcUrl, { batch: true });
  return {
    mode: 'dev',
    chainId: network.chain.chainId,
    chain,
    rpcUrl: network.chain.rpcUrl,
    publicClient: network.publicClient,
    addresses: network.deployment.addresses,
    fromBlock: network.deployment.fromBlock,
    operator: network.adminClient,
    gasFunder: network.walletClientFor(DEV_ACCOUNT_INDEX.custody),
    dev: { network, origin: network.origin, redeployReason: network.redeployReason },
    signerFor: (account) => createWalletClient({ account, chain, transport, pollingInterval: 50 }),
    stop: () => network.stop(),
  };
}

/** A real network from RPC_URL, CHAIN_ID and the contract addresses, checked before it is trusted. */
export async function startRpcNetwork(config: Config): Promise<ChainNetwork> {
  const configured = networkFromEnv({
    RPC_URL: config.RPC_URL,
    CHAIN_ID: config.CHAIN_ID === undefined ? undefined : String(config.CHAIN_ID),
    EDITION_TOKEN_ADDRESS: config.EDITION_TOKEN_ADDRESS,
    MARKETPLACE_ADDRESS: config.MARKETPLACE_ADDRESS,
    PRICE_FEED_ADDRESS: config.PRICE_FEED_ADDRESS,
    PAYMENT_RECEIVER_ADDRESS: config.PAYMENT_RECEIVER_ADDRESS,
  });
  if (!configured) throw new Error('CHAIN_MODE=rpc needs RPC_URL, CHAIN_ID and the contract addresses.');
  const chain = defineDevChain(configured.chainId, configured.rpcUrl);
  const transport = http(configured.rpcUrl, { batch: true, retryCount: 2 });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 2000 }) as PublicClient;
  const reportedChainId = await publicClient.getChainId();
  if (reportedChainId !== configured.chainId) {
    throw new Error(`RPC_URL answers chain ${reportedChainId}, but CHAIN_ID is ${configured.chainId}.`);
  }
  const check = await checkDeployment(publicClient, configured.addresses);
  if (!check.ok) throw new Error(`The configured contracts cannot be used: ${check.reason}`);
  const signerFor = (account: Account): SignerClient => createWalletClient({ account, chain, transport, pollingInterval: 2000 });
  const operator = config.CHAIN_OPERATOR_PRIVATE_KEY ? signerFor(privateKeyToAccount(config.CHAIN_OPERATOR_PRIVATE_KEY as `0x${string}`)) : undefined;
  const gasFunder = config.CUSTODY_GAS_PRIVATE_KEY ? signerFor(privateKeyToAccount(config.CUSTODY_GAS_PRIVATE_KEY as `0x${string}`)) : operator;
  return {
    mode: 'rpc',
    chainId: configured.chainId,
    chain,
    rpcUrl: configured.rpcUrl,
    publicClient,
    addresses: configured.addresses,
    fromBlock: BigInt(config.CHAIN_START_BLOCK ?? 0),
    operator,
    gasFunder,
    signerFor,
    stop: async () => {},
  };
}
