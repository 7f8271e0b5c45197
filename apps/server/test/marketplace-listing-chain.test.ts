import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi, ListingCurrency, marketplaceAbi, swapValue, type SignerClient } from '@caskmark/contracts';
import { editionNfts } from '@caskmark/db';
import type { Listing } from '@caskmark/shared/api/catalogue';
import type { EditionListingData, MarketplaceTransfer } from '@caskmark/shared/api/listings';
import type { Address, Hash } from 'viem';
import { managedSigner, managedWalletOf } from '../src/modules/custody/public';
import { buildCustodialEditions, connectDevWallet, freshWallet, liveChain, mintTokens, newTokenId, sendAndWait, setApproval, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildSignedInUser } from './identity-helpers';
import type { EditionNftRow } from './support/builders';
import { expectListedWithinBound, FRESHNESS_BOUND_MS } from './support/freshness';
import type { TestApp } from './support/test-app';

/**
 * Listings made and bought on chain from the owner's wallet (decisions 330–332): the server checks
 * before the wallet signs, answers from the chain index after, and never offers a listing that can no
 * longer be honoured; the contract refuses it anyway and nothing is charged.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

type Page<T> = { count: number; results: T[] };
const put = <T>(path: string, body: unknown, token: string) => t.request<T>('PUT', path, { body, token });
const nowSeconds = () => BigInt(Math.floor(t.context.clock.nowMs() / 1000));

/** A collector whose own (approved) wallet holds `count` editions moved out of custody, and who is signed in. */
async function sellerWith(count = 1) {
  const seller = await buildSignedInUser(t);
  const wallet = await connectDevWallet(t, seller.tokens.idToken, await freshWallet(t));
  const { nfts } = await buildCustodialEditions(t, seller.userPk, count);
  const live = liveChain(t);
  const managed = (await managedWalletOf(t.context.db, seller.userPk))!;
  await live.network.dev!.network.chain.fund(managed.address as Address, 10n ** 18n);
  const key = await managedSigner(t.context, live, managed);
  for (const nft of nfts) {
    await sendAndWait(t, key, { address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [managed.address as Address, wallet.signer.account.address, BigInt(nft.tokenId!)], chain: key.chain, account: key.account });
  }
  await setApproval(t, wallet.signer, true);
  await live.indexer.syncNow();
  return { seller, signer: wallet.signer, nfts };
}

async function buyer() {
  const user = await buildSignedInUser(t);
  const wallet = await connectDevWallet(t, user.tokens.idToken, await freshWallet(t));
  return { user, signer: wallet.signer };
}

async function createListing(signer: SignerClient, nfts: EditionNftRow[], cents: bigint, buyerAddress?: Address): Promise<{ hash: Hash; listing: Listing }> {
  const live = liveChain(t);
  const expiration = nowSeconds() + 7n * 86_400n;
  const tokenIds = nfts.map((nft) => BigInt(nft.tokenId!));
  const common = { address: live.network.addresses.marketplace, abi: marketplaceAbi, chain: signer.chain, account: signer.account };
  const hash = buyerAddress
    ? await sendAndWait(t, signer, { ...common, functionName: 'createPrivateListing', args: [tokenIds, cents, ListingCurrency.USD, expiration, buyerAddress] })
    : await sendAndWait(t, signer, { ...common, functionName: 'createPublicListing', args: [tokenIds, cents, ListingCurrency.USD, expiration] });
  await live.indexer.syncNow();
  const found = await t.get<Listing>(`/api/marketplace/v2/listings/tx/${hash}`);
  expect(found.status).toBe(200);
  return { hash, listing: found.body };
}

/** Sends `swap` without estimating first (a reverting swap is still mined, like a wallet that insists). */
async function sendSwap(signer: SignerClient, listingId: string): Promise<Hash> {
  const live = liveChain(t);
  const quote = await live.network.publicClient.readContract({ address: live.network.addresses.marketplace, abi: marketplaceAbi, functionName: 'quoteListing', args: [BigInt(listingId)] });
  return signer.writeContract({ address: live.network.addresses.marketplace, abi: marketplaceAbi, functionName: 'swap', args: [BigInt(listingId)], value: swapValue(quote, ListingCurrency.USD), gas: 600_000n, chain: signer.chain, account: signer.account });
}

