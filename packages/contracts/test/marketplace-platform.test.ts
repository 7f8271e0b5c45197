import { createWalletClient, getAddress, http, parseEther, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { devPriceFeedAbi } from '../src/generated/dev-price-feed';
import { editionTokenAbi } from '../src/generated/edition-token';
import { marketplaceAbi } from '../src/generated/marketplace';
import { listingIdFromReceipt, marketplaceEventsFromReceipt } from '../src/operations';
import { ListingCurrency, splitSalePrice } from '../src/sale-math';
import { ADMIN, expectRevert, testChainPerFile, TREASURY } from './support/test-chain';

const ALICE = 3;
const BOB = 4;
const CAROL = 5;
/** Runtime code that reverts on every call: a wallet contract refusing ETH. */
const REFUSES_ETH: Hex = '0x60006000fd';
/** Runtime code that loops until it runs out of gas. */
const BURNS_GAS: Hex = '0x5b600056';
/** Runtime code answering 18 to any call (a feed with the wrong number of decimals). */
const ANSWERS_18: Hex = '0x601260005260206000f3';

const t = testChainPerFile({
  beforeEachTest: async () => {
    await t.mint(ALICE, [1n, 2n]);
    await t.approveMarketplace(ALICE);
  },
});

const market = () => ({ address: t.marketplace, abi: marketplaceAbi }) as const;
const readMarket = <T>(functionName: 'fee' | 'collaborationFee' | 'collaborationRoyalty' | 'feeDenominator' | 'feeRecipient' | 'maxPriceAge') =>
  t.publicClient.readContract({ ...market(), functionName }) as Promise<T>;

async function listFrom(seller: number, tokenId: bigint, price: bigint) {
  const expiration = (await t.now()) + 86_400n;
  const receipt = await t.send(seller, { ...market(), functionName: 'createPublicListing', args: [[tokenId], price, ListingCurrency.ETH, expiration] });
  return listingIdFromReceipt(receipt)!;
}

/** An account with contract code that we can still send transactions from (anvil impersonation). */
async function contractAccount(address: Address, code: Hex) {
  await t.chain.testClient.setCode({ address, bytecode: code });
  await t.chain.testClient.setBalance({ address, value: parseEther('10') });
  await t.chain.testClient.impersonateAccount({ address });
  return createWalletClient({ account: address, chain: t.chain.chain, transport: http(t.chain.rpcUrl) });
}

describe('fees', () => {
  it('start at 10 %, and 5 % + 5 % for collaborations, over a denominator of 10,000', async () => {
    expect(await readMarket('fee')).toBe(1000);
    expect(await readMarket('collaborationFee')).toBe(500);
    expect(await readMarket('collaborationRoyalty')).toBe(500);
    expect(await readMarket('feeDenominator')).toBe(10_000n);
    expect(await readMarket('feeRecipient')).toBe(t.address(TREASURY));
  });

  it('change for new listings only, within the 25 % cap, by the admin', async () => {
    const before = await listFrom(ALICE, 1n, 10_000n);
    await expectRevert(t.send(ALICE, { ...market(), functionName: 'setFees', args: [200, 100, 100] }), 'AccessControlUnauthorizedAccount');
    await expectRevert(t.send(ADMIN, { ...market(), functionName: 'setFees', args: [2501, 500, 500] }), 'FeesTooHigh', [2501n, 2500n]);
    await expectRevert(t.send(ADMIN, { ...market(), functionName: 'setFees', args: [1000, 1500, 1001] }), 'FeesTooHigh', [2501n, 2500n]);
    const receipt = await t.send(ADMIN, { ...market(), functionName: 'setFees', args: [250, 300, 200] });
    expect(marketplaceEventsFromReceipt(receipt)[0]).toMatchObject({ eventName: 'FeesUpdated', args: { fee: 250, collaborationFee: 300 } });
    const after = await listFrom(ALICE, 2n, 10_000n);
    const treasury = t.address(TREASURY);
    const start = await t.publicClient.getBalance({ address: treasury });
    await t.send(BOB, { ...market(), functionName: 'swap', args: [before], value: 10_000n });
    await t.send(BOB, { ...market(), functionName: 'swap', args: [after], value: 10_000n });
    expect((await t.publicClient.getBalance({ address: treasury })) - start).toBe(1_000n + 250n);
  });

  it('go to a new recipient once the admin moves it, never to the zero address', async () => {
    await expectRevert(
      t.send(ADMIN, { ...market(), functionName: 'setFeeRecipient', args: ['0x0000000000000000000000000000000000000000'] }),
      'ZeroAddress',
    );
    await expectRevert(t.send(BOB, { ...market(), functionName: 'setFeeRecipient', args: [t.address(BOB)] }), 'AccessControlUnauthorizedAccount');
    await t.send(ADMIN, { ...market(), functionName: 'setFeeRecipient', args: [t.address(CAROL)] });
    const id = await listFrom(ALICE, 1n, 10_000n);
    const start = await t.publicClient.getBalance({ address: t.address(CAROL) });
    await t.send(BOB, { ...market(), functionName: 'swap', args: [id], value: 10_000n });
    expect((await t.publicClient.getBalance({ address: t.address(CAROL) })) - start).toBe(1_000n);
  });
});

describe('payments a recipient will not take', () => {
  it('wait in pendingPayments for a seller that refuses ETH, who can withdraw them elsewhere', async () => {
    const sellerAddress = getAddress('0x000000000000000000000000000000000000c0de');
    const seller = await contractAccount(sellerAddress, REFUSES_ETH);
    await t.send(ALICE, { address: t.token, abi: editionTokenAbi, functionName: 'transferFrom', args: [t.address(ALICE), sellerAddress, 1n] });
    const write = async (functionName: 'setApprovalForAll' | 'createPublicListing' | 'withdrawPayments', args: readonly unknown[]) => {
      const target = functionName === 'setApprovalForAll' ? { address: t.token, abi: editionTokenAbi } : market();
      const call = { ...target, functionName, args, account: sellerAddress } as never;
      // Simulate first so a revert surfaces as a decoded error, as it does for local accounts.
      await t.publicClient.simulateContract(call);
      const receipt = await t.publicClient.waitForTransactionReceipt({ hash: await seller.writeContract(call) });
      if (receipt.status !== 'success') throw new Error(`${functionName} reverted`);
      return receipt;
    };
    await write('setApprovalForAll', [t.marketplace, true]);
    const listed = await write('createPublicListing', [[1n], parseEther('1'), ListingCurrency.ETH, (await t.now()) + 3600n]);
    const id = listingIdFromReceipt(listed)!;

    const receipt = await t.send(BOB, { ...market(), functionName: 'swap', args: [id], value: parseEther('1') });
    const proceeds = splitSalePrice(parseEther('1'), 1000).sellerProceeds;
    const deferred = marketplaceEventsFromReceipt(receipt).find((event) => event.eventName === 'PaymentDeferred');
    expect(deferred?.args).toEqual({ recipient: sellerAddress, amount: proceeds });
    expect(await t.publicClient.readContract({ ...market(), functionName: 'pendingPayments', args: [sellerAddress] })).toBe(proceeds);
    expect(await t.publicClient.getBalance({ address: t.marketplace })).toBe(proceeds);

    await expectRevert(write('withdrawPayments', [sellerAddress]), 'WithdrawalFailed', [sellerAddress, proceeds]);
    const carolBefore = await t.publicClient.getBalance({ address: t.address(CAROL) });
    await write('withdrawPayments', [t.address(CAROL)]);
    expect((await t.publicClient.getBalance({ address: t.address(CAROL) })) - carolBefore).toBe(proceeds);
    expect(await t.publicClient.getBalance({ address: t.marketplace })).toBe(0n);
    await expectRevert(write('withdrawPayments', [t.address(CAROL)]), 'NothingToWithdraw', [sellerAddress]);
  });

  it('cannot let a ballot owner that burns gas block a collaboration sale', async () => {
    const ballotOwner = getAddress('0x000000000000000000000000000000000000b0b0');
    await contractAccount(ballotOwner, BURNS_GAS);
    await t.mint(BOB, [900n]);
    await t.send(BOB, { address: t.token, abi: editionTokenAbi, functionName: 'transferFrom', args: [t.address(BOB), ballotOwner, 900n] });
    await t.send(ADMIN, { ...market(), functionName: 'setCollaboration', args: [1n, t.token, 900n] });
    const id = await listFrom(ALICE, 1n, 20_000n);
    const receipt = await t.send(CAROL, { ...market(), functionName: 'swap', args: [id], value: 20_000n });
    expect(receipt.gasUsed).toBeLessThan(400_000n);
    expect(await t.publicClient.readContract({ ...market(), functionName: 'pendingPayments', args: [ballotOwner] })).toBe(1_000n);
  });
});

describe('burnForRedemption', () => {
  it('burns an approving owner’s token for the redeemer role, and the token’s listings die with it', async () => {
    const id = await listFrom(ALICE, 1n, 10_000n);
    await expectRevert(t.send(BOB, { ...market(), functionName: 'burnForRedemption', args: [1n] }), 'AccessControlUnauthorizedAccount');
    const receipt = await t.send(ADMIN, { ...market(), functionName: 'burnForRedemption', args: [1n] });
    expect(marketplaceEventsFromReceipt(receipt)[0]).toMatchObject({ eventName: 'RedemptionBurned', args: { tokenId: 1n, owner: t.address(ALICE) } });
    expect(await t.publicClient.readContract({ address: t.token, abi: editionTokenAbi, functionName: 'burned', args: [1n] })).toBe(true);
    expect(await t.publicClient.readContract({ ...market(), functionName: 'validate', args: [id] })).toBe(false);
  });

  it('refuses a token whose owner withdrew the approval, and a token that does not exist', async () => {
    await t.approveMarketplace(ALICE, false);
    await expectRevert(t.send(ADMIN, { ...market(), functionName: 'burnForRedemption', args: [2n] }), 'MarketplaceNotApproved', [t.address(ALICE)]);
    await expectRevert(t.send(ADMIN, { ...market(), functionName: 'burnForRedemption', args: [404n] }), 'ERC721NonexistentToken', [404n]);
  });
});

describe('price feed', () => {
  const feed = () => ({ address: t.feed, abi: devPriceFeedAbi }) as const;

  it('behaves like a Chainlink aggregator with 8 decimals and numbered rounds', async () => {
    expect(await t.publicClient.readContract({ ...feed(), functionName: 'decimals' })).toBe(8);
    expect(await t.publicClient.readContract({ ...feed(), functionName: 'description' })).toBe('ETH / USD');
    await t.send(ADMIN, { ...feed(), functionName: 'setAnswer', args: [250_000_000_000n] });
    const [roundId, answer, , updatedAt] = await t.publicClient.readContract({ ...feed(), functionName: 'latestRoundData' });
    expect([roundId, answer, updatedAt]).toEqual([2n, 250_000_000_000n, await t.now()]);
    expect((await t.publicClient.readContract({ ...feed(), functionName: 'getRoundData', args: [1n] }))[1]).toBe(315_042_000_000n);
    await expectRevert(t.publicClient.readContract({ ...feed(), functionName: 'getRoundData', args: [3n] }), 'NoDataPresent', [3n]);
    expect(await t.publicClient.readContract({ ...market(), functionName: 'getETHPriceInUSD' })).toBe(250_000_000_000n);
  });

  it('takes positive answers from the price setter only', async () => {
    await expectRevert(t.send(ADMIN, { ...feed(), functionName: 'setAnswer', args: [0n] }), 'PriceMustBePositive', [0n]);
    await expectRevert(t.send(BOB, { ...feed(), functionName: 'setAnswer', args: [1n] }), 'AccessControlUnauthorizedAccount');
  });

  it('can be replaced by the admin with another 8-decimal feed and a positive staleness window', async () => {
    const wrong: Address = '0x00000000000000000000000000000000000fee18';
    await t.chain.testClient.setCode({ address: wrong, bytecode: ANSWERS_18 });
    await expectRevert(t.send(ADMIN, { ...market(), functionName: 'setPriceFeed', args: [wrong, 3600n] }), 'UnsupportedFeedDecimals', [18]);
    await expectRevert(t.send(ADMIN, { ...market(), functionName: 'setPriceFeed', args: [t.feed, 0n] }), 'InvalidMaxPriceAge');
    await expectRevert(t.send(BOB, { ...market(), functionName: 'setPriceFeed', args: [t.feed, 60n] }), 'AccessControlUnauthorizedAccount');
    await t.send(ADMIN, { ...market(), functionName: 'setPriceFeed', args: [t.feed, 60n] });
    expect(await readMarket('maxPriceAge')).toBe(60n);
  });
});
