import {
  getAddress,
  isAddressEqual,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { MIN_ETH_PAYMENT_WEI } from '@caskmark/shared/rules/payment-methods';
import { devPriceFeedAbi, devPriceFeedBytecode } from './generated/dev-price-feed';
import { editionTokenAbi, editionTokenBytecode } from './generated/edition-token';
import { marketplaceAbi, marketplaceBytecode } from './generated/marketplace';
import { paymentReceiverAbi, paymentReceiverBytecode } from './generated/payment-receiver';
import { contractsBuildInfo } from './generated/build-info';
import { serverGas } from './gas';
import { DEFAULT_FEES, usdToFeedAnswer } from './sale-math';

/** A wallet client that signs with a known account on a known chain (what the server holds). */
export type SignerClient = WalletClient<Transport, Chain, Account>;

export interface ContractAddresses {
  editionToken: Address;
  marketplace: Address;
  priceFeed: Address;
  /**
   * Takes ETH payments of orders (`pay(reference)`), refunds by the operator (decision 220). Optional
   * on a configured network that has none deployed: the ETH rail is then off.
   */
  paymentReceiver?: Address;
}

/**
 * Chainlink's ETH / USD heartbeat is one hour; three hours leaves room for a congested network before
 * USD listings stop selling. The dev server republishes the price whenever its clock moves.
 */
export const DEFAULT_MAX_PRICE_AGE_SECONDS = 3 * 60 * 60;
export const DEFAULT_DEV_ETH_PRICE_USD = '3150.42';

export interface DeployContractsOptions {
  /** Prefix of every token's metadata URI; the token id is appended (served by our API). */
  baseTokenUri: string;
  /** Receives platform fees (and the royalty of a collaboration whose ballot token is gone). */
  feeRecipient: Address;
  /** An existing Chainlink-style ETH / USD feed (8 decimals). Without it a settable DevPriceFeed is deployed. */
  priceFeed?: Address;
  /** Starting answer of the deployed DevPriceFeed, in USD. */
  initialEthPriceUsd?: string | number;
  maxPriceAgeSeconds?: number;
  tokenName?: string;
  tokenSymbol?: string;
  fees?: { fee: number; collaborationFee: number; collaborationRoyalty: number };
  /** Holds the receiver's OPERATOR_ROLE (refunds); the deployer when omitted. */
  paymentOperator?: Address;
  /**
   * Holds the marketplace's SETTLER_ROLE (settleByCard, decision 340) besides the deployer, who always
   * holds it: the server's operator on a network where it is another account.
   */
  settler?: Address;
  /** The receiver's smallest payment in wei; 0.004 ETH (spec §5) when omitted. */
  minimumPaymentWei?: bigint;
}

export interface Deployment {
  chainId: number;
  addresses: ContractAddresses;
  /** Holds DEFAULT_ADMIN_ROLE and MINTER/CURATOR/REDEEMER/SETTLER (and PRICE_SETTER on a deployed DevPriceFeed, the receiver's OPERATOR unless another is named). */
  deployer: Address;
  /** Block of the first deployment transaction; the indexer starts reading events here. */
  fromBlock: bigint;
  /** Build the bytecode came from (`contractsBuildInfo.sourcesHash`). */
  sourcesHash: string;
  transactionHashes: Hash[];
}

async function deployOne(
  walletClient: SignerClient,
  publicClient: PublicClient,
  abi: Abi,
  bytecode: Hex,
  args: readonly unknown[],
): Promise<{ address: Address; hash: Hash; blockNumber: bigint }> {
  const hash = await walletClient.deployContract({ abi, bytecode, args, ...(await serverGas(publicClient)) });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`Deployment transaction ${hash} failed`);
  }
  return { address: getAddress(receipt.contractAddress), hash, blockNumber: receipt.blockNumber };
}

/**
 * Deploys EditionToken, the price feed (unless an existing one is given) and Marketplace from
 * `walletClient`'s account, which becomes admin, minter and curator. Every transaction bids twice
 * the network gas price.
 */
