import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi } from '@caskmark/contracts';
import { editionHistory, editionNfts, gifts } from '@caskmark/db';
import type { Gift, GiftTransferStatus } from '@caskmark/shared/api/gifts';
import { buildCustodialEditions, connectDevWallet, eventually, liveChain, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildEmail, buildSignedInUser, mailbox } from './identity-helpers';
import { postRedeem } from './redemption-helpers';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

type Answer = Gift & ErrorBody;

const ownerOf = (tokenId: string) =>
  liveChain(t).network.publicClient.readContract({ address: liveChain(t).network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(tokenId)] });
const nftRow = async (pk: string) => (await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, pk)))[0]!;

async function giftSetup(receiverEmail = buildEmail('receiver')) {
  const sender = await buildSignedInUser(t);
  const { nfts, managedAddress } = await buildCustodialEditions(t, sender.userPk);
  const nft = nfts[0]!;
  const created = await t.post<Answer>('/api/account/v1/gift', { editionNftPublicPk: nft.publicPk, receiverEmail, message: 'Happy birthday!' }, { token: sender.tokens.idToken });
  expect(created.status).toBe(200);
  return { sender, nft, managedAddress, receiverEmail, gift: created.body };
}

async function waitForTransfer(token: string, transferPk: string): Promise<GiftTransferStatus> {
  return eventually(async () => {
    const status = await t.get<GiftTransferStatus>(`/api/payments/v1/gift/${transferPk}`, { token });
    return status.body.status !== 1 ? status.body : undefined;
  }, 60_000, 500);
}

describe('making a gift', () => {
  it('locks the edition, e-mails the receiver (a sign-up link without an account) and lists it for both sides', async () => {
    const { sender, nft, receiverEmail, gift } = await giftSetup();
    expect(gift).toMatchObject({ status: 'pending', receiverEmail, message: 'Happy birthday!', sentRetries: 1, canResend: true, isSender: true, editionNftPublicPk: nft.publicPk });
    expect((await nftRow(nft.publicPk)).isLocked).toBe(true);
    const [mail] = await mailbox(t, receiverEmail);
    expect(mail?.subject).toContain('sent you a gift');
    expect(mail?.text).toContain('/auth/signup?next=%2Fvault%23gifts');
    expect(mail?.text).toContain('Happy birthday!');

    const byMe = await t.get<{ count: number; results: Gift[] }>('/api/account/v3/gift', { token: sender.tokens.idToken });
    expect(byMe.body.results.map((row) => row.publicPk)).toEqual([gift.publicPk]);
    const receiver = await buildSignedInUser(t, receiverEmail);
    const toMe = await t.get<Gift[]>('/api/account/v1/gift/accept', { token: receiver.tokens.idToken });
    expect(toMe.body).toEqual([expect.objectContaining({ publicPk: gift.publicPk, isSender: false, canResend: false, senderHandler: expect.any(String) })]);
    expect(toMe.body[0]!.edition.productTitle).not.toBe('');
    const all = await t.get<Gift[]>('/api/account/v1/gift', { token: receiver.tokens.idToken });
    expect(all.body.map((row) => row.publicPk)).toEqual([gift.publicPk]);

    // Locked: no second gift, no transfer out, no redemption.
    const again = await t.post<Answer>('/api/account/v1/gift', { editionNftPublicPk: nft.publicPk, receiverEmail: buildEmail(), message: '' }, { token: sender.tokens.idToken });
    expect(again.body).toMatchObject({ code: 'edition_locked', nonFieldErrors: ['This NFT is locked by a pending gift.'] });
    const { signer } = await connectDevWallet(t, sender.tokens.idToken, 11);
    const out = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nft.publicPk, walletAddress: signer.account.address }, { token: sender.tokens.idToken });
    expect(out.body.code).toBe('edition_locked');
    const redeem = await postRedeem(t, sender.tokens.idToken, { editionNftPublicPk: nft.publicPk });
    expect(redeem.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a message over 300 characters, a bad e-mail, a gift to myself and an edition I do not own', async () => {
    const sender = await buildSignedInUser(t);
    const stranger = await buildSignedInUser(t);
    const { nfts } = await buildCustodialEditions(t, sender.userPk);
    const token = sender.tokens.idToken;
    const long = await t.post<Answer>('/api/account/v1/gift', { editionNftPublicPk: nfts[0]!.publicPk, receiverEmail: buildEmail(), message: 'x'.repeat(301) }, { token });
    expect(long.status).toBe(400);
    const badEmail = await t.post<Answer>('/api/account/v1/gift', { editionNftPublicPk: nfts[0]!.publicPk, receiverEmail: 'not-an-email', message: '' }, { token });
    expect(JSON.stringify(badEmail.body)).toContain('Please enter a valid email');
    const toSelf = await t.post<Answer>('/api/account/v1/gift', { editionNftPublicPk: nfts[0]!.publicPk, receiverEmail: sender.email.toUpperCase(), message: '' }, { token });
    expect(toSelf.body).toMatchObject({ code: 'gift_to_self', nonFieldErrors: ['You cannot gift an NFT to yourself.'] });
    const notMine = await t.post<Answer>('/api/account/v1/gift', { editionNftPublicPk: nfts[0]!.publicPk, receiverEmail: buildEmail(), message: '' }, { token: stranger.tokens.idToken });
    expect(notMine.status).toBe(403);
    expect((await nftRow(nfts[0]!.publicPk)).isLocked).toBe(false);
    expect(await t.context.db.select().from(gifts).where(eq(gifts.editionNftPk, nfts[0]!.publicPk))).toHaveLength(0);
  });
});

