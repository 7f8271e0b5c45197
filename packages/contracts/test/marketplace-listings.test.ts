import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { editionTokenAbi } from '../src/generated/edition-token';
import { marketplaceAbi } from '../src/generated/marketplace';
import { listingIdFromReceipt, marketplaceEventsFromReceipt } from '../src/operations';
import { ListingCurrency, ListingState, ListingStatus } from '../src/sale-math';
import { ADMIN, expectRevert, testChainPerFile } from './support/test-chain';

const ALICE = 3;
const BOB = 4;
const CAROL = 5;
const ZERO = '0x0000000000000000000000000000000000000000';
const DAY = 86_400n;

const t = testChainPerFile({
  beforeEachTest: async () => {
    await t.mint(ALICE, [1n, 2n, 3n]);
    await t.mint(BOB, [10n]);
    await t.approveMarketplace(ALICE);
    await t.approveMarketplace(BOB);
  },
});

const market = () => ({ address: t.marketplace, abi: marketplaceAbi }) as const;
const status = (id: bigint) => t.publicClient.readContract({ ...market(), functionName: 'listingStatus', args: [id] });
const validate = (id: bigint) => t.publicClient.readContract({ ...market(), functionName: 'validate', args: [id] });

async function listPublic(seller: number, tokenIds: bigint[], price = parseEther('1'), currency: number = ListingCurrency.ETH) {
  const expiration = (await t.now()) + 30n * DAY;
  const receipt = await t.send(seller, { ...market(), functionName: 'createPublicListing', args: [tokenIds, price, currency, expiration] });
  return { id: listingIdFromReceipt(receipt)!, receipt, expiration };
}

describe('createPublicListing', () => {
  it('records the listing, snapshots the fee and emits ListingCreated', async () => {
    const { id, receipt, expiration } = await listPublic(ALICE, [1n, 2n], 12_345n, ListingCurrency.USD);
    expect(id).toBe(1n);
    const [created] = marketplaceEventsFromReceipt(receipt);
    expect(created.eventName).toBe('ListingCreated');
    expect(created.args).toEqual({
      listingId: 1n,
      seller: t.address(ALICE),
      buyer: ZERO,
      tokenIds: [1n, 2n],
      price: 12_345n,
      currency: ListingCurrency.USD,
      expiration,
      feeBps: 1000,
      royaltyBps: 0,
      ballotToken: ZERO,
      ballotTokenId: 0n,
    });
    const listing = await t.publicClient.readContract({ ...market(), functionName: 'getListing', args: [id] });
    expect(listing).toMatchObject({ seller: t.address(ALICE), state: ListingState.Active, tokenIds: [1n, 2n], transferCounts: [1n, 1n] });
    expect(await validate(id)).toBe(true);
    expect(await t.publicClient.readContract({ ...market(), functionName: 'listingCount' })).toBe(1n);
  });

  it('refuses tokens the caller does not own, missing tokens and duplicates', async () => {
    const expiration = (await t.now()) + DAY;
    const create = (seller: number, tokenIds: bigint[]) =>
      t.send(seller, { ...market(), functionName: 'createPublicListing', args: [tokenIds, 1n, ListingCurrency.ETH, expiration] });
    await expectRevert(create(BOB, [1n]), 'NotTokenOwner', [1n, t.address(BOB)]);
    await expectRevert(create(ALICE, [1n, 10n]), 'NotTokenOwner', [10n, t.address(ALICE)]);
    await expectRevert(create(ALICE, [99n]), 'NotTokenOwner', [99n, t.address(ALICE)]);
    await expectRevert(create(ALICE, [1n, 2n, 1n]), 'DuplicateToken', [1n]);
    await expectRevert(create(ALICE, []), 'EmptyListing');
    await expectRevert(create(ALICE, Array.from({ length: 26 }, (_, i) => BigInt(i + 1))), 'TooManyTokens', [26n, 25n]);
  });

  it('needs approval for all, a price and an expiration in the future', async () => {
    await t.mint(CAROL, [20n]);
    const now = await t.now();
    await expectRevert(
      t.send(CAROL, { ...market(), functionName: 'createPublicListing', args: [[20n], 1n, ListingCurrency.ETH, now + DAY] }),
      'MarketplaceNotApproved',
      [t.address(CAROL)],
    );
    await expectRevert(t.send(ALICE, { ...market(), functionName: 'createPublicListing', args: [[1n], 0n, ListingCurrency.ETH, now + DAY] }), 'PriceMustBePositive');
    await expectRevert(
      t.send(ALICE, { ...market(), functionName: 'createPublicListing', args: [[1n], 1n, ListingCurrency.ETH, now - 1n] }),
      'ExpirationNotInFuture',
    );
  });

  it('is closed while the marketplace is paused, and only the admin pauses', async () => {
    await expectRevert(t.send(ALICE, { ...market(), functionName: 'pause', args: [] }), 'AccessControlUnauthorizedAccount');
    await t.send(ADMIN, { ...market(), functionName: 'pause', args: [] });
    await expectRevert(listPublic(ALICE, [1n]), 'EnforcedPause');
    await t.send(ADMIN, { ...market(), functionName: 'unpause', args: [] });
    await listPublic(ALICE, [1n]);
  });
});

