import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi } from '@caskmark/contracts';
import { wallets } from '@caskmark/db';
import type { UserInfo } from '@caskmark/shared/api/account';
import type { Wallet } from '@caskmark/shared/api/wallet';
import { approvalTopic } from '../src/modules/wallets/public';
import { buildCustodialEditions, connectDevWallet, devWallet, liveChain, mintTokens, newTokenId, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildSignedInUser, totpCode } from './identity-helpers';
import { subscribe } from './support/graphql-ws';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

const challengeFor = async (token: string, address: string) => (await t.post<{ message: string; nonce: string; expiresAt: string }>('/api/account/v1/wallet/challenge', { address }, { token })).body;

describe('wallet add', () => {
  it('connects a wallet whose owner signed the challenge, with its chain balance, and lists it in the session', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const signer = devWallet(t, 5);
    const challenge = await challengeFor(token, signer.account.address.toLowerCase());
    expect(challenge.message).toContain(signer.account.address);
    expect(challenge.message).toMatch(/Chain ID: 31337\nNonce: [0-9a-f]{32}\nIssued At: .+\nExpiration Time: .+/);
    const signature = await signer.signMessage({ message: challenge.message });
    const added = await t.post<Wallet>('/api/account/v1/wallet', { address: signer.account.address.toLowerCase(), walletProvider: 'metaMask', isApproved: true, message: challenge.message, signature }, { token });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ address: signer.account.address, walletProvider: 'metaMask', isManaged: false, isApproved: false, approvedAddress: null });
    expect(Number(added.body.balance)).toBeGreaterThan(1000);

    const exists = await t.get<{ existsForUser: boolean; existsForOtherUser: boolean }>(`/api/account/v1/wallet/exists?address=${signer.account.address}`, { token });
    expect(exists.body).toEqual({ existsForUser: true, existsForOtherUser: false });
    const info = await t.get<UserInfo>('/api/account/v1/user-info', { token });
    expect(info.body.connectedWallets).toEqual([{ address: signer.account.address, walletProvider: 'metaMask', balance: added.body.balance }]);
    const again = await t.post<ErrorBody>('/api/account/v1/wallet', { address: signer.account.address, walletProvider: 'metaMask', message: challenge.message, signature }, { token });
    expect(again.status).toBe(400);
    expect(again.body.nonFieldErrors).toEqual(['Wallet already connected to your account']);
  });

  it('refuses a signature from another wallet, a reused nonce and an expired one', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const owner = devWallet(t, 6);
    const impostor = devWallet(t, 7);
    const first = await challengeFor(token, owner.account.address);
    const wrong = await t.post<ErrorBody>('/api/account/v1/wallet', { address: owner.account.address, walletProvider: 'metaMask', message: first.message, signature: await impostor.signMessage({ message: first.message }) }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'wallet_verification_failed', nonFieldErrors: ['Could not verify wallet ownership. Please try again'], reason: 'signature' });
    // The nonce was spent by the failed attempt: the right signature now comes too late.
    const reused = await t.post<ErrorBody>('/api/account/v1/wallet', { address: owner.account.address, walletProvider: 'metaMask', message: first.message, signature: await owner.signMessage({ message: first.message }) }, { token });
    expect(reused.body).toMatchObject({ code: 'wallet_verification_failed', reason: 'used' });

    const second = await challengeFor(token, owner.account.address);
    const edited = second.message.replace('Caskmark', 'Caskmurk');
    const tampered = await t.post<ErrorBody>('/api/account/v1/wallet', { address: owner.account.address, walletProvider: 'metaMask', message: edited, signature: await owner.signMessage({ message: edited }) }, { token });
    expect(tampered.body.reason).toBe('mismatch');

    const late = await challengeFor(token, owner.account.address);
    await t.post('/dev/clock', { advanceMs: 11 * 60_000 });
    const expired = await t.post<ErrorBody>('/api/account/v1/wallet', { address: owner.account.address, walletProvider: 'metaMask', message: late.message, signature: await owner.signMessage({ message: late.message }) }, { token });
    expect(expired.body.reason).toBe('expired');
    const rows = await t.context.db.select().from(wallets).where(eq(wallets.userPk, user.userPk));
    expect(rows).toHaveLength(0);
  });

  it('refuses an address connected to another account, and a challenge issued to someone else', async () => {
    const first = await buildSignedInUser(t);
    const second = await buildSignedInUser(t);
    const { signer } = await connectDevWallet(t, first.tokens.idToken, 8);
    const exists = await t.get<{ existsForUser: boolean; existsForOtherUser: boolean }>(`/api/account/v1/wallet/exists?address=${signer.account.address}`, { token: second.tokens.idToken });
    expect(exists.body).toEqual({ existsForUser: false, existsForOtherUser: true });
    const challenge = await challengeFor(second.tokens.idToken, signer.account.address);
    const taken = await t.post<ErrorBody>('/api/account/v1/wallet', { address: signer.account.address, walletProvider: 'metaMask', message: challenge.message, signature: await signer.signMessage({ message: challenge.message }) }, { token: second.tokens.idToken });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ code: 'wallet_exists_for_other_user', existsForOtherUser: true });

    // A challenge is bound to the account that asked for it.
    const free = devWallet(t, 9);
    const forFirst = await challengeFor(first.tokens.idToken, free.account.address);
    const stolen = await t.post<ErrorBody>('/api/account/v1/wallet', { address: free.account.address, walletProvider: 'metaMask', message: forFirst.message, signature: await free.signMessage({ message: forFirst.message }) }, { token: second.tokens.idToken });
    expect(stolen.body.reason).toBe('mismatch');
  });

  it('asks anonymous callers to sign in and answers bad input with 400', async () => {
    const anonymous = await t.post<ErrorBody>('/api/account/v1/wallet/challenge', { address: devWallet(t, 5).account.address });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('You must be logged in to add a wallet.');
    const user = await buildSignedInUser(t);
    const bad = await t.get<ErrorBody>('/api/account/v1/wallet/exists?address=0x123', { token: user.tokens.idToken });
    expect(bad.status).toBe(400);
    expect(bad.body.address).toEqual(['Enter a valid wallet address.']);
  });
});

