import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi } from '@caskmark/contracts';
import { editionHistory, editionNfts, workflowRuns } from '@caskmark/db';
import type { CheckoutCart, CheckoutSuccessNft } from '@caskmark/shared/api/checkout';
import type { Address } from 'viem';
import { NOT_FREE_MESSAGE, SELECT_WALLET_MESSAGE } from '../src/flows/checkout/pay-routes';
import { connectDevWallet, eventually, liveChain, startChainApp } from './chain-test-helpers';
import { addLine, buildBuyer, buildPackForSale, cartById } from './checkout-helpers';
import { mailbox } from './identity-helpers';
import type { TestApp } from './support/test-app';

/** A free checkout delivered end to end on the dev chain: one-click → workflow → mint → Completed. */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => t?.close());

const oneClick = (token: string, body: Record<string, unknown>) => t.post<CheckoutCart & { nonFieldErrors?: string[] }>('/api/primary-payments/v1/transfer/one-click', body, { token });
const ownerOnChain = (tokenId: string) =>
  liveChain(t).network.publicClient.readContract({ address: liveChain(t).network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(tokenId)] });

async function completed(token: string, cartPk: string): Promise<CheckoutCart> {
  return eventually(async () => {
    const cart = (await t.get<CheckoutCart>(`/api/primary-payments/v2/checkout/cart/${cartPk}`, { token })).body;
    if (cart.status === 'Failed') throw new Error(`checkout failed: ${cart.failureReason}`);
    return cart.status === 'Completed' ? cart : null;
  }, 60_000);
}

describe('free claim through one-click', () => {
  it('mints an airdrop to a managed wallet created for the collector, records the Claim and mails a receipt', async () => {
    const buyer = await buildBuyer(t);
    const { pack, nfts } = await buildPackForSale(t, { priceCents: 0, count: 2, release: { releaseStyle: 'airdrop' } });
    const line = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, origin: 'claim' });
    expect(line.status).toBe(201);
    const started = await oneClick(buyer.token, { primaryCheckoutCart: line.body.cartPublicPk, createManagedWallet: true });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'In Progress', paymentMethod: 'free', amount: 0 });

    const cart = await completed(buyer.token, line.body.cartPublicPk!);
    expect(cart).toMatchObject({ amountPaid: 0, paymentMethod: 'free', lineItems: [{ editionNftPublicPk: nfts[0]!.publicPk }] });
    expect(cart.deliveryAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(cart.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);

    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'owned', ownerPk: buyer.userPk, isInManagedWallet: true });
    expect(edition!.ownerAddress!.toLowerCase()).toBe(cart.deliveryAddress!.toLowerCase());
    expect(((await ownerOnChain(edition!.tokenId!)) as Address).toLowerCase()).toBe(cart.deliveryAddress!.toLowerCase());
    const history = await t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, nfts[0]!.publicPk));
    expect(history.map((row) => row.transferType)).toContain('Claim');

    const success = await t.get<CheckoutSuccessNft>(`/api/payments/v2/checkout/success/nft/${nfts[0]!.publicPk}`, { token: buyer.token });
    expect(success.body).toMatchObject({ editionNftPublicPk: nfts[0]!.publicPk, editionNumber: 1, tokenId: edition!.tokenId, transactionHash: cart.transactionHash });
    const stranger = await buildBuyer(t);
    expect((await t.get(`/api/payments/v2/checkout/success/nft/${nfts[0]!.publicPk}`, { token: stranger.token })).status).toBe(404);

    const mails = await mailbox(t, buyer.row.email!);
    expect(mails.some((mail) => mail.subject === `Your Caskmark order ${cart.publicPk.slice(0, 8).toUpperCase()}`)).toBe(true);
    const [run] = await t.context.db.select().from(workflowRuns).where(eq(workflowRuns.subjectPk, cart.publicPk));
    expect(run).toMatchObject({ status: 'completed', completedSteps: ['await-payment', 'verify-holds', 'capture', 'deliver', 'complete'] });
    // Sold: no longer for sale, and the next claimer gets the other edition.
    const next = await buildBuyer(t);
    expect((await addLine(t, next, { releasePackPublicPk: pack.publicPk, origin: 'claim' })).body.editionNftPublicPk).toBe(nfts[1]!.publicPk);
  });

  it('delivers to a connected wallet of the collector as a Primary Market Sale', async () => {
    const buyer = await buildBuyer(t);
    const { signer } = await connectDevWallet(t, buyer.token, 5);
    const { pack, nfts } = await buildPackForSale(t, { priceCents: 0, count: 1 });
    const line = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk });
    expect((await oneClick(buyer.token, { primaryCheckoutCart: line.body.cartPublicPk, fromAccount: signer.account.address })).status).toBe(200);
    const cart = await completed(buyer.token, line.body.cartPublicPk!);
    expect(cart.deliveryAddress!.toLowerCase()).toBe(signer.account.address.toLowerCase());
    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'owned', ownerPk: buyer.userPk, isInManagedWallet: false });
    expect(((await ownerOnChain(edition!.tokenId!)) as Address).toLowerCase()).toBe(signer.account.address.toLowerCase());
    const history = await t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, nfts[0]!.publicPk));
    expect(history.find((row) => row.transferType === 'Primary Market Sale')).toMatchObject({ toUserPk: buyer.userPk, sellingPriceCents: 0, transactionHash: cart.transactionHash });
  });

  it('refuses a cart that is not free, a wallet that is not the collector’s, and no wallet at all', async () => {
    const buyer = await buildBuyer(t);
    const paid = await buildPackForSale(t, { priceCents: 5_000 });
    const line = await addLine(t, buyer, { releasePackPublicPk: paid.pack.publicPk });
    const notFree = await oneClick(buyer.token, { primaryCheckoutCart: line.body.cartPublicPk, createManagedWallet: true });
    expect(notFree.status).toBe(400);
    expect(notFree.body.nonFieldErrors).toEqual([NOT_FREE_MESSAGE]);
    const foreign = await oneClick(buyer.token, { primaryCheckoutCart: line.body.cartPublicPk, fromAccount: '0x000000000000000000000000000000000000dEaD' });
    expect(foreign.body.nonFieldErrors).toEqual([SELECT_WALLET_MESSAGE]);
    const none = await oneClick(buyer.token, { primaryCheckoutCart: line.body.cartPublicPk });
    expect(none.body.nonFieldErrors).toEqual([SELECT_WALLET_MESSAGE]);
    expect((await cartById(t, buyer, line.body.cartPublicPk!)).body.status).toBe('Initiated');
    const stranger = await buildBuyer(t);
    expect((await oneClick(stranger.token, { primaryCheckoutCart: line.body.cartPublicPk, createManagedWallet: true })).status).toBe(404);
  });
});
