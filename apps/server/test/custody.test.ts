import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editionTokenAbi } from '@caskmark/contracts';
import { chainTransactions, editionHistory, editionNfts, managedWalletKeys, nftTransferRequests, wallets } from '@caskmark/db';
import type { TransferRequest } from '@caskmark/shared/api/wallet';
import { privateKeyToAccount } from 'viem/accounts';
import { ensureManagedWallet, kekOf, managedSigner, openPrivateKey, transferTopic } from '../src/modules/custody/public';
import { serverGasPriceFor } from '../src/modules/chain/public';
import { buildCustodialEditions, connectDevWallet, eventually, liveChain, startChainApp, type ErrorBody } from './chain-test-helpers';
import { buildSignedInUser, totpCode } from './identity-helpers';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startChainApp();
});
afterAll(async () => {
  await t?.close();
});

type Status = { publicPk: string; status: 1 | 3 | 4; transferStatus: number; transactionHash: string | null; failureReason: string | null };

const ownerOf = (tokenId: string) =>
  liveChain(t).network.publicClient.readContract({ address: liveChain(t).network.addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(tokenId)] });

describe('managed wallets', () => {
  it('stores the key sealed under the KEK, never in clear, bound to its address', async () => {
    const user = await buildSignedInUser(t);
    const wallet = await ensureManagedWallet(t.context, user.userPk);
    expect(await ensureManagedWallet(t.context, user.userPk)).toMatchObject({ publicPk: wallet.publicPk });
    expect(wallet).toMatchObject({ isManaged: true, walletProvider: 'fireblocks' });
    const [sealed] = await t.context.db.select().from(managedWalletKeys).where(eq(managedWalletKeys.walletPk, wallet.publicPk));
    const kek = kekOf(t.context);
    const privateKey = openPrivateKey(kek, wallet.address, sealed!);
    expect(privateKeyToAccount(privateKey).address).toBe(wallet.address);
    const stored = JSON.stringify(sealed);
    expect(stored).not.toContain(privateKey.slice(2));
    expect(stored).not.toContain(kek.key.toString('base64'));
    expect(sealed!.kekId).toBe(kek.id);
    // The sealed key only opens for its own address.
    expect(() => openPrivateKey(kek, '0x0000000000000000000000000000000000000001', sealed!)).toThrow();
  });
});

