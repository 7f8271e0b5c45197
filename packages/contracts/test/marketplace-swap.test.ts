import { parseEther, type Address } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { devPriceFeedAbi } from '../src/generated/dev-price-feed';
import { editionTokenAbi } from '../src/generated/edition-token';
import { marketplaceAbi } from '../src/generated/marketplace';
import { listingIdFromReceipt, marketplaceEventsFromReceipt } from '../src/operations';
import { ListingCurrency, ListingState, splitSalePrice } from '../src/sale-math';
import { expectRevert, gasCost, testChainPerFile, TREASURY } from './support/test-chain';

const ALICE = 3;
const BOB = 4;
const CAROL = 5;
const DAY = 86_400n;

const t = testChainPerFile({
  beforeEachTest: async () => {
    await t.mint(ALICE, [1n, 2n, 3n]);
    await t.approveMarketplace(ALICE);
  },
});

const market = () => ({ address: t.marketplace, abi: marketplaceAbi }) as const;
const balance = (address: Address) => t.publicClient.getBalance({ address });
const ownerOf = (tokenId: bigint) => t.publicClient.readContract({ address: t.token, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] });

async function list(tokenIds: bigint[], price: bigint, options: { currency?: number; buyer?: number; seller?: number } = {}) {
  const expiration = (await t.now()) + 7n * DAY;
  const currency = options.currency ?? ListingCurrency.ETH;
  const seller = options.seller ?? ALICE;
  const receipt =
    options.buyer === undefined
      ? await t.send(seller, { ...market(), functionName: 'createPublicListing', args: [tokenIds, price, currency, expiration] })
      : await t.send(seller, {
          ...market(),
          functionName: 'createPrivateListing',
          args: [tokenIds, price, currency, expiration, t.address(options.buyer)],
        });
  return listingIdFromReceipt(receipt)!;
}

const swap = (buyer: number, listingId: bigint, value: bigint) => t.send(buyer, { ...market(), functionName: 'swap', args: [listingId], value });

describe('swap of an ETH listing', () => {
  it('moves the token and splits the price 90 / 10 to the wei', async () => {
    const price = 1_234_567_890_123_456_789n;
    const id = await list([1n], price);
    const before = { seller: await balance(t.address(ALICE)), buyer: await balance(t.address(BOB)), treasury: await balance(t.address(TREASURY)) };
    const receipt = await swap(BOB, id, price);
    const split = splitSalePrice(price, 1000);
    expect(split.fee).toBe(123_456_789_012_345_678n);
    expect(await ownerOf(1n)).toBe(t.address(BOB));
    expect((await balance(t.address(ALICE))) - before.seller).toBe(split.sellerProceeds);
    expect((await balance(t.address(TREASURY))) - before.treasury).toBe(split.fee);
    expect(before.buyer - (await balance(t.address(BOB)))).toBe(price + gasCost(receipt));
    expect(await balance(t.marketplace)).toBe(0n);
    const swapped = marketplaceEventsFromReceipt(receipt).find((event) => event.eventName === 'Swapped');
    expect(swapped?.args).toEqual({
      listingId: id,
      seller: t.address(ALICE),
      buyer: t.address(BOB),
      tokenIds: [1n],
      price,
      fee: split.fee,
      royalty: 0n,
      royaltyRecipient: '0x0000000000000000000000000000000000000000',
      sellerProceeds: split.sellerProceeds,
      ethUsdPrice: 0n,
      refund: 0n,
    });
    const listing = await t.publicClient.readContract({ ...market(), functionName: 'getListing', args: [id] });
    expect(listing.state).toBe(ListingState.Sold);
  });

  it('refunds an overpayment and refuses an underpayment', async () => {
    const price = parseEther('1');
    const id = await list([1n], price);
    await expectRevert(swap(BOB, id, price - 1n), 'InsufficientPayment', [price, price - 1n]);
    const before = await balance(t.address(BOB));
    const receipt = await swap(BOB, id, price + parseEther('0.5'));
    expect(before - (await balance(t.address(BOB)))).toBe(price + gasCost(receipt));
  });

  it('sells a listing once', async () => {
    const id = await list([1n], 100n);
    await swap(BOB, id, 100n);
    await expectRevert(swap(CAROL, id, 100n), 'ListingNotActive', [id, ListingState.Sold]);
  });

  it('lets nobody but the named buyer take a private listing, and never the seller', async () => {
    const id = await list([1n], 100n, { buyer: CAROL });
    await expectRevert(swap(BOB, id, 100n), 'NotListingBuyer', [id, t.address(BOB)]);
    const publicId = await list([2n], 100n);
    await expectRevert(swap(ALICE, publicId, 100n), 'SellerCannotBuy', [publicId]);
    await swap(CAROL, id, 100n);
    expect(await ownerOf(1n)).toBe(t.address(CAROL));
  });

  it('refuses expired, disabled, moved and unapproved listings', async () => {
    const expired = await list([1n], 100n);
    const disabled = await list([2n], 100n);
    await t.send(ALICE, { ...market(), functionName: 'disableListing', args: [disabled] });
    await expectRevert(swap(BOB, disabled, 100n), 'ListingNotActive', [disabled, ListingState.Disabled]);
    await t.chain.advanceTime(8 * 86_400);
    await expectRevert(swap(BOB, expired, 100n), 'ListingExpired');

    const moved = await list([1n], 100n);
    await t.send(ALICE, { address: t.token, abi: editionTokenAbi, functionName: 'transferFrom', args: [t.address(ALICE), t.address(CAROL), 1n] });
    await expectRevert(swap(BOB, moved, 100n), 'ListingOwnerChanged', [moved, 1n]);

    const revoked = await list([3n], 100n);
    await t.approveMarketplace(ALICE, false);
    await expectRevert(swap(BOB, revoked, 100n), 'ListingApprovalRevoked', [revoked]);
    await expectRevert(swap(BOB, 77n, 100n), 'ListingNotFound', [77n]);
  });

  it('stops while paused', async () => {
    const id = await list([1n], 100n);
    await t.send(0, { ...market(), functionName: 'pause', args: [] });
    await expectRevert(swap(BOB, id, 100n), 'EnforcedPause');
  });
});