describe('sender: resend and cancel', () => {
  it('resends five times, refuses the sixth with a user alert, and hides the button', async () => {
    const { sender, gift, receiverEmail } = await giftSetup();
    const token = sender.tokens.idToken;
    for (let resend = 1; resend <= 5; resend += 1) {
      const answer = await t.request<Answer>('PATCH', `/api/account/v1/gift/${gift.publicPk}/resend`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.sentRetries).toBe(1 + resend);
    }
    const [last] = (await t.get<{ results: Gift[] }>('/api/account/v3/gift', { token })).body.results;
    expect(last).toMatchObject({ sentRetries: 6, canResend: false });
    const sixth = await t.request<Answer>('PATCH', `/api/account/v1/gift/${gift.publicPk}/resend`, { token });
    expect(sixth.status).toBe(400);
    expect(sixth.body.userAlerts).toEqual(['You have reached the maximum number of notifications for this gift.']);
    expect(await mailbox(t, receiverEmail)).toHaveLength(6);
    const stranger = await buildSignedInUser(t);
    const notHis = await t.request<Answer>('PATCH', `/api/account/v1/gift/${gift.publicPk}/resend`, { token: stranger.tokens.idToken });
    expect(notHis.status).toBe(404);
  });

  it('cancels: the edition unlocks; the receiver then gets a 404 on accept and on decline', async () => {
    const { sender, nft, gift, receiverEmail } = await giftSetup();
    const receiver = await buildSignedInUser(t, receiverEmail);
    const cancelled = await t.request<Answer>('DELETE', `/api/account/v1/gift/${gift.publicPk}`, { token: sender.tokens.idToken });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await nftRow(nft.publicPk)).isLocked).toBe(false);
    const accept = await t.post<ErrorBody>('/api/payments/v1/gift', { giftPublicPk: gift.publicPk, isCreateVault: true }, { token: receiver.tokens.idToken });
    expect(accept.status).toBe(404);
    expect(accept.body.message).toBe('Gift has been cancelled');
    const decline = await t.request<ErrorBody>('PUT', `/api/account/v1/gift/accept/${gift.publicPk}`, { token: receiver.tokens.idToken, body: { status: 'declined' } });
    expect(decline.status).toBe(404);
    const resend = await t.request<Answer>('PATCH', `/api/account/v1/gift/${gift.publicPk}/resend`, { token: sender.tokens.idToken });
    expect(resend.status).toBe(400);
  });
});

