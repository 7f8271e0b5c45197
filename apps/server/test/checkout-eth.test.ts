import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi, paymentReceiverAbi, type SignerClient } from '@caskmark/contracts';
import { editionNfts, paymentLedger } from '@caskmark/db';
import type { CheckoutCart, EthTransferPayload } from '@caskmark/shared/api/checkout';
import { ETH_AMOUNT_MISMATCH_REASON, ETH_QUOTE_EXPIRED_REASON, ETH_TRANSACTION_REFUSED_MESSAGE } from '@caskmark/shared/api/payments';
import { MIN_ETH_PAYMENT_MESSAGE } from '@caskmark/shared/rules/payment-methods';
import { encodeFunctionData, parseEther, type Address, type Hash, type Hex } from 'viem';
import { ethReferenceOf, intentsFor } from '../src/modules/payments/public';
import { connectDevWallet, eventually, freshWallet, liveChain, startChainApp } from './chain-test-helpers';
import { activeCart, addLine, advanceClock, buildBuyer, buildPackForSale, cartById, graphql, type Buyer } from './checkout-helpers';
import { signIn } from './identity-helpers';
import type { TestApp } from './support/test-app';

/**
 * The ETH rail end to end on the dev chain (decision 220): quote on the cart, `pay(reference)` to the
 * receiver from the collector's own wallet, the server learning it from the chain (indexer, or the
 * hash the client announces), refunds through the receiver's operator refund.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => t?.close());

type CartAnswer = CheckoutCart & { code?: string; nonFieldErrors?: string[] };
const publicClient = () => liveChain(t).network.publicClient;
const receiver = () => liveChain(t).network.addresses.paymentReceiver!;
const balanceOf = (address: Address) => publicClient().getBalance({ address });

const startEth = (buyer: Buyer, cartPublicPk: string, fromAccount?: string) =>
  t.post<CartAnswer>('/api/primary-payments/v2/checkout/eth-payment', { cartPublicPk, fromAccount }, { token: buyer.token });

const ANNOUNCE = /* GraphQL */ `
  mutation Announce($hash: String!, $cart: ID) {
    updatePrimaryCheckoutCartStatusV2(transactionHash: $hash, cartPublicPk: $cart) { status nonFieldErrors ethTransferPayload { value } }
  }
`;
async function announce(buyer: Buyer, cartPk: string, hash: Hash) {
  const body = await graphql<{ updatePrimaryCheckoutCartStatusV2: { status: string | null; nonFieldErrors: string[] } }>(t, buyer, ANNOUNCE, { hash, cart: cartPk });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.updatePrimaryCheckoutCartStatusV2;
}

/** Sends a transaction from the collector's wallet and waits for it to be mined. */
async function send(signer: SignerClient, tx: { to: Address; value: bigint; data?: Hex }): Promise<Hash> {
  const hash = await signer.sendTransaction({ ...tx, chain: signer.chain, account: signer.account });
  await publicClient().waitForTransactionReceipt({ hash });
  return hash;
}
const payWith = (signer: SignerClient, payload: EthTransferPayload, value = BigInt(payload.value)) => send(signer, { to: payload.to as Address, value, data: payload.data as Hex });

async function settled(buyer: Buyer, cartPk: string, status: 'Completed' | 'Failed'): Promise<CheckoutCart> {
  return eventually(async () => {
    const cart = (await cartById(t, buyer, cartPk)).body;
    if (cart.status !== 'In Progress' && cart.status !== status) throw new Error(`cart ended ${cart.status}: ${cart.failureReason}`);
    return cart.status === status ? cart : null;
  }, 60_000);
}

async function ledgerOf(cartPk: string) {
  const eth = (await intentsFor(t.context, 'checkout', cartPk)).filter((intent) => intent.rail === 'eth');
  expect(eth).toHaveLength(1);
  const rows = await t.context.db.select().from(paymentLedger).where(eq(paymentLedger.intentPk, eth[0]!.publicPk));
  return { intent: eth[0]!, received: rows.filter((row) => row.kind === 'eth_received'), refunded: rows.filter((row) => row.kind === 'eth_refunded') };
}

/** What the receiver still holds as refundable for a payer under the cart's reference. */
async function refundable(cartPk: string, payer: Address): Promise<bigint> {
  const { intent } = await ledgerOf(cartPk);
  return publicClient().readContract({ address: receiver(), abi: paymentReceiverAbi, functionName: 'refundable', args: [ethReferenceOf(intent.publicPk), payer] });
}

