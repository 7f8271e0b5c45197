import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { editionHistory, editionNfts } from '@caskmark/db';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import type { MintProgress } from '@caskmark/shared/api/console-catalogue';
import { editionTokenAbi } from '@caskmark/contracts';
import { getAddress, type Address } from 'viem';
import { eventually, liveChain, startChainApp } from './chain-test-helpers';
import { addLine, buildBuyer, buildPackForSale, cartById } from './checkout-helpers';
import { buildSignedInMember } from './identity-helpers';
import { submission, tokenOf } from './payments-helpers';
import type { TestApp } from './support/test-app';

/** Issue 16: the console mints a pack ahead into the operator's mint vault; a sale hands the token over. */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await startChainApp();
  staff = (await buildSignedInMember(t, ['staff'])).tokens.idToken;
}, 60_000);
afterAll(async () => t?.close());

const progress = (packPk: string) => t.get<MintProgress>(`/api/staff/v1/catalogue/packs/${packPk}/mint`, { token: staff });

describe('minting a pack from the console', () => {
  it('mints every unit once with progress, then a card sale hands a minted token to the buyer', async () => {
    const { pack, nfts } = await buildPackForSale(t, { count: 4, priceCents: 75_00 });
    expect((await progress(pack.publicPk)).body).toMatchObject({ status: 'not_started', minted: 0 });
    const started = await t.post<MintProgress>(`/api/staff/v1/catalogue/packs/${pack.publicPk}/mint`, undefined, { token: staff });
    expect(started.status).toBe(202);
    const done = await eventually(async () => {
      const answer = (await progress(pack.publicPk)).body;
      return answer.status === 'done' ? answer : null;
    }, 60_000);
    expect(done).toMatchObject({ total: 4, minted: 4, error: null });
    // Calling again changes nothing and mints nothing.
    expect((await t.post<MintProgress>(`/api/staff/v1/catalogue/packs/${pack.publicPk}/mint`, undefined, { token: staff })).body.status).toBe('done');

    const live = liveChain(t);
    const vault = getAddress(live.network.operator!.account.address);
    const [first] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    const ownerOf = async (tokenId: string) =>
      getAddress((await live.network.publicClient.readContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(tokenId)] })) as Address);
    expect(await ownerOf(first!.tokenId!)).toBe(vault);
    // The indexer records the mint into the vault; the edition stays unsold and for sale.
    await eventually(async () => {
      const [row] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, first!.publicPk));
      return row?.ownerAddress && getAddress(row.ownerAddress) === vault ? row : null;
    }, 30_000);

    const buyer = await buildBuyer(t);
    const line = await addLine(t, buyer, { releasePackPublicPk: pack.publicPk, editionNft: first!.publicPk });
    const cartPk = line.body.cartPublicPk!;
    const paid = await t.post<{ status: string }>('/services/fiat/v1/payments/capture', submission({ tokenValue: await tokenOf(t, buyer.token), cartPublicPk: cartPk }), { token: buyer.token });
    expect(paid.body.status).toBe('AUTHORIZED');
    const cart = await eventually(async () => {
      const answer = (await cartById(t, buyer, cartPk)).body as CheckoutCart;
      if (answer.status === 'Failed') throw new Error(`checkout failed: ${answer.failureReason}`);
      return answer.status === 'Completed' ? answer : null;
    }, 60_000);
    expect(await ownerOf(first!.tokenId!)).toBe(getAddress(cart.deliveryAddress!));
    const [sold] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, first!.publicPk));
    expect(sold).toMatchObject({ status: 'owned', ownerPk: buyer.userPk });
    // One sale row (the checkout's, with its price) and one mint row, however the indexer replays.
    await eventually(async () => {
      const rows = await t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, first!.publicPk));
      return rows.some((row) => row.transferType === 'Mint' && row.transactionHash) ? rows : null;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sales = await t.context.db.select().from(editionHistory).where(and(eq(editionHistory.editionNftPk, first!.publicPk), eq(editionHistory.transferType, 'Primary Market Sale')));
    expect(sales.map((row) => row.sellingPriceCents)).toEqual([75_00]);
    const transfers = await t.context.db.select().from(editionHistory).where(and(eq(editionHistory.editionNftPk, first!.publicPk), eq(editionHistory.transferType, 'Transfer')));
    expect(transfers).toHaveLength(0);
  }, 180_000);
});
