import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi, type SignerClient } from '@caskmark/contracts';
import { paymentIntents } from '@caskmark/db';
import type { EthTransferPayload } from '@caskmark/shared/api/checkout';
import type { PaymentResult } from '@caskmark/shared/api/payments';
import type { RedemptionPrice, RedemptionStatusResponse } from '@caskmark/shared/api/redemption';
import { ETH_AMOUNT_MISMATCH_REASON, ETH_TRANSACTION_REFUSED_MESSAGE } from '@caskmark/shared/api/payments';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import type { Address, Hash, Hex } from 'viem';
import { buildCustodialEditions, connectDevWallet, eventually, freshWallet, liveChain, startChainApp } from './chain-test-helpers';
import { buildSignedInUser } from './identity-helpers';
import { submission, tokenOf } from './payments-helpers';
import { dateInDays, nftRow, postRedeem } from './redemption-helpers';
import type { TestApp } from './support/test-app';

/**
 * The shipping fee's other rails (decisions 277, 278) on a real dev chain: ETH through the payment
 * receiver — confirmed from the chain, a short payment burns nothing — and a saved card with 3-D Secure.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
}, 120_000);
afterAll(async () => t?.close());

type Answer<T> = T & { code?: string; message?: string; nonFieldErrors?: string[] };

async function collectorWithBottle() {
  const user = await buildSignedInUser(t);
  const { nfts } = await buildCustodialEditions(t, user.userPk, 1);
  return { user, token: user.tokens.idToken, nft: nfts[0]! };
}

const status = (token: string, pk: string) => t.get<RedemptionStatusResponse>(`/api/account/v2/redeem/status/${pk}`, { token }).then((answer) => answer.body);
const price = (token: string, pk: string) => t.get<RedemptionPrice>(`/api/account/v2/redeem/${pk}/price`, { token }).then((answer) => answer.body);
const startEth = (token: string, pk: string, fromAccount: string) => t.post<Answer<RedemptionPrice>>(`/api/account/v2/redeem/${pk}/eth-payment`, { fromAccount }, { token });
const announce = (token: string, pk: string, transactionHash: Hash) => t.post<Answer<RedemptionStatusResponse>>(`/api/account/v2/redeem/${pk}/purchase-with-eth`, { transactionHash }, { token });
const burned = (tokenId: string) => liveChain(t).network.publicClient.readContract({ address: liveChain(t).network.addresses.editionToken, abi: editionTokenAbi, functionName: 'burned', args: [BigInt(tokenId)] });

async function send(signer: SignerClient, payload: EthTransferPayload, value = BigInt(payload.value)): Promise<Hash> {
  const hash = await signer.sendTransaction({ to: payload.to as Address, value, data: payload.data as Hex, chain: signer.chain, account: signer.account });
  await liveChain(t).network.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

async function paidOf(token: string, pk: string) {
  return eventually(async () => {
    const current = await status(token, pk);
    if (current.status === 'cancelled') throw new Error(`cancelled: ${current.failureReason}`);
    return current.status === 'paid' ? current : null;
  }, 60_000);
}

describe('the fee in ETH', () => {
  it('quotes the stored fee, takes the payment only from the chain, captures it and burns once', async () => {
    const { token, nft } = await collectorWithBottle();
    const { signer } = await connectDevWallet(t, token, await freshWallet(t));
    const created = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await price(token, created.body.publicPk)).ethTransferPayload).toBeNull();

    const quoted = await startEth(token, created.body.publicPk, signer.account.address);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const payload = quoted.body.ethTransferPayload!;
    expect(payload).toMatchObject({ to: liveChain(t).network.addresses.paymentReceiver, chainId: liveChain(t).network.chainId });
    expect(BigInt(payload.value)).toBeGreaterThan(0n);
    // Asking again (a second tab, a retry) answers the same quote; the price call shows it too.
    expect((await startEth(token, created.body.publicPk, signer.account.address)).body.ethTransferPayload).toEqual(payload);
    expect((await price(token, created.body.publicPk)).ethTransferPayload).toEqual(payload);
    expect(await status(token, created.body.publicPk)).toMatchObject({ status: 'pending', payment: 'pending', burned: false });
    // A card cannot pay it at the same time.
    const card = await t.post<Answer<PaymentResult>>('/services/fiat/v1/payments/capture-redeem', submission({ tokenValue: await tokenOf(t, token), redeemNftPublicPk: created.body.publicPk }), { token });
    expect(card.status).toBe(409);

    const hash = await send(signer, payload);
    const announced = await announce(token, created.body.publicPk, hash);
    expect(announced.status, JSON.stringify(announced.body)).toBe(200);
    await paidOf(token, created.body.publicPk);
    expect(await burned(nft.tokenId!)).toBe(true);
    const intents = await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, created.body.publicPk));
    expect(intents.map((intent) => [intent.rail, intent.status, intent.amountCents])).toEqual([['eth', 'captured', created.body.shippingPrice * 100]]);
    // The same hash again records nothing more; once paid no new quote is made.
    expect((await announce(token, created.body.publicPk, hash)).status).toBe(200);
    expect((await startEth(token, created.body.publicPk, signer.account.address)).status).toBe(400);
    expect(await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, created.body.publicPk))).toHaveLength(1);
  }, 120_000);

  it('refuses a wallet that is not mine, a request that is not mine, a pickup, and a transaction that pays something else', async () => {
    const { token, nft } = await collectorWithBottle();
    const stranger = await collectorWithBottle();
    const { signer } = await connectDevWallet(t, token, await freshWallet(t));
    const created = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    const other = await freshWallet(t);
    const notMine = await startEth(token, created.body.publicPk, other.account.address);
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('Please select a wallet to continue!');
    expect((await startEth(stranger.token, created.body.publicPk, signer.account.address)).status).toBe(404);

    const location = PICKUP_LOCATIONS.find((candidate) => candidate.country.code === 'USA')!;
    const pickup = await postRedeem(t, stranger.token, { editionNftPublicPk: stranger.nft.publicPk, selectedCountryCode: 'GBR', selectedPickupLocation: location.publicPk, shippingDetails: { address: '', city: '', state: '', postcode: '', homeAddress: '1 Baker Street, London', pickupDate: dateInDays(t, 60), flightNumber: 'BA178', destination: 'GBR', airline: 'British Airways' } });
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    expect((await startEth(stranger.token, pickup.body.publicPk, signer.account.address)).body.code).toBe('nothing_to_pay');

    await startEth(token, created.body.publicPk, signer.account.address);
    const plain = await signer.sendTransaction({ to: other.account.address, value: 1n, chain: signer.chain, account: signer.account });
    const refused = await announce(token, created.body.publicPk, plain);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ETH_TRANSACTION_REFUSED_MESSAGE);
  }, 120_000);

  it('a payment short of the quote burns nothing; a new quote then pays and burns', async () => {
    const { token, nft } = await collectorWithBottle();
    const { signer } = await connectDevWallet(t, token, await freshWallet(t));
    const created = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    const payload = (await startEth(token, created.body.publicPk, signer.account.address)).body.ethTransferPayload!;
    await announce(token, created.body.publicPk, await send(signer, payload, BigInt(payload.value) - 1_000_000_000_000n));
    const failed = await eventually(async () => {
      const current = await status(token, created.body.publicPk);
      return current.payment === 'failed' ? current : null;
    });
    expect(failed).toMatchObject({ status: 'pending', burned: false, failureReason: ETH_AMOUNT_MISMATCH_REASON });
    expect(await burned(nft.tokenId!)).toBe(false);
    expect(await nftRow(t, nft.publicPk)).toMatchObject({ status: 'owned', isLocked: false });

    const again = (await startEth(token, created.body.publicPk, signer.account.address)).body.ethTransferPayload!;
    expect(again.data).not.toBe(payload.data);
    await announce(token, created.body.publicPk, await send(signer, again));
    await paidOf(token, created.body.publicPk);
    expect(await burned(nft.tokenId!)).toBe(true);
  }, 120_000);
});

describe('the fee with a saved card', () => {
  it("pays the fee with the collector's saved card (capture-redeem with paymentInstrumentPublicPk); someone else's card is not found", async () => {
    const { token, nft } = await collectorWithBottle();
    const stranger = await collectorWithBottle();
    const saved = await t.post<PaymentResult>('/services/fiat/v1/payment-instrument', submission({ tokenValue: await tokenOf(t, token) }), { token });
    expect(saved.body.status).toBe('AUTHORIZED');
    const instrumentPk = saved.body.paymentPublicPk!;
    const created = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    const theirs = await postRedeem(t, stranger.token, { editionNftPublicPk: stranger.nft.publicPk });

    const foreign = await t.post('/services/fiat/v1/payments/capture-redeem', { uniqueId: randomUUID(), redeemNftPublicPk: theirs.body.publicPk, paymentInstrumentPublicPk: instrumentPk }, { token: stranger.token });
    expect(foreign.status).toBe(404);
    const body = { uniqueId: randomUUID(), redeemNftPublicPk: created.body.publicPk, paymentInstrumentPublicPk: instrumentPk };
    const paid = await t.post<PaymentResult>('/services/fiat/v1/payments/capture-redeem', body, { token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('AUTHORIZED');
    // A replay of the same attempt answers the same result and charges nothing more.
    expect((await t.post<PaymentResult>('/services/fiat/v1/payments/capture-redeem', body, { token })).body.status).toBe('AUTHORIZED');
    await paidOf(token, created.body.publicPk);
    expect(await burned(nft.tokenId!)).toBe(true);
    const intents = await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, created.body.publicPk));
    expect(intents.map((intent) => [intent.rail, intent.status, intent.amountCents])).toEqual([['saved_card', 'captured', created.body.shippingPrice * 100]]);
  }, 120_000);
});
