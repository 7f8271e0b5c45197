import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { redemptionNotes, redemptions, type DbOrTx } from '@caskmark/db';
import { rowsOf } from '../catalogue/public';

export type RedemptionRow = typeof redemptions.$inferSelect;
export type NewRedemption = typeof redemptions.$inferInsert;
export type NoteRow = typeof redemptionNotes.$inferSelect;
export type RedemptionRecordStatus = RedemptionRow['status'];

/** What a request shows of its bottle. */
export interface RedemptionProduct {
  nft_pk: string;
  edition_number: number;
  title: string;
  image: string;
  brand_name: string;
}

export interface RedemptionView {
  row: RedemptionRow;
  product: RedemptionProduct;
  notes: NoteRow[];
}

export async function redemptionByPk(db: DbOrTx, publicPk: string): Promise<RedemptionRow | null> {
  const [row] = await db.select().from(redemptions).where(eq(redemptions.publicPk, publicPk));
  return row ?? null;
}

/** The live (not cancelled) request of an edition NFT, whoever made it. */
export async function liveRedemptionOfNft(db: DbOrTx, editionNftPk: string): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.editionNftPk, editionNftPk), ne(redemptions.status, 'cancelled')));
  return row ?? null;
}

/** The live request of an NFT locked for this transaction (creation and payment start serialise on it). */
export async function lockLiveRedemption(db: DbOrTx, editionNftPk: string): Promise<RedemptionRow | null> {
  const [row] = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.editionNftPk, editionNftPk), ne(redemptions.status, 'cancelled')))
    .for('update');
  return row ?? null;
}

export async function insertRedemption(db: DbOrTx, values: NewRedemption): Promise<RedemptionRow> {
  const [row] = await db.insert(redemptions).values(values).returning();
  return row!;
}

/** Writes `changes` when the request is still in one of `from`; answers the row as written, or null. */
export async function moveRedemption(db: DbOrTx, publicPk: string, from: RedemptionRecordStatus[], changes: Partial<NewRedemption>): Promise<RedemptionRow | null> {
  const [row] = await db
    .update(redemptions)
    .set({ ...changes, updatedAt: changes.updatedAt ?? new Date() })
    .where(and(eq(redemptions.publicPk, publicPk), inArray(redemptions.status, from)))
    .returning();
  return row ?? null;
}

/** Records that an e-mail went out (at most once per kind, give or take a crash between the two). */
export async function markMailSent(db: DbOrTx, publicPk: string, kind: string): Promise<void> {
  await db
    .update(redemptions)
    .set({ mailsSent: sql`${redemptions.mailsSent} || ${JSON.stringify([kind])}::jsonb` })
    .where(and(eq(redemptions.publicPk, publicPk), sql`not (${redemptions.mailsSent} ? ${kind})`));
}

export async function notesOf(db: DbOrTx, redemptionPks: string[]): Promise<Map<string, NoteRow[]>> {
  const notes = new Map<string, NoteRow[]>();
  if (redemptionPks.length === 0) return notes;
  const rows = await db.select().from(redemptionNotes).where(inArray(redemptionNotes.redemptionPk, redemptionPks)).orderBy(asc(redemptionNotes.createdAt));
  for (const row of rows) notes.set(row.redemptionPk, [...(notes.get(row.redemptionPk) ?? []), row]);
  return notes;
}

export async function addNote(db: DbOrTx, values: typeof redemptionNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(redemptionNotes).values(values).returning();
  return row!;
}

async function productsOf(db: DbOrTx, nftPks: string[]): Promise<Map<string, RedemptionProduct>> {
  if (nftPks.length === 0) return new Map();
  const rows = await rowsOf<RedemptionProduct>(
    db,
    sql`select n.public_pk::text as nft_pk, n.edition_number, pr.title, coalesce(nullif(pr.image, ''), p.image) as image, b.name as brand_name
from edition_nfts n
join editions e on e.public_pk = n.edition_pk
join products pr on pr.public_pk = e.product_pk
join release_packs p on p.public_pk = e.release_pack_pk
join releases r on r.public_pk = p.release_pk
join brands b on b.public_pk = r.brand_pk
where n.public_pk in (${sql.join(
      nftPks.map((pk) => sql`${pk}::uuid`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.nft_pk, row]));
}

/** Requests with their bottle and notes, in the order given. */
export async function viewsOf(db: DbOrTx, rows: RedemptionRow[]): Promise<RedemptionView[]> {
  const products = await productsOf(db, [...new Set(rows.map((row) => row.editionNftPk))]);
  const notes = await notesOf(
    db,
    rows.map((row) => row.publicPk),
  );
  return rows.map((row) => ({
    row,
    product: products.get(row.editionNftPk) ?? { nft_pk: row.editionNftPk, edition_number: 0, title: 'Unknown bottle', image: '', brand_name: '' },
    notes: notes.get(row.publicPk) ?? [],
  }));
}

/** A person's requests, newest first (cancelled ones are not shown: they never happened for the collector). */
export async function redemptionsOfUser(db: DbOrTx, userPk: string, limit: number, offset: number): Promise<{ count: number; rows: RedemptionRow[] }> {
  const where = and(eq(redemptions.userPk, userPk), ne(redemptions.status, 'cancelled'));
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(redemptions).where(where);
  const rows = await db.select().from(redemptions).where(where).orderBy(desc(redemptions.createdAt), desc(redemptions.publicPk)).limit(limit).offset(offset);
  return { count, rows };
}

/** The fulfilment queue: the given statuses, oldest first (the warehouse works first in, first out). */
export async function redemptionsInStatus(db: DbOrTx, statuses: RedemptionRecordStatus[], limit = 200): Promise<RedemptionRow[]> {
  return db.select().from(redemptions).where(inArray(redemptions.status, statuses)).orderBy(asc(redemptions.createdAt)).limit(limit);
}