describe('wallet approval', () => {
  it('confirms the approval only once the chain says so, whatever the client claims', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const { signer, wallet } = await connectDevWallet(t, token, 3);
    const heard: unknown[] = [];
    const stop = await t.context.events.subscribe(approvalTopic(user.userPk), (payload) => heard.push(payload));
    const subscription = await subscribe(t.baseUrl, 'subscription { walletApprovalChanged { publicPk isApproved message } }', { authorization: `Bearer ${token}` });
    const live = liveChain(t);
    const claimed = await t.request<Wallet>('PUT', `/api/account/v1/wallet/${wallet.publicPk}`, { body: { isApproved: true, approvedAddress: live.network.addresses.marketplace }, token });
    expect(claimed.body.isApproved).toBe(false);

    const testClient = live.network.dev!.network.chain.testClient;
    await testClient.setAutomine(false);
    let hash: `0x${string}`;
    try {
      hash = await signer.writeContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [live.network.addresses.marketplace, true], chain: signer.chain, account: signer.account });
      const pending = await t.request<Wallet>('PUT', `/api/account/v1/wallet/${wallet.publicPk}`, { body: { approvalTransactionHash: hash }, token });
      expect(pending.status).toBe(200);
      expect(pending.body).toMatchObject({ isApproved: false, approvalTransactionHash: hash });
    } finally {
      await testClient.mine({ blocks: 1 });
      await testClient.setAutomine(true);
    }
    const listed = await t.get<Wallet[]>('/api/account/v1/wallet', { token });
    expect(listed.body.find((row) => row.publicPk === wallet.publicPk)).toMatchObject({ isApproved: true, approvedAddress: live.network.addresses.marketplace, approvalTransactionHash: hash });
    expect(heard).toContainEqual({ walletApprovalChanged: expect.objectContaining({ publicPk: wallet.publicPk, isApproved: true, message: 'Wallet approval confirmed!' }) });
    const pushed = await subscription.next((data) => (data.walletApprovalChanged as { isApproved: boolean }).isApproved);
    expect(pushed).toEqual({ walletApprovalChanged: { publicPk: wallet.publicPk, isApproved: true, message: 'Wallet approval confirmed!' } });
    subscription.close();
    stop();
  });

  it('refuses a transaction that another wallet sent', async () => {
    const user = await buildSignedInUser(t);
    const { wallet } = await connectDevWallet(t, user.tokens.idToken, 4);
    const live = liveChain(t);
    const other = devWallet(t, 6);
    const hash = await other.writeContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'setApprovalForAll', args: [live.network.addresses.marketplace, true], chain: other.chain, account: other.account });
    await live.network.publicClient.waitForTransactionReceipt({ hash });
    const refused = await t.request<ErrorBody>('PUT', `/api/account/v1/wallet/${wallet.publicPk}`, { body: { approvalTransactionHash: hash }, token: user.tokens.idToken });
    expect(refused.status).toBe(400);
    expect(refused.body.nonFieldErrors).toEqual(['This transaction was not sent from this wallet.']);
  });
});

