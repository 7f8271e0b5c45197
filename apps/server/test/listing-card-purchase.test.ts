import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi, ListingCurrency, marketplaceAbi, type SignerClient } from '@caskmark/contracts';
import { editionHistory, editionNfts, listingCardPurchases, listings, paymentIntents, paymentLedger, payouts } from '@caskmark/db';
import type { Listing } from '@caskmark/shared/api/catalogue';
import {
  LISTING_CARD_EXPIRED_MESSAGE,
  LISTING_CARD_GONE_MESSAGE,
  LISTING_CARD_SETTLE_FAILED_MESSAGE,
  LISTING_CARD_TAKEN_MESSAGE,
  type ListingCardCheckout,
} from '@caskmark/shared/api/listing-card-purchase';
import { LISTING_CHECKOUT_EXISTS_MESSAGE } from '@caskmark/shared/forms/listing';
import { PaymentSubmissionSchema, type PaymentResult } from '@caskmark/shared/api/payments';
import type { Address } from 'viem';
import { managedSigner, managedWalletOf } from '../src/modules/custody/public';
import { workflowsOf } from '../src/platform/workflows';
import { buildCustodialEditions, connectDevWallet, eventually, freshWallet, liveChain, sendAndWait, setApproval, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildBuyer, type Buyer } from './checkout-helpers';
import { signIn } from './identity-helpers';
import { answerChallenge, collectDevice, submission, tokenOf } from './payments-helpers';
import type { EditionNftRow } from './support/builders';
import { expectListedWithinBound } from './support/freshness';
import type { TestApp } from './support/test-app';

/**
 * Buying a USD listing by card (decision 340): the editions are held from the start, the card goes
 * through the checkout's rails (3-D Secure included), the platform settles on chain with
 * settleByCard and owes the seller 90 %; whatever fails before the NFTs move gives the money back.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

type Page<T> = { count: number; results: T[] };
const nowSeconds = () => BigInt(Math.floor(t.context.clock.nowMs() / 1000));

/** A collector whose own approved wallet holds `count` editions (moved out of custody), signed in. */
async function sellerWith(count = 1) {
  const seller = await buildBuyer(t);
  const wallet = await connectDevWallet(t, seller.token, await freshWallet(t));
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

async function listUsd(signer: SignerClient, nfts: EditionNftRow[], cents: bigint): Promise<Listing> {
  const live = liveChain(t);
  const hash = await sendAndWait(t, signer, {
    address: live.network.addresses.marketplace,
    abi: marketplaceAbi,
    functionName: 'createPublicListing',
    args: [nfts.map((nft) => BigInt(nft.tokenId!)), cents, ListingCurrency.USD, nowSeconds() + 7n * 86_400n],
    chain: signer.chain,
    account: signer.account,
  });
  await live.indexer.syncNow();
  const found = await t.get<Listing>(`/api/marketplace/v2/listings/tx/${hash}`);
  expect(found.status).toBe(200);
  return found.body;
}

const start = (buyer: Buyer, listingId: string) => t.post<ListingCardCheckout & ErrorBody>(`/api/marketplace/v1/listings/${listingId}/card-checkout`, {}, { token: buyer.token });
const pay = (buyer: Buyer, body: Record<string, unknown>) => t.post<PaymentResult & ErrorBody>('/services/fiat/v1/payments/capture', body, { token: buyer.token });
const checkout = (buyer: Buyer, pk: string) => t.get<ListingCardCheckout>(`/api/marketplace/v1/card-checkouts/${pk}`, { token: buyer.token });
const locks = async (nfts: EditionNftRow[]) => (await t.context.db.select({ isLocked: editionNfts.isLocked }).from(editionNfts).where(inArray(editionNfts.publicPk, nfts.map((nft) => nft.publicPk)))).map((row) => row.isLocked);
const ownerOnChain = (tokenId: string) => liveChain(t).network.publicClient.readContract({ address: liveChain(t).network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(tokenId)] });
const intentsOf = (purchasePk: string) => t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, purchasePk));

