import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkoutCarts, draws, paymentIntents, pspSandboxTransactions, users } from '@caskmark/db';
import type { PaymentResult } from '@caskmark/shared/api/payments';
import type { PhotoUploadTicket, PublishedDraw, ShuffleDeposit, SweepstakesEntry } from '@caskmark/shared/api/sweepstakes';
import { drawWinners, seedCommitment, verifyDraw } from '@caskmark/shared/rules/verifiable-draw';
import { runDrawPass } from '../src/flows/sweepstakes/index';
import { buildBuyer, type Buyer } from './checkout-helpers';
import { signIn } from './identity-helpers';
import { submission, tokenOf } from './payments-helpers';
import { buildEditionNfts, buildRelease, buildReleasePack } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/** Sweepstakes and shuffles (decisions 360–362) against the real server and database. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');

async function buildDrawPack(style: 'sweepstakes' | 'shuffle', options: { prizes?: number; priceCents?: number; closesInMs?: number } = {}) {
  const now = t.context.clock.now();
  const release = await buildRelease(t.context.db, { now, releaseStyle: style, lobbyCloseDate: new Date(now.getTime() + (options.closesInMs ?? 2 * DAY)) });
  const pack = await buildReleasePack(t.context.db, { releasePk: release.publicPk, listingPriceCents: options.priceCents ?? 2_500 });
  const { nfts } = await buildEditionNfts(t.context.db, { pack, count: options.prizes ?? 2 });
  return { release, pack, nfts };
}

const entryCall = (buyer: Buyer, path: string, body: Record<string, unknown>) => t.post<SweepstakesEntry & { code?: string; message?: string; nonFieldErrors?: string[]; fieldErrors?: Record<string, string[]> }>(`/api/release/v3/sweepstakes/${path}`, body, { token: buyer.token });

async function uploadPhoto(buyer: Buyer, packPk: string, bytes: Buffer, contentType: string) {
  const ticket = await t.post<PhotoUploadTicket>('/services/release-flows/v1/sweepstakes/photo-id/request-upload', { sweepstakesPublicPk: packPk, contentType, fileName: 'id.png' }, { token: buyer.token });
  expect(ticket.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.requestFields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'id.png');
  const posted = await fetch(`${t.baseUrl}${ticket.body.preSignedUrl}`, { method: 'POST', body: form });
  expect(posted.status).toBe(204);
  const confirmed = await t.request<{ photoId?: string; code?: string; fieldErrors?: Record<string, string[]> }>('PUT', '/services/release-flows/v1/sweepstakes/photo-id/confirm-upload', {
    token: buyer.token,
    body: { sweepstakesPublicPk: packPk, photoId: ticket.body.photoId, imageKey: ticket.body.imageKey },
  });
  return { ticket: ticket.body, confirmed };
}

const questionnaire = (extra: Record<string, unknown> = {}) => ({ name: 'Ava Collector', email: 'ava@example.com', dob: '1980-02-03', country: 'USA', acknowledgement: true, platformAcknowledgement: true, description: 'Peated, sherried, old.', ...extra });

/** A buyer with an entry of `quantity`, questionnaire answered, paid by a new Visa. */
async function paidEntrant(packPk: string, quantity: number): Promise<{ buyer: Buyer; entry: SweepstakesEntry }> {
  const buyer = await buildBuyer(t);
  expect((await entryCall(buyer, 'entry', { sweepstakesPublicPk: packPk })).status).toBe(200);
  expect((await entryCall(buyer, 'entry/quantity', { sweepstakesPublicPk: packPk, quantity })).body.amountUsd).toBe(25 * quantity);
  expect((await entryCall(buyer, 'entry-alt', { sweepstakesPublicPk: packPk, ...questionnaire() })).status).toBe(200);
  const paid = await t.post<PaymentResult>('/services/fiat/v1/payments/capture-sweepstakes', submission({ tokenValue: await tokenOf(t, buyer.token), sweepstakesPublicPk: packPk }), { token: buyer.token });
  expect(paid.body.status).toBe('AUTHORIZED');
  const entry = (await t.get<SweepstakesEntry>(`/api/release/v3/sweepstakes/entry?sweepstakesPublicPk=${packPk}`, { token: buyer.token })).body;
  return { buyer, entry };
}

async function reSignIn(buyer: Buyer) {
  const [row] = await t.context.db.select().from(users).where(eq(users.publicPk, buyer.userPk));
  const response = await signIn(t, row!.email!);
  buyer.token = response.body.tokens!.idToken;
}