const balanceOf = (address: Address) => liveChain(t).network.publicClient.getBalance({ address });

describe('listing from the owner wallet', () => {
  it('refuses custodial, locked and other people’s editions before the wallet signs, with the spec messages', async () => {
    const owner = await buildSignedInUser(t);
    const { nfts } = await buildCustodialEditions(t, owner.userPk);
    const path = `/api/marketplace/v1/list/${nfts[0]!.publicPk}`;
    const custodial = await put<ErrorBody>(path, { listingPrice: '120', currency: 'USD', isListed: true }, owner.tokens.idToken);
    expect(custodial.status).toBe(400);
    expect(custodial.body.nonFieldErrors).toEqual(['Since this NFT is currently in the custodial wallet, you must transfer it to your wallet before listing it for sale.']);

    const { seller, nfts: own } = await sellerWith();
    const stranger = await put<ErrorBody>(`/api/marketplace/v1/list/${own[0]!.publicPk}`, { listingPrice: '120', currency: 'USD', isListed: true }, owner.tokens.idToken);
    expect(stranger.body.nonFieldErrors).toEqual(['You are not the owner']);
    const tooCheap = await put<ErrorBody>(`/api/marketplace/v1/list/${own[0]!.publicPk}`, { listingPrice: '0.001', currency: 'USD', isListed: true }, seller.tokens.idToken);
    expect(tooCheap.status).toBe(400);
    const ok = await put<EditionListingData>(`/api/marketplace/v1/list/${own[0]!.publicPk}`, { listingPrice: '120', currency: 'USD', isListed: true }, seller.tokens.idToken);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ isListed: false, isManaged: false, currentOwnerAddress: expect.stringMatching(/^0x/) });

    await t.context.db.update(editionNfts).set({ isLocked: true }).where(eq(editionNfts.publicPk, own[0]!.publicPk));
    const locked = await put<ErrorBody>(`/api/marketplace/v1/list/${own[0]!.publicPk}`, { listingPrice: '120', currency: 'USD', isListed: true }, seller.tokens.idToken);
    expect(locked.body.code).toBe('edition_locked');
    await t.context.db.update(editionNfts).set({ isLocked: false }).where(eq(editionNfts.publicPk, own[0]!.publicPk));
  });

  it('answers the listing by its transaction hash from the chain index, and every listing read shows it', async () => {
    const { seller, signer, nfts } = await sellerWith(2);
    const missing = await t.get<ErrorBody>(`/api/marketplace/v2/listings/tx/0x${'ab'.repeat(32)}`);
    expect(missing.status).toBe(404);
    const { listing } = await createListing(signer, nfts, 12_000n);
    expect(listing).toMatchObject({ amount: '120', currency: 'USD', isBundle: true, status: 'active', listingHandler: expect.any(String) });
    expect(listing.editionData).toHaveLength(2);
    expect((await t.get<Listing>(`/api/marketplace/v2/listings/${listing.publicPk}`)).body.listingId).toBe(listing.listingId);
    expect((await t.get<Listing>(`/api/marketplace/v2/listings/marketplace/${listing.listingId}`)).body.publicPk).toBe(listing.publicPk);
    const ofEdition = await t.get<{ count: number; results: Listing[] }>(`/api/marketplace/v3/listings/edition-nft/${nfts[1]!.publicPk}`);
    expect(ofEdition.body.results.map((row) => row.publicPk)).toEqual([listing.publicPk]);
    const data = await t.get<EditionListingData>(`/api/marketplace/v1/list/${nfts[0]!.publicPk}`, { token: seller.tokens.idToken });
    expect(data.body).toMatchObject({ isListed: true, listingPrice: 120, currency: 'USD', listingPublicPk: listing.publicPk, listingId: listing.listingId });
    await expectListedWithinBound(t, listing.publicPk, true);
  });
});

