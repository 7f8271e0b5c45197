import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC, editionTokenAbi, ListingStatus, marketplaceAbi, devAccount } from '@caskmark/contracts';
import { chainTransactions, editionHistory, editionNfts, listings, wallets } from '@caskmark/db';
import { demoListingPks } from '@caskmark/db/seed/demo-activity';
import type { UserInfo } from '@caskmark/shared/api/account';
import type { AuthTokens } from '@caskmark/shared/api/identity';
import { getAddress, type Address } from 'viem';
import { requireChain } from '../src/modules/chain/public';
import { startPersistentApp } from './chain-persistent-app';
import { createTestDatabase } from './support/test-database';
import type { TestApp } from './support/test-app';

interface Listing {
  publicPk: string;
  listingId: string | null;
  listingHandler: string;
  currency: string;
  isBundle: boolean;
  forSpecificBuyer: boolean;
  status: string;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'caskmark-chain-demo-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  t = await startPersistentApp(dataDir, database.url);
  return t;
}
async function stop() {
  await t?.close();
  t = undefined;
}

const activeListings = async (app: TestApp) => (await app.get<{ results: Listing[] }>('/api/marketplace/v2/listings/marketplace?size=50')).body.results;

/** What the chain says about every demo listing and edition, next to what the database says. */
async function chainView(app: TestApp) {
  const { publicClient, addresses } = requireChain(app.context).network;
  const read = { address: addresses.marketplace, abi: marketplaceAbi } as const;
  const rows = await app.context.db.select().from(listings).where(inArray(listings.publicPk, demoListingPks()));
  const listed = await Promise.all(
    rows.map(async (row) => ({
      row,
      status: row.listingId ? await publicClient.readContract({ ...read, functionName: 'listingStatus', args: [BigInt(row.listingId)] }) : null,
      seller: row.listingId ? (await publicClient.readContract({ ...read, functionName: 'getListing', args: [BigInt(row.listingId)] })).seller : null,
    })),
  );
  const owned = await app.context.db
    .select({ tokenId: editionNfts.tokenId, ownerAddress: editionNfts.ownerAddress })
    .from(editionNfts)
    .where(and(eq(editionNfts.status, 'owned'), isNotNull(editionNfts.tokenId)));
  const owners = await Promise.all(
    owned.map((nft) => publicClient.readContract({ address: addresses.editionToken, abi: editionTokenAbi, functionName: 'ownerOf', args: [BigInt(nft.tokenId!)] })),
  );
  return { listed, owned, owners };
}

async function walletSignIn(app: TestApp, index: number): Promise<UserInfo> {
  const signer = devAccount(index, DEV_MNEMONIC);
  const challenge = await app.post<{ message: string }>('/api/auth/v1/wallet/challenge', { address: signer.address });
  const signature = await signer.signMessage({ message: challenge.body.message });
  const answer = await app.post<{ tokens: AuthTokens }>('/api/auth/v1/wallet/sign-in', { address: signer.address, walletProvider: 'metaMask', message: challenge.body.message, signature });
  expect(answer.status).toBe(200);
  return (await app.get<UserInfo>('/api/account/v1/user-info', { token: answer.body.tokens.idToken })).body;
}

