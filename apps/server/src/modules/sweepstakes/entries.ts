import { and, eq } from 'drizzle-orm';
import { drawEntries, drawPhotoIds, type DbOrTx, type StoredQuestionnaire } from '@caskmark/db';
import { createSweepstakesQuestionnaireSchema, sweepstakesEntryFeeCents } from '@caskmark/shared/forms/sweepstakes';
import {
  ENTRY_ALREADY_PAID_MESSAGE,
  ERROR_CREATING_ENTRY_MESSAGE,
  LOBBY_NOT_OPEN_MESSAGE,
  NO_EXISTING_ENTRY_MESSAGE,
  SWEEPSTAKES_CLOSED_MESSAGE,
} from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { commitDraw, drawPackOf, windowOf, type DrawKind, type DrawPack } from './draw-packs';

export type EntryRow = typeof drawEntries.$inferSelect;

export async function entryOf(db: DbOrTx, packPk: string, userPk: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(drawEntries).where(and(eq(drawEntries.releasePackPk, packPk), eq(drawEntries.userPk, userPk)));
  return row ?? null;
}

export async function entryByPk(db: DbOrTx, entryPk: string): Promise<EntryRow | null> {
  const [row] = await db.select().from(drawEntries).where(eq(drawEntries.publicPk, entryPk));
  return row ?? null;
}

/** The caller's entry, or the spec's 'No existing entry found. Please refresh and try again.' (404). */
export async function requireEntry(db: DbOrTx, packPk: string, userPk: string): Promise<EntryRow> {
  const entry = await entryOf(db, packPk, userPk);
  if (!entry) throw new AppError({ status: 404, code: 'no_entry', message: NO_EXISTING_ENTRY_MESSAGE });
  return entry;
}

/** Refuses what only an open sale allows, with the spec's texts. */
export function requireOpen(pack: DrawPack, now: Date): void {
  const window = windowOf(pack, now);
  if (window === 'notOpen') throw badRequest(LOBBY_NOT_OPEN_MESSAGE, { code: 'not_open' });
  if (window === 'closed') throw badRequest(SWEEPSTAKES_CLOSED_MESSAGE, { code: 'closed' });
}

/**
 * POST entry (spec part 1 §4: made when none exists and the lobby is open): one per collector and pack,
 * quantity 1 at the listing price; the pack's commitment is made first if the draw task has not yet.
 */
