import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi, ListingCurrency, marketplaceAbi, swapValue } from '@caskmark/contracts';
import { chainCheckpoints, chainEvents, editionHistory, editionNfts, listings, wallets } from '@caskmark/db';
import type { Address } from 'viem';
import { listingProjection, ownershipProjection } from '../src/flows/chain-projections/index';
import { ChainIndexer } from '../src/modules/chain/indexer/indexer';
import { managedSigner, managedWalletOf } from '../src/modules/custody/public';
import { walletApprovalProjection } from '../src/modules/wallets/public';
import { buildCustodialEditions, connectDevWallet, freshWallet, liveChain, sendAndWait, setApproval, startChainApp } from './chain-test-helpers';
import { buildSignedInUser } from './identity-helpers';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

const historyOf = (nftPk: string) => t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, nftPk)).orderBy(editionHistory.createdAt);
const nftRow = async (nftPk: string) => (await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nftPk)))[0]!;
const counts = async () => {
  const [events] = await t.context.db.select({ count: sql<number>`count(*)::int` }).from(chainEvents);
  const [history] = await t.context.db.select({ count: sql<number>`count(*)::int` }).from(editionHistory);
  return { events: events!.count, history: history!.count };
};

/** Two collectors with a connected dev wallet each; the first owns an edition in it, approved for the marketplace. */
async function twoCollectors() {
  const seller = await buildSignedInUser(t);
  const buyer = await buildSignedInUser(t);
  const sellerWallet = await connectDevWallet(t, seller.tokens.idToken, await freshWallet(t));
  const buyerWallet = await connectDevWallet(t, buyer.tokens.idToken, await freshWallet(t));
  const { nfts } = await buildCustodialEditions(t, seller.userPk);
  const live = liveChain(t);
  // Out of custody first (the server-side custody key moves it), so the seller's own wallet holds it.
  const managed = (await managedWalletOf(t.context.db, seller.userPk))!;
  await live.network.dev!.network.chain.fund(managed.address as Address, 10n ** 18n);
  const key = await managedSigner(t.context, live, managed);
  await sendAndWait(t, key, { address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [managed.address as Address, sellerWallet.signer.account.address, BigInt(nfts[0]!.tokenId!)], chain: key.chain, account: key.account });
  await setApproval(t, sellerWallet.signer, true);
  await live.indexer.syncNow();
  return { seller, buyer, sellerWallet, buyerWallet, nft: nfts[0]! };
}

