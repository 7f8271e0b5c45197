import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { editionTokenAbi, marketplaceAbi, type SignerClient } from '@caskmark/contracts';
import { editionHistory, editionNfts, wallets } from '@caskmark/db';
import { encodeFunctionData, getAddress, type Address, type Hash } from 'viem';
import type { AppContext } from '../context';
import { serverGasPriceFor, type LiveChain } from '../modules/chain/public';
import { managedSigner } from '../modules/custody/public';
import { approveMarketplace } from './chain-demo-wallets';

const MINT_BATCH = 100;

interface RecordedToken {
  tokenId: bigint;
  owner: Address;
}

export interface DemoTokens {
  owned: RecordedToken[];
  /** Redeemed editions and the wallet they were redeemed from (their Redeem row). */
  redeemed: RecordedToken[];
}

/** Every owned edition with a token id at its recorded address, and every redeemed one at the address it left. */
export async function recordedDemoTokens(context: AppContext): Promise<DemoTokens> {
  const owned = await context.db
    .select({ tokenId: editionNfts.tokenId, owner: editionNfts.ownerAddress })
    .from(editionNfts)
    .where(and(eq(editionNfts.status, 'owned'), isNotNull(editionNfts.tokenId), isNotNull(editionNfts.ownerAddress)));
  const redeemed = await context.db
    .select({ tokenId: editionNfts.tokenId, owner: editionHistory.fromAddress })
    .from(editionNfts)
    .innerJoin(editionHistory, and(eq(editionHistory.editionNftPk, editionNfts.publicPk), eq(editionHistory.transferType, 'Redeem')))
    .where(and(eq(editionNfts.status, 'redeemed'), isNotNull(editionNfts.tokenId), isNotNull(editionHistory.fromAddress)));
  const toToken = (row: { tokenId: string | null; owner: string | null }) => ({ tokenId: BigInt(row.tokenId!), owner: getAddress(row.owner!) });
  return { owned: owned.map(toToken), redeemed: redeemed.map(toToken) };
}

/** Of `tokens`, those the chain has never seen (neither minted nor burned): all of them on a chain just deployed. */
async function notOnChain(live: LiveChain, tokens: RecordedToken[], chainIsNew: boolean): Promise<RecordedToken[]> {
  if (chainIsNew) return tokens;
  const { publicClient, addresses } = live.network;
  const read = (functionName: 'exists' | 'burned', tokenId: bigint) =>
    publicClient.readContract({ address: addresses.editionToken, abi: editionTokenAbi, functionName, args: [tokenId] });
  const seen = await Promise.all(tokens.map(async (token) => (await read('exists', token.tokenId)) || (await read('burned', token.tokenId))));
  return tokens.filter((_token, index) => !seen[index]);
}

async function sendAndConfirm(live: LiveChain, hashes: Hash[], what: string): Promise<void> {
  for (const hash of hashes) {
    const receipt = await live.sender.waitForReceipt(hash);
    if (receipt.status !== 'success') throw new Error(`${what} ${hash} reverted`);
  }
}

/**
 * Mints the recorded tokens with the operator, one mintBatch per owner and hundred tokens, all sent
 * before any receipt is awaited. Answers how many were minted.
 */
export async function mintDemoTokens(live: LiveChain, operator: SignerClient, tokens: RecordedToken[], chainIsNew: boolean): Promise<number> {
  const missing = await notOnChain(live, tokens, chainIsNew);
  const byOwner = new Map<Address, bigint[]>();
  for (const token of missing) byOwner.set(token.owner, [...(byOwner.get(token.owner) ?? []), token.tokenId]);
  const hashes: Hash[] = [];
  for (const [owner, tokenIds] of byOwner) {
    for (let start = 0; start < tokenIds.length; start += MINT_BATCH) {
      const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'mintBatch', args: [owner, tokenIds.slice(start, start + MINT_BATCH)] });
      hashes.push(await live.sender.send({ signer: operator, to: live.network.addresses.editionToken, data, purpose: 'demo_mint' }));
    }
  }
  await sendAndConfirm(live, hashes, 'Demo mint');
  return missing.length;
}

/** The key that can sign for `owner`: a managed wallet's (opened for this use) or a demo dev wallet's. */
async function signerOf(context: AppContext, live: LiveChain, owner: Address, devSigners: Map<string, SignerClient>): Promise<SignerClient | null> {
  const dev = devSigners.get(owner.toLowerCase());
  if (dev) return dev;
  const [managed] = await context.db
    .select()
    .from(wallets)
    .where(and(sql`lower(${wallets.address}) = ${owner.toLowerCase()}`, eq(wallets.isManaged, true)));
  return managed ? managedSigner(context, live, managed) : null;
}

/** A managed wallet pays its own gas; the custody gas wallet sends it what an approval costs (decision 095). */
async function topUpForApproval(live: LiveChain, owner: Address): Promise<void> {
  const { publicClient, addresses, gasFunder } = live.network;
  const data = encodeFunctionData({ abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [addresses.marketplace, true] });
  const gas = await publicClient.estimateGas({ account: owner, to: addresses.editionToken, data });
  const needed = (gas * (await serverGasPriceFor(live.network)) * 130n) / 100n;
  const balance = await publicClient.getBalance({ address: owner });
  if (balance >= needed || !gasFunder) return;
  const hash = await live.sender.send({ signer: gasFunder, to: owner, value: needed - balance, purpose: 'gas_top_up' });
  await sendAndConfirm(live, [hash], 'Gas top-up');
}

/**
 * The demo's redemptions happen on chain the way a real one does: the owner has given the
 * marketplace access, and the operator burns the token through `burnForRedemption` (RedemptionBurned).
 * Tokens already burned are left alone. Answers how many were burned now.
 */
export async function redeemDemoTokens(context: AppContext, live: LiveChain, devSigners: Map<string, SignerClient>, tokens: RecordedToken[]): Promise<number> {
  const operator = live.network.operator!;
  const { publicClient, addresses } = live.network;
  const states = await Promise.all(
    tokens.map(async (token) => ({
      token,
      burned: await publicClient.readContract({ address: addresses.editionToken, abi: editionTokenAbi, functionName: 'burned', args: [token.tokenId] }),
    })),
  );
  const pending = states.filter((entry) => !entry.burned).map((entry) => entry.token);
  for (const owner of new Set(pending.map((token) => token.owner))) {
    const signer = await signerOf(context, live, owner, devSigners);
    if (!signer) throw new Error(`Demo data: no key can sign for ${owner}, which redeemed an edition`);
    if (!devSigners.has(owner.toLowerCase())) await topUpForApproval(live, owner);
    await approveMarketplace(live, signer, 'demo_redemption_approval');
  }
  const hashes: Hash[] = [];
  for (const token of pending) {
    const data = encodeFunctionData({ abi: marketplaceAbi, functionName: 'burnForRedemption', args: [token.tokenId] });
    hashes.push(await live.sender.send({ signer: operator, to: addresses.marketplace, data, purpose: 'demo_redemption', historyType: 'Redeem' }));
  }
  await sendAndConfirm(live, hashes, 'Demo redemption burn');
  return pending.length;
}
