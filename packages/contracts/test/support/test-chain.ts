import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  http,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { caskmarkErrorsAbi } from '../../src/errors-abi';
import { deployContracts, type DeployContractsOptions, type Deployment, type SignerClient } from '../../src/deploy';
import { devAccount } from '../../src/dev-accounts';
import { startDevChain, type DevChain } from '../../src/dev-chain';
import { editionTokenAbi } from '../../src/generated/edition-token';
import { marketplaceAbi } from '../../src/generated/marketplace';

/** Mnemonic indexes used by the tests (anvil funds 0–9). */
export const ADMIN = 0;
export const TREASURY = 1;

export interface TestChain {
  chain: DevChain;
  publicClient: PublicClient;
  deployment: Deployment;
  token: Address;
  marketplace: Address;
  feed: Address;
  receiver: Address;
  admin: SignerClient;
  wallet(index: number): SignerClient;
  address(index: number): Address;
  /** Sends a contract call from `index` and waits for its receipt (throws on revert). */
  send<const abi extends Abi, name extends ContractFunctionName<abi, 'nonpayable' | 'payable'>>(
    index: number,
    call: {
      address: Address;
      abi: abi;
      functionName: name;
      args: ContractFunctionArgs<abi, 'nonpayable' | 'payable', name>;
      value?: bigint;
    },
  ): Promise<TransactionReceipt>;
  mint(to: number, tokenIds: bigint[]): Promise<void>;
  approveMarketplace(owner: number, approved?: boolean): Promise<void>;
  /** Unix seconds of the latest block. */
  now(): Promise<bigint>;
  stop(): Promise<void>;
}

export async function startTestChain(deployOptions: Partial<DeployContractsOptions> = {}): Promise<TestChain> {
  const chain = await startDevChain();
  const transport = http(chain.rpcUrl, { batch: true, retryCount: 0 });
  const publicClient = createPublicClient({ chain: chain.chain, transport, pollingInterval: 20 }) as PublicClient;
  const wallets = new Map<number, SignerClient>();
  const wallet = (index: number): SignerClient => {
    let client = wallets.get(index);
    if (!client) {
      client = createWalletClient({ account: devAccount(index), chain: chain.chain, transport, pollingInterval: 20 });
      wallets.set(index, client);
    }
    return client;
  };
  const admin = wallet(ADMIN);
  const deployment = await deployContracts(admin, publicClient, {
    baseTokenUri: 'https://caskmark.test/api/metadata/edition-nft/',
    feeRecipient: chain.accounts[TREASURY],
    ...deployOptions,
  });
  const { editionToken: token, marketplace, priceFeed: feed } = deployment.addresses;

  const send: TestChain['send'] = async (index, call) => {
    // The write is typed by the caller's generic signature; viem's own overloads cannot follow it here.
    const hash = await wallet(index).writeContract(call as Parameters<SignerClient['writeContract']>[0]);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${String(call.functionName)} reverted`);
    return receipt;
  };

  return {
    chain,
    publicClient,
    deployment,
    token,
    marketplace,
    feed,
    receiver: deployment.addresses.paymentReceiver!,
    admin,
    wallet,
    address: (index) => wallet(index).account.address,
    send,
    async mint(to, tokenIds) {
      await send(ADMIN, { address: token, abi: editionTokenAbi, functionName: 'mintBatch', args: [wallet(to).account.address, tokenIds] });
    },
    async approveMarketplace(owner, approved = true) {
      await send(owner, { address: token, abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [marketplace, approved] });
    },
    async now() {
      return (await publicClient.getBlock({ blockTag: 'latest' })).timestamp;
    },
    stop: () => chain.stop(),
  };
}

/**
 * One chain for the tests of a file, put back as it was after every test: the chain starts before the
 * first test; before each test a snapshot is taken and then `beforeEachTest` sets the scene; after it
 * the chain reverts to the snapshot. The object returned is filled in once the chain has started, so
 * use it inside hooks and tests only.
 */
export function testChainPerFile(options: { beforeEachTest?: () => Promise<void> } = {}): TestChain {
  const t = {} as TestChain;
  let started: TestChain | undefined;
  let snapshot: Hex;
  beforeAll(async () => {
    started = await startTestChain();
    Object.assign(t, started);
  });
  afterAll(() => started?.stop());
  beforeEach(async () => {
    snapshot = await t.chain.testClient.snapshot();
    await options.beforeEachTest?.();
  });
  afterEach(async () => {
    await t.chain.testClient.revert({ id: snapshot });
  });
  return t;
}

/** Asserts that `action` reverts with the custom error `errorName` (decoded from the contract ABI). */
export async function expectRevert(action: Promise<unknown>, errorName: string, args?: readonly unknown[]): Promise<void> {
  let caught: unknown;
  try {
    await action;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a revert with ${errorName}`).toBeInstanceOf(BaseError);
  const reverted = (caught as BaseError).walk((error) => error instanceof ContractFunctionRevertedError);
  expect(reverted, String(caught)).toBeInstanceOf(ContractFunctionRevertedError);
  const { data: decoded, raw } = reverted as ContractFunctionRevertedError;
  // A revert that arose in another contract (e.g. EditionToken under the marketplace) is decoded with
  // the combined error ABI the server uses for the same purpose.
  const data = decoded ?? (raw ? decodeErrorResult({ abi: caskmarkErrorsAbi, data: raw }) : undefined);
  expect(data?.errorName).toBe(errorName);
  if (args) expect(data?.args).toEqual(args);
}

/** Wei the transaction cost its sender. */
export function gasCost(receipt: TransactionReceipt): bigint {
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

export const marketplaceCall = { abi: marketplaceAbi } as const;
export const editionTokenCall = { abi: editionTokenAbi } as const;