describe('bundle listings', () => {
  it('moves every token of the bundle for one price', async () => {
    const id = await list([1n, 2n, 3n], parseEther('3'));
    await swap(BOB, id, parseEther('3'));
    for (const tokenId of [1n, 2n, 3n]) expect(await ownerOf(tokenId)).toBe(t.address(BOB));
  });

  it('cannot be bought once one of its tokens moved away', async () => {
    const id = await list([1n, 2n, 3n], parseEther('3'));
    await t.send(ALICE, { address: t.token, abi: editionTokenAbi, functionName: 'transferFrom', args: [t.address(ALICE), t.address(CAROL), 2n] });
    await expectRevert(swap(BOB, id, parseEther('3')), 'ListingOwnerChanged', [id, 2n]);
    expect(await ownerOf(1n)).toBe(t.address(ALICE));
  });
});

describe('USD listings', () => {
  const setAnswer = (answer: bigint) => t.send(0, { address: t.feed, abi: devPriceFeedAbi, functionName: 'setAnswer', args: [answer] });

  it('charge the USD price at the feed answer, rounded up to the wei', async () => {
    // $1,234.56 at $3,150.42 per ETH.
    const id = await list([1n], 123_456n, { currency: ListingCurrency.USD });
    const required = (123_456n * 10n ** 24n + 315_042_000_000n - 1n) / 315_042_000_000n;
    expect(await t.publicClient.readContract({ ...market(), functionName: 'quoteListing', args: [id] })).toBe(required);
    expect(await t.publicClient.readContract({ ...market(), functionName: 'getETHPriceInUSD' })).toBe(315_042_000_000n);
    await expectRevert(swap(BOB, id, required - 1n), 'InsufficientPayment', [required, required - 1n]);
    const before = await balance(t.address(ALICE));
    const receipt = await swap(BOB, id, required);
    expect((await balance(t.address(ALICE))) - before).toBe(splitSalePrice(required, 1000).sellerProceeds);
    const swapped = marketplaceEventsFromReceipt(receipt).find((event) => event.eventName === 'Swapped');
    expect(swapped?.eventName === 'Swapped' && swapped.args.ethUsdPrice).toBe(315_042_000_000n);
  });

  it('refund the slippage allowance when the price moved in the buyer’s favour', async () => {
    const id = await list([1n], 500_000n, { currency: ListingCurrency.USD });
    const quoted = await t.publicClient.readContract({ ...market(), functionName: 'quoteListing', args: [id] });
    await setAnswer(400_000_000_000n); // ETH rose to $4,000: fewer wei needed
    const required = (500_000n * 10n ** 24n) / 400_000_000_000n;
    const before = await balance(t.address(BOB));
    const receipt = await swap(BOB, id, quoted + quoted / 100n);
    expect(before - (await balance(t.address(BOB)))).toBe(required + gasCost(receipt));
    const swapped = marketplaceEventsFromReceipt(receipt).find((event) => event.eventName === 'Swapped');
    expect(swapped?.eventName === 'Swapped' && swapped.args.refund).toBe(quoted + quoted / 100n - required);
  });

  it('refuse to price with a stale feed answer', async () => {
    const id = await list([1n], 10_000n, { currency: ListingCurrency.USD });
    await t.chain.advanceTime(3 * 3600 + 5);
    await expectRevert(swap(BOB, id, parseEther('10')), 'StalePrice');
    await setAnswer(300_000_000_000n);
    await swap(BOB, id, parseEther('10'));
  });
});