describe('chain indexer', () => {
  it('applies mints, transfers and approvals to ownership, history and wallets', async () => {
    const { seller, buyer, sellerWallet, buyerWallet, nft } = await twoCollectors();
    const live = liveChain(t);
    const moved = await nftRow(nft.publicPk);
    expect(moved).toMatchObject({ ownerPk: seller.userPk, ownerAddress: sellerWallet.signer.account.address, isInManagedWallet: false });
    const [approved] = await t.context.db.select().from(wallets).where(eq(wallets.publicPk, sellerWallet.wallet.publicPk));
    expect(approved).toMatchObject({ isApproved: true, approvedAddress: live.network.addresses.marketplace });

    const hash = await sendAndWait(t, sellerWallet.signer, { address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [sellerWallet.signer.account.address, buyerWallet.signer.account.address, BigInt(nft.tokenId!)], chain: sellerWallet.signer.chain, account: sellerWallet.signer.account });
    await live.indexer.syncNow();
    expect(await nftRow(nft.publicPk)).toMatchObject({ ownerPk: buyer.userPk, ownerAddress: buyerWallet.signer.account.address });
    const history = await historyOf(nft.publicPk);
    expect(history.map((row) => row.transferType)).toEqual(['Mint', 'Transfer', 'Transfer']);
    expect(history[0]!.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(history[2]).toMatchObject({ fromUserPk: seller.userPk, toUserPk: buyer.userPk, transactionHash: hash, sourceKey: expect.stringMatching(new RegExp(`^${hash}:\\d+$`)) });
  });

  it('follows listings: created on chain, sold with its price, and killed when a token moves or approval is revoked', async () => {
    const { seller, buyer, sellerWallet, buyerWallet, nft } = await twoCollectors();
    const live = liveChain(t);
    const { marketplace } = live.network.addresses;
    const expiration = BigInt(Math.floor(t.context.clock.nowMs() / 1000) + 7 * 86_400);
    const list = (tokenIds: bigint[], cents: bigint) =>
      sendAndWait(t, sellerWallet.signer, { address: marketplace, abi: marketplaceAbi, functionName: 'createPublicListing', args: [tokenIds, cents, ListingCurrency.USD, expiration], chain: sellerWallet.signer.chain, account: sellerWallet.signer.account });
    await list([BigInt(nft.tokenId!)], 25_000n);
    await list([BigInt(nft.tokenId!)], 30_000n);
    await live.indexer.syncNow();
    const rows = await t.context.db.select().from(listings).where(eq(listings.sellerPk, seller.userPk)).orderBy(listings.listingId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ status: 'active', currency: 'USD', amount: '250.00000000', priceUsdCents: 25_000, sellerAddress: sellerWallet.signer.account.address, isBundle: false });

    const listingId = BigInt(rows[0]!.listingId!);
    const quote = await live.network.publicClient.readContract({ address: marketplace, abi: marketplaceAbi, functionName: 'quoteListing', args: [listingId] });
    const value = swapValue(quote, ListingCurrency.USD);
    const hash = await buyerWallet.signer.writeContract({ address: marketplace, abi: marketplaceAbi, functionName: 'swap', args: [listingId], value, chain: buyerWallet.signer.chain, account: buyerWallet.signer.account });
    await live.network.publicClient.waitForTransactionReceipt({ hash });
    await live.indexer.syncNow();
    const after = await t.context.db.select().from(listings).where(inArray(listings.publicPk, rows.map((row) => row.publicPk))).orderBy(listings.listingId);
    expect(after.map((row) => row.status)).toEqual(['sold', 'invalid']);
    const sale = (await historyOf(nft.publicPk)).find((row) => row.transferType === 'Secondary Market Sale');
    expect(sale).toMatchObject({ fromUserPk: seller.userPk, toUserPk: buyer.userPk, sellingPriceCents: 25_000, sellingPriceWei: quote.toString(), listingPk: rows[0]!.publicPk });
    expect((await historyOf(nft.publicPk)).filter((row) => row.transactionHash === hash)).toHaveLength(1);
    expect(await nftRow(nft.publicPk)).toMatchObject({ ownerPk: buyer.userPk, ownerAddress: buyerWallet.signer.account.address });

    // The buyer lists it, then revokes the marketplace: the listing can never sell.
    await setApproval(t, buyerWallet.signer, true);
    await sendAndWait(t, buyerWallet.signer, { address: marketplace, abi: marketplaceAbi, functionName: 'createPublicListing', args: [[BigInt(nft.tokenId!)], 40_000n, ListingCurrency.USD, expiration], chain: buyerWallet.signer.chain, account: buyerWallet.signer.account });
    await live.indexer.syncNow();
    await setApproval(t, buyerWallet.signer, false);
    await live.indexer.syncNow();
    const [buyerListing] = await t.context.db.select().from(listings).where(eq(listings.sellerPk, buyer.userPk));
    expect(buyerListing?.status).toBe('invalid');
    const [revoked] = await t.context.db.select().from(wallets).where(eq(wallets.publicPk, buyerWallet.wallet.publicPk));
    expect(revoked?.isApproved).toBe(false);
  });

  it('records a redemption burn', async () => {
    const { sellerWallet, nft } = await twoCollectors();
    const live = liveChain(t);
    const operator = live.network.operator!;
    await sendAndWait(t, operator, { address: live.network.addresses.marketplace, abi: marketplaceAbi, functionName: 'burnForRedemption', args: [BigInt(nft.tokenId!)], chain: operator.chain, account: operator.account });
    await live.indexer.syncNow();
    expect(await nftRow(nft.publicPk)).toMatchObject({ status: 'redeemed', ownerAddress: null });
    const redeem = (await historyOf(nft.publicPk)).find((row) => row.transferType === 'Redeem');
    expect(redeem).toMatchObject({ fromAddress: sellerWallet.signer.account.address, toAddress: null });
  });

  it('resumes from its checkpoint after a restart and changes nothing when blocks are read twice', async () => {
    const { buyer, sellerWallet, buyerWallet, nft } = await twoCollectors();
    const live = liveChain(t);
    await live.indexer.stop();
    const before = await live.indexer.checkpoint();
    // Moves made while the indexer is down.
    await sendAndWait(t, sellerWallet.signer, { address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [sellerWallet.signer.account.address, buyerWallet.signer.account.address, BigInt(nft.tokenId!)], chain: sellerWallet.signer.chain, account: sellerWallet.signer.account });
    expect((await nftRow(nft.publicPk)).ownerPk).not.toBe(buyer.userPk);

    // A new process: a fresh indexer on the same database starts from the stored checkpoint.
    const restarted = new ChainIndexer({ db: t.context.db, network: live.network, confirmations: 1, pollIntervalMs: 60_000, log: t.context.log, usdPerEth: () => t.context.ethPrice.usdPerEth() });
    restarted.use(ownershipProjection());
    restarted.use(walletApprovalProjection(t.context, live));
    restarted.use(listingProjection());
    const [row] = await t.context.db.select().from(chainCheckpoints).where(eq(chainCheckpoints.name, restarted.checkpointName));
    expect(BigInt(row!.blockNumber)).toBe(before.blockNumber);
    await restarted.start();
    await restarted.syncNow();
    expect(await nftRow(nft.publicPk)).toMatchObject({ ownerPk: buyer.userPk, ownerAddress: buyerWallet.signer.account.address });
    const applied = await counts();
    const stateBefore = await nftRow(nft.publicPk);

    // The same blocks again: the checkpoint is rewound (as after a crash), then the applied-log keys are lost too.
    const rewindTo = Number(live.network.fromBlock);
    await t.context.db.update(chainCheckpoints).set({ blockNumber: rewindTo, blockHash: null }).where(eq(chainCheckpoints.name, restarted.checkpointName));
    await restarted.syncNow();
    expect(await counts()).toEqual(applied);
    await t.context.db.delete(chainEvents);
    await t.context.db.update(chainCheckpoints).set({ blockNumber: rewindTo, blockHash: null }).where(eq(chainCheckpoints.name, restarted.checkpointName));
    await restarted.syncNow();
    expect((await counts()).history).toBe(applied.history);
    expect(await nftRow(nft.publicPk)).toEqual(stateBefore);
    const transfers = await t.context.db.select().from(editionHistory).where(and(eq(editionHistory.editionNftPk, nft.publicPk), eq(editionHistory.transferType, 'Transfer')));
    expect(new Set(transfers.map((entry) => entry.sourceKey)).size).toBe(transfers.length);
    await restarted.stop();
    await live.indexer.start();
  });

  // Last: it leaves the chain's clock an hour ahead of the business clock.
  it('dates a move in a block ahead of the business clock when it was read, so histories show it at once', async () => {
    const { sellerWallet, buyerWallet, nft } = await twoCollectors();
    const live = liveChain(t);
    await live.network.dev!.network.chain.advanceTime(3_600);
    const { signer } = sellerWallet;
    const transfer = [signer.account.address, buyerWallet.signer.account.address, BigInt(nft.tokenId!)] as const;
    const contract = {
      address: live.network.addresses.editionToken,
      abi: editionTokenAbi,
      functionName: 'transferFrom',
    } as const;
    const sent = { ...contract, args: transfer, chain: signer.chain, account: signer.account };
    const hash = await sendAndWait(t, signer, sent);
    await live.indexer.syncNow();
    const row = (await historyOf(nft.publicPk)).find((entry) => entry.transactionHash === hash)!;
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(t.context.clock.nowMs());
    const block = await live.network.publicClient.getTransactionReceipt({ hash });
    const blockTime = (await live.network.publicClient.getBlock({ blockNumber: block.blockNumber })).timestamp;
    expect(Number(blockTime) * 1000).toBeGreaterThan(t.context.clock.nowMs() + 3_000_000);
    const history = await t.get(`/api/release/v2/history?edition_nft_public_pk=${nft.publicPk}&ordering=-created_at`);
    expect(history.status).toBe(200);
    expect((history.body as { results: Array<{ transferType: string }> }).results[0]?.transferType).toBe('Transfer');
  });
});
