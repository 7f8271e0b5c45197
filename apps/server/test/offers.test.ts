import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi, ListingCurrency, marketplaceAbi, swapValue, type SignerClient } from '@caskmark/contracts';
import type { Listing } from '@caskmark/shared/api/catalogue';
import type { Offer, OfferResults } from '@caskmark/shared/api/offers';
import type { Address } from 'viem';
import { managedSigner, managedWalletOf } from '../src/modules/custody/public';
import { settleOffers } from '../src/modules/offers/public';
import { buildCustodialEditions, connectDevWallet, freshWallet, liveChain, sendAndWait, setApproval, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildSignedInUser, mailbox, signIn } from './identity-helpers';
import type { EditionNftRow } from './support/builders';
import type { TestApp } from './support/test-app';

/**
 * Offers (issue 14, decisions 333–338): funded on chain when made and again when accepted, answered
 * only by the owner, a global offer filled once, a counter honoured by a private listing the offerer
 * buys, and every offer ending by the business clock or when its edition can no longer be sold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

type Error400 = ErrorBody & Record<string, unknown>;
const DAY = 86_400_000;
const MADE = '/api/account/v2/offers/made';
const post = <T>(path: string, body: unknown, token: string) => t.request<T>('POST', path, { body, token });
const put = <T>(path: string, body: unknown, token: string) => t.request<T>('PUT', path, { body, token });
const live = () => liveChain(t);

/** A collector whose own wallet holds `count` editions of one release (out of custody), approved or not. */
async function ownerWith(count = 1, approved = true) {
  const user = await buildSignedInUser(t);
  const { signer } = await connectDevWallet(t, user.tokens.idToken, await freshWallet(t));
  const { nfts } = await buildCustodialEditions(t, user.userPk, count);
  const managed = (await managedWalletOf(t.context.db, user.userPk))!;
  await live().network.dev!.network.chain.fund(managed.address as Address, 10n ** 18n);
  const key = await managedSigner(t.context, live(), managed);
  for (const nft of nfts) {
    await sendAndWait(t, key, { address: live().network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [managed.address as Address, signer.account.address, BigInt(nft.tokenId!)], chain: key.chain, account: key.account });
  }
  if (approved) await setApproval(t, signer, true);
  await live().indexer.syncNow();
  return { user, signer, nfts };
}

async function offerer() {
  const user = await buildSignedInUser(t);
  const { signer } = await connectDevWallet(t, user.tokens.idToken, await freshWallet(t));
  return { user, signer };
}

const makeOffer = (token: string, nft: EditionNftRow, amount: string, wallet: string, extra: Record<string, unknown> = {}) =>
  post<Offer & Error400>(MADE, { editionNftPublicPk: nft.publicPk, amount, currency: 'USD', validityDays: 3, offerMakerWallet: wallet, ...extra }, token);

async function emptyWallet(signer: SignerClient) {
  const balance = await live().network.publicClient.getBalance({ address: signer.account.address });
  const hash = await signer.sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: balance - 10n ** 16n, chain: signer.chain, account: signer.account });
  await live().network.publicClient.waitForTransactionReceipt({ hash });
}

