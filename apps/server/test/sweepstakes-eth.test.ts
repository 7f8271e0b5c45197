import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignerClient } from '@caskmark/contracts';
import { paymentIntents, paymentLedger } from '@caskmark/db';
import type { EthTransferPayload } from '@caskmark/shared/api/checkout';
import { ETH_AMOUNT_MISMATCH_REASON, ETH_TRANSACTION_REFUSED_MESSAGE, type PaymentResult } from '@caskmark/shared/api/payments';
import type { SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import type { Address, Hash, Hex } from 'viem';
import { connectDevWallet, freshWallet, liveChain, startChainApp } from './chain-test-helpers';
import { buildBuyer, type Buyer } from './checkout-helpers';
import { submission, tokenOf } from './payments-helpers';
import { buildEditionNfts, buildRelease, buildReleasePack } from './support/builders';
import type { TestApp } from './support/test-app';

/** The sweepstakes entry fee in ETH (decision 351) on a real dev chain: quoted by the server, confirmed only from the chain. */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
}, 120_000);
afterAll(async () => t?.close());

type Answer = SweepstakesEntry & { code?: string; message?: string; nonFieldErrors?: string[] };
const DAY = 86_400_000;
const questionnaire = { name: 'Ava Collector', email: 'ava@example.com', dob: '1980-02-03', country: 'USA', acknowledgement: true, platformAcknowledgement: true, description: 'Peated, sherried, old.' };

async function entrant(quantity = 2) {
  const now = t.context.clock.now();
  const release = await buildRelease(t.context.db, { now, releaseStyle: 'sweepstakes', lobbyCloseDate: new Date(now.getTime() + 2 * DAY) });
  const pack = await buildReleasePack(t.context.db, { releasePk: release.publicPk, listingPriceCents: 2_500 });
  await buildEditionNfts(t.context.db, { pack, count: 1 });
  const buyer = await buildBuyer(t);
  const call = (path: string, body: Record<string, unknown> = {}) => t.post<Answer>(`/api/release/v3/sweepstakes/${path}`, { sweepstakesPublicPk: pack.publicPk, ...body }, { token: buyer.token });
  expect((await call('entry')).status).toBe(200);
  expect((await call('entry/quantity', { quantity })).body.amountUsd).toBe(25 * quantity);
  const { signer } = await connectDevWallet(t, buyer.token, await freshWallet(t));
  return { pack, buyer, signer, call };
}

async function send(signer: SignerClient, payload: EthTransferPayload, value = BigInt(payload.value)): Promise<Hash> {
  const hash = await signer.sendTransaction({ to: payload.to as Address, value, data: payload.data as Hex, chain: signer.chain, account: signer.account });
  await liveChain(t).network.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

const intentsOf = (entryPk: string) => t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, entryPk));
const receivedOf = (intentPk: string) => t.context.db.select().from(paymentLedger).where(and(eq(paymentLedger.intentPk, intentPk), eq(paymentLedger.kind, 'eth_received')));