describe('sweepstakes entries', () => {
  it('creates one entry, checks the questionnaire (age 21, photo or description), and prices quantity 1–10 exactly', async () => {
    const { pack } = await buildDrawPack('sweepstakes');
    const buyer = await buildBuyer(t);
    const none = await t.get<{ message: string }>(`/api/release/v3/sweepstakes/entry?sweepstakesPublicPk=${pack.publicPk}`, { token: buyer.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No existing entry found. Please refresh and try again.');
    const first = await entryCall(buyer, 'entry', { sweepstakesPublicPk: pack.publicPk });
    const again = await entryCall(buyer, 'entry', { sweepstakesPublicPk: pack.publicPk });
    expect(again.body.publicPk).toBe(first.body.publicPk);
    expect(first.body).toMatchObject({ status: 'inProgress', quantity: 1, amountUsd: 25, questionnaireComplete: false });
    expect((await entryCall(buyer, 'entry/quantity', { sweepstakesPublicPk: pack.publicPk, quantity: 11 })).status).toBe(400);
    expect((await entryCall(buyer, 'entry/quantity', { sweepstakesPublicPk: pack.publicPk, quantity: 7 })).body.amountUsd).toBe(175);

    const young = new Date(t.context.clock.nowMs() - 20 * 365.25 * DAY).toISOString().slice(0, 10);
    const underAge = await entryCall(buyer, 'entry-alt', { sweepstakesPublicPk: pack.publicPk, ...questionnaire({ dob: young }) });
    expect(underAge.status).toBe(400);
    expect((underAge.body as unknown as Record<string, string[]>).dob).toEqual(['You must be at least 21 years old to enter.']);
    const nothing = await entryCall(buyer, 'entry-alt', { sweepstakesPublicPk: pack.publicPk, ...questionnaire({ description: '', acknowledgement: false }) });
    expect(nothing.body.nonFieldErrors).toContain('Please upload a valid photo ID or tell us about your favorite whiskey.');
    expect((nothing.body as unknown as Record<string, string[]>).acknowledgement).toEqual(['You must acknowledge the campaign message to proceed']);

    // Paying before the questionnaire is refused before the card is touched.
    const early = await t.post<{ message: string }>('/services/fiat/v1/payments/capture-sweepstakes', submission({ tokenValue: 'x', sweepstakesPublicPk: pack.publicPk }), { token: buyer.token });
    expect(early.body.message).toBe('Please complete the entry form before you pay.');
  });

  it('refuses entries before the opening and after the close with the spec texts', async () => {
    const now = t.context.clock.now();
    const later = await buildReleasePack(t.context.db, { releasePk: (await buildRelease(t.context.db, { releaseStyle: 'sweepstakes', lobbyOpenDate: new Date(now.getTime() + DAY), lobbyCloseDate: new Date(now.getTime() + 2 * DAY) })).publicPk, listingPriceCents: 2_500 });
    const closed = await buildReleasePack(t.context.db, { releasePk: (await buildRelease(t.context.db, { releaseStyle: 'sweepstakes', lobbyOpenDate: new Date(now.getTime() - 2 * DAY), lobbyCloseDate: new Date(now.getTime() - DAY) })).publicPk, listingPriceCents: 2_500 });
    const buyer = await buildBuyer(t);
    expect((await entryCall(buyer, 'entry', { sweepstakesPublicPk: later.publicPk })).body.message).toBe('The lobby is not open yet.');
    expect((await entryCall(buyer, 'entry', { sweepstakesPublicPk: closed.publicPk })).body.message).toBe('The sweepstakes is closed. Please check back later for the winners.');
  });

  it('accepts a real PNG photo ID and refuses bytes whose declared type is forged', async () => {
    const { pack } = await buildDrawPack('sweepstakes');
    const buyer = await buildBuyer(t);
    await entryCall(buyer, 'entry', { sweepstakesPublicPk: pack.publicPk });
    const good = await uploadPhoto(buyer, pack.publicPk, PNG, 'image/png');
    expect(good.confirmed.status).toBe(200);
    const forged = await uploadPhoto(buyer, pack.publicPk, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(forged.confirmed.status).toBe(400);
    expect((forged.confirmed.body as unknown as Record<string, string[]>).photoId).toEqual(['Your photo ID must be a JPG, PNG or PDF file.']);
    const mismatched = await uploadPhoto(buyer, pack.publicPk, PNG, 'application/pdf');
    expect(mismatched.confirmed.status).toBe(400);
    const declaredHtml = await t.post<{ code: string }>('/services/release-flows/v1/sweepstakes/photo-id/request-upload', { sweepstakesPublicPk: pack.publicPk, contentType: 'text/html', fileName: 'x.html' }, { token: buyer.token });
    expect(declaredHtml.status).toBe(400);
    // The forged photo cannot stand in for the questionnaire's photo ID; the confirmed one can.
    expect((await entryCall(buyer, 'entry-alt', { sweepstakesPublicPk: pack.publicPk, ...questionnaire({ description: '', photoId: forged.ticket.photoId }) })).status).toBe(404);
    const withPhoto = await entryCall(buyer, 'entry-alt', { sweepstakesPublicPk: pack.publicPk, ...questionnaire({ description: '', photoId: good.ticket.photoId }) });
    expect(withPhoto.body).toMatchObject({ questionnaireComplete: true, photoIdConfirmed: true });
  });

  it('a fee paid twice with one idempotency key is one charge; a second key for a paid entry is refused', async () => {
    const { pack } = await buildDrawPack('sweepstakes');
    const buyer = await buildBuyer(t);
    await entryCall(buyer, 'entry', { sweepstakesPublicPk: pack.publicPk });
    await entryCall(buyer, 'entry/quantity', { sweepstakesPublicPk: pack.publicPk, quantity: 3 });
    await entryCall(buyer, 'entry-alt', { sweepstakesPublicPk: pack.publicPk, ...questionnaire() });
    const body = submission({ tokenValue: await tokenOf(t, buyer.token), sweepstakesPublicPk: pack.publicPk });
    const [one, two] = await Promise.all([
      t.post<PaymentResult>('/services/fiat/v1/payments/capture-sweepstakes', body, { token: buyer.token }),
      t.post<PaymentResult>('/services/fiat/v1/payments/capture-sweepstakes', body, { token: buyer.token }),
    ]);
    expect([one.body.status, two.body.status]).toEqual(['AUTHORIZED', 'AUTHORIZED']);
    const replay = await t.post<PaymentResult>('/services/fiat/v1/payments/capture-sweepstakes', body, { token: buyer.token });
    expect(replay.body.status).toBe('AUTHORIZED');
    const entry = (await t.get<SweepstakesEntry>(`/api/release/v3/sweepstakes/entry?sweepstakesPublicPk=${pack.publicPk}`, { token: buyer.token })).body;
    expect(entry).toMatchObject({ status: 'paid', amountUsd: 75, paymentUnderWay: false });
    const intents = await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, entry.publicPk));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'captured', amountCents: 7_500 });
    const captures = await t.context.db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.kind, 'capture'));
    expect(captures.filter((row) => row.merchantReference === intents[0]!.publicPk && row.status === 'SUCCEEDED')).toHaveLength(1);
    const authorizations = await t.context.db.select().from(pspSandboxTransactions).where(eq(pspSandboxTransactions.kind, 'authorization'));
    expect(authorizations.filter((row) => row.merchantReference === intents[0]!.publicPk)).toHaveLength(1);
    const second = await t.post<{ message: string }>('/services/fiat/v1/payments/capture-sweepstakes', submission({ tokenValue: await tokenOf(t, buyer.token), sweepstakesPublicPk: pack.publicPk }), { token: buyer.token });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('Your entry is already paid.');
    expect((await entryCall(buyer, 'entry/quantity', { sweepstakesPublicPk: pack.publicPk, quantity: 5 })).body.message).toBe('Your entry is already paid.');
  });
});