export async function createEntry(context: AppContext, kind: DrawKind, packPk: string, userPk: string): Promise<EntryRow> {
  const pack = await drawPackOf(context.db, packPk, kind);
  const existing = await entryOf(context.db, packPk, userPk);
  if (existing) return existing;
  const now = context.clock.now();
  requireOpen(pack, now);
  if (pack.listingPriceCents <= 0) throw badRequest(ERROR_CREATING_ENTRY_MESSAGE, { code: 'no_fee' });
  await commitDraw(context.db, pack, now);
  await context.db
    .insert(drawEntries)
    .values({ releasePackPk: packPk, userPk, kind, quantity: 1, amountCents: sweepstakesEntryFeeCents(pack.listingPriceCents / 100, 1), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const entry = await entryOf(context.db, packPk, userPk);
  if (!entry) throw badRequest(ERROR_CREATING_ENTRY_MESSAGE, { code: 'entry_not_created' });
  return entry;
}

/** An entry whose fee may still change: open sale, not paid, no payment under way. */
function requireEditable(entry: EntryRow, paymentUnderWay: boolean): void {
  if (entry.status !== 'inProgress' || paymentUnderWay) throw badRequest(ENTRY_ALREADY_PAID_MESSAGE, { code: 'already_paid' });
}

/** POST entry/quantity: 1 to 10 entries, the fee = listingPrice × quantity (exact cents). */
export async function setEntryQuantity(context: AppContext, packPk: string, userPk: string, quantity: number, paymentUnderWay: boolean): Promise<EntryRow> {
  const pack = await drawPackOf(context.db, packPk, 'sweepstakes');
  requireOpen(pack, context.clock.now());
  const entry = await requireEntry(context.db, packPk, userPk);
  requireEditable(entry, paymentUnderWay);
  const amountCents = sweepstakesEntryFeeCents(pack.listingPriceCents / 100, quantity);
  const [updated] = await context.db
    .update(drawEntries)
    .set({ quantity, amountCents, updatedAt: context.clock.now() })
    .where(and(eq(drawEntries.publicPk, entry.publicPk), eq(drawEntries.status, 'inProgress')))
    .returning();
  if (!updated) throw badRequest(ENTRY_ALREADY_PAID_MESSAGE, { code: 'already_paid' });
  return updated;
}

/**
 * POST entry-alt: the questionnaire (spec part 1 §5 "Sweepstakes form") on the entry, checked with the
 * form's own schema on the business clock (age 21); a photo ID must be one this entry uploaded and
 * confirmed. It may be sent again until the entry is paid.
 */
export async function submitQuestionnaire(context: AppContext, packPk: string, userPk: string, input: Record<string, unknown>, paymentUnderWay: boolean): Promise<EntryRow> {
  const pack = await drawPackOf(context.db, packPk, 'sweepstakes');
  const now = context.clock.now();
  requireOpen(pack, now);
  const entry = await requireEntry(context.db, packPk, userPk);
  requireEditable(entry, paymentUnderWay);
  const parsed = createSweepstakesQuestionnaireSchema({ now }).safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    const nonFieldErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      if (!field) nonFieldErrors.push(issue.message);
      else (fieldErrors[field] ??= []).push(issue.message);
    }
    throw new AppError({ status: 400, code: 'invalid', message: nonFieldErrors[0] ?? Object.values(fieldErrors)[0]?.[0] ?? 'Invalid', nonFieldErrors, fieldErrors });
  }
  const form = parsed.data;
  if (form.photoId) {
    const [photo] = await context.db
      .select({ status: drawPhotoIds.status })
      .from(drawPhotoIds)
      .where(and(eq(drawPhotoIds.publicPk, form.photoId), eq(drawPhotoIds.entryPk, entry.publicPk)));
    if (!photo || photo.status !== 'confirmed') throw notFound('Photo ID');
  }
  const questionnaire: StoredQuestionnaire = { ...form, photoId: form.photoId || null };
  const [updated] = await context.db.update(drawEntries).set({ questionnaire, updatedAt: now }).where(and(eq(drawEntries.publicPk, entry.publicPk), eq(drawEntries.status, 'inProgress'))).returning();
  if (!updated) throw badRequest(ENTRY_ALREADY_PAID_MESSAGE, { code: 'already_paid' });
  return updated;
}

/** Marks an entry paid once its fee is captured (idempotent: only an inProgress entry moves). */
export async function markEntryPaid(db: DbOrTx, entryPk: string, intentPk: string, now: Date): Promise<boolean> {
  const moved = await db
    .update(drawEntries)
    .set({ status: 'paid', paidIntentPk: intentPk, paidAt: now, updatedAt: now })
    .where(and(eq(drawEntries.publicPk, entryPk), eq(drawEntries.status, 'inProgress')))
    .returning({ publicPk: drawEntries.publicPk });
  return moved.length > 0;
}

export async function entriesOfPack(db: DbOrTx, packPk: string): Promise<EntryRow[]> {
  return db.select().from(drawEntries).where(eq(drawEntries.releasePackPk, packPk));
}

export async function updateEntry(db: DbOrTx, entryPk: string, values: Partial<Pick<EntryRow, 'status' | 'outcome' | 'prizeEditionNftPk' | 'cartPk' | 'mailedAt'>>, now: Date): Promise<void> {
  await db.update(drawEntries).set({ ...values, updatedAt: now }).where(eq(drawEntries.publicPk, entryPk));
}