describe('making an offer', () => {
  it('is refused when the chosen wallet cannot cover it on chain, or with no wallet; the owner is e-mailed a funded one', async () => {
    const { user: owner, nfts } = await ownerWith();
    const walletless = await buildSignedInUser(t);
    const none = await makeOffer(walletless.tokens.idToken, nfts[0]!, '100', '0x0000000000000000000000000000000000000001');
    expect(none.status).toBe(400);
    expect(none.body.offerMakerWallet).toEqual(['You need to connect a wallet before making an offer']);

    const { user, signer } = await offerer();
    const usdPerEth = await t.context.ethPrice.usdPerEth();
    const tooMuch = await makeOffer(user.tokens.idToken, nfts[0]!, String(Math.ceil(101 * usdPerEth)), signer.account.address);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.amount).toEqual(['You do not have enough funds in your connected wallet to make an offer.']);

    const own = await makeOffer(owner.tokens.idToken, nfts[0]!, '150', signer.account.address);
    expect(own.body.nonFieldErrors).toEqual(['You cannot make an offer on your own NFT.']);

    const made = await makeOffer(user.tokens.idToken, nfts[0]!, '150', signer.account.address.toLowerCase());
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ status: 'active', amount: '150', currency: 'USD', offerMakerWallet: signer.account.address, isOfferMaker: true });
    expect(new Date(made.body.validUntil).getTime() - t.context.clock.nowMs()).toBeGreaterThan(3 * DAY - 60_000);
    const again = await makeOffer(user.tokens.idToken, nfts[0]!, '160', signer.account.address);
    expect(again.body.code).toBe('offer_exists');

    const toAnswer = await t.get<OfferResults>('/api/account/v2/offers/accept', { token: owner.tokens.idToken });
    expect(toAnswer.body.results.map((offer) => offer.publicPk)).toContain(made.body.publicPk);
    expect((await t.get<OfferResults>(MADE, { token: user.tokens.idToken })).body.results[0]!.publicPk).toBe(made.body.publicPk);
    expect((await t.get<OfferResults>(`/api/account/v2/offers/edition-nft/${nfts[0]!.publicPk}`)).body.count).toBe(1);
    const [mail] = await mailbox(t, owner.email);
    expect(mail!.subject).toMatch(/made an offer of \$150/);
  });

  it("another collector's offer is a 404 for update; the maker's own update re-checks the funds", async () => {
    const { nfts } = await ownerWith();
    const { user, signer } = await offerer();
    const stranger = await offerer();
    const made = await makeOffer(user.tokens.idToken, nfts[0]!, '120', signer.account.address);
    const body = { editionNftPublicPk: nfts[0]!.publicPk, amount: '130', currency: 'USD', validityDays: 7, offerMakerWallet: stranger.signer.account.address };
    expect((await put<ErrorBody>(`${MADE}/${made.body.publicPk}`, body, stranger.user.tokens.idToken)).status).toBe(404);
    expect((await put<ErrorBody>(`${MADE}/not-an-id`, body, stranger.user.tokens.idToken)).status).toBe(404);
    const updated = await put<Offer>(`${MADE}/${made.body.publicPk}`, { ...body, offerMakerWallet: signer.account.address }, user.tokens.idToken);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ amount: '130' });
    expect(new Date(updated.body.validUntil).getTime() - t.context.clock.nowMs()).toBeGreaterThan(7 * DAY - 60_000);
  });
});

