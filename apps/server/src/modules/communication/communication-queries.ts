import { and, asc, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { announcements, giveaways, giveawayTerms, pressReleases, type DbOrTx } from '@caskmark/db';
import type { Announcement, Giveaway, GiveawayTerms, PressRelease } from '@caskmark/shared/api/communication';
import { notFound } from '../../platform/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lists of editorial content are short; this cap keeps them so whatever staff add. */
export const CONTENT_LIST_CAP = 100;

/** A query date: 'YYYY-MM-DD' means that whole day in UTC (its end for an upper bound, its start for a lower). */
export function queryDate(value: string, bound: 'start' | 'end'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T${bound === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  return new Date(value);
}

function saleStatus(start: Date, end: Date | null, now: Date): 'upcoming' | 'live' | 'closed' {
  if (start > now) return 'upcoming';
  if (end && end <= now) return 'closed';
  return 'live';
}

type GiveawayRow = typeof giveaways.$inferSelect;
function presentGiveaway(row: GiveawayRow, now: Date): Giveaway {
  return {
    publicPk: row.publicPk,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: row.image,
    prize: row.prize,
    brandSlug: row.brandSlug,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    status: saleStatus(row.startDate, row.endDate, now),
  };
}

export async function listGiveaways(db: DbOrTx, now: Date, filters: { startDateLte?: Date; endDateGte?: Date; brandSlug?: string }) {
  const conditions: SQL[] = [];
  if (filters.startDateLte) conditions.push(lte(giveaways.startDate, filters.startDateLte));
  if (filters.endDateGte) conditions.push(gte(giveaways.endDate, filters.endDateGte));
  if (filters.brandSlug) conditions.push(eq(giveaways.brandSlug, filters.brandSlug));
  const rows = await db
    .select()
    .from(giveaways)
    .where(conditions.length ? and(...conditions) : undefined)
    // Live ones first (closing soonest), then upcoming, then the closed archive.
    .orderBy(
      sql`case when ${giveaways.startDate} <= ${now.toISOString()}::timestamptz and ${giveaways.endDate} > ${now.toISOString()}::timestamptz then 0 when ${giveaways.startDate} > ${now.toISOString()}::timestamptz then 1 else 2 end`,
      asc(giveaways.endDate),
      asc(giveaways.slug),
    )
    .limit(CONTENT_LIST_CAP);
  return { count: rows.length, results: rows.map((row) => presentGiveaway(row, now)) };
}

export async function requireGiveaway(db: DbOrTx, now: Date, slug: string): Promise<Giveaway> {
  const [row] = await db.select().from(giveaways).where(eq(giveaways.slug, slug)).limit(1);
  if (!row) throw notFound('Giveaway');
  return presentGiveaway(row, now);
}

export async function listGiveawayTerms(db: DbOrTx, now: Date, filters: { startDateLte?: Date; endDateGte?: Date; onlyValid?: boolean }) {
  const conditions: SQL[] = [];
  if (filters.startDateLte) conditions.push(lte(giveawayTerms.startDate, filters.startDateLte));
  if (filters.endDateGte) conditions.push(or(isNull(giveawayTerms.endDate), gte(giveawayTerms.endDate, filters.endDateGte))!);
  if (filters.onlyValid) {
    conditions.push(lte(giveawayTerms.startDate, now));
    conditions.push(or(isNull(giveawayTerms.endDate), sql`${giveawayTerms.endDate} > ${now.toISOString()}::timestamptz`)!);
  }
  const rows = await db
    .select()
    .from(giveawayTerms)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(giveawayTerms.startDate))
    .limit(CONTENT_LIST_CAP);
  const results: GiveawayTerms[] = rows.map((row) => ({
    publicPk: row.publicPk,
    title: row.title,
    body: row.body,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    isValid: saleStatus(row.startDate, row.endDate, now) === 'live',
  }));
  return { count: results.length, results };
}

type AnnouncementRow = typeof announcements.$inferSelect;
const presentAnnouncement = (row: AnnouncementRow): Announcement => ({
  publicPk: row.publicPk,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  image: row.image,
  publishedAt: row.publishedAt.toISOString(),
});

/** Published announcements, newest first; scheduled ones stay hidden until their date. */
export async function listAnnouncements(db: DbOrTx, now: Date, limit: number, offset: number) {
  const published = lte(announcements.publishedAt, now);
  const [rows, [total]] = await Promise.all([
    db.select().from(announcements).where(published).orderBy(desc(announcements.publishedAt), asc(announcements.slug)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(announcements).where(published),
  ]);
  return { count: Number(total?.count ?? 0), results: rows.map(presentAnnouncement) };
}

export async function requireAnnouncement(db: DbOrTx, now: Date, id: string): Promise<Announcement> {
  const match = UUID.test(id) ? or(eq(announcements.slug, id), eq(announcements.publicPk, id.toLowerCase())) : eq(announcements.slug, id);
  const [row] = await db.select().from(announcements).where(and(match, lte(announcements.publishedAt, now))).limit(1);
  if (!row) throw notFound('Announcement');
  return presentAnnouncement(row);
}

export async function listPressReleases(db: DbOrTx, now: Date, filters: { releaseSlug?: string; isGeneric?: boolean }) {
  const conditions: SQL[] = [lte(pressReleases.publishedAt, now)];
  if (filters.releaseSlug) conditions.push(eq(pressReleases.releaseSlug, filters.releaseSlug));
  if (filters.isGeneric !== undefined) conditions.push(eq(pressReleases.isGeneric, filters.isGeneric));
  const rows = await db
    .select()
    .from(pressReleases)
    .where(and(...conditions))
    .orderBy(desc(pressReleases.publishedAt), asc(pressReleases.publicPk))
    .limit(CONTENT_LIST_CAP);
  const results: PressRelease[] = rows.map((row) => ({
    publicPk: row.publicPk,
    title: row.title,
    outlet: row.outlet,
    summary: row.summary,
    url: row.url,
    releaseSlug: row.releaseSlug,
    isGeneric: row.isGeneric,
    publishedAt: row.publishedAt.toISOString(),
  }));
  return { count: results.length, results };
}