describe('createPrivateListing', () => {
  it('records the one buyer allowed to swap', async () => {
    const expiration = (await t.now()) + DAY;
    const receipt = await t.send(ALICE, {
      ...market(),
      functionName: 'createPrivateListing',
      args: [[1n], parseEther('2'), ListingCurrency.ETH, expiration, t.address(CAROL)],
    });
    const [created] = marketplaceEventsFromReceipt(receipt);
    expect(created.eventName === 'ListingCreated' && created.args.buyer).toBe(t.address(CAROL));
  });

  it('refuses no buyer and the seller as buyer', async () => {
    const expiration = (await t.now()) + DAY;
    const create = (buyer: `0x${string}`) =>
      t.send(ALICE, { ...market(), functionName: 'createPrivateListing', args: [[1n], 1n, ListingCurrency.ETH, expiration, buyer] });
    await expectRevert(create(ZERO), 'InvalidBuyer', [ZERO]);
    await expectRevert(create(t.address(ALICE)), 'InvalidBuyer', [t.address(ALICE)]);
  });
});

describe('updateListingExpiration', () => {
  it('lets the seller move the expiration of a live listing (seconds)', async () => {
    const { id } = await listPublic(ALICE, [1n]);
    const later = (await t.now()) + 90n * DAY;
    const receipt = await t.send(ALICE, { ...market(), functionName: 'updateListingExpiration', args: [id, later] });
    expect(marketplaceEventsFromReceipt(receipt)[0]).toMatchObject({ eventName: 'ListingUpdated', args: { listingId: id, expiration: later } });
    const listing = await t.publicClient.readContract({ ...market(), functionName: 'getListing', args: [id] });
    expect(listing.expiration).toBe(later);
  });

  it('refuses other accounts, a past time, an expired or disabled listing and unknown ids', async () => {
    const { id } = await listPublic(ALICE, [1n]);
    const now = await t.now();
    const update = (account: number, listingId: bigint, expiration: bigint) =>
      t.send(account, { ...market(), functionName: 'updateListingExpiration', args: [listingId, expiration] });
    await expectRevert(update(BOB, id, now + DAY), 'NotListingSeller', [id, t.address(BOB)]);
    await expectRevert(update(ALICE, id, now), 'ExpirationNotInFuture');
    await expectRevert(update(ALICE, 9n, now + DAY), 'ListingNotFound', [9n]);
    await t.chain.advanceTime(31 * 86_400);
    await expectRevert(update(ALICE, id, (await t.now()) + DAY), 'ListingExpired');
    const second = await listPublic(ALICE, [2n]);
    await t.send(ALICE, { ...market(), functionName: 'disableListing', args: [second.id] });
    await expectRevert(update(ALICE, second.id, (await t.now()) + DAY), 'ListingNotActive', [second.id, ListingState.Disabled]);
  });
});

describe('disableListing', () => {
  it('lets only the seller disable, once', async () => {
    const { id } = await listPublic(ALICE, [1n]);
    await expectRevert(t.send(BOB, { ...market(), functionName: 'disableListing', args: [id] }), 'NotListingSeller');
    const receipt = await t.send(ALICE, { ...market(), functionName: 'disableListing', args: [id] });
    expect(marketplaceEventsFromReceipt(receipt)[0]).toMatchObject({ eventName: 'ListingDisabled', args: { listingId: id } });
    expect(await status(id)).toBe(ListingStatus.Disabled);
    await expectRevert(t.send(ALICE, { ...market(), functionName: 'disableListing', args: [id] }), 'ListingNotActive');
  });
});

describe('validate and listingStatus', () => {
  it('reports unknown ids', async () => {
    expect(await status(5n)).toBe(ListingStatus.NotFound);
    expect(await validate(5n)).toBe(false);
    await expectRevert(t.publicClient.readContract({ ...market(), functionName: 'getListing', args: [5n] }), 'ListingNotFound');
  });

  it('expires after the expiration second, for good', async () => {
    const { id, expiration } = await listPublic(ALICE, [1n]);
    await t.chain.syncTime(Number(expiration));
    expect(await validate(id)).toBe(true);
    await t.chain.advanceTime(1);
    expect(await status(id)).toBe(ListingStatus.Expired);
  });

  it('stays invalid once a token changed hands, even after it comes back', async () => {
    const { id } = await listPublic(ALICE, [1n, 2n]);
    const move = (from: number, to: number) =>
      t.send(from, { address: t.token, abi: editionTokenAbi, functionName: 'transferFrom', args: [t.address(from), t.address(to), 2n] });
    await move(ALICE, BOB);
    expect(await status(id)).toBe(ListingStatus.OwnerChanged);
    await move(BOB, ALICE);
    expect(await status(id)).toBe(ListingStatus.OwnerChanged);
    expect(await validate(id)).toBe(false);
  });

  it('stays invalid once the approval was revoked, even after it is granted again', async () => {
    const { id } = await listPublic(ALICE, [1n]);
    await t.approveMarketplace(ALICE, false);
    expect(await status(id)).toBe(ListingStatus.ApprovalRevoked);
    await t.approveMarketplace(ALICE, true);
    expect(await status(id)).toBe(ListingStatus.ApprovalRevoked);
    const fresh = await listPublic(ALICE, [1n]);
    expect(await validate(fresh.id)).toBe(true);
  });

  it('reports a burned (redeemed) token as an owner change', async () => {
    const { id } = await listPublic(ALICE, [3n]);
    await t.send(ALICE, { address: t.token, abi: editionTokenAbi, functionName: 'burn', args: [3n] });
    expect(await status(id)).toBe(ListingStatus.OwnerChanged);
  });
});
