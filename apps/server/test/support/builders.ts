import { randomUUID } from 'node:crypto';
import { eq as sqlEq } from 'drizzle-orm';
import {
  brands,
  cartLines,
  checkoutCarts,
  editionHistory,
  editionNfts,
  editions,
  listingItems,
  listings,
  products,
  releasePacks,
  releases,
  users,
  type Db,
} from '@caskmark/db';

/**
 * Test data builders: each writes real rows with sensible defaults and takes overrides, so a test
 * states only what it is about. Names are unique per call.
 */
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence += 1)}`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type UserRow = typeof users.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ReleaseRow = typeof releases.$inferSelect;
export type PackRow = typeof releasePacks.$inferSelect;
export type EditionRow = typeof editions.$inferSelect;
export type EditionNftRow = typeof editionNfts.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;

export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const id = next();
  const [row] = await db
    .insert(users)
    .values({ username: `user-${id}`, handler: `collector_${id}`, email: `user-${id}@test.test`, ...overrides })
    .returning();
  return row!;
}

export async function buildBrand(db: Db, overrides: Partial<typeof brands.$inferInsert> = {}): Promise<BrandRow> {
  const id = next();
  const [row] = await db
    .insert(brands)
    .values({ slug: `brand-${id}`, name: `Brand ${id}`, category: 'Whisky', country: 'Scotland', description: 'A test producer.', ...overrides })
    .returning();
  return row!;
}

export async function buildProduct(db: Db, overrides: Partial<typeof products.$inferInsert> & { brandPk?: string } = {}): Promise<ProductRow> {
  const brandPk = overrides.brandPk ?? (await buildBrand(db)).publicPk;
  const [row] = await db
    .insert(products)
    .values({
      title: `Bottle ${next()}`,
      category: 'Whisky',
      whiskyType: 'Single Malt',
      country: 'Scotland',
      region: 'Speyside',
      bottleSizeMl: 700,
      ageStatement: 12,
      colour: 'Amber',
      bottler: 'Distillery Bottling',
      abv: '46.0',
      weightKg: '1.50',
      image: '/media/test.svg',
      ...overrides,
      brandPk,
    })
    .returning();
  return row!;
}

export interface ReleaseOverrides extends Partial<typeof releases.$inferInsert> {
  now?: Date;
}

/** A lobby release, open since a day before `now`, closing in a week. */
export async function buildRelease(db: Db, overrides: ReleaseOverrides = {}): Promise<ReleaseRow> {
  const { now = new Date(), ...rest } = overrides;
  const brandPk = rest.brandPk ?? (await buildBrand(db)).publicPk;
  const id = next();
  const [row] = await db
    .insert(releases)
    .values({
      slug: `release-${id}`,
      productTitle: `Release ${id}`,
      releaseStyle: 'lobby',
      lobbyOpenDate: new Date(now.getTime() - DAY),
      lobbyCloseDate: new Date(now.getTime() + 7 * DAY),
      ...rest,
      brandPk,
    })
    .returning();
  return row!;
}

export async function buildReleasePack(db: Db, overrides: Partial<typeof releasePacks.$inferInsert> & { now?: Date } = {}): Promise<PackRow> {
  const { now, ...rest } = overrides;
  const releasePk = rest.releasePk ?? (await buildRelease(db, { now })).publicPk;
  const [row] = await db
    .insert(releasePacks)
    .values({ name: `Pack ${next()}`, listingPriceCents: 10_000, ...rest, releasePk })
    .returning();
  return row!;
}

export interface EditionNftsOptions {
  pack: PackRow;
  count: number;
  /** Defaults to a new product of the pack's brand. */
  productPk?: string;
  priceCents?: number;
  firstNumber?: number;
  totalCount?: number;
  nft?: Partial<typeof editionNfts.$inferInsert>;
}

/** One edition of a product in `pack`, issued as `count` numbered NFTs. */
export async function buildEditionNfts(db: Db, options: EditionNftsOptions): Promise<{ edition: EditionRow; nfts: EditionNftRow[] }> {
  let productPk = options.productPk;
  if (!productPk) {
    const [release] = await db.select({ brandPk: releases.brandPk }).from(releases).where(sqlEq(releases.publicPk, options.pack.releasePk));
    productPk = (await buildProduct(db, { brandPk: release!.brandPk })).publicPk;
  }
  const [edition] = await db
    .insert(editions)
    .values({ releasePackPk: options.pack.publicPk, productPk, totalCount: options.totalCount ?? options.count })
    .returning();
  const rows = Array.from({ length: options.count }, (_, index) => ({
    editionPk: edition!.publicPk,
    editionNumber: (options.firstNumber ?? 1) + index,
    primaryPriceCents: options.priceCents ?? options.pack.listingPriceCents,
    ...options.nft,
  }));
  const nfts = rows.length ? await db.insert(editionNfts).values(rows).returning() : [];
  return { edition: edition!, nfts: nfts.sort((a, b) => a.editionNumber - b.editionNumber) };
}

/** Marks NFTs sold to `owner`. */
export async function sellTo(db: Db, nfts: EditionNftRow[], owner: UserRow, at = new Date()): Promise<void> {
  for (const nft of nfts) {
    await db
      .update(editionNfts)
      .set({ status: 'owned', ownerPk: owner.publicPk, ownerAddress: `0x${owner.publicPk.replace(/-/g, '').slice(0, 40).padEnd(40, '0')}`, soldAt: at })
      .where(sqlEq(editionNfts.publicPk, nft.publicPk));
  }
}

export interface ListingOptions extends Partial<typeof listings.$inferInsert> {
  seller: UserRow;
  nfts: EditionNftRow[];
  now?: Date;
}

/** An active USD listing valid for a month, by the owner of `nfts`. */
export async function buildListing(db: Db, options: ListingOptions): Promise<ListingRow> {
  const { seller, nfts, now = new Date(), ...rest } = options;
  const [row] = await db
    .insert(listings)
    .values({
      sellerPk: seller.publicPk,
      sellerAddress: `0x${seller.publicPk.replace(/-/g, '').slice(0, 40).padEnd(40, '0')}`,
      amount: '250',
      currency: 'USD',
      priceUsdCents: 25_000,
      validUntil: new Date(now.getTime() + 30 * DAY),
      isBundle: nfts.length > 1,
      createdAt: now,
      ...rest,
    })
    .returning();
  await db.insert(listingItems).values(nfts.map((nft) => ({ listingPk: row!.publicPk, editionNftPk: nft.publicPk })));
  return row!;
}

/** An open checkout cart of `user` holding `nfts` (cart lines with released_at null). */
export async function buildCartHold(db: Db, options: { user: UserRow; pack: PackRow; nfts: EditionNftRow[]; now?: Date }) {
  const now = options.now ?? new Date();
  const [cart] = await db
    .insert(checkoutCarts)
    .values({ userPk: options.user.publicPk, releasePackPk: options.pack.publicPk, validUntil: new Date(now.getTime() + 15 * 60_000) })
    .returning();
  const lines = await db
    .insert(cartLines)
    .values(options.nfts.map((nft) => ({ cartPk: cart!.publicPk, editionNftPk: nft.publicPk, amountCents: nft.primaryPriceCents })))
    .returning();
  return { cart: cart!, lines };
}

export async function buildHistory(db: Db, overrides: Partial<typeof editionHistory.$inferInsert> & { releasePk: string }) {
  const [row] = await db
    .insert(editionHistory)
    .values({ transferType: 'Primary Market Sale', sourceKey: `test:${randomUUID()}`, ...overrides })
    .returning();
  return row!;
}

export const ms = { HOUR, DAY };
