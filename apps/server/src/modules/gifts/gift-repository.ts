import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { giftTransfers, gifts, users, type DbOrTx } from '@caskmark/db';
import { inUuidList, rowsOf } from '../catalogue/public';

export type GiftRow = typeof gifts.$inferSelect;
export type GiftTransferRow = typeof giftTransfers.$inferSelect;

/** What a gift shows of its edition and its sender. */
export interface GiftEditionView {
  nft_pk: string;
  product_title: string;
  edition_number: number;
  brand_name: string;
  image: string;
  video: string;
}

export async function giftByPk(db: DbOrTx, giftPk: string): Promise<GiftRow | null> {
  const [row] = await db.select().from(gifts).where(eq(gifts.publicPk, giftPk));
  return row ?? null;
}

/** The open gift (pending or transferring) of an edition NFT, if any: what locks it. */
export async function openGiftOf(db: DbOrTx, editionNftPk: string): Promise<GiftRow | null> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.editionNftPk, editionNftPk), inArray(gifts.status, ['pending', 'transferring'])));
  return row ?? null;
}

/** Gifts I made, newest first; `statuses` narrows them. */
export async function giftsSentBy(db: DbOrTx, senderPk: string, statuses?: GiftRow['status'][]): Promise<GiftRow[]> {
  const mine = eq(gifts.senderPk, senderPk);
  return db
    .select()
    .from(gifts)
    .where(statuses ? and(mine, inArray(gifts.status, statuses)) : mine)
    .orderBy(desc(gifts.createdAt));
}

/** Gifts made to an e-mail address (any case), newest first; `statuses` narrows them. */
export async function giftsTo(db: DbOrTx, email: string, statuses?: GiftRow['status'][]): Promise<GiftRow[]> {
  const toMe = sql`lower(${gifts.receiverEmail}) = ${email.toLowerCase()}`;
  return db
    .select()
    .from(gifts)
    .where(statuses ? and(toMe, inArray(gifts.status, statuses)) : toMe)
    .orderBy(desc(gifts.createdAt));
}

/** Every gift I made or that was made to my e-mail (or that I took), newest first. */
export async function giftsAround(db: DbOrTx, userPk: string, email: string | null): Promise<GiftRow[]> {
  const conditions = [eq(gifts.senderPk, userPk), eq(gifts.receiverPk, userPk)];
  if (email) conditions.push(sql`lower(${gifts.receiverEmail}) = ${email.toLowerCase()}`);
  return db.select().from(gifts).where(or(...conditions)).orderBy(desc(gifts.createdAt));
}

export async function editionViewsOf(db: DbOrTx, nftPks: string[]): Promise<Map<string, GiftEditionView>> {
  if (nftPks.length === 0) return new Map();
  const rows = await rowsOf<GiftEditionView>(
    db,
    sql`select n.public_pk::text as nft_pk, pr.title as product_title, n.edition_number, b.name as brand_name,
        coalesce(nullif(pr.image, ''), p.image) as image, coalesce(nullif(pr.video, ''), p.video, '') as video
      from edition_nfts n
      join editions e on e.public_pk = n.edition_pk
      join release_packs p on p.public_pk = e.release_pack_pk
      join releases r on r.public_pk = p.release_pk
      join brands b on b.public_pk = r.brand_pk
      join products pr on pr.public_pk = e.product_pk
      where ${inUuidList(sql`n.public_pk`, nftPks)}`,
  );
  return new Map(rows.map((row) => [row.nft_pk, row]));
}

export async function handlersOf(db: DbOrTx, userPks: string[]): Promise<Map<string, string>> {
  if (userPks.length === 0) return new Map();
  const rows = await db.select({ publicPk: users.publicPk, handler: users.handler }).from(users).where(inArray(users.publicPk, userPks));
  return new Map(rows.map((row) => [row.publicPk, row.handler]));
}

/** The newest transfer of each gift. */
export async function latestTransfersOf(db: DbOrTx, giftPks: string[]): Promise<Map<string, GiftTransferRow>> {
  if (giftPks.length === 0) return new Map();
  const rows = await db.select().from(giftTransfers).where(inArray(giftTransfers.giftPk, giftPks)).orderBy(desc(giftTransfers.createdAt));
  const latest = new Map<string, GiftTransferRow>();
  for (const row of rows) if (!latest.has(row.giftPk)) latest.set(row.giftPk, row);
  return latest;
}

export async function giftTransferByPk(db: DbOrTx, transferPk: string): Promise<GiftTransferRow | null> {
  const [row] = await db.select().from(giftTransfers).where(eq(giftTransfers.publicPk, transferPk));
  return row ?? null;
}
