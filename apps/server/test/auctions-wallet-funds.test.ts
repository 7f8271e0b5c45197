import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { INSUFFICIENT_FUNDS_MESSAGE } from '@caskmark/shared/rules/funds-check';
import { approveFunds, buildBidder, buildLot, maxBid, quickBid } from './auction-helpers';
import { connectDevWallet, liveChain, startChainApp } from './chain-test-helpers';
import type { TestApp } from './support/test-app';

/** The funds check reads the connected wallet's balance on the chain at the price feed (ETH = USD / price, 8 decimals). */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp({ ETH_PRICE_USD: '3000' });
});
afterAll(async () => t?.close());

async function walletWith(token: string, wei: bigint) {
  const live = liveChain(t);
  const signer = live.network.signerFor(privateKeyToAccount(generatePrivateKey()));
  await live.network.dev!.network.chain.fund(signer.account.address, wei);
  await connectDevWallet(t, token, signer);
  return signer.account.address;
}

describe('funds from a connected wallet', () => {
  it('a wallet covering the ETH amount funds the bid; one short of it is refused', async () => {
    const bidder = await buildBidder(t, null);
    // 1 ETH at $3,000: a $3,000 bid is exactly 1.00000000 ETH.
    const address = await walletWith(bidder.token, 10n ** 18n);
    const { pack } = await buildLot(t, { startingUsd: 3000 });
    const placed = await maxBid(t, bidder, pack.publicPk, 3000);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ fundCheckType: 'wallet', fundCheckValue: address, maxBidInEth: 1 });
    const other = await buildBidder(t, null);
    await walletWith(other.token, 10n ** 18n - 1n);
    expect((await quickBid(t, other, pack.publicPk, 3100)).nonFieldErrors).toEqual([INSUFFICIENT_FUNDS_MESSAGE]);
  });

  it('an approved pre-approval below the bid does not count, but the wallet still may', async () => {
    const bidder = await buildBidder(t, null);
    await approveFunds(t, bidder.userPk, 2000);
    const address = await walletWith(bidder.token, 2n * 10n ** 18n);
    const { pack } = await buildLot(t, { startingUsd: 1000 });
    expect((await maxBid(t, bidder, pack.publicPk, 1500)).body).toMatchObject({ fundCheckType: 'preApproval' });
    expect((await maxBid(t, bidder, pack.publicPk, 5000)).body).toMatchObject({ fundCheckType: 'wallet', fundCheckValue: address });
  });
});