async function ended(buyer: Buyer, pk: string, status: 'completed' | 'failed'): Promise<ListingCardCheckout> {
  return eventually(async () => {
    const body = (await checkout(buyer, pk)).body;
    return body.status === status ? body : null;
  }, 90_000);
}

/** A frictionless card for the checkout session. */
async function payFrictionless(buyer: Buyer, sessionPk: string) {
  return pay(buyer, submission({ tokenValue: await tokenOf(t, buyer.token), checkoutSessionPublicPk: sessionPk }));
}

describe('buying a USD listing by card', () => {
  it('holds the editions, pays through 3-D Secure, settles on chain to the managed wallet and owes the seller 90 % once', async () => {
    const { seller, nfts } = await sellerWith(2).then(async (made) => ({ ...made, listing: await listUsd(made.signer, made.nfts, 120_00n) }));
    const listing = (await t.get<Page<Listing>>(`/api/marketplace/v3/listings/edition-nft/${nfts[0]!.publicPk}`)).body.results[0]!;
    const buyer = await buildBuyer(t);
    expect((await start(seller, listing.listingId!)).body.nonFieldErrors).toEqual(['You cannot buy your own listing.']);

    const started = await start(buyer, listing.listingId!);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ status: 'pending', payment: 'none', amount: 120, amountCents: 120_00, listingId: listing.listingId });
    // The hold: every edition locked, the listing gone from every read, the seller told a checkout is under way.
    expect(await locks(nfts)).toEqual([true, true]);
    await expectListedWithinBound(t, listing.publicPk, false);
    const edit = await t.request<ErrorBody>('PUT', `/api/marketplace/v1/list/${nfts[0]!.publicPk}`, { body: { listingPrice: '130', currency: 'USD', isListed: true }, token: seller.token });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ checkoutExists: true, nonFieldErrors: [LISTING_CHECKOUT_EXISTS_MESSAGE] });
    // Starting again resumes the same checkout.
    expect((await start(buyer, listing.listingId!)).body.publicPk).toBe(started.body.publicPk);

    const tokenValue = await tokenOf(t, buyer.token, '4000000000003220');
    const setup = await collectDevice(t, buyer.token, tokenValue);
    const body = PaymentSubmissionSchema.parse(submission({ tokenValue, referenceId: setup.referenceId, checkoutSessionPublicPk: started.body.publicPk }));
    const pending = await pay(buyer, body);
    expect(pending.body.status, JSON.stringify(pending.body)).toBe('PENDING_AUTHENTICATION');
    expect((await checkout(buyer, started.body.publicPk)).body).toMatchObject({ status: 'pending', payment: 'requires_action' });
    expect((await answerChallenge(t, pending.body.consumerVerificationAuth!.stepUpUrl, '1234')).status).toBe(200);
    expect((await pay(buyer, body)).body.status).toBe('AUTHORIZED');

    const done = await ended(buyer, started.body.publicPk, 'completed');
    const managed = (await managedWalletOf(t.context.db, buyer.userPk))!;
    expect(done).toMatchObject({ payment: 'captured', recipientAddress: managed.address, settleHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    for (const nft of nfts) expect((await ownerOnChain(nft.tokenId!)).toLowerCase()).toBe(managed.address.toLowerCase());
    expect(await locks(nfts)).toEqual([false, false]);
    const intents = await intentsOf(started.body.publicPk);
    expect(intents.map((intent) => [intent.purpose, intent.status, intent.amountCents])).toEqual([['listing', 'captured', 120_00]]);
    const ledger = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intents[0]!.publicPk));
    expect(ledger.filter((row) => row.kind === 'captured')).toHaveLength(1);

    const owed = await t.context.db.select().from(payouts).where(eq(payouts.purchasePk, started.body.publicPk));
    expect(owed.map((row) => [row.sellerPk, row.grossCents, row.feeCents, row.sellerAmountCents, row.status])).toEqual([[seller.userPk, 120_00, 12_00, 108_00, 'owed']]);
    // Running the finished purchase again (a redelivered job) writes nothing more.
    await (await workflowsOf(t.context)).runNow('listing-card-purchase', started.body.publicPk);
    expect(await t.context.db.select().from(payouts).where(eq(payouts.purchasePk, started.body.publicPk))).toHaveLength(1);

    // The index follows SettledByCard like Swapped: the listing sold, the editions the buyer's, a sale in the history with its USD price.
    await liveChain(t).indexer.syncNow();
    const [row] = await t.context.db.select().from(listings).where(eq(listings.publicPk, listing.publicPk));
    expect(row!.status).toBe('sold');
    const owners = await t.context.db.select({ ownerPk: editionNfts.ownerPk, managed: editionNfts.isInManagedWallet }).from(editionNfts).where(inArray(editionNfts.publicPk, nfts.map((nft) => nft.publicPk)));
    expect(owners).toEqual([
      { ownerPk: buyer.userPk, managed: true },
      { ownerPk: buyer.userPk, managed: true },
    ]);
    const sales = await t.context.db.select().from(editionHistory).where(eq(editionHistory.listingPk, listing.publicPk));
    expect(sales.map((sale) => [sale.transferType, sale.sellingPriceCents, sale.toUserPk])).toEqual([
      ['Secondary Market Sale', 60_00, buyer.userPk],
      ['Secondary Market Sale', 60_00, buyer.userPk],
    ]);
  }, 180_000);

  it('refuses a listing whose NFT just moved, and voids the card when it moves during the payment: nothing is charged', async () => {
    const live = liveChain(t);
    const { signer, nfts } = await sellerWith(2);
    const first = await listUsd(signer, [nfts[0]!], 80_00n);
    const second = await listUsd(signer, [nfts[1]!], 80_00n);
    const buyer = await buildBuyer(t);
    const elsewhere = await freshWallet(t);
    const move = (nft: EditionNftRow) =>
      sendAndWait(t, signer, { address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [signer.account.address, elsewhere.account.address, BigInt(nft.tokenId!)], chain: signer.chain, account: signer.account });

    // Moved on chain, not yet indexed: the start asks the contract and refuses before any card.
    await move(nfts[0]!);
    const refused = await start(buyer, first.listingId!);
    expect(refused.status).toBe(409);
    expect(refused.body.nonFieldErrors).toEqual([LISTING_CARD_GONE_MESSAGE]);
    expect(await locks([nfts[0]!])).toEqual([false]);

    // Moved while the buyer typed the card: the authorization is voided, never captured.
    const started = await start(buyer, second.listingId!);
    expect(started.status).toBe(201);
    await move(nfts[1]!);
    expect((await payFrictionless(buyer, started.body.publicPk)).body.status).toBe('AUTHORIZED');
    const failed = await ended(buyer, started.body.publicPk, 'failed');
    expect(failed).toMatchObject({ payment: 'voided', failureReason: LISTING_CARD_GONE_MESSAGE });
    const intents = await intentsOf(started.body.publicPk);
    expect(intents.map((intent) => intent.status)).toEqual(['voided']);
    const ledger = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intents[0]!.publicPk));
    expect(ledger.some((row) => row.kind === 'captured')).toBe(false);
    expect(await t.context.db.select().from(payouts).where(eq(payouts.purchasePk, started.body.publicPk))).toEqual([]);
  }, 180_000);

  it('two buyers racing for one listing: one holds it, the other is refused before the PSP and never charged', async () => {
    const { signer, nfts } = await sellerWith(1);
    const listing = await listUsd(signer, nfts, 95_00n);
    const [ava, ben] = [await buildBuyer(t), await buildBuyer(t)];
    const answers = await Promise.all([start(ava, listing.listingId!), start(ben, listing.listingId!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers[0]!.status === 201 ? ava : ben;
    const loser = winner === ava ? ben : ava;
    const won = answers.find((answer) => answer.status === 201)!.body;
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ checkoutExists: true, nonFieldErrors: [LISTING_CARD_TAKEN_MESSAGE] });
    // The loser cannot pay the winner's checkout either.
    expect((await payFrictionless(loser, won.publicPk)).status).toBe(404);
    expect((await payFrictionless(winner, won.publicPk)).body.status).toBe('AUTHORIZED');
    await ended(winner, won.publicPk, 'completed');
    const intents = await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.userPk, loser.userPk));
    expect(intents).toEqual([]);
    const purchases = await t.context.db.select().from(listingCardPurchases).where(eq(listingCardPurchases.listingPk, listing.publicPk));
    expect(purchases.map((row) => [row.buyerPk, row.status])).toEqual([[winner.userPk, 'completed']]);
  }, 180_000);

  it('a settlement the contract refuses refunds the card and releases the editions', async () => {
    const live = liveChain(t);
    const operator = live.network.operator!;
    const { signer, nfts } = await sellerWith(1);
    const listing = await listUsd(signer, nfts, 70_00n);
    const buyer = await buildBuyer(t);
    const started = await start(buyer, listing.listingId!);
    expect(started.status).toBe(201);
    // Paused after the checks: the listing is still valid, but settleByCard reverts.
    const marketplace = { address: live.network.addresses.marketplace, abi: marketplaceAbi, chain: operator.chain, account: operator.account } as const;
    await sendAndWait(t, operator, { ...marketplace, functionName: 'pause', args: [] });
    try {
      expect((await payFrictionless(buyer, started.body.publicPk)).body.status).toBe('AUTHORIZED');
      const failed = await ended(buyer, started.body.publicPk, 'failed');
      expect(failed).toMatchObject({ payment: 'refunded', failureReason: LISTING_CARD_SETTLE_FAILED_MESSAGE, settleHash: null });
    } finally {
      await sendAndWait(t, operator, { ...marketplace, functionName: 'unpause', args: [] });
    }
    const intents = await intentsOf(started.body.publicPk);
    expect(intents.map((intent) => intent.status)).toEqual(['refunded']);
    expect(await locks(nfts)).toEqual([false]);
    expect((await ownerOnChain(nfts[0]!.tokenId!)).toLowerCase()).toBe(signer.account.address.toLowerCase());
    expect(await t.context.db.select().from(payouts).where(eq(payouts.purchasePk, started.body.publicPk))).toEqual([]);
    await expectListedWithinBound(t, listing.publicPk, true);
  }, 180_000);

  it('lets an unpaid hold lapse after 15 minutes on the business clock; a card after that is refused before the PSP', async () => {
    const { signer, nfts } = await sellerWith(1);
    const listing = await listUsd(signer, nfts, 60_00n);
    const buyer = await buildBuyer(t);
    const started = await start(buyer, listing.listingId!);
    await expectListedWithinBound(t, listing.publicPk, false);
    await t.context.clock.advance(16 * 60_000);
    // The advance wakes the run (its token lapsed too: sign in again).
    const signedIn = await signIn(t, buyer.row.email!);
    const again: Buyer = { ...buyer, token: signedIn.body.tokens!.idToken };
    expect(await ended(again, started.body.publicPk, 'failed')).toMatchObject({ failureReason: LISTING_CARD_EXPIRED_MESSAGE });
    expect(await locks(nfts)).toEqual([false]);
    await expectListedWithinBound(t, listing.publicPk, true);
    const late = await payFrictionless(again, started.body.publicPk);
    expect(late.status).toBe(400);
    expect(await intentsOf(started.body.publicPk)).toEqual([]);
  }, 180_000);
});