describe('always honourable', () => {
  it('a listing whose NFT moved disappears from reads, and buying it is refused with nothing charged', async () => {
    const { signer, nfts } = await sellerWith();
    const { listing } = await createListing(signer, nfts, 9_000n);
    const other = await freshWallet(t);
    const live = liveChain(t);
    await sendAndWait(t, signer, { address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [signer.account.address, other.account.address, BigInt(nfts[0]!.tokenId!)], chain: signer.chain, account: signer.account });
    await live.indexer.syncNow();
    await expectListedWithinBound(t, listing.publicPk, false);
    expect((await t.get<Listing>(`/api/marketplace/v2/listings/${listing.publicPk}`)).body.status).toBe('invalid');

    const { signer: buyerSigner } = await buyer();
    const before = await balanceOf(buyerSigner.account.address);
    // A wallet estimating the call first sees the refusal: nothing is sent, nothing is paid.
    await expect(
      live.network.publicClient.simulateContract({ address: live.network.addresses.marketplace, abi: marketplaceAbi, functionName: 'swap', args: [BigInt(listing.listingId!)], value: 10n ** 18n, account: buyerSigner.account }),
    ).rejects.toThrow(/ListingOwnerChanged/);
    expect(await balanceOf(buyerSigner.account.address)).toBe(before);
  });

  it('a lock (a gift pending) hides the listing within the bound; a revoked approval kills it on chain', async () => {
    const { signer, nfts } = await sellerWith();
    const { listing } = await createListing(signer, nfts, 9_500n);
    await t.context.db.update(editionNfts).set({ isLocked: true }).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    await expectListedWithinBound(t, listing.publicPk, false);
    expect((await t.get<Listing>(`/api/marketplace/v2/listings/${listing.publicPk}`)).body.status).toBe('invalid');
    await t.context.db.update(editionNfts).set({ isLocked: false }).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    await expectListedWithinBound(t, listing.publicPk, true);
    await setApproval(t, signer, false);
    await liveChain(t).indexer.syncNow();
    await expectListedWithinBound(t, listing.publicPk, false);
  });
});

