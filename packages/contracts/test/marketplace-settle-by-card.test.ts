import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { editionTokenAbi } from '../src/generated/edition-token';
import { marketplaceAbi } from '../src/generated/marketplace';
import { listingIdFromReceipt, marketplaceEventsFromReceipt } from '../src/operations';
import { ListingCurrency, ListingStatus } from '../src/sale-math';
import { ADMIN, expectRevert, testChainPerFile } from './support/test-chain';

const ALICE = 3;
const BOB = 4;
const CAROL = 5;
/** The buyer's custodial wallet: it never sends anything, it only receives the tokens. */
const CUSTODY = 6;
const DAY = 86_400n;

const t = testChainPerFile({
  beforeEachTest: async () => {
    await t.mint(ALICE, [1n, 2n, 3n]);
    await t.approveMarketplace(ALICE);
  },
});

const market = () => ({ address: t.marketplace, abi: marketplaceAbi }) as const;
const ownerOf = (tokenId: bigint) => t.publicClient.readContract({ address: t.token, abi: editionTokenAbi, functionName: 'ownerOf', args: [tokenId] });
const balance = (address: Address) => t.publicClient.getBalance({ address });
const status = (listingId: bigint) => t.publicClient.readContract({ ...market(), functionName: 'listingStatus', args: [listingId] });
const settle = (from: number, listingId: bigint, recipient: Address) => t.send(from, { ...market(), functionName: 'settleByCard', args: [listingId, recipient] });

async function list(tokenIds: bigint[], cents: bigint, options: { currency?: number; buyer?: number } = {}) {
  const expiration = (await t.now()) + 7n * DAY;
  const currency = options.currency ?? ListingCurrency.USD;
  const receipt =
    options.buyer === undefined
      ? await t.send(ALICE, { ...market(), functionName: 'createPublicListing', args: [tokenIds, cents, currency, expiration] })
      : await t.send(ALICE, { ...market(), functionName: 'createPrivateListing', args: [tokenIds, cents, currency, expiration, t.address(options.buyer)] });
  return listingIdFromReceipt(receipt)!;
}

describe('settleByCard (decision 340)', () => {
  it('moves a USD bundle to the recipient without any ETH and emits SettledByCard with the cents', async () => {
    const id = await list([1n, 2n], 125_050n);
    const before = { seller: await balance(t.address(ALICE)), market: await balance(t.marketplace) };
    const receipt = await settle(ADMIN, id, t.address(CUSTODY));
    expect(await ownerOf(1n)).toBe(t.address(CUSTODY));
    expect(await ownerOf(2n)).toBe(t.address(CUSTODY));
    expect(await ownerOf(3n)).toBe(t.address(ALICE));
    expect(await balance(t.address(ALICE))).toBe(before.seller);
    expect(await balance(t.marketplace)).toBe(before.market);
    expect(await status(id)).toBe(ListingStatus.Sold);
    const event = marketplaceEventsFromReceipt(receipt).find((candidate) => candidate.eventName === 'SettledByCard');
    expect(event?.args).toEqual({ listingId: id, seller: t.address(ALICE), recipient: t.address(CUSTODY), tokenIds: [1n, 2n], priceCents: 125_050n });
    // Sold once: neither a second settlement nor a swap can sell it again.
    await expectRevert(settle(ADMIN, id, t.address(CUSTODY)), 'ListingNotActive', [id, 2]);
    await expectRevert(t.send(BOB, { ...market(), functionName: 'swap', args: [id], value: 10n ** 18n }), 'ListingNotActive', [id, 2]);
  });

  it('is the settler role only: a collector cannot take a listing for free', async () => {
    const id = await list([1n], 10_000n);
    await expectRevert(settle(BOB, id, t.address(BOB)), 'AccessControlUnauthorizedAccount');
    const role = await t.publicClient.readContract({ ...market(), functionName: 'SETTLER_ROLE' });
    await t.send(ADMIN, { ...market(), functionName: 'grantRole', args: [role, t.address(CAROL)] });
    await settle(CAROL, id, t.address(CUSTODY));
    expect(await ownerOf(1n)).toBe(t.address(CUSTODY));
  });

  it('refuses what swap refuses: a moved token, a revoked approval, an expired or ETH listing, the seller, a stranger to a private listing', async () => {
    const moved = await list([1n], 10_000n);
    await t.send(ALICE, { address: t.token, abi: editionTokenAbi, functionName: 'transferFrom', args: [t.address(ALICE), t.address(CAROL), 1n] });
    await expectRevert(settle(ADMIN, moved, t.address(CUSTODY)), 'ListingOwnerChanged', [moved, 1n]);

    const eth = await list([2n], 10n ** 16n, { currency: ListingCurrency.ETH });
    await expectRevert(settle(ADMIN, eth, t.address(CUSTODY)), 'NotUsdListing', [eth]);
    await expectRevert(settle(ADMIN, eth, t.address(ALICE)), 'SellerCannotBuy', [eth]);
    await expectRevert(settle(ADMIN, eth, '0x0000000000000000000000000000000000000000'), 'ZeroAddress');

    const privateOne = await list([3n], 10_000n, { buyer: BOB });
    await expectRevert(settle(ADMIN, privateOne, t.address(CUSTODY)), 'NotListingBuyer', [privateOne, t.address(CUSTODY)]);
    await settle(ADMIN, privateOne, t.address(BOB));
    expect(await ownerOf(3n)).toBe(t.address(BOB));
  });

  it('refuses once the seller revoked the approval or the listing expired, and while paused', async () => {
    const revoked = await list([1n], 10_000n);
    await t.approveMarketplace(ALICE, false);
    await expectRevert(settle(ADMIN, revoked, t.address(CUSTODY)), 'ListingApprovalRevoked', [revoked]);
    await t.approveMarketplace(ALICE, true);
    await expectRevert(settle(ADMIN, revoked, t.address(CUSTODY)), 'ListingApprovalRevoked', [revoked]);

    const expiring = await list([2n], 10_000n);
    await t.chain.testClient.increaseTime({ seconds: Number(8n * DAY) });
    await t.chain.testClient.mine({ blocks: 1 });
    await expectRevert(settle(ADMIN, expiring, t.address(CUSTODY)), 'ListingExpired');

    const live = await list([3n], 10_000n);
    await t.send(ADMIN, { ...market(), functionName: 'pause', args: [] });
    await expectRevert(settle(ADMIN, live, t.address(CUSTODY)), 'EnforcedPause');
    await t.send(ADMIN, { ...market(), functionName: 'unpause', args: [] });
    await settle(ADMIN, live, t.address(CUSTODY));
    expect(await ownerOf(3n)).toBe(t.address(CUSTODY));
  });
});
