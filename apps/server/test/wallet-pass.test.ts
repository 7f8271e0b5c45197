import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionNfts } from '@caskmark/db';
import type { WalletPass } from '@caskmark/shared/api/collector-extras';
import { buildCustodialEditions, connectDevWallet, freshWallet, liveChain, mintTokens, newTokenId, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildSignedInUser } from './identity-helpers';
import { buildEditionNfts, buildReleasePack } from './support/builders';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in collector whose connected wallet holds one minted edition NFT. */
async function ownerWithNft() {
  const user = await buildSignedInUser(t);
  const { signer } = await connectDevWallet(t, user.tokens.idToken, await freshWallet(t));
  const pack = await buildReleasePack(t.context.db);
  const tokenId = newTokenId();
  const { nfts } = await buildEditionNfts(t.context.db, { pack, count: 1, nft: { status: 'owned', ownerPk: user.userPk, ownerAddress: signer.account.address, isInManagedWallet: false } });
  await t.context.db.update(editionNfts).set({ tokenId: tokenId.toString() }).where(eq(editionNfts.publicPk, nfts[0]!.publicPk));
  await mintTokens(t, signer.account.address, [tokenId]);
  await liveChain(t).indexer.syncNow();
  return { user, signer, nft: nfts[0]! };
}

describe('wallet pass', () => {
  it('issues a PDF pass from the owner wallet’s signature, once', async () => {
    const { user, signer, nft } = await ownerWithNft();
    const token = user.tokens.idToken;
    const asked = await t.get<{ message: string; ownerAddress: string; passPublicPk: string | null }>(`/api/account/v1/wallet-pass/${nft.publicPk}/message`, { token });
    expect(asked.body).toMatchObject({ ownerAddress: signer.account.address, passPublicPk: null });
    const signature = await signer.signMessage({ message: asked.body.message });

    const forged = await t.post<ErrorBody>('/api/account/v1/wallet-pass', { editionNftPublicPk: nft.publicPk, address: signer.account.address, message: asked.body.message.replace('Caskmark', 'Cask'), signature }, { token });
    expect(forged.body.nonFieldErrors).toEqual(['Error, signature not generated']);
    const issued = await t.post<WalletPass>('/api/account/v1/wallet-pass', { editionNftPublicPk: nft.publicPk, address: signer.account.address, message: asked.body.message, signature }, { token });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ format: 'pdf', walletAddress: signer.account.address });
    const again = await t.post<ErrorBody>('/api/account/v1/wallet-pass', { editionNftPublicPk: nft.publicPk, address: signer.account.address, message: asked.body.message, signature }, { token });
    expect(again.body.nonFieldErrors).toEqual(['Pass already generated']);

    const file = await t.request<string>('GET', issued.body.fileUrl, { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(String(file.body).startsWith('%PDF-1.4')).toBe(true);
    const stranger = await buildSignedInUser(t);
    expect((await t.request('GET', issued.body.fileUrl, { token: stranger.tokens.idToken })).status).toBe(404);
  });

  it("answers 'Invalid NFT owner', 'Error, wallet not found' and a stale message as the spec says", async () => {
    const { user, signer, nft } = await ownerWithNft();
    const token = user.tokens.idToken;
    const stranger = await buildSignedInUser(t);
    expect((await t.get<ErrorBody>(`/api/account/v1/wallet-pass/${nft.publicPk}/message`, { token: stranger.tokens.idToken })).body.nonFieldErrors).toEqual(['Invalid NFT owner']);
    const { nfts } = await buildCustodialEditions(t, user.userPk);
    expect((await t.get<ErrorBody>(`/api/account/v1/wallet-pass/${nfts[0]!.publicPk}/message`, { token })).status).toBe(403);

    const asked = await t.get<{ message: string }>(`/api/account/v1/wallet-pass/${nft.publicPk}/message`, { token });
    const other = await freshWallet(t);
    const otherSignature = await other.signMessage({ message: asked.body.message });
    const unknownWallet = await t.post<ErrorBody>('/api/account/v1/wallet-pass', { editionNftPublicPk: nft.publicPk, address: other.account.address, message: asked.body.message, signature: otherSignature }, { token });
    expect(unknownWallet.body.nonFieldErrors).toEqual(['Error, wallet not found']);

    const signature = await signer.signMessage({ message: asked.body.message });
    await t.post('/dev/clock', { advanceMs: 11 * 60_000 });
    const stale = await t.post<ErrorBody>('/api/account/v1/wallet-pass', { editionNftPublicPk: nft.publicPk, address: signer.account.address, message: asked.body.message, signature }, { token });
    expect(stale.body.nonFieldErrors).toEqual(['Error, signature not generated']);
  });
});