describe('the sweepstakes fee in ETH', () => {
  it('one quote however often asked, taken only from the chain: the fee announced twice and sent twice is one payment, the second goes back', async () => {
    const { signer, call, buyer, pack } = await entrant(2);
    // The questionnaire comes first, as for the card.
    const early = await call('entry/eth-payment', { fromAccount: signer.account.address });
    expect(early.body.message).toBe('Please complete the entry form before you pay.');
    await call('entry-alt', questionnaire);

    const [one, two] = await Promise.all([call('entry/eth-payment', { fromAccount: signer.account.address }), call('entry/eth-payment', { fromAccount: signer.account.address })]);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const payload = one.body.ethTransferPayload!;
    expect(payload).toMatchObject({ to: liveChain(t).network.addresses.paymentReceiver, chainId: liveChain(t).network.chainId });
    expect(two.body.ethTransferPayload).toEqual(payload);
    expect(one.body).toMatchObject({ status: 'inProgress', paymentUnderWay: true, amountUsd: 50 });
    // The quantity is frozen and the card refused while the ETH payment is awaited.
    expect((await call('entry/quantity', { quantity: 3 })).status).toBe(400);
    const card = await t.post<PaymentResult>('/services/fiat/v1/payments/capture-sweepstakes', submission({ tokenValue: await tokenOf(t, buyer.token), sweepstakesPublicPk: pack.publicPk }), { token: buyer.token });
    expect(card.status).toBe(409);

    const hash = await send(signer, payload);
    const [first, replay] = await Promise.all([call('entry/purchase-with-eth', { transactionHash: hash }), call('entry/purchase-with-eth', { transactionHash: hash })]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    const entry = (await t.get<SweepstakesEntry>(`/api/release/v3/sweepstakes/entry?sweepstakesPublicPk=${pack.publicPk}`, { token: buyer.token })).body;
    expect(entry).toMatchObject({ status: 'paid', paymentUnderWay: false, ethTransferPayload: null });
    const intents = await intentsOf(entry.publicPk);
    expect(intents.map((intent) => [intent.rail, intent.status, intent.amountCents])).toEqual([['eth', 'captured', 5_000]]);
    expect(await receivedOf(intents[0]!.publicPk)).toHaveLength(1);

    // The same payload sent again (a second click in the wallet): recorded as refused and sent back, never a second fee.
    const twice = await send(signer, payload);
    expect((await call('entry/purchase-with-eth', { transactionHash: twice })).body.status).toBe('paid');
    const received = await receivedOf(intents[0]!.publicPk);
    expect(received).toHaveLength(2);
    const second = received.find((row) => (row.details as { transactionHash: string }).transactionHash === twice)!;
    expect(second).toMatchObject({ amountCents: 0 });
    expect(second.reason).toMatch(/^not awaited/);
    expect((second.details as { returnWei: string }).returnWei).toBe(payload.value);
    expect(await intentsOf(entry.publicPk)).toHaveLength(1);
    expect((await call('entry/eth-payment', { fromAccount: signer.account.address })).body.message).toBe('Your entry is already paid.');
  }, 120_000);

  it('a payment short of the quote leaves the entry unpaid (ETH amount mismatch); a new quote then pays it', async () => {
    const { signer, call } = await entrant(1);
    await call('entry-alt', questionnaire);
    const payload = (await call('entry/eth-payment', { fromAccount: signer.account.address })).body.ethTransferPayload!;
    const short = await call('entry/purchase-with-eth', { transactionHash: await send(signer, payload, BigInt(payload.value) - 1_000_000_000_000n) });
    expect(short.status, JSON.stringify(short.body)).toBe(200);
    expect(short.body).toMatchObject({ status: 'inProgress', paymentUnderWay: false, ethTransferPayload: null });
    const [failed] = await intentsOf(short.body.publicPk);
    expect(failed).toMatchObject({ status: 'failed', failureReason: ETH_AMOUNT_MISMATCH_REASON });

    const again = (await call('entry/eth-payment', { fromAccount: signer.account.address })).body.ethTransferPayload!;
    expect(again.data).not.toBe(payload.data);
    const paid = await call('entry/purchase-with-eth', { transactionHash: await send(signer, again) });
    expect(paid.body.status).toBe('paid');
  }, 120_000);

  it('refuses a wallet that is not mine, an entry that is not mine, and a transaction that pays something else', async () => {
    const { signer, call, pack } = await entrant(1);
    await call('entry-alt', questionnaire);
    const other = await freshWallet(t);
    const notMine = await call('entry/eth-payment', { fromAccount: other.account.address });
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('Please select a wallet to continue!');
    const stranger: Buyer = await buildBuyer(t);
    expect((await t.post<Answer>('/api/release/v3/sweepstakes/entry/eth-payment', { sweepstakesPublicPk: pack.publicPk, fromAccount: signer.account.address }, { token: stranger.token })).status).toBe(404);
    const noQuote = await call('entry/purchase-with-eth', { transactionHash: `0x${'ab'.repeat(32)}` });
    expect(noQuote.body.message).toBe('This entry has no ETH payment under way.');

    await call('entry/eth-payment', { fromAccount: signer.account.address });
    const plain = await signer.sendTransaction({ to: other.account.address, value: 1n, chain: signer.chain, account: signer.account });
    const refused = await call('entry/purchase-with-eth', { transactionHash: plain });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ETH_TRANSACTION_REFUSED_MESSAGE);
    expect((await call('entry')).body).toMatchObject({ status: 'inProgress', paymentUnderWay: true });
  }, 120_000);
});