export async function deployContracts(
  walletClient: SignerClient,
  publicClient: PublicClient,
  options: DeployContractsOptions,
): Promise<Deployment> {
  const deployer = walletClient.account.address;
  const hashes: Hash[] = [];
  const token = await deployOne(walletClient, publicClient, editionTokenAbi, editionTokenBytecode, [
    options.tokenName ?? 'Caskmark Editions',
    options.tokenSymbol ?? 'CASK',
    options.baseTokenUri,
    deployer,
  ]);
  hashes.push(token.hash);

  let priceFeed = options.priceFeed ? getAddress(options.priceFeed) : undefined;
  if (!priceFeed) {
    const answer = usdToFeedAnswer(options.initialEthPriceUsd ?? DEFAULT_DEV_ETH_PRICE_USD);
    const feed = await deployOne(walletClient, publicClient, devPriceFeedAbi, devPriceFeedBytecode, [answer, deployer]);
    hashes.push(feed.hash);
    priceFeed = feed.address;
  }

  const marketplace = await deployOne(walletClient, publicClient, marketplaceAbi, marketplaceBytecode, [
    token.address,
    priceFeed,
    BigInt(options.maxPriceAgeSeconds ?? DEFAULT_MAX_PRICE_AGE_SECONDS),
    getAddress(options.feeRecipient),
    deployer,
  ]);
  hashes.push(marketplace.hash);

  const receiver = await deployOne(walletClient, publicClient, paymentReceiverAbi, paymentReceiverBytecode, [
    deployer,
    getAddress(options.paymentOperator ?? deployer),
    options.minimumPaymentWei ?? MIN_ETH_PAYMENT_WEI,
  ]);
  hashes.push(receiver.hash);

  if (options.settler && !isAddressEqual(options.settler, deployer)) {
    const role = await publicClient.readContract({ address: marketplace.address, abi: marketplaceAbi, functionName: 'SETTLER_ROLE' });
    const hash = await walletClient.writeContract({
      address: marketplace.address,
      abi: marketplaceAbi,
      functionName: 'grantRole',
      args: [role, getAddress(options.settler)],
      ...(await serverGas(publicClient)),
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Granting SETTLER_ROLE failed in ${hash}`);
    hashes.push(hash);
  }

  const fees = options.fees;
  if (fees && (Object.keys(DEFAULT_FEES) as (keyof typeof DEFAULT_FEES)[]).some((key) => fees[key] !== DEFAULT_FEES[key])) {
    const hash = await walletClient.writeContract({
      address: marketplace.address,
      abi: marketplaceAbi,
      functionName: 'setFees',
      args: [fees.fee, fees.collaborationFee, fees.collaborationRoyalty],
      ...(await serverGas(publicClient)),
    });
    await publicClient.waitForTransactionReceipt({ hash });
    hashes.push(hash);
  }

  return {
    chainId: walletClient.chain.id,
    addresses: { editionToken: token.address, marketplace: marketplace.address, priceFeed, paymentReceiver: receiver.address },
    deployer,
    fromBlock: token.blockNumber,
    sourcesHash: contractsBuildInfo.sourcesHash,
    transactionHashes: hashes,
  };
}

export type DeploymentCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether `addresses` hold a consistent Caskmark deployment on the client's chain: code at each
 * address, the marketplace wired to that token and feed, and an 8-decimal feed. Run at start-up
 * against a configured network before trusting it.
 */
export async function checkDeployment(publicClient: PublicClient, addresses: ContractAddresses): Promise<DeploymentCheck> {
  for (const [name, address] of Object.entries(addresses)) {
    if (!address) continue;
    const code = await publicClient.getCode({ address });
    if (!code || code === '0x') return { ok: false, reason: `no contract code at ${name} ${address}` };
  }
  try {
    const [token, feed, decimals] = await Promise.all([
      publicClient.readContract({ address: addresses.marketplace, abi: marketplaceAbi, functionName: 'editionToken' }),
      publicClient.readContract({ address: addresses.marketplace, abi: marketplaceAbi, functionName: 'priceFeed' }),
      publicClient.readContract({ address: addresses.priceFeed, abi: devPriceFeedAbi, functionName: 'decimals' }),
    ]);
    if (!isAddressEqual(token, addresses.editionToken)) return { ok: false, reason: `marketplace trades ${token}, not ${addresses.editionToken}` };
    if (!isAddressEqual(feed, addresses.priceFeed)) return { ok: false, reason: `marketplace reads feed ${feed}, not ${addresses.priceFeed}` };
    if (decimals !== 8) return { ok: false, reason: `price feed has ${decimals} decimals, expected 8` };
    if (addresses.paymentReceiver) {
      await publicClient.readContract({ address: addresses.paymentReceiver, abi: paymentReceiverAbi, functionName: 'minimumPayment' });
    }
  } catch (error) {
    return { ok: false, reason: `contracts do not answer like Caskmark's: ${(error as Error).message.split('\n')[0]}` };
  }
  return { ok: true };
}
