import { and, eq } from 'drizzle-orm';
import { drawPhotoIds, type DbOrTx } from '@caskmark/db';
import {
  ERROR_UPLOADING_IMAGE_MESSAGE,
  PHOTO_ID_CONTENT_MESSAGE,
  PHOTO_ID_CONTENT_TYPES,
  type PhotoUploadTicket,
} from '@caskmark/shared/api/sweepstakes';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../platform/errors';
import { sniffDocument } from '../payments/public';
import { drawPackOf } from './draw-packs';
import { requireEntry, requireOpen } from './entries';
import { discardUpload, readUpload, UPLOAD_MAX_BYTES, uploadTicket } from './upload-store';

type PhotoRow = typeof drawPhotoIds.$inferSelect;

const contentProblem = () => new AppError({ status: 400, code: 'photo_content', message: PHOTO_ID_CONTENT_MESSAGE, fieldErrors: { photoId: [PHOTO_ID_CONTENT_MESSAGE] } });

/**
 * request-upload (spec part 1 §7): a ticket to post one photo ID to the private store. Only the
 * declared types the form accepts get one; the bytes are judged at confirm-upload.
 */
export async function requestPhotoUpload(context: AppContext, userPk: string, input: { sweepstakesPublicPk: string; contentType: string; fileName: string }): Promise<PhotoUploadTicket> {
  const pack = await drawPackOf(context.db, input.sweepstakesPublicPk, 'sweepstakes');
  requireOpen(pack, context.clock.now());
  const entry = await requireEntry(context.db, input.sweepstakesPublicPk, userPk);
  if (!(PHOTO_ID_CONTENT_TYPES as readonly string[]).includes(input.contentType.toLowerCase())) throw contentProblem();
  const ticket = uploadTicket(context, input.contentType.toLowerCase());
  const [row] = await context.db
    .insert(drawPhotoIds)
    .values({ entryPk: entry.publicPk, imageKey: ticket.key, declaredType: input.contentType.toLowerCase(), fileName: input.fileName, expiresAt: ticket.expiresAt, createdAt: context.clock.now() })
    .returning();
  return { photoId: row!.publicPk, imageKey: ticket.key, preSignedUrl: ticket.url, requestFields: ticket.fields };
}

/** The upload a posted form may write to: a requested key before its deadline. */
export async function uploadOpenFor(db: DbOrTx, key: string, now: Date): Promise<PhotoRow | null> {
  const [row] = await db.select().from(drawPhotoIds).where(eq(drawPhotoIds.imageKey, key));
  if (!row || row.status !== 'requested' || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/**
 * confirm-upload: the stored bytes must be what the form accepts (JPG, PNG, PDF by their first bytes, ≤ 10
 * MB) and what was declared — a PNG declared as a PDF, or a script declared as an image, is refused and
 * its bytes removed. Confirming twice answers the same.
 */
export async function confirmPhotoUpload(context: AppContext, userPk: string, input: { sweepstakesPublicPk: string; photoId: string; imageKey: string }): Promise<{ photoId: string; status: 'confirmed'; contentType: string }> {
  const entry = await requireEntry(context.db, input.sweepstakesPublicPk, userPk);
  const [row] = await context.db
    .select()
    .from(drawPhotoIds)
    .where(and(eq(drawPhotoIds.publicPk, input.photoId), eq(drawPhotoIds.entryPk, entry.publicPk), eq(drawPhotoIds.imageKey, input.imageKey)));
  if (!row) throw badRequest(ERROR_UPLOADING_IMAGE_MESSAGE, { code: 'unknown_upload' });
  if (row.status === 'confirmed') return { photoId: row.publicPk, status: 'confirmed', contentType: row.storedType ?? row.declaredType };
  const bytes = await readUpload(context, row.imageKey);
  if (!bytes || bytes.length === 0) throw badRequest(ERROR_UPLOADING_IMAGE_MESSAGE, { code: 'nothing_uploaded' });
  const sniffed = bytes.length <= UPLOAD_MAX_BYTES ? sniffDocument(bytes) : null;
  if (!sniffed || sniffed.type !== row.declaredType) {
    await discardUpload(context, row.imageKey);
    throw contentProblem();
  }
  await context.db.update(drawPhotoIds).set({ status: 'confirmed', storedType: sniffed.type }).where(eq(drawPhotoIds.publicPk, row.publicPk));
  return { photoId: row.publicPk, status: 'confirmed', contentType: sniffed.type };
}

export async function photoConfirmed(db: DbOrTx, photoPk: string | null | undefined): Promise<boolean> {
  if (!photoPk) return false;
  const [row] = await db.select({ status: drawPhotoIds.status }).from(drawPhotoIds).where(eq(drawPhotoIds.publicPk, photoPk));
  return row?.status === 'confirmed';
}