describe('buying with a wallet', () => {
  it('two buyers racing for one listing: one sale, 10 % to the platform; the other is told it reverted', async () => {
    const { signer, nfts } = await sellerWith();
    const { listing } = await createListing(signer, nfts, 20_000n);
    const [first, second] = [await buyer(), await buyer()];
    const sellerBefore = await balanceOf(signer.account.address);
    const hashes = await Promise.all([sendSwap(first.signer, listing.listingId!), sendSwap(second.signer, listing.listingId!)]);
    const live = liveChain(t);
    const receipts = await Promise.all(hashes.map((hash) => live.network.publicClient.waitForTransactionReceipt({ hash })));
    expect(receipts.map((receipt) => receipt.status).sort()).toEqual(['reverted', 'success']);
    await live.indexer.syncNow();
    const won = hashes[receipts.findIndex((receipt) => receipt.status === 'success')]!;
    const lost = hashes[receipts.findIndex((receipt) => receipt.status === 'reverted')]!;
    const transfer = await t.get<MarketplaceTransfer>(`/api/payments/v2/marketplace-transfer/tx/${won}`);
    expect(transfer.status).toBe(200);
    expect(transfer.body).toMatchObject({ status: 'completed', listingPublicPk: listing.publicPk, editionNftPublicPks: [nfts[0]!.publicPk] });
    const price = BigInt(transfer.body.priceWei);
    expect(BigInt(transfer.body.feeWei)).toBe(price / 10n);
    expect(BigInt(transfer.body.sellerProceedsWei)).toBe(price - price / 10n);
    expect((await balanceOf(signer.account.address)) - sellerBefore).toBe(price - price / 10n);
    const refused = await t.get<ErrorBody>(`/api/payments/v2/marketplace-transfer/tx/${lost}`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('transaction_reverted');
    expect((await t.get<Listing>(`/api/marketplace/v2/listings/${listing.publicPk}`)).body.status).toBe('sold');
    const [owned] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(owned!.ownerAddress!.toLowerCase()).toBe(receipts.find((receipt) => receipt.status === 'success')!.from.toLowerCase());
  });

  it('a private listing bought from another wallet is refused; its buyer buys it', async () => {
    const { signer, nfts } = await sellerWith();
    const intended = await buyer();
    const { listing } = await createListing(signer, nfts, 15_000n, intended.signer.account.address);
    expect(listing).toMatchObject({ forSpecificBuyer: true, buyerAddress: intended.signer.account.address });
    const intruder = await buyer();
    const before = await balanceOf(intruder.signer.account.address);
    const live = liveChain(t);
    await expect(
      live.network.publicClient.simulateContract({ address: live.network.addresses.marketplace, abi: marketplaceAbi, functionName: 'swap', args: [BigInt(listing.listingId!)], value: 10n ** 18n, account: intruder.signer.account }),
    ).rejects.toThrow(/NotListingBuyer/);
    expect(await balanceOf(intruder.signer.account.address)).toBe(before);
    const hash = await sendSwap(intended.signer, listing.listingId!);
    expect((await live.network.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    await live.indexer.syncNow();
    expect((await t.get<MarketplaceTransfer>(`/api/payments/v2/marketplace-transfer/tx/${hash}`)).body.buyerAddress).toBe(intended.signer.account.address);
  });
});

describe('collaboration listings (decision 316)', () => {
  it('a collaboration edition lists with 5 % fee + 5 % royalty, and the sale pays the royalty to the ballot token owner', async () => {
    const live = liveChain(t);
    const { seller, signer, nfts } = await sellerWith();
    // The ballot token: one token of the edition contract, held by the collaborator.
    const collaborator = await freshWallet(t);
    const ballotTokenId = newTokenId();
    await mintTokens(t, collaborator.account.address, [ballotTokenId]);
    const curator = live.network.operator!;
    await sendAndWait(t, curator, {
      address: live.network.addresses.marketplace,
      abi: marketplaceAbi,
      functionName: 'setCollaboration',
      args: [BigInt(nfts[0]!.tokenId!), live.network.addresses.editionToken, ballotTokenId],
      chain: curator.chain,
      account: curator.account,
    });
    const data = await t.get<EditionListingData>(`/api/marketplace/v1/list/${nfts[0]!.publicPk}`, { token: seller.tokens.idToken });
    expect(data.body.ballotTokenId).toBe(ballotTokenId.toString());

    const { listing } = await createListing(signer, nfts, 30_000n);
    expect(listing).toMatchObject({ isCollaboration: true, feeBps: 500, royaltyBps: 500, ballotTokenId: ballotTokenId.toString(), royaltyRecipient: null, royaltyWei: null });
    const onPage = async () => {
      const page = await t.get<Page<Listing>>('/api/marketplace/v2/listings/marketplace?size=100');
      return page.body.results.find((row) => row.publicPk === listing.publicPk);
    };
    const expected = { isCollaboration: true, feeBps: 500, royaltyBps: 500 };
    await expect.poll(onPage, { timeout: FRESHNESS_BOUND_MS, interval: 50 }).toMatchObject(expected);

    const { signer: buyerSigner } = await buyer();
    const collaboratorBefore = await balanceOf(collaborator.account.address);
    const sellerBefore = await balanceOf(signer.account.address);
    const hash = await sendSwap(buyerSigner, listing.listingId!);
    expect((await live.network.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    await live.indexer.syncNow();
    const transfer = (await t.get<MarketplaceTransfer>(`/api/payments/v2/marketplace-transfer/tx/${hash}`)).body;
    const price = BigInt(transfer.priceWei);
    const fivePercent = (price * 500n) / 10_000n;
    expect(BigInt(transfer.feeWei)).toBe(fivePercent);
    expect(BigInt(transfer.royaltyWei)).toBe(fivePercent);
    expect(BigInt(transfer.sellerProceedsWei)).toBe(price - 2n * fivePercent);
    expect(transfer.royaltyRecipient).toBe(collaborator.account.address);
    expect((await balanceOf(collaborator.account.address)) - collaboratorBefore).toBe(fivePercent);
    expect((await balanceOf(signer.account.address)) - sellerBefore).toBe(price - 2n * fivePercent);
    const sold = (await t.get<Listing>(`/api/marketplace/v2/listings/${listing.publicPk}`)).body;
    expect(sold).toMatchObject({ status: 'sold', royaltyRecipient: collaborator.account.address, royaltyWei: fivePercent.toString() });
  });

  it('an ordinary edition lists with the 10 % fee and no ballot token', async () => {
    const { seller, signer, nfts } = await sellerWith();
    expect((await t.get<EditionListingData>(`/api/marketplace/v1/list/${nfts[0]!.publicPk}`, { token: seller.tokens.idToken })).body.ballotTokenId).toBeNull();
    const { listing } = await createListing(signer, nfts, 12_000n);
    expect(listing).toMatchObject({ isCollaboration: false, feeBps: 1000, royaltyBps: 0, ballotTokenId: null });
  });
});
