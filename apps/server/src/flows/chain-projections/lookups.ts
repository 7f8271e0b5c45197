import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { editionNfts, editions, releasePacks, users, wallets, type Tx } from '@caskmark/db';
import { zeroAddress, type Address } from 'viem';
import type { IndexerBatch } from '../../modules/chain/public';

export interface WalletOwner {
  userPk: string;
  isManaged: boolean;
  isBrand: boolean;
}

export interface IndexedNft {
  publicPk: string;
  releasePk: string;
  status: (typeof editionNfts.$inferSelect)['status'];
  ownerPk: string | null;
}

export const isZero = (address: Address) => address.toLowerCase() === zeroAddress;

/**
 * Who holds an address and which edition a token id is, loaded for a whole batch in two queries
 * and shared by the projections of that batch (a mint of hundreds of tokens stays a few queries).
 */
export class ProjectionLookups {
  private readonly owners = new Map<string, WalletOwner | null>();
  private readonly nfts = new Map<string, IndexedNft | null>();

  constructor(private readonly tx: Tx) {}

  async prefetch(batch: IndexerBatch): Promise<void> {
    const tokenIds = new Set<string>();
    const addresses = new Set<string>();
    for (const transaction of batch.transactions) {
      for (const { event } of transaction.logs) {
        if (event.name === 'Transfer') {
          tokenIds.add(event.tokenId.toString());
          addresses.add(event.from.toLowerCase()).add(event.to.toLowerCase());
        } else if (event.name === 'Swapped' || event.name === 'ListingCreated') {
          for (const tokenId of event.tokenIds) tokenIds.add(tokenId.toString());
          addresses.add(event.seller.toLowerCase()).add(event.buyer.toLowerCase());
        } else if (event.name === 'SettledByCard') {
          for (const tokenId of event.tokenIds) tokenIds.add(tokenId.toString());
          addresses.add(event.seller.toLowerCase()).add(event.recipient.toLowerCase());
        }
      }
    }
    addresses.delete(zeroAddress);
    const missingTokens = [...tokenIds].filter((id) => !this.nfts.has(id));
    for (let start = 0; start < missingTokens.length; start += 500) {
      const slice = missingTokens.slice(start, start + 500);
      const rows = await this.nftQuery().where(inArray(editionNfts.tokenId, slice));
      for (const id of slice) this.nfts.set(id, null);
      for (const { tokenId, ...nft } of rows) this.nfts.set(String(tokenId), nft);
    }
    const missingOwners = [...addresses].filter((address) => !this.owners.has(address));
    if (missingOwners.length > 0) {
      const rows = await this.tx
        .select({ address: sql<string>`lower(${wallets.address})`, userPk: wallets.userPk, isManaged: wallets.isManaged, isBrand: users.isBrand })
        .from(wallets)
        .innerJoin(users, eq(users.publicPk, wallets.userPk))
        .where(and(inArray(sql`lower(${wallets.address})`, missingOwners), isNull(wallets.deletedAt)));
      for (const address of missingOwners) this.owners.set(address, null);
      for (const { address, ...owner } of rows) this.owners.set(address, owner);
    }
  }

  async ownerOf(address: Address): Promise<WalletOwner | null> {
    if (isZero(address)) return null;
    const key = address.toLowerCase();
    if (!this.owners.has(key)) {
      const [row] = await this.tx
        .select({ userPk: wallets.userPk, isManaged: wallets.isManaged, isBrand: users.isBrand })
        .from(wallets)
        .innerJoin(users, eq(users.publicPk, wallets.userPk))
        .where(and(sql`lower(${wallets.address}) = ${key}`, isNull(wallets.deletedAt)));
      this.owners.set(key, row ?? null);
    }
    return this.owners.get(key) ?? null;
  }

  async nft(tokenId: bigint): Promise<IndexedNft | null> {
    const key = tokenId.toString();
    if (!this.nfts.has(key)) {
      const [row] = await this.nftQuery().where(eq(editionNfts.tokenId, key));
      this.nfts.set(key, row ? { publicPk: row.publicPk, releasePk: row.releasePk, status: row.status, ownerPk: row.ownerPk } : null);
    }
    return this.nfts.get(key) ?? null;
  }

  /** Keeps the memo in step with what a projection just wrote. */
  remember(tokenId: bigint, nft: IndexedNft): void {
    this.nfts.set(tokenId.toString(), nft);
  }

  private nftQuery() {
    return this.tx
      .select({ tokenId: editionNfts.tokenId, publicPk: editionNfts.publicPk, releasePk: releasePacks.releasePk, status: editionNfts.status, ownerPk: editionNfts.ownerPk })
      .from(editionNfts)
      .innerJoin(editions, eq(editions.publicPk, editionNfts.editionPk))
      .innerJoin(releasePacks, eq(releasePacks.publicPk, editions.releasePackPk));
  }
}

const shared = new WeakMap<IndexerBatch, ProjectionLookups>();

/** The lookups of this batch, prefetched once for all projections. */
export async function lookupsFor(tx: Tx, batch: IndexerBatch): Promise<ProjectionLookups> {
  let lookups = shared.get(batch);
  if (!lookups) {
    lookups = new ProjectionLookups(tx);
    await lookups.prefetch(batch);
    shared.set(batch, lookups);
  }
  return lookups;
}