describe('the demo on the dev chain', () => {
  it('lists on chain from the sellers’ own approved wallets, and mints and redeems what the database records', async () => {
    const app = await start();
    const active = await activeListings(app);
    expect(active).toHaveLength(7);
    expect(active.every((listing) => listing.listingId !== null && listing.status === 'active')).toBe(true);
    expect(new Set(active.map((listing) => listing.currency))).toEqual(new Set(['USD', 'ETH']));
    expect(active.filter((listing) => listing.forSpecificBuyer)).toHaveLength(1);
    expect(active.filter((listing) => listing.isBundle)).toHaveLength(1);

    const { listed, owned, owners } = await chainView(app);
    for (const { row, status, seller } of listed) {
      expect(row.listingId, row.publicPk).not.toBeNull();
      expect(seller).toBe(getAddress(row.sellerAddress));
      expect(status).toBe(row.status === 'expired' ? ListingStatus.Expired : ListingStatus.Valid);
      // Spec part 2 §6: never a custodial wallet; the seller's own wallet has given the marketplace access.
      const [wallet] = await app.context.db.select().from(wallets).where(eq(wallets.address, getAddress(row.sellerAddress)));
      expect(wallet).toMatchObject({ userPk: row.sellerPk, isManaged: false, isApproved: true });
    }
    expect(listed.filter(({ row }) => row.status === 'expired')).toHaveLength(1);
    // The dev wallet offers the demo sellers' own wallets after anvil's ten, marked with whose they are.
    const config = await app.get<{ devAccounts: Array<{ index: number; connectedTo: string | null }> }>('/services/utility/v1/chain-config');
    expect(config.body.devAccounts.map((account) => account.index)).toEqual([...Array(16).keys()]);
    expect(config.body.devAccounts.filter((account) => account.connectedTo === 'ben').map((account) => account.index)).toEqual([4, 10]);
    expect(owners).toEqual(owned.map((nft) => getAddress(nft.ownerAddress!)));

    const redeemed = await app.context.db.select({ pk: editionNfts.publicPk, tokenId: editionNfts.tokenId }).from(editionNfts).where(eq(editionNfts.status, 'redeemed'));
    expect(redeemed).toHaveLength(3);
    const { publicClient, addresses } = requireChain(app.context).network;
    for (const nft of redeemed) {
      expect(await publicClient.readContract({ address: addresses.editionToken, abi: editionTokenAbi, functionName: 'burned', args: [BigInt(nft.tokenId!)] })).toBe(true);
      // One Redeem row, the demo's date kept, completed with the burn's transaction hash.
      const rows = await app.context.db.select().from(editionHistory).where(and(eq(editionHistory.editionNftPk, nft.pk), eq(editionHistory.transferType, 'Redeem')));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    }
  }, 180_000);

  it('restarts on the same data: nothing sent again, and ownership, listings, the ETH price and wallet sign-in still work', async () => {
    const before = await chainView(t!);
    const sent = (await t!.context.db.select().from(chainTransactions)).length;
    await stop();

    const app = await start();
    expect(requireChain(app.context).network.dev?.origin).toBe('reused');
    expect((await app.context.db.select().from(chainTransactions)).length).toBe(sent);
    const after = await chainView(app);
    expect(after.owners).toEqual(before.owners);
    expect(after.listed.map(({ row, status }) => [row.publicPk, row.listingId, status])).toEqual(before.listed.map(({ row, status }) => [row.publicPk, row.listingId, status]));
    expect(await activeListings(app)).toHaveLength(7);

    const price = await app.get<{ price: number; source: string; stale: boolean }>('/services/utility/v1/eth-price');
    expect(price.body).toMatchObject({ source: 'chain-feed', stale: false });
    expect(price.body.price).toBeGreaterThan(0);
    // Ava's MetaMask (dev account 3) signs into Ava's account; Ben's listing wallet (10) into Ben's.
    expect((await walletSignIn(app, 3)).handler).toBe('ava');
    expect((await walletSignIn(app, 10)).handler).toBe('ben');
  }, 180_000);

  it('after the chain alone is lost, mints and lists the demo again on the new chain', async () => {
    await stop();
    rmSync(path.join(dataDir, 'chain'), { recursive: true, force: true });
    const app = await start();
    expect(requireChain(app.context).network.dev?.origin).toBe('new-chain');
    const { listed, owned, owners } = await chainView(app);
    expect(owners).toEqual(owned.map((nft) => getAddress(nft.ownerAddress!)));
    expect(listed.every(({ row, status }) => status === (row.status === 'expired' ? ListingStatus.Expired : ListingStatus.Valid))).toBe(true);
    expect(await activeListings(app)).toHaveLength(7);
    const approvals = await app.context.db.select().from(wallets).where(eq(wallets.address, getAddress(devAccount(10).address as Address)));
    expect(approvals[0]?.isApproved).toBe(true);
  }, 180_000);
});
