import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts } from '@caskmark/db';
import type { CheckoutCart } from '@caskmark/shared/api/checkout';
import { intentsFor } from '../src/modules/payments/public';
import { WIRE_PROOF_BOTH_MISSING_MESSAGE } from '../src/flows/checkout/wire-routes';
import { eventually, startChainApp } from './chain-test-helpers';
import { activeCart, addLine, buildBuyer, buildPackForSale, cartById, type Buyer } from './checkout-helpers';
import { buildSignedInMember, mailbox } from './identity-helpers';
import type { TestApp } from './support/test-app';

/** Wire: instructions on the cart, proof → In Progress, staff confirm → delivered; staff reject → Failed, holds released, buyer told. */
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await startChainApp();
  staffToken = (await buildSignedInMember(t, ['staff'])).tokens.idToken;
});
afterAll(async () => t?.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x20)]);
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(2_000)]);

function proof(buyer: Buyer, fields: { cart?: string; phone?: string; file?: { name: string; bytes: Buffer; type: string } }) {
  const form = new FormData();
  if (fields.cart) form.append('cart_public_pk', fields.cart);
  if (fields.phone !== undefined) form.append('phone_number', fields.phone);
  if (fields.file) form.append('receipt', new Blob([fields.file.bytes], { type: fields.file.type }), fields.file.name);
  return t.request<CheckoutCart & { nonFieldErrors?: string[]; receipt?: string[] }>('POST', '/api/primary-payments/v2/transfer/wire-transfer', { body: form, token: buyer.token });
}

async function wireCart() {
  const buyer = await buildBuyer(t);
  const { pack, nfts } = await buildPackForSale(t, { priceCents: 12_500_00, count: 1 });
  const cartPk = (await addLine(t, buyer, { releasePackPublicPk: pack.publicPk })).body.cartPublicPk!;
  return { buyer, pack, nfts, cartPk };
}

async function wirePkOf(cartPk: string): Promise<string> {
  const [intent] = await intentsFor(t.context, 'checkout', cartPk);
  return intent!.publicPk;
}

describe('paying a cart by wire', () => {
  it('shows the instructions, takes the proof, and completes once staff confirm the money', async () => {
    const { buyer, nfts, cartPk } = await wireCart();
    const cart = (await activeCart(t, buyer)).body;
    expect(cart.wireTransfer).toMatchObject({ memo: `CASKMARK-${cartPk}`, amountToSend: 12_520, fee: 20, status: 'instructions' });

    const submitted = await proof(buyer, { cart: cartPk, phone: '+1 212 555 0100', file: { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf' } });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'In Progress', paymentMethod: 'wire', wireTransfer: { status: 'proof_submitted' } });
    // The hold now lasts while the wire is awaited.
    expect(Date.parse(submitted.body.validUntil) - t.context.clock.nowMs()).toBeGreaterThan(71 * 3_600_000);

    const confirmed = await t.post(`/api/staff/v1/wire-transfers/${await wirePkOf(cartPk)}/confirm`, {}, { token: staffToken });
    expect(confirmed.status).toBe(200);
    const done = await eventually(async () => {
      const current = (await cartById(t, buyer, cartPk)).body;
      return current.status === 'Completed' ? current : null;
    }, 60_000);
    expect(done.amountPaid).toBe(12_500);
    const [edition] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
    expect(edition).toMatchObject({ status: 'owned', ownerPk: buyer.userPk });
  });

  it('fails the checkout when staff reject the wire, releases the hold and tells the buyer', async () => {
    const { buyer, pack, nfts, cartPk } = await wireCart();
    expect((await proof(buyer, { cart: cartPk, phone: '+1 212 555 0100', file: { name: 'receipt.png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500)]), type: 'image/png' } })).status).toBe(200);
    expect((await t.post(`/api/staff/v1/wire-transfers/${await wirePkOf(cartPk)}/reject`, { reason: 'No funds arrived.' }, { token: staffToken })).status).toBe(200);
    const failed = await eventually(async () => {
      const current = (await cartById(t, buyer, cartPk)).body;
      return current.status === 'Failed' ? current : null;
    }, 30_000);
    expect(failed.failureReason).toBe('No funds arrived.');
    const next = await buildBuyer(t);
    expect((await addLine(t, next, { releasePackPublicPk: pack.publicPk, editionNft: nfts[0]!.publicPk })).status).toBe(201);
    const mails = await mailbox(t, buyer.row.email!);
    expect(mails.some((mail) => mail.subject.startsWith('Your Caskmark order') && mail.text.includes('No funds arrived.'))).toBe(true);
  });

  it('refuses a renamed .exe, missing fields, and a cart at or below $5,000', async () => {
    const { buyer, cartPk } = await wireCart();
    const exe = await proof(buyer, { cart: cartPk, phone: '+1 212 555 0100', file: { name: 'receipt.pdf', bytes: EXE, type: 'application/pdf' } });
    expect(exe.status).toBe(400);
    expect(exe.body.receipt).toEqual(['The proof of transfer must be a PDF, JPG or PNG file.']);
    expect((await proof(buyer, { cart: cartPk })).body.nonFieldErrors).toEqual([WIRE_PROOF_BOTH_MISSING_MESSAGE]);
    expect((await activeCart(t, buyer)).body.status).toBe('Initiated');

    const small = await buildBuyer(t);
    const cheap = await buildPackForSale(t, { priceCents: 5_000_00, count: 1 });
    const smallCart = (await addLine(t, small, { releasePackPublicPk: cheap.pack.publicPk })).body.cartPublicPk!;
    const refused = await proof(small, { cart: smallCart, phone: '+1 212 555 0100', file: { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf' } });
    expect(refused.status).toBe(400);
    expect(refused.body.nonFieldErrors).toEqual(['Wire Transfers are only allowed for NFTs over $5,000.']);
    expect((await proof(buyer, { cart: smallCart, phone: '+1 212 555 0100', file: { name: 'receipt.pdf', bytes: PDF, type: 'application/pdf' } })).status).toBe(404);
  });
});