describe('collaboration listings', () => {
  const BALLOT_OWNER = 6;
  const BALLOT_ID = 500n;
  beforeEach(async () => {
    await t.mint(BALLOT_OWNER, [BALLOT_ID]);
    for (const tokenId of [1n, 2n]) {
      await t.send(0, { ...market(), functionName: 'setCollaboration', args: [tokenId, t.token, BALLOT_ID] });
    }
  });

  it('pay a 5 % fee and a 5 % royalty to whoever owns the ballot token at swap time', async () => {
    const price = 987_654_321_987_654_321n;
    const id = await list([1n, 2n], price);
    await t.send(BALLOT_OWNER, {
      address: t.token,
      abi: editionTokenAbi,
      functionName: 'transferFrom',
      args: [t.address(BALLOT_OWNER), t.address(CAROL), BALLOT_ID],
    });
    const before = { seller: await balance(t.address(ALICE)), carol: await balance(t.address(CAROL)), treasury: await balance(t.address(TREASURY)) };
    const receipt = await swap(BOB, id, price);
    const split = splitSalePrice(price, 500, 500);
    expect((await balance(t.address(ALICE))) - before.seller).toBe(split.sellerProceeds);
    expect((await balance(t.address(CAROL))) - before.carol).toBe(split.royalty);
    expect((await balance(t.address(TREASURY))) - before.treasury).toBe(split.fee);
    const swapped = marketplaceEventsFromReceipt(receipt).find((event) => event.eventName === 'Swapped');
    expect(swapped?.args).toMatchObject({ fee: split.fee, royalty: split.royalty, royaltyRecipient: t.address(CAROL) });
  });

  it('send the royalty to the platform once the ballot token is burned', async () => {
    const id = await list([1n], 10_000n);
    await t.send(BALLOT_OWNER, { address: t.token, abi: editionTokenAbi, functionName: 'burn', args: [BALLOT_ID] });
    const before = await balance(t.address(TREASURY));
    await swap(BOB, id, 10_000n);
    expect((await balance(t.address(TREASURY))) - before).toBe(1_000n);
  });

  it('cannot mix collaboration and ordinary editions in one bundle', async () => {
    const expiration = (await t.now()) + DAY;
    await expectRevert(
      t.send(ALICE, { ...market(), functionName: 'createPublicListing', args: [[1n, 3n], 100n, ListingCurrency.ETH, expiration] }),
      'MixedCollaborationBundle',
    );
  });

  it('are set by curators only', async () => {
    await expectRevert(t.send(ALICE, { ...market(), functionName: 'setCollaboration', args: [3n, t.token, 1n] }), 'AccessControlUnauthorizedAccount');
    await t.send(0, { ...market(), functionName: 'clearCollaboration', args: [1n] });
    const id = await list([1n], 10_000n);
    const listing = await t.publicClient.readContract({ ...market(), functionName: 'getListing', args: [id] });
    expect([listing.feeBps, listing.royaltyBps]).toEqual([1000, 0]);
  });
});