describe('the draw', () => {
  it('publishes the seed hash at the opening; at the close draws by the business clock, and the published list and seed recompute the stored winners', async () => {
    const { pack, nfts } = await buildDrawPack('sweepstakes', { prizes: 2, closesInMs: DAY });
    const before = (await t.get<PublishedDraw>(`/api/release/v3/sweepstakes/${pack.publicPk}/draw`)).body;
    expect(before.seed).toBeNull();
    expect(before.seedHash).toMatch(/^0x[0-9a-f]{64}$/);
    const entrants = [await paidEntrant(pack.publicPk, 1), await paidEntrant(pack.publicPk, 4), await paidEntrant(pack.publicPk, 2)];
    const unpaid = await buildBuyer(t);
    await entryCall(unpaid, 'entry', { sweepstakesPublicPk: pack.publicPk });
    expect((await t.get<PublishedDraw>(`/api/release/v3/sweepstakes/${pack.publicPk}/draw`)).body).toMatchObject({ seedHash: before.seedHash, entrantCount: 3, ticketCount: 7, seed: null });

    await t.post('/dev/clock', { advanceMs: DAY + 1 });
    await runDrawPass(t.context);
    const after = (await t.get<PublishedDraw>(`/api/release/v3/sweepstakes/${pack.publicPk}/draw`)).body;
    expect(after.seed).not.toBeNull();
    expect(seedCommitment(after.seed!)).toBe(before.seedHash);
    expect(after.entries!.map((entry) => entry.weight).sort()).toEqual([1, 2, 4]);
    const [stored] = await t.context.db.select().from(draws).where(eq(draws.releasePackPk, pack.publicPk));
    // Anyone's recomputation from the published record equals what the server stored.
    const recomputed = drawWinners({ seed: after.seed!, entries: after.entries!, prizes: after.prizes! });
    expect(recomputed).toEqual(stored!.winners);
    expect(after.winners!.map((winner) => winner.entryPublicPk)).toEqual(recomputed);
    expect(verifyDraw({ seed: after.seed!, seedHash: after.seedHash, entries: after.entries!, prizes: 2, winners: recomputed })).toEqual({ seedMatches: true, winnersMatch: true });
    expect(after.winners!.map((winner) => winner.editionNumber)).toEqual([nfts[0]!.editionNumber, nfts[1]!.editionNumber]);

    // Winners: success, a free cart with their edition and one e-mail; the loser an e-mail too.
    for (const { buyer, entry } of entrants) {
      await reSignIn(buyer);
      const mine = (await t.get<SweepstakesEntry>(`/api/release/v3/sweepstakes/entry?sweepstakesPublicPk=${pack.publicPk}`, { token: buyer.token })).body;
      expect(mine.status).toBe('success');
      const [row] = await t.context.db.select({ email: users.email }).from(users).where(eq(users.publicPk, buyer.userPk));
      const mails = (await t.get<Array<{ subject: string; text: string }>>(`/dev/mailbox?to=${encodeURIComponent(row!.email!)}`)).body;
      if (recomputed.includes(entry.publicPk)) {
        expect(mine.outcome).toBe('won');
        const [cart] = await t.context.db.select().from(checkoutCarts).where(eq(checkoutCarts.publicPk, mine.cartPublicPk!));
        expect(cart).toMatchObject({ status: 'Initiated', userPk: buyer.userPk });
        expect(mails.filter((mail) => mail.subject === `You won ${pack.name}`)).toHaveLength(1);
      } else {
        expect(mine.outcome).toBe('lost');
        expect(mails.filter((mail) => mail.subject.includes('has been drawn'))).toHaveLength(1);
      }
    }
    const audit = await t.context.db.select().from(auditLog).where(eq(auditLog.subjectPk, stored!.publicPk));
    expect(audit.map((row) => row.action)).toEqual(['sweepstakes.drawn']);
    // A second pass draws nothing and mails nobody again.
    expect(await runDrawPass(t.context)).toMatchObject({ drawn: 0, carts: 0, mailed: 0 });
  }, 60_000);

  it('shuffle: deposits are held; the draw captures the winners’ and releases the losers’ at once', async () => {
    const { pack } = await buildDrawPack('shuffle', { prizes: 1, priceCents: 14_500, closesInMs: DAY });
    const buyers = [await buildBuyer(t), await buildBuyer(t), await buildBuyer(t)];
    const deposits: ShuffleDeposit[] = [];
    for (const buyer of buyers) {
      const deposit = await t.post<ShuffleDeposit>('/api/release/v3/shuffle/deposit', { releasePackPublicPk: pack.publicPk }, { token: buyer.token });
      expect(deposit.body).toMatchObject({ status: 'inProgress', amountUsd: 145 });
      const held = await t.post<PaymentResult>('/services/fiat/v1/payments/capture-shuffle-deposit', submission({ tokenValue: await tokenOf(t, buyer.token), sweepstakesPublicPk: pack.publicPk }), { token: buyer.token });
      expect(held.body.status).toBe('AUTHORIZED');
      deposits.push(deposit.body);
    }
    await t.post('/dev/clock', { advanceMs: DAY + 1 });
    await runDrawPass(t.context);
    const published = (await t.get<PublishedDraw>(`/api/release/v3/sweepstakes/${pack.publicPk}/draw`)).body;
    expect(drawWinners({ seed: published.seed!, entries: published.entries!, prizes: 1 })).toEqual(published.winners!.map((winner) => winner.entryPublicPk));
    for (const deposit of deposits) {
      const [intent] = await t.context.db.select().from(paymentIntents).where(eq(paymentIntents.referencePk, deposit.publicPk));
      expect(intent!.status).toBe(published.winners![0]!.entryPublicPk === deposit.publicPk ? 'captured' : 'voided');
    }
  }, 60_000);
});