describe('receiver: decline and accept', () => {
  it('declines: the edition unlocks and stays with the sender; nobody else may decline', async () => {
    const { nft, gift, receiverEmail, sender } = await giftSetup();
    const stranger = await buildSignedInUser(t);
    const notTheirs = await t.request<ErrorBody>('PUT', `/api/account/v1/gift/accept/${gift.publicPk}`, { token: stranger.tokens.idToken, body: { status: 'declined' } });
    expect(notTheirs.status).toBe(404);
    const receiver = await buildSignedInUser(t, receiverEmail);
    const declined = await t.request<Answer>('PUT', `/api/account/v1/gift/accept/${gift.publicPk}`, { token: receiver.tokens.idToken, body: { status: 'declined' } });
    expect(declined.body.status).toBe('declined');
    expect(await nftRow(nft.publicPk)).toMatchObject({ isLocked: false, ownerPk: sender.userPk });
    const cancel = await t.request<ErrorBody>('DELETE', `/api/account/v1/gift/${gift.publicPk}`, { token: sender.tokens.idToken });
    expect(cancel.status).toBe(400);
  });

  it('accepts into a new managed wallet: the token moves on chain, once, and the edition is theirs', async () => {
    const { nft, gift, receiverEmail, sender } = await giftSetup();
    const receiver = await buildSignedInUser(t, receiverEmail);
    const token = receiver.tokens.idToken;
    const bySender = await t.post<ErrorBody>('/api/payments/v1/gift', { giftPublicPk: gift.publicPk, isCreateVault: true }, { token: sender.tokens.idToken });
    expect(bySender.body.code).toBe('gift_to_self');
    const accepted = await t.post<{ publicPk: string }>('/api/payments/v1/gift', { giftPublicPk: gift.publicPk, isCreateVault: true }, { token });
    expect(accepted.status).toBe(200);
    const twice = await t.post<{ publicPk: string }>('/api/payments/v1/gift', { giftPublicPk: gift.publicPk, isCreateVault: true }, { token });
    expect(twice.body.publicPk).toBe(accepted.body.publicPk);
    const cancelLate = await t.request<ErrorBody>('DELETE', `/api/account/v1/gift/${gift.publicPk}`, { token: sender.tokens.idToken });
    expect(cancelLate.status).toBe(400);

    const done = await waitForTransfer(token, accepted.body.publicPk);
    expect(done).toMatchObject({ status: 4, transferStatus: 4, isCreateVault: true, failureReason: null });
    const row = await nftRow(nft.publicPk);
    expect(row).toMatchObject({ ownerPk: receiver.userPk, isInManagedWallet: true, isLocked: false });
    expect(await ownerOf(nft.tokenId!)).toBe(row.ownerAddress);
    const [final] = await t.context.db.select().from(gifts).where(eq(gifts.publicPk, gift.publicPk));
    expect(final).toMatchObject({ status: 'accepted', receiverPk: receiver.userPk });
    const vault = await t.get<{ results: Array<{ publicPk: string }> }>('/api/account/v2/vault', { token });
    expect(vault.body.results.map((edition) => edition.publicPk)).toContain(nft.publicPk);

    await liveChain(t).indexer.syncNow();
    const history = await t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, nft.publicPk));
    expect(history.map((entry) => entry.transferType).sort()).toEqual(['Gift', 'Mint']);
    const again = await t.post<ErrorBody>('/api/payments/v1/gift', { giftPublicPk: gift.publicPk, isCreateVault: true }, { token });
    expect(again.body.publicPk ?? again.body.code).toBe(accepted.body.publicPk);
  });

  it('an accept racing the sender’s cancel ends one way only', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { nft, gift, receiverEmail, sender } = await giftSetup();
      const receiver = await buildSignedInUser(t, receiverEmail);
      const [accept, cancel] = await Promise.all([
        t.post<{ publicPk?: string } & ErrorBody>('/api/payments/v1/gift', { giftPublicPk: gift.publicPk, isCreateVault: true }, { token: receiver.tokens.idToken }),
        t.request<Answer>('DELETE', `/api/account/v1/gift/${gift.publicPk}`, { token: sender.tokens.idToken }),
      ]);
      const accepted = accept.status === 200;
      const cancelled = cancel.status === 200;
      expect(accepted !== cancelled).toBe(true);
      const [row] = await t.context.db.select().from(gifts).where(eq(gifts.publicPk, gift.publicPk));
      if (cancelled) {
        expect(row!.status).toBe('cancelled');
        expect(accept.body.message).toBe('Gift has been cancelled');
        expect((await nftRow(nft.publicPk)).isLocked).toBe(false);
      } else {
        await waitForTransfer(receiver.tokens.idToken, accept.body.publicPk!);
        expect(await nftRow(nft.publicPk)).toMatchObject({ ownerPk: receiver.userPk, isLocked: false });
      }
    }
  });

  it('refuses an accept once the edition left the sender’s wallet', async () => {
    const { nft, gift, receiverEmail } = await giftSetup();
    const receiver = await buildSignedInUser(t, receiverEmail);
    const other = await buildSignedInUser(t);
    await t.context.db.update(editionNfts).set({ ownerPk: other.userPk }).where(eq(editionNfts.publicPk, nft.publicPk));
    const refused = await t.post<ErrorBody>('/api/payments/v1/gift', { giftPublicPk: gift.publicPk, isCreateVault: true }, { token: receiver.tokens.idToken });
    expect(refused.body.code).toBe('edition_moved');
    const [row] = await t.context.db.select().from(gifts).where(eq(gifts.publicPk, gift.publicPk));
    expect(row!.status).toBe('pending');
  });
});
