import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users, wallets } from '@caskmark/db';
import type { UserInfo } from '@caskmark/shared/api/account';
import type { AuthTokens } from '@caskmark/shared/api/identity';
import { connectDevWallet, devWallet, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildIp, buildSignedInUser, totpCode } from './identity-helpers';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

type SignInAnswer = { username: string; tokens?: AuthTokens; challengeName?: string; session?: string };

/** Both steps of wallet sign-in with dev account `index` (or another signer for the signature). */
async function walletSignIn(index: number, options: { signWith?: number; ip?: string } = {}) {
  const address = devWallet(t, index).account.address;
  const headers = { 'x-forwarded-for': options.ip ?? buildIp() };
  const challenge = await t.post<{ message: string }>('/api/auth/v1/wallet/challenge', { address }, { headers });
  expect(challenge.status).toBe(200);
  const signature = await devWallet(t, options.signWith ?? index).signMessage({ message: challenge.body.message });
  const answer = await t.post<SignInAnswer & ErrorBody>('/api/auth/v1/wallet/sign-in', { address, walletProvider: 'metaMask', message: challenge.body.message, signature }, { headers });
  return { address, challenge: challenge.body, signature, answer };
}

describe('wallet sign-in', () => {
  it('creates a wallet account on first sign-in and signs the same account in afterwards', async () => {
    const first = await walletSignIn(5);
    expect(first.answer.status).toBe(200);
    expect(first.answer.body.tokens?.idToken).toBeTruthy();
    const info = await t.get<UserInfo>('/api/account/v1/user-info', { token: first.answer.body.tokens!.idToken });
    expect(info.body).toMatchObject({ cognitoIsWallet: true, email: null, allowPasswordReset: false, handler: `wallet-${first.address.slice(2, 8).toLowerCase()}` });
    expect(info.body.connectedWallets).toEqual([expect.objectContaining({ address: first.address, walletProvider: 'metaMask' })]);
    const [identity] = await t.context.db.select().from(userIdentities).where(eq(userIdentities.userPk, info.body.publicPk));
    expect(identity).toMatchObject({ passwordHash: null });
    expect(identity?.confirmedAt).toBeInstanceOf(Date);

    const second = await walletSignIn(5);
    const again = await t.get<UserInfo>('/api/account/v1/user-info', { token: second.answer.body.tokens!.idToken });
    expect(again.body.publicPk).toBe(info.body.publicPk);
    expect(await t.context.db.select().from(users).where(eq(users.isWallet, true))).toHaveLength(1);
  });

  it('refuses a wrong signer and a reused nonce', async () => {
    const wrong = await walletSignIn(6, { signWith: 7 });
    expect(wrong.answer.status).toBe(400);
    expect(wrong.answer.body).toMatchObject({ code: 'NotAuthorizedException', message: 'Wallet verification failed. Please try again.', reason: 'signature' });
    const good = await walletSignIn(6);
    expect(good.answer.status).toBe(200);
    const replay = await t.post<ErrorBody>('/api/auth/v1/wallet/sign-in', { address: good.address, message: good.challenge.message, signature: good.signature });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'NotAuthorizedException', reason: 'used' });
    const made = await t.context.db.select().from(wallets).where(eq(wallets.address, devWallet(t, 6).account.address));
    expect(made).toHaveLength(1);
  });

  it('signs into the account that connected the wallet, with its MFA challenge', async () => {
    const owner = await buildSignedInUser(t);
    await connectDevWallet(t, owner.tokens.idToken, 8);
    const plain = await walletSignIn(8);
    const info = await t.get<UserInfo>('/api/account/v1/user-info', { token: plain.answer.body.tokens!.idToken });
    expect(info.body.publicPk).toBe(owner.userPk);

    const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token: owner.tokens.idToken });
    await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token: owner.tokens.idToken });
    const challenged = await walletSignIn(8);
    expect(challenged.answer.body).toMatchObject({ challengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(challenged.answer.body.tokens).toBeUndefined();
    const confirmed = await t.post<SignInAnswer>('/api/auth/v1/confirm-sign-in', { session: challenged.answer.body.session, code: await totpCode(associated.body.secretCode, 1) });
    expect(confirmed.body.tokens?.idToken).toBeTruthy();
  });

  it('answers malformed input with InvalidParameterException', async () => {
    const bad = await t.post<ErrorBody>('/api/auth/v1/wallet/challenge', { address: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('InvalidParameterException');
  });
});