describe('answering an offer', () => {
  it('accepting needs a payout address and the approval, and refuses when the offerer emptied the wallet since', async () => {
    const { user: owner, signer: ownerSigner, nfts } = await ownerWith(1, false);
    const { user, signer } = await offerer();
    const made = await makeOffer(user.tokens.idToken, nfts[0]!, '200', signer.account.address);
    const accept = (body: Record<string, unknown>) => put<Offer & Error400>(`/api/account/v2/offers/${made.body.publicPk}/accept`, { accepted: true, ...body }, owner.tokens.idToken);

    expect((await accept({})).body.payoutAddress).toEqual(['Please enter your desired payout address']);
    expect((await accept({ payoutAddress: '0x123' })).body.payoutAddress).toEqual(['Please enter a valid payout address']);
    const payoutAddress = ownerSigner.account.address.toLowerCase();
    expect((await accept({ payoutAddress })).body.nonFieldErrors).toEqual(['Please provide permission to Caskmark to manage your NFTs.']);
    await setApproval(t, ownerSigner, true);

    expect((await put<ErrorBody>(`/api/account/v2/offers/${made.body.publicPk}/accept`, { accepted: true, payoutAddress }, user.tokens.idToken)).body.code).toBe('own_offer');
    await emptyWallet(signer);
    const refused = await accept({ payoutAddress });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'offerer_insufficient_funds', nonFieldErrors: ['The offerer no longer has enough funds in their wallet to pay this offer, so it cannot be accepted.'] });
    expect((await t.get<OfferResults>(MADE, { token: user.tokens.idToken })).body.results[0]!.status).toBe('active');

    await live().network.dev!.network.chain.fund(signer.account.address, 10n ** 18n);
    const accepted = await accept({ payoutAddress });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', accepted: true, payoutAddress: ownerSigner.account.address });
    expect(accepted.body.listingTerms).toMatchObject({ buyerAddress: signer.account.address, amount: '200', currency: 'USD', tokenId: nfts[0]!.tokenId });
    const reject = await put<ErrorBody>(`/api/account/v2/offers/${made.body.publicPk}/accept`, { accepted: false }, owner.tokens.idToken);
    expect(reject.body.nonFieldErrors).toEqual(['You cannot reject an offer that you have already accepted.']);
    expect((await mailbox(t, user.email))[0]!.subject).toMatch(/accepted your offer/);
  });

  it('a global offer is filled at most once, even when two owners accept at the same moment, and cannot be rejected', async () => {
    const first = await ownerWith(2);
    const { user, signer } = await offerer();
    const release = await t.get<OfferResults>(`/api/account/v2/offers/edition-nft/${first.nfts[0]!.publicPk}`);
    expect(release.status).toBe(200);
    const made = await post<Offer>(MADE, { isGlobalOffer: true, releasePublicPk: await releaseOf(first.nfts[0]!), amount: '110', currency: 'USD', offerMakerWallet: signer.account.address }, user.tokens.idToken);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ isGlobalOffer: true, editionNftPublicPk: null, transferType: 'Global Offer' });
    const path = `/api/account/v2/offers/${made.body.publicPk}/accept`;
    const rejected = await put<ErrorBody>(path, { accepted: false }, first.user.tokens.idToken);
    expect(rejected.body.nonFieldErrors).toEqual(['You cannot reject a global offer, as this offer is available to all NFT holders from this release']);
    expect((await put<ErrorBody>(path, { accepted: true, payoutAddress: first.signer.account.address }, first.user.tokens.idToken)).body.nonFieldErrors).toEqual(['Oops, something went wrong']);

    const both = await Promise.all(
      first.nfts.map((nft) => put<Offer & ErrorBody>(path, { accepted: true, editionNftPublicPk: nft.publicPk, payoutAddress: first.signer.account.address }, first.user.tokens.idToken)),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(both.find((answer) => answer.status === 400)!.body.nonFieldErrors).toEqual(['This offer has already been accepted.']);
    const again = await put<ErrorBody>(path, { accepted: true, editionNftPublicPk: first.nfts[1]!.publicPk, payoutAddress: first.signer.account.address }, first.user.tokens.idToken);
    expect(again.status).toBe(400);
  });

  it('a counter offer is at least the original; the offerer accepts it and buys the private listing; the offer reads purchased', async () => {
    const { user: owner, signer: ownerSigner, nfts } = await ownerWith();
    const { user, signer } = await offerer();
    const made = await makeOffer(user.tokens.idToken, nfts[0]!, '150', signer.account.address);
    const path = `/api/account/v2/offers/${made.body.publicPk}/accept`;
    const low = await put<Error400>(path, { accepted: true, isCounterOffer: true, counterOfferAmount: '140', currency: 'USD', payoutAddress: ownerSigner.account.address }, owner.tokens.idToken);
    expect(low.body.counterOfferAmount).toEqual(['Enter a value greater than $150 to submit a counter offer.']);
    const countered = await put<Offer>(path, { accepted: true, isCounterOffer: true, counterOfferAmount: '180', currency: 'USD', payoutAddress: ownerSigner.account.address }, owner.tokens.idToken);
    expect(countered.body).toMatchObject({ status: 'countered', counterOfferAmount: '180', transferType: 'Counter Offer' });
    expect((await mailbox(t, user.email))[0]!.subject).toMatch(/counter offer/);

    // The owner's wallet lists privately for the offerer at the counter's price (the web does this right after).
    const terms = countered.body.listingTerms!;
    const hash = await sendAndWait(t, ownerSigner, {
      address: live().network.addresses.marketplace,
      abi: marketplaceAbi,
      functionName: 'createPrivateListing',
      args: [[BigInt(terms.tokenId)], 18_000n, ListingCurrency.USD, BigInt(Math.floor(new Date(terms.expiration).getTime() / 1000)), terms.buyerAddress as Address],
      chain: ownerSigner.chain,
      account: ownerSigner.account,
    });
    await live().indexer.syncNow();
    const listing = (await t.get<Listing>(`/api/marketplace/v2/listings/tx/${hash}`)).body;

    const accepted = await put<Offer>(path, { accepted: true }, user.tokens.idToken);
    expect(accepted.body).toMatchObject({ status: 'accepted', listingId: listing.listingId, listingTerms: null });
    const quote = await live().network.publicClient.readContract({ address: live().network.addresses.marketplace, abi: marketplaceAbi, functionName: 'quoteListing', args: [BigInt(listing.listingId!)] });
    const bought = await signer.writeContract({ address: live().network.addresses.marketplace, abi: marketplaceAbi, functionName: 'swap', args: [BigInt(listing.listingId!)], value: swapValue(quote, ListingCurrency.USD), chain: signer.chain, account: signer.account });
    expect((await live().network.publicClient.waitForTransactionReceipt({ hash: bought })).status).toBe('success');
    await live().indexer.syncNow();
    expect((await t.get<OfferResults>(MADE, { token: user.tokens.idToken })).body.results[0]!.status).toBe('purchased');
    await settleOffers(t.context);
    expect((await t.get<OfferResults>('/api/account/v2/offers/accept', { token: owner.tokens.idToken })).body.results.find((offer) => offer.publicPk === made.body.publicPk)?.status).toBe('purchased');
  });
});