describe('wallet delete', () => {
  it('refuses the custodial wallet and a wallet holding NFTs, then deletes an empty one', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const { managedAddress } = await buildCustodialEditions(t, user.userPk);
    const [managed] = await t.context.db.select().from(wallets).where(and(eq(wallets.userPk, user.userPk), eq(wallets.isManaged, true)));
    expect(managed?.address).toBe(managedAddress);
    const custodial = await t.request<ErrorBody>('DELETE', `/api/account/v1/wallet/${managed!.publicPk}`, { token });
    expect(custodial.status).toBe(400);
    expect(custodial.body.nonFieldErrors).toEqual(['Your custodial wallet cannot be deleted.']);

    const { signer, wallet } = await connectDevWallet(t, token, 9);
    await mintTokens(t, signer.account.address, [newTokenId()]);
    const holding = await t.request<ErrorBody>('DELETE', `/api/account/v1/wallet/${wallet.publicPk}`, { token });
    expect(holding.status).toBe(400);
    expect(holding.body.code).toBe('wallet_holds_nfts');

    const empty = await buildSignedInUser(t);
    const connected = await connectDevWallet(t, empty.tokens.idToken, 7);
    const other = await t.request('DELETE', `/api/account/v1/wallet/${connected.wallet.publicPk}`, { token });
    expect(other.status).toBe(404);
    const deleted = await t.request('DELETE', `/api/account/v1/wallet/${connected.wallet.publicPk}`, { token: empty.tokens.idToken });
    expect(deleted.status).toBe(204);
    const listed = await t.get<Wallet[]>('/api/account/v1/wallet', { token: empty.tokens.idToken });
    expect(listed.body).toEqual([]);
  });

  it('asks for a fresh authenticator code when the account has MFA on', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token });
    await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token });
    const { wallet } = await connectDevWallet(t, token, 6);
    // Turning MFA on proved a code; the step-up window (10 minutes) has to pass first.
    await t.post('/dev/clock', { advanceMs: 11 * 60_000 });
    const refused = await t.request<ErrorBody>('DELETE', `/api/account/v1/wallet/${wallet.publicPk}`, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('step_up_required');
    const deleted = await t.request('DELETE', `/api/account/v1/wallet/${wallet.publicPk}`, { token, body: { code: await totpCode(associated.body.secretCode, 1) } });
    expect(deleted.status).toBe(204);
  });
});
