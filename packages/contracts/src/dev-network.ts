import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPublicClient, createWalletClient, http, type PublicClient } from 'viem';
import { checkDeployment, deployContracts, type Deployment, type SignerClient } from './deploy';
import { DEV_ACCOUNT_INDEX, devAccount } from './dev-accounts';
import { startDevChain, type DevChain, type StartDevChainOptions } from './dev-chain';
import { contractsBuildInfo } from './generated/build-info';
import { editionTokenAbi } from './generated/edition-token';
import { publishEthPrice } from './operations';
import { serverGas } from './gas';

export interface StartDevNetworkOptions extends StartDevChainOptions {
  /** Prefix of token metadata URIs, e.g. `${publicUrl}/api/metadata/edition-nft/`. */
  baseTokenUri: string;
  /** ETH / USD published on the dev feed at every start (deployment and reuse alike). */
  ethPriceUsd?: string | number;
  maxPriceAgeSeconds?: number;
  /**
   * Business "now" (unix seconds) from the server clock; the chain is moved forward to it (never back).
   * Safe to read before the call: a restored anvil already past it simply stays where it is.
   */
  nowSeconds?: number;
}

export type DeploymentOrigin = 'reused' | 'new-chain' | 'redeployed';

export interface DevNetwork {
  chain: DevChain;
  deployment: Deployment;
  /**
   * 'reused': contracts and tokens from the previous run are still there. Otherwise the contracts
   * were just deployed on an empty chain and the caller mints the demo editions (again).
   */
  origin: DeploymentOrigin;
  /** Why an existing chain was not reused (only when origin is 'redeployed'). */
  redeployReason?: string;
  publicClient: PublicClient;
  /** The deployer (mnemonic index 0): admin, minter, curator and price setter. */
  adminClient: SignerClient;
  /** A signing client for mnemonic account `index` (collectors, custody, treasury). */
  walletClientFor(index: number): SignerClient;
  stop(): Promise<void>;
}

interface DeploymentManifest extends Omit<Deployment, 'fromBlock'> {
  fromBlock: string;
}

function readManifest(file: string): Deployment | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as DeploymentManifest;
    return { ...manifest, fromBlock: BigInt(manifest.fromBlock) };
  } catch {
    return undefined;
  }
}

function writeManifest(file: string, deployment: Deployment): void {
  const manifest: DeploymentManifest = { ...deployment, fromBlock: deployment.fromBlock.toString() };
  writeFileSync(`${file}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

function clientsFor(chain: DevChain) {
  const transport = http(chain.rpcUrl, { batch: true });
  const publicClient = createPublicClient({ chain: chain.chain, transport, pollingInterval: 50 }) as PublicClient;
  const walletClientFor = (index: number): SignerClient =>
    createWalletClient({ account: devAccount(index, chain.mnemonic), chain: chain.chain, transport, pollingInterval: 50 });
  return { publicClient, walletClientFor };
}

async function reuseProblem(chain: DevChain, publicClient: PublicClient, manifest: Deployment | undefined) {
  if (!manifest) return chain.restoredState ? 'the chain state has no deployment record' : undefined;
  if (manifest.sourcesHash !== contractsBuildInfo.sourcesHash) return 'the contracts changed since they were deployed';
  if (manifest.chainId !== chain.chainId) return `the deployment is for chain ${manifest.chainId}`;
  const check = await checkDeployment(publicClient, manifest.addresses);
  return check.ok ? undefined : check.reason;
}

/**
 * What `npm start` needs from the chain: anvil running (state under `dataDir`), the contracts deployed
 * once and reused on later starts, chain time moved to the server clock and the dev ETH price fresh.
 * When the saved chain cannot be reused (contracts changed, state lost or unreadable) it is wiped and
 * the contracts are deployed again, so addresses and state never half-match.
 */
export async function startDevNetwork(options: StartDevNetworkOptions): Promise<DevNetwork> {
  const log = options.log ?? (() => {});
  const manifestPath = options.dataDir ? path.join(options.dataDir, 'deployment.json') : undefined;
  let chain = await startDevChain(options);
  let { publicClient, walletClientFor } = clientsFor(chain);
  const manifest = manifestPath ? readManifest(manifestPath) : undefined;

  const problem = await reuseProblem(chain, publicClient, manifest);
  if (problem) {
    log(`dev chain: starting over because ${problem}`);
    await chain.stop();
    if (chain.statePath) rmSync(chain.statePath, { force: true });
    chain = await startDevChain(options);
    ({ publicClient, walletClientFor } = clientsFor(chain));
  }
  // Time first: a price published or deployed before a jump forward would already be stale.
  if (options.nowSeconds !== undefined) await chain.syncTime(options.nowSeconds);

  const adminClient = walletClientFor(DEV_ACCOUNT_INDEX.deployer);
  let deployment: Deployment;
  let origin: DeploymentOrigin;
  if (manifest && !problem) {
    deployment = manifest;
    origin = 'reused';
    if (options.ethPriceUsd !== undefined) {
      await publishEthPrice(adminClient, publicClient, deployment.addresses.priceFeed, options.ethPriceUsd);
    }
    await keepBaseUri(adminClient, publicClient, deployment, options.baseTokenUri);
  } else {
    origin = problem ? 'redeployed' : 'new-chain';
    deployment = await deployContracts(adminClient, publicClient, {
      baseTokenUri: options.baseTokenUri,
      feeRecipient: chain.accounts[DEV_ACCOUNT_INDEX.treasury],
      initialEthPriceUsd: options.ethPriceUsd,
      maxPriceAgeSeconds: options.maxPriceAgeSeconds,
    });
    if (manifestPath) writeManifest(manifestPath, deployment);
  }
  return {
    chain,
    deployment,
    origin,
    redeployReason: problem,
    publicClient,
    adminClient,
    walletClientFor,
    stop: () => chain.stop(),
  };
}

/** PUBLIC_URL may change between runs; token metadata must follow it. */
async function keepBaseUri(adminClient: SignerClient, publicClient: PublicClient, deployment: Deployment, baseTokenUri: string) {
  const address = deployment.addresses.editionToken;
  const current = await publicClient.readContract({ address, abi: editionTokenAbi, functionName: 'baseUri' });
  if (current === baseTokenUri) return;
  const hash = await adminClient.writeContract({
    address,
    abi: editionTokenAbi,
    functionName: 'setBaseUri',
    args: [baseTokenUri],
    ...(await serverGas(publicClient)),
  });
  await publicClient.waitForTransactionReceipt({ hash });
}