describe('the end of an offer', () => {
  it('expires by the business clock (the job writes it), ends when the edition moves, and a dismissed offer leaves my list', async () => {
    const { user: owner, signer: ownerSigner, nfts } = await ownerWith(2);
    const { user, signer } = await offerer();
    const short = await makeOffer(user.tokens.idToken, nfts[0]!, '100', signer.account.address, { validityDays: 1 });
    const long = await makeOffer(user.tokens.idToken, nfts[1]!, '100', signer.account.address, { validityDays: 30 });
    expect((await t.post('/dev/clock', { advanceMs: DAY + 60_000 })).status).toBe(200);
    await settleOffers(t.context);
    // Sessions lapse with a day of business time: both sign in again.
    user.tokens = (await signIn(t, user.email)).body.tokens!;
    owner.tokens = (await signIn(t, owner.email)).body.tokens!;
    const mine = (await t.get<OfferResults>(MADE, { token: user.tokens.idToken })).body.results;
    expect(mine.find((offer) => offer.publicPk === short.body.publicPk)).toMatchObject({ status: 'expired', statusText: 'Expired' });
    const late = await put<ErrorBody>(`/api/account/v2/offers/${short.body.publicPk}/accept`, { accepted: true, payoutAddress: ownerSigner.account.address }, owner.tokens.idToken);
    expect(late.body.nonFieldErrors).toEqual(['Offer has expired']);

    const elsewhere = await freshWallet(t);
    await sendAndWait(t, ownerSigner, { address: live().network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [ownerSigner.account.address, elsewhere.account.address, BigInt(nfts[1]!.tokenId!)], chain: ownerSigner.chain, account: ownerSigner.account });
    await live().indexer.syncNow();
    const ended = (await t.get<OfferResults>(MADE, { token: user.tokens.idToken })).body.results.find((offer) => offer.publicPk === long.body.publicPk);
    expect(ended).toMatchObject({ status: 'ended', endReason: 'transferred', statusText: 'Ended: the NFT changed hands' });

    const dismissed = await t.request<Offer>('DELETE', `/api/account/v2/offers/${short.body.publicPk}/accept`, { token: owner.tokens.idToken });
    expect(dismissed.status).toBe(200);
    const ownerList = (await t.get<OfferResults>('/api/account/v2/offers/accept', { token: owner.tokens.idToken })).body.results;
    expect(ownerList.map((offer) => offer.publicPk)).not.toContain(short.body.publicPk);
  });
});

async function releaseOf(nft: EditionNftRow): Promise<string> {
  const rows = (await t.context.db.execute(
    `select p.release_pk::text as pk from editions e join release_packs p on p.public_pk = e.release_pack_pk where e.public_pk = '${nft.editionPk}'`,
  )) as unknown as { rows: { pk: string }[] };
  return rows.rows[0]!.pk;
}
