import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi } from '@caskmark/contracts';
import { chainTransactions, editionHistory, paymentIntents, paymentLedger, redemptions } from '@caskmark/db';
import type { PaymentResult } from '@caskmark/shared/api/payments';
import type { RedemptionStatusResponse } from '@caskmark/shared/api/redemption';
import type { VaultPage } from '@caskmark/shared/api/vault';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { buildCustodialEditions, eventually, liveChain, startChainApp } from './chain-test-helpers';
import { buildSignedInUser, mailbox } from './identity-helpers';
import { answerChallenge, collectDevice, submission, tokenOf } from './payments-helpers';
import { dateInDays, nftRow, postRedeem } from './redemption-helpers';
import type { TestApp } from './support/test-app';

/**
 * The burn (decision 274) on a real dev chain: the fee by card with 3-D Secure, then the operator burns
 * through the marketplace; a refused card burns nothing; a pickup burns at once; two tabs at once burn once.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startChainApp();
}, 120_000);
afterAll(async () => t?.close());

async function collectorWithBottle() {
  const user = await buildSignedInUser(t);
  const { nfts, managedAddress } = await buildCustodialEditions(t, user.userPk, 1);
  return { user, token: user.tokens.idToken, nft: nfts[0]!, managedAddress };
}

const status = (token: string, pk: string) => t.get<RedemptionStatusResponse>(`/api/account/v2/redeem/status/${pk}`, { token }).then((answer) => answer.body);
const pay = (token: string, body: unknown) => t.post<PaymentResult>('/services/fiat/v1/payments/capture-redeem', body, { token });
const burned = (tokenId: string) => liveChain(t).network.publicClient.readContract({ address: liveChain(t).network.addresses.editionToken, abi: editionTokenAbi, functionName: 'burned', args: [BigInt(tokenId)] });

async function paidOf(token: string, pk: string) {
  return eventually(async () => {
    const current = await status(token, pk);
    if (current.status === 'cancelled') throw new Error(`cancelled: ${current.failureReason}`);
    return current.status === 'paid' ? current : null;
  }, 60_000);
}

describe('shipping: the fee by card, then the burn', () => {
  it('pays through a 3-D Secure challenge, captures once, burns once, and the edition shows Redeemed with Redeem and Burn rows', async () => {
    const { user, token, nft, managedAddress } = await collectorWithBottle();
    const created = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: 'pending', shippingPrice: 44 });

    const tokenValue = await tokenOf(t, token, '4000000000003220');
    const setup = await collectDevice(t, token, tokenValue);
    const body = submission({ tokenValue, referenceId: setup.referenceId, redeemNftPublicPk: created.body.publicPk });
    const pending = await pay(token, body);
    expect(pending.body.status).toBe('PENDING_AUTHENTICATION');
    expect((await nftRow(t, nft.publicPk)).status).toBe('owned');
    expect((await answerChallenge(t, pending.body.consumerVerificationAuth!.stepUpUrl, '1234')).status).toBe(200);
    expect((await pay(token, body)).body.status).toBe('AUTHORIZED');

    await paidOf(token, created.body.publicPk);
    expect(await burned(nft.tokenId!)).toBe(true);
    const [intent, ...more] = await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, created.body.publicPk));
    expect(more).toHaveLength(0);
    expect(intent).toMatchObject({ status: 'captured', amountCents: 44_00, purpose: 'redeem' });
    expect((await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, intent!.publicPk))).filter((row) => row.kind === 'captured')).toHaveLength(1);
    const burns = await t.context.db.select().from(chainTransactions).where(and(eq(chainTransactions.referencePk, created.body.publicPk), eq(chainTransactions.purpose, 'redemption_burn')));
    expect(burns).toHaveLength(1);
    // The custodial wallet gave the marketplace access first, with the key we keep for it.
    expect(await t.context.db.select().from(chainTransactions).where(and(eq(chainTransactions.referencePk, created.body.publicPk), eq(chainTransactions.purpose, 'redemption_approval')))).toHaveLength(1);

    await liveChain(t).indexer.syncNow();
    expect(await nftRow(t, nft.publicPk)).toMatchObject({ status: 'redeemed', ownerAddress: null, isLocked: false });
    const history = await t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, nft.publicPk));
    const kinds = history.map((row) => row.transferType);
    expect(kinds.filter((kind) => kind === 'Redeem')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'Burn')).toHaveLength(1);
    expect(history.find((row) => row.transferType === 'Redeem')).toMatchObject({ fromUserPk: user.userPk, transactionHash: burns[0]!.hash });
    expect(history.find((row) => row.transferType === 'Redeem')!.fromAddress?.toLowerCase()).toBe(managedAddress.toLowerCase());

    const redeemedTab = await t.get<VaultPage>('/api/account/v2/vault?state=redeemed', { token });
    expect(redeemedTab.body.results.map((edition) => edition.publicPk)).toEqual([nft.publicPk]);
    expect((await t.get<VaultPage>('/api/account/v2/vault', { token })).body.count).toBe(0);
    const mails = await mailbox(t, user.email);
    expect(mails.some((mail) => mail.subject === `Your redemption ${created.body.publicPk.slice(0, 8)} is confirmed`)).toBe(true);

    // The token can never be redeemed twice.
    const again = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    expect(again.status).toBe(400);
    expect(again.body.userAlerts).toEqual(['This NFT has already been redeemed.']);
  }, 120_000);

  it('a refused card burns nothing; another card then pays and burns', async () => {
    const { token, nft } = await collectorWithBottle();
    const created = await postRedeem(t, token, { editionNftPublicPk: nft.publicPk });
    const declined = await pay(token, submission({ tokenValue: await tokenOf(t, token, '4000000000000002'), redeemNftPublicPk: created.body.publicPk }));
    expect(declined.body.status).toBe('DECLINED');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await status(token, created.body.publicPk)).toMatchObject({ status: 'pending', payment: 'failed', burned: false });
    expect(await burned(nft.tokenId!)).toBe(false);
    expect(await nftRow(t, nft.publicPk)).toMatchObject({ status: 'owned', isLocked: false });

    expect((await pay(token, submission({ tokenValue: await tokenOf(t, token), redeemNftPublicPk: created.body.publicPk }))).body.status).toBe('AUTHORIZED');
    await paidOf(token, created.body.publicPk);
    expect(await burned(nft.tokenId!)).toBe(true);
  }, 120_000);

  it('two tabs submitting and paying at once: one request, one charge, one burn', async () => {
    const { token, nft } = await collectorWithBottle();
    const [first, second] = await Promise.all([postRedeem(t, token, { editionNftPublicPk: nft.publicPk }), postRedeem(t, token, { editionNftPublicPk: nft.publicPk })]);
    const pk = [first, second].find((answer) => answer.status === 200)!.body.publicPk;
    const payments = await Promise.all([
      pay(token, submission({ tokenValue: await tokenOf(t, token), redeemNftPublicPk: pk })),
      pay(token, submission({ tokenValue: await tokenOf(t, token), redeemNftPublicPk: pk })),
    ]);
    expect(payments.filter((answer) => answer.status === 200 && answer.body.status === 'AUTHORIZED').length).toBeGreaterThanOrEqual(1);
    await paidOf(token, pk);
    const live = await t.context.db.select().from(redemptions).where(eq(redemptions.editionNftPk, nft.publicPk));
    expect(live.filter((row) => row.status !== 'cancelled')).toHaveLength(1);
    const captured = (await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, pk))).filter((intent) => intent.status === 'captured');
    expect(captured).toHaveLength(1);
    expect(await t.context.db.select().from(chainTransactions).where(and(eq(chainTransactions.referencePk, pk), eq(chainTransactions.purpose, 'redemption_burn')))).toHaveLength(1);
  }, 120_000);
});

describe('pickup: no fee, the burn at once', () => {
  it('burns when the request is made and shows Ready for Pickup once staff say so', async () => {
    const { token, nft } = await collectorWithBottle();
    const jfk = PICKUP_LOCATIONS[0]!;
    const created = await postRedeem(t, token, {
      editionNftPublicPk: nft.publicPk,
      selectedCountryCode: '',
      selectedPickupLocation: jfk.publicPk,
      shippingDetails: { address: '', city: '', state: '', postcode: '', homeAddress: '10 Downing St, London', pickupDate: dateInDays(t, 50), flightNumber: 'BA112', destination: 'GBR', airline: 'British Airways' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.isFree).toBe(true);
    const paid = await paidOf(token, created.body.publicPk);
    expect(paid).toMatchObject({ payment: 'free', burned: true });
    expect(await burned(nft.tokenId!)).toBe(true);
    expect(await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, created.body.publicPk))).toHaveLength(0);
  }, 120_000);
});
