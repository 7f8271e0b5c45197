import { eq } from 'drizzle-orm';
import { editionTokenAbi, type SignerClient } from '@caskmark/contracts';
import { editionNfts, type Db } from '@caskmark/db';
import type { Wallet } from '@caskmark/shared/api/wallet';
import type { Address, Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { requireChain, serverGasPriceFor, type LiveChain } from '../src/modules/chain/public';
import { ensureManagedWallet } from '../src/modules/custody/public';
import { buildEditionNfts, buildReleasePack, type EditionNftRow } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/** The real server on a fresh in-memory anvil (contracts deployed, indexer running) and a fresh database. */
export function startChainApp(overrides: Partial<Record<string, string>> = {}): Promise<TestApp> {
  return startTestApp({ CHAIN_MODE: 'dev', CHAIN_POLL_INTERVAL_MS: '200', ...overrides });
}

export function liveChain(t: TestApp): LiveChain {
  return requireChain(t.context);
}

/** Anvil mnemonic account `index` (3–9 are free collectors' wallets) as a signing client. */
export function devWallet(t: TestApp, index: number): SignerClient {
  const dev = liveChain(t).network.dev;
  if (!dev) throw new Error('not a dev chain');
  return dev.network.walletClientFor(index);
}

export interface ErrorBody {
  code: string;
  message: string;
  nonFieldErrors?: string[];
  reason?: string;
  [key: string]: unknown;
}

/** A new wallet with 100 ETH on the dev chain (for tests that need more wallets than anvil's ten). */
export async function freshWallet(t: TestApp): Promise<SignerClient> {
  const live = liveChain(t);
  const signer = live.network.signerFor(privateKeyToAccount(generatePrivateKey()));
  await live.network.dev!.network.chain.fund(signer.account.address, 100n * 10n ** 18n);
  return signer;
}

/** Challenge, signature and POST /wallet: connects dev account `index` (or `signer`) to the signed-in user. */
export async function connectDevWallet(t: TestApp, token: string, index: number | SignerClient) {
  const signer = typeof index === 'number' ? devWallet(t, index) : index;
  const challenge = await t.post<{ message: string }>('/api/account/v1/wallet/challenge', { address: signer.account.address }, { token });
  if (challenge.status !== 200) throw new Error(`challenge failed: ${JSON.stringify(challenge.body)}`);
  const signature = await signer.signMessage({ message: challenge.body.message });
  const added = await t.post<Wallet>(
    '/api/account/v1/wallet',
    { address: signer.account.address, walletProvider: 'metaMask', message: challenge.body.message, signature },
    { token },
  );
  if (added.status !== 200) throw new Error(`adding the wallet failed: ${JSON.stringify(added.body)}`);
  return { signer, wallet: added.body };
}

/** Sends a contract write from `signer` at the server's gas price and waits for it. */
export async function sendAndWait(t: TestApp, signer: SignerClient, call: Parameters<SignerClient['writeContract']>[0]): Promise<Hash> {
  const live = liveChain(t);
  // In the server's queue for this account: a job of the server (a gas top-up, a burn) sending from the
  // same key at the same moment would otherwise take the same nonce ('nonce too low').
  const hash = await live.sender.exclusive(signer.account.address, async () =>
    signer.writeContract({ ...call, gasPrice: await serverGasPriceFor(live.network) } as Parameters<SignerClient['writeContract']>[0]),
  );
  const receipt = await live.network.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${String(call.functionName)} reverted`);
  return hash;
}

export async function setApproval(t: TestApp, signer: SignerClient, approved: boolean): Promise<Hash> {
  const { addresses } = liveChain(t).network;
  return sendAndWait(t, signer, { address: addresses.editionToken, abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [addresses.marketplace, approved], chain: signer.chain, account: signer.account });
}

let nextTokenId = 1000n;
/** Token ids unique within a test file (each file has its own chain). */
export const newTokenId = () => (nextTokenId += 1n);

/** Mints `tokenIds` to `to` with the operator (minter role). */
export async function mintTokens(t: TestApp, to: Address, tokenIds: bigint[]): Promise<Hash> {
  const live = liveChain(t);
  const operator = live.network.operator!;
  return sendAndWait(t, operator, { address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'mintBatch', args: [to, tokenIds], chain: operator.chain, account: operator.account });
}

/**
 * `count` editions owned by `userPk` in their managed wallet, minted on chain, and the indexer caught up
 * (the way a primary sale leaves them).
 */
export async function buildCustodialEditions(t: TestApp, userPk: string, count = 1): Promise<{ nfts: EditionNftRow[]; managedAddress: Address }> {
  const db: Db = t.context.db;
  const managed = await ensureManagedWallet(t.context, userPk);
  const pack = await buildReleasePack(db);
  const tokenIds = Array.from({ length: count }, () => newTokenId());
  const { nfts } = await buildEditionNfts(db, { pack, count, nft: { status: 'owned', ownerPk: userPk } });
  for (const [index, nft] of nfts.entries()) await db.update(editionNfts).set({ tokenId: tokenIds[index]!.toString() }).where(eq(editionNfts.publicPk, nft.publicPk));
  await mintTokens(t, managed.address as Address, tokenIds);
  await liveChain(t).indexer.syncNow();
  const fresh = await Promise.all(nfts.map(async (nft) => (await db.select().from(editionNfts).where(eq(editionNfts.publicPk, nft.publicPk)))[0]!));
  return { nfts: fresh, managedAddress: managed.address as Address };
}

/** Polls until `check` answers a value, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 30_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
