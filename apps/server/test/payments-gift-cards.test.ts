import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCardLedger, giftCards, users } from '@caskmark/db';
import type { GiftCard } from '@caskmark/shared/api/payments';
import { issueGiftCard } from '../src/modules/payments/gift-cards';
import { seedDemoGiftCards } from '../src/modules/payments/public';
import { buildUser } from './support/builders';
import { capture, giftCardBalance, holdGiftCard, refundIntent, voidIntent } from '../src/modules/payments/public';
import { buildSignedInUser } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function issue(ownerPk: string, amountCents: number, options: { senderPk?: string; status?: 'pending' | 'accepted' } = {}) {
  return issueGiftCard(t.context.db, { ownerPk, amountCents, title: 'Caskmark gift card', message: 'Cheers!', sourceKey: `test:${randomUUID()}`, at: t.context.clock.now(), ...options });
}

const hold = (userPk: string, giftCardPk: string, amountCents: number) =>
  holdGiftCard(t.context, { purpose: 'checkout', referencePk: randomUUID(), userPk, giftCardPk, amountCents });

describe('gift cards', () => {
  it('a pending card is offered, accepted, then listed with its balance in dollars', async () => {
    const sender = await buildSignedInUser(t);
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const card = await issue(user.userPk, 250_00, { senderPk: sender.userPk });
    const [{ handler: senderHandler }] = (await t.context.db.select({ handler: users.handler }).from(users).where(eq(users.publicPk, sender.userPk))) as [{ handler: string }];
    const offered = await t.get<{ results: GiftCard[] }>('/api/gift-card/v1/gift/accept', { token });
    expect(offered.body.results).toHaveLength(1);
    expect(offered.body.results[0]).toMatchObject({ publicPk: card.publicPk, status: 'pending', availableBalance: 250, currency: 'USD', fromHandler: senderHandler, message: 'Cheers!' });
    expect((await t.get<{ results: GiftCard[] }>('/api/gift-card/v1/edition/user', { token })).body.results).toEqual([]);
    // Not spendable until accepted.
    await expect(hold(user.userPk, card.publicPk, 10_00)).rejects.toMatchObject({ status: 404 });

    const accepted = await t.request<GiftCard>('PUT', `/api/gift-card/v1/gift/accept/${card.publicPk}`, { token, body: { status: 'accepted' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    const usable = await t.get<{ results: GiftCard[] }>('/api/gift-card/v1/edition/user', { token });
    expect(usable.body.results.map((item) => [item.publicPk, item.availableBalance])).toEqual([[card.publicPk, 250]]);
    // Accepted cards cannot be removed; someone else's card is 404.
    expect((await t.request('DELETE', `/api/gift-card/v1/gift/${card.publicPk}`, { token })).status).toBe(400);
    const stranger = await buildSignedInUser(t);
    expect((await t.request('DELETE', `/api/gift-card/v1/gift/${card.publicPk}`, { token: stranger.tokens.idToken })).status).toBe(404);
    expect((await t.request('PUT', `/api/gift-card/v1/gift/accept/${card.publicPk}`, { token: stranger.tokens.idToken, body: { status: 'accepted' } })).status).toBe(404);
  });

  it("the sender cancels a pending card: the recipient's answer is 404 'Gift has been cancelled'", async () => {
    const sender = await buildSignedInUser(t);
    const user = await buildSignedInUser(t);
    const card = await issue(user.userPk, 50_00, { senderPk: sender.userPk });
    expect((await t.request('DELETE', `/api/gift-card/v1/gift/${card.publicPk}`, { token: sender.tokens.idToken })).status).toBe(204);
    const answer = await t.request<{ message: string }>('PUT', `/api/gift-card/v1/gift/accept/${card.publicPk}`, { token: user.tokens.idToken, body: { status: 'accepted' } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Gift has been cancelled');
  });

  it('concurrent holds never take the balance below zero; release gives it back, capture keeps it spent, refund restores', async () => {
    const user = await buildSignedInUser(t);
    const card = await issue(user.userPk, 100_00, { status: 'accepted' });
    const attempts = await Promise.allSettled(Array.from({ length: 10 }, () => hold(user.userPk, card.publicPk, 30_00)));
    const held = attempts.filter((attempt) => attempt.status === 'fulfilled').map((attempt) => (attempt as PromiseFulfilledResult<{ publicPk: string; status: string }>).value);
    expect(held).toHaveLength(3);
    expect(attempts.filter((attempt) => attempt.status === 'rejected').every((attempt) => (attempt as PromiseRejectedResult).reason.message === 'The gift card balance is too low for this amount.')).toBe(true);
    expect(await giftCardBalance(t.context, user.userPk, card.publicPk)).toBe(10_00);

    const released = await voidIntent(t.context, held[0]!.publicPk, 'cart failed');
    expect(released.status).toBe('voided');
    await voidIntent(t.context, held[0]!.publicPk, 'cart failed');
    expect(await giftCardBalance(t.context, user.userPk, card.publicPk)).toBe(40_00);

    expect((await Promise.all([capture(t.context, held[1]!.publicPk), capture(t.context, held[1]!.publicPk)])).map((intent) => intent.status)).toEqual(['captured', 'captured']);
    expect(await giftCardBalance(t.context, user.userPk, card.publicPk)).toBe(40_00);
    await expect(voidIntent(t.context, held[1]!.publicPk, 'too late')).rejects.toMatchObject({ status: 409 });
    expect((await refundIntent(t.context, held[1]!.publicPk, 'delivery failed')).status).toBe('refunded');
    await refundIntent(t.context, held[1]!.publicPk, 'delivery failed');
    expect(await giftCardBalance(t.context, user.userPk, card.publicPk)).toBe(70_00);

    // The ledger explains the balance: issued + movements = balance.
    const ledger = await t.context.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardPk, card.publicPk));
    const sum = ledger.reduce((total, row) => total + row.amountCents, 0);
    const [row] = await t.context.db.select().from(giftCards).where(eq(giftCards.publicPk, card.publicPk));
    expect(sum).toBe(row!.balanceCents);
  });

  it('a card spent to zero is marked spent, and the database refuses a negative balance even to a direct statement', async () => {
    const user = await buildSignedInUser(t);
    const card = await issue(user.userPk, 20_00, { status: 'accepted' });
    const intent = await hold(user.userPk, card.publicPk, 20_00);
    await capture(t.context, intent.publicPk);
    const [spent] = await t.context.db.select().from(giftCards).where(eq(giftCards.publicPk, card.publicPk));
    expect([spent!.status, spent!.balanceCents]).toEqual(['spent', 0]);
    await expect(t.context.db.update(giftCards).set({ balanceCents: -1 }).where(eq(giftCards.publicPk, card.publicPk))).rejects.toThrow();
    await expect(hold(user.userPk, card.publicPk, 1)).rejects.toMatchObject({ status: 404 });
  });

  it("seeds Ava's $250 demo card once, however often the seed runs", async () => {
    const ava = await buildUser(t.context.db, { email: 'ava@caskmark.test' });
    expect(await seedDemoGiftCards(t.context)).toBe(1);
    expect(await seedDemoGiftCards(t.context)).toBe(0);
    const cards = await t.context.db.select().from(giftCards).where(eq(giftCards.ownerPk, ava.publicPk));
    expect(cards.map((card) => [card.status, card.balanceCents])).toEqual([['accepted', 250_00]]);
  });

  it('POST /dev/gift-cards issues a card to an account by e-mail (pending from a sender, or accepted)', async () => {
    const sender = await buildSignedInUser(t);
    const user = await buildSignedInUser(t);
    const offered = await t.post<GiftCard>('/dev/gift-cards', { email: user.email, amount: 12.5, fromEmail: sender.email, title: 'Birthday dram' });
    expect(offered.status).toBe(201);
    expect(offered.body).toMatchObject({ title: 'Birthday dram', availableBalance: 12.5, status: 'pending' });
    const pending = await t.get<{ results: GiftCard[] }>('/api/gift-card/v1/gift/accept', { token: user.tokens.idToken });
    expect(pending.body.results.map((card) => card.publicPk)).toEqual([offered.body.publicPk]);
    expect(pending.body.results[0]!.fromHandler).toBeTruthy();
    const accepted = await t.post<GiftCard>('/dev/gift-cards', { email: user.email, amount: 100, status: 'accepted' });
    expect(accepted.body.status).toBe('accepted');
    expect((await t.post('/dev/gift-cards', { email: 'nobody@e2e.caskmark.test', amount: 1 })).status).toBe(404);
  });
});