/** A collector with a connected wallet (100 ETH) and a cart holding one edition at `priceCents`. */
async function ethCart(priceCents = 250_00) {
  const buyer = await buildBuyer(t, { profile: false });
  const { signer } = await connectDevWallet(t, buyer.token, await freshWallet(t));
  const { pack, nfts } = await buildPackForSale(t, { priceCents, count: 1 });
  const cartPk = (await addLine(t, buyer, { releasePackPublicPk: pack.publicPk })).body.cartPublicPk!;
  return { buyer, signer, pack, nfts, cartPk };
}

/** Moves the business clock past the quote; id tokens live 15 minutes of it, so the buyer signs in again. */
async function afterQuote(buyer: Buyer): Promise<void> {
  await advanceClock(t, 16 * 60_000);
  const again = await signIn(t, buyer.row.email!);
  buyer.token = again.body.tokens!.idToken;
}

async function quoted(buyer: Buyer, cartPk: string, signer: SignerClient): Promise<EthTransferPayload> {
  const started = await startEth(buyer, cartPk, signer.account.address);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body).toMatchObject({ status: 'In Progress', paymentMethod: 'crypto' });
  return started.body.ethTransferPayload!;
}

describe('paying a cart in ETH', () => {
  it('quotes the cart, takes the exact payment from the chain and delivers to the paying wallet; a replayed hash is one payment', async () => {
    const { buyer, signer, nfts, cartPk } = await ethCart(250_00);
    const payload = await quoted(buyer, cartPk, signer);
    expect(payload).toMatchObject({ to: receiver(), chainId: 31337 });
    const usdPerEth = payload.usdPerEth;
    expect(Number(payload.amountEth)).toBeCloseTo(250 / usdPerEth, 7);
    expect(BigInt(payload.value)).toBeGreaterThanOrEqual(parseEther('0.004'));
    expect(Date.parse(payload.quotedUntil) - t.context.clock.nowMs()).toBeGreaterThan(14 * 60_000);
    // The active cart carries the same payload while the payment is awaited.
    expect((await activeCart(t, buyer)).body.ethTransferPayload).toEqual(payload);

    const hash = await payWith(signer, payload);
    const answers = await Promise.all([announce(buyer, cartPk, hash), announce(buyer, cartPk, hash), announce(buyer, cartPk, hash)]);
    expect(answers.map((answer) => answer.nonFieldErrors)).toEqual([[], [], []]);
    const cart = await settled(buyer, cartPk, 'Completed');
    expect(cart).toMatchObject({ amountPaid: 250, paymentMethod: 'crypto', ethTransferPayload: null });
    expect(cart.deliveryAddress?.toLowerCase()).toBe(signer.account.address.toLowerCase());
    expect((await announce(buyer, cartPk, hash)).status).toBe('Completed');

    const { intent, received, refunded } = await ledgerOf(cartPk);
    expect(intent).toMatchObject({ status: 'captured', amountCents: 250_00, amountWei: BigInt(payload.value) });
    expect(received.map((row) => [row.amountCents, row.amountWei])).toEqual([[250_00, payload.value]]);
    expect(refunded).toEqual([]);
    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'owned', ownerPk: buyer.userPk });
    const owner = await publicClient().readContract({ address: liveChain(t).network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(edition!.tokenId!)] });
    expect(owner.toLowerCase()).toBe(signer.account.address.toLowerCase());
  });

  it('fails an under-payment with "ETH amount mismatch", gives it back on chain and frees the edition', async () => {
    const { buyer, signer, pack, nfts, cartPk } = await ethCart(250_00);
    const payload = await quoted(buyer, cartPk, signer);
    const short = BigInt(payload.value) / 2n;
    const hash = await payWith(signer, payload, short);
    expect((await announce(buyer, cartPk, hash)).nonFieldErrors).toEqual([]);
    const failed = await settled(buyer, cartPk, 'Failed');
    expect(failed.failureReason).toBe(ETH_AMOUNT_MISMATCH_REASON);
    const ledger = await eventually(async () => {
      const current = await ledgerOf(cartPk);
      return current.refunded.length === 1 ? current : null;
    });
    expect(ledger.intent.status).toBe('failed');
    expect(ledger.received.map((row) => [row.amountCents, row.amountWei, row.reason])).toEqual([[0, short.toString(), ETH_AMOUNT_MISMATCH_REASON]]);
    expect(ledger.refunded[0]).toMatchObject({ amountWei: short.toString(), amountCents: 0 });
    expect(await refundable(cartPk, signer.account.address)).toBe(0n);
    const next = await buildBuyer(t);
    expect((await addLine(t, next, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk })).status).toBe(201);
  });

  it('takes an over-payment and sends the excess back', async () => {
    const { buyer, signer, cartPk } = await ethCart(250_00);
    const payload = await quoted(buyer, cartPk, signer);
    const excess = parseEther('0.0123');
    const before = await balanceOf(receiver());
    // Not announced: the indexer finds it on its own.
    await payWith(signer, payload, BigInt(payload.value) + excess);
    await settled(buyer, cartPk, 'Completed');
    const ledger = await eventually(async () => {
      const current = await ledgerOf(cartPk);
      return current.refunded.length === 1 ? current : null;
    });
    expect(ledger.intent.status).toBe('captured');
    expect(ledger.refunded[0]).toMatchObject({ amountWei: excess.toString(), amountCents: 0 });
    expect((await balanceOf(receiver())) - before).toBe(BigInt(payload.value));
    expect(await refundable(cartPk, signer.account.address)).toBe(BigInt(payload.value));
  });

  it("counts neither a wrong reference, another cart's reference, nor a plain transfer elsewhere; refuses such hashes", async () => {
    const mine = await ethCart(250_00);
    const theirs = await ethCart(300_00);
    const payload = await quoted(mine.buyer, mine.cartPk, mine.signer);
    const otherPayload = await quoted(theirs.buyer, theirs.cartPk, theirs.signer);

    const wrongReference = encodeFunctionData({ abi: paymentReceiverAbi, functionName: 'pay', args: [`0x${'ab'.repeat(32)}`] });
    const strayHash = await send(mine.signer, { to: receiver(), value: BigInt(payload.value), data: wrongReference });
    const elsewhere = await send(mine.signer, { to: theirs.signer.account.address, value: BigInt(payload.value) });
    // My wallet pays their cart's reference: it is their payment, not mine.
    const forTheirs = await payWith(mine.signer, otherPayload);
    for (const hash of [strayHash, elsewhere, forTheirs]) {
      expect((await announce(mine.buyer, mine.cartPk, hash)).nonFieldErrors).toEqual([ETH_TRANSACTION_REFUSED_MESSAGE]);
    }
    // A plain transfer to the receiver names no order and is refused by the contract itself.
    await expect(send(mine.signer, { to: receiver(), value: BigInt(payload.value) })).rejects.toThrow();

    await settled(theirs.buyer, theirs.cartPk, 'Completed');
    await liveChain(t).indexer.syncNow();
    expect((await cartById(t, mine.buyer, mine.cartPk)).body).toMatchObject({ status: 'In Progress', ethTransferPayload: payload });
    expect((await ledgerOf(mine.cartPk)).received).toEqual([]);
  });

  it('refuses a claimed hash that did not pay: unknown, or a transaction of something else', async () => {
    const { buyer, signer, cartPk } = await ethCart(250_00);
    await quoted(buyer, cartPk, signer);
    const unrelated = await send(signer, { to: signer.account.address, value: 1n });
    expect((await announce(buyer, cartPk, unrelated)).nonFieldErrors).toEqual([ETH_TRANSACTION_REFUSED_MESSAGE]);
    expect((await announce(buyer, cartPk, `0x${'12'.repeat(32)}`)).nonFieldErrors).toEqual([ETH_TRANSACTION_REFUSED_MESSAGE]);
    const rest = await t.post<CartAnswer>('/api/primary-payments/v2/checkout/purchase-with-eth', { cartPublicPk: cartPk, transactionHash: unrelated }, { token: buyer.token });
    expect(rest.status).toBe(400);
    expect(rest.body.nonFieldErrors).toEqual([ETH_TRANSACTION_REFUSED_MESSAGE]);
    expect((await cartById(t, buyer, cartPk)).body.status).toBe('In Progress');
  });

  it('refuses a total below 0.004 ETH (the cart stays as it was), and the receiver refuses smaller payments', async () => {
    const { buyer, signer, cartPk } = await ethCart(5_00);
    const refused = await startEth(buyer, cartPk, signer.account.address);
    expect(refused.status).toBe(400);
    expect(refused.body.nonFieldErrors).toEqual([MIN_ETH_PAYMENT_MESSAGE]);
    expect((await activeCart(t, buyer)).body).toMatchObject({ status: 'Initiated', ethTransferPayload: null });
    const tiny = encodeFunctionData({ abi: paymentReceiverAbi, functionName: 'pay', args: [ethReferenceOf('0f8e2c4a-9b1d-4e7f-a3c5-6d2b8e1f4a90')] });
    await expect(send(signer, { to: receiver(), value: parseEther('0.0039'), data: tiny })).rejects.toThrow();
  });

  it('lets an unpaid quote lapse on the business clock: the cart fails, a payment sent afterwards goes back', async () => {
    const { buyer, signer, cartPk } = await ethCart(250_00);
    const payload = await quoted(buyer, cartPk, signer);
    await afterQuote(buyer);
    const failed = await settled(buyer, cartPk, 'Failed');
    expect(failed.failureReason).toBe(ETH_QUOTE_EXPIRED_REASON);
    await payWith(signer, payload);
    const ledger = await eventually(async () => {
      const current = await ledgerOf(cartPk);
      return current.refunded.length === 1 ? current : null;
    });
    expect(ledger.intent.status).toBe('voided');
    expect(ledger.received.map((row) => row.amountCents)).toEqual([0]);
    expect(ledger.refunded[0]!.amountWei).toBe(payload.value);
    expect(await refundable(cartPk, signer.account.address)).toBe(0n);
  });

  describe('a payment announced in time but mined after the quote', () => {
    const automine = (enabled: boolean) => liveChain(t).network.dev!.network.chain.testClient.setAutomine(enabled);

    /** Sends the payment while blocks wait, announces it (pending), then moves 16 minutes on: it is mined late. */
    async function payLate(buyer: Buyer, cartPk: string, signer: SignerClient, payload: EthTransferPayload) {
      await automine(false);
      try {
        const hash = await signer.sendTransaction({ to: payload.to as Address, value: BigInt(payload.value), data: payload.data as Hex, chain: signer.chain, account: signer.account });
        const announced = await announce(buyer, cartPk, hash);
        expect(announced).toMatchObject({ status: 'In Progress', nonFieldErrors: [] });
        expect(Date.parse((await cartById(t, buyer, cartPk)).body.validUntil)).toBeGreaterThan(t.context.clock.nowMs() + 29 * 60_000);
        await afterQuote(buyer);
        const receipt = await publicClient().getTransactionReceipt({ hash });
        const block = await publicClient().getBlock({ blockNumber: receipt.blockNumber });
        expect(Number(block.timestamp) * 1000).toBeGreaterThan(Date.parse(payload.quotedUntil));
      } finally {
        await automine(true);
      }
    }

    it('counts when it covers the price at its block rate', async () => {
      const { buyer, signer, cartPk } = await ethCart(250_00);
      const payload = await quoted(buyer, cartPk, signer);
      await payLate(buyer, cartPk, signer, payload);
      await settled(buyer, cartPk, 'Completed');
      const { received } = await ledgerOf(cartPk);
      expect(received[0]!.details).toMatchObject({ late: true, refused: null });
    });

    it('fails and goes back when ETH fell so far that it no longer covers the price', async () => {
      const { buyer, signer, cartPk } = await ethCart(250_00);
      const payload = await quoted(buyer, cartPk, signer);
      const usd = payload.usdPerEth;
      await t.post('/dev/eth-price', { price: Math.round(usd / 2) });
      await t.get('/services/utility/v1/eth-price');
      try {
        await payLate(buyer, cartPk, signer, payload);
        const failed = await settled(buyer, cartPk, 'Failed');
        expect(failed.failureReason).toBe(ETH_AMOUNT_MISMATCH_REASON);
        const ledger = await eventually(async () => {
          const current = await ledgerOf(cartPk);
          return current.refunded.length === 1 ? current : null;
        });
        expect(ledger.refunded[0]!.amountWei).toBe(payload.value);
      } finally {
        await t.post('/dev/eth-price', { price: usd });
        await t.get('/services/utility/v1/eth-price');
      }
    });
  });
});