describe('transfer out of custody', () => {
  it('moves the token on chain to a connected wallet through the four steps', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const { nfts, managedAddress } = await buildCustodialEditions(t, user.userPk);
    const nft = nfts[0]!;
    expect(nft).toMatchObject({ ownerAddress: managedAddress, isInManagedWallet: true });
    const { signer } = await connectDevWallet(t, token, 5);
    const steps: number[] = [];

    const created = await t.post<{ publicPk: string }>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nft.publicPk, walletAddress: signer.account.address }, { token });
    expect(created.status).toBe(200);
    const stop = await t.context.events.subscribe(transferTopic(created.body.publicPk), (payload) => steps.push((payload as { custodyTransferChanged: Status }).custodyTransferChanged.transferStatus));
    const again = await t.post<{ publicPk: string }>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nft.publicPk, walletAddress: signer.account.address }, { token });
    expect(again.body.publicPk).toBe(created.body.publicPk);

    const done = await eventually(async () => {
      const status = await t.get<Status>(`/api/account/v1/nft-transfer-request/status/${created.body.publicPk}`, { token });
      return status.body.status !== 1 ? status.body : undefined;
    }, 60_000, 500);
    stop();
    expect(done).toMatchObject({ status: 4, transferStatus: 4, failureReason: null });
    expect(await ownerOf(nft.tokenId!)).toBe(signer.account.address);
    expect(steps).toContain(4);

    const [row] = await t.context.db.select().from(editionNfts).where(eq(editionNfts.publicPk, nft.publicPk));
    expect(row).toMatchObject({ ownerPk: user.userPk, ownerAddress: signer.account.address, isInManagedWallet: false, isLocked: false });
    // The transfer was signed with the managed key at twice the network price, and stored before it was sent.
    const [sent] = await t.context.db.select().from(chainTransactions).where(and(eq(chainTransactions.referencePk, created.body.publicPk), eq(chainTransactions.purpose, 'custody_transfer')));
    expect(sent).toMatchObject({ hash: done.transactionHash, fromAddress: managedAddress, status: 'mined' });
    const transaction = await liveChain(t).network.publicClient.getTransaction({ hash: done.transactionHash as `0x${string}` });
    const block = await liveChain(t).network.publicClient.getBlock({ blockNumber: transaction.blockNumber! - 1n });
    expect(transaction.gasPrice).toBe(2n * (block.baseFeePerGas! + 1_000_000_000n));

    await liveChain(t).indexer.syncNow();
    const history = await t.context.db.select().from(editionHistory).where(eq(editionHistory.editionNftPk, nft.publicPk));
    expect(history.map((entry) => entry.transferType).sort()).toEqual(['Mint', 'Transfer']);
    expect(history.find((entry) => entry.transferType === 'Transfer')).toMatchObject({ fromUserPk: user.userPk, toUserPk: user.userPk, toAddress: signer.account.address, transactionHash: done.transactionHash });

    const listed = await t.get<TransferRequest[]>(`/api/account/v1/nft-transfer-request?edition_nft__public_pk=${nft.publicPk}`, { token });
    expect(listed.body).toEqual([expect.objectContaining({ publicPk: created.body.publicPk, status: 'Completed', transferStatus: 4, toAddress: signer.account.address })]);
    const twice = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nft.publicPk, walletAddress: signer.account.address }, { token });
    expect(twice.body.code).toBe('not_in_custody');
  });

  it('denies an edition the caller does not own, and a wallet that is not theirs', async () => {
    const owner = await buildSignedInUser(t);
    const stranger = await buildSignedInUser(t);
    const { nfts } = await buildCustodialEditions(t, owner.userPk);
    const { signer } = await connectDevWallet(t, stranger.tokens.idToken, 6);
    const denied = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nfts[0]!.publicPk, walletAddress: signer.account.address }, { token: stranger.tokens.idToken });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'not_owner', nonFieldErrors: ['You are not the owner of this NFT'] });

    const notMine = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nfts[0]!.publicPk, walletAddress: signer.account.address }, { token: owner.tokens.idToken });
    expect(notMine.status).toBe(400);
    expect(notMine.body.code).toBe('wallet_not_connected');
    const noWallet = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nfts[0]!.publicPk }, { token: owner.tokens.idToken });
    expect(noWallet.body.nonFieldErrors).toEqual(['Please select a wallet to continue!']);
    const unknown = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: '00000000-0000-4000-8000-000000000000', walletAddress: signer.account.address }, { token: owner.tokens.idToken });
    expect(unknown.body.nonFieldErrors).toEqual(['We were unable to determine which edition to transfer out of the custodial wallet.']);
    expect(await t.context.db.select().from(nftTransferRequests).where(eq(nftTransferRequests.editionNftPk, nfts[0]!.publicPk))).toHaveLength(0);
  });

  it('trusts the chain over the database: a token no longer in the custodial wallet cannot be sent', async () => {
    const user = await buildSignedInUser(t);
    const { nfts } = await buildCustodialEditions(t, user.userPk);
    const { signer } = await connectDevWallet(t, user.tokens.idToken, 7);
    await liveChain(t).indexer.stop();
    try {
      // The chain moved it (the database has not heard yet).
      const managed = await ensureManagedWallet(t.context, user.userPk);
      const live = liveChain(t);
      await live.network.dev!.network.chain.fund(managed.address as `0x${string}`, 10n ** 18n);
      const key = await managedSigner(t.context, live, managed);
      const hash = await key.writeContract({ address: live.network.addresses.editionToken, abi: editionTokenAbi, functionName: 'transferFrom', args: [managed.address as `0x${string}`, signer.account.address, BigInt(nfts[0]!.tokenId!)], chain: key.chain, account: key.account, gasPrice: await serverGasPriceFor(live.network) });
      await live.network.publicClient.waitForTransactionReceipt({ hash });
      const refused = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', { editionNftPublicPk: nfts[0]!.publicPk, walletAddress: signer.account.address }, { token: user.tokens.idToken });
      expect(refused.status).toBe(403);
    } finally {
      await liveChain(t).indexer.start();
    }
  });

  it('asks for a fresh authenticator code when the account has MFA on', async () => {
    const user = await buildSignedInUser(t);
    const token = user.tokens.idToken;
    const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token });
    await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token });
    await t.post('/dev/clock', { advanceMs: 11 * 60_000 });
    const { nfts } = await buildCustodialEditions(t, user.userPk);
    const { signer } = await connectDevWallet(t, token, 8);
    const body = { editionNftPublicPk: nfts[0]!.publicPk, walletAddress: signer.account.address };
    const refused = await t.post<ErrorBody>('/api/account/v1/nft-transfer-request', body, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('step_up_required');
    const accepted = await t.post<{ publicPk: string }>('/api/account/v1/nft-transfer-request', { ...body, code: await totpCode(associated.body.secretCode, 1) }, { token });
    expect(accepted.status).toBe(200);
    const other = await buildSignedInUser(t);
    const hidden = await t.get(`/api/account/v1/nft-transfer-request/status/${accepted.body.publicPk}`, { token: other.tokens.idToken });
    expect(hidden.status).toBe(404);
    await eventually(async () => (await t.get<Status>(`/api/account/v1/nft-transfer-request/status/${accepted.body.publicPk}`, { token })).body.status === 4, 60_000, 500);
    const [managed] = await t.context.db.select().from(wallets).where(and(eq(wallets.userPk, user.userPk), eq(wallets.isManaged, true)));
    expect(managed).toBeDefined();
  });
});
