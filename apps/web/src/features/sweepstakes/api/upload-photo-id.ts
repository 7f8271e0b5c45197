import { FAILED_PHOTO_UPLOAD_MESSAGE, UPLOAD_FILE_ERROR_MESSAGE, type PhotoUploadTicket } from '@caskmark/shared/api/sweepstakes';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * The photo ID in three calls (spec part 1 §7): request-upload → POST the form to the presigned
 * address (the fields first, then the file, as S3 wants) → confirm-upload, where the server reads the
 * bytes. Resolves with the photo's id; rejects with the message to show.
 */
export async function uploadPhotoId(sweepstakesPublicPk: string, file: File): Promise<string> {
  const ticket = await apiRequest<PhotoUploadTicket>('/services/release-flows/v1/sweepstakes/photo-id/request-upload', {
    method: 'POST',
    body: { sweepstakesPublicPk, contentType: file.type || 'application/octet-stream', fileName: file.name },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.requestFields)) form.append(name, value);
  form.append('file', file);
  let posted: Response;
  try {
    posted = await fetch(ticket.preSignedUrl, { method: 'POST', body: form });
  } catch {
    throw new Error(UPLOAD_FILE_ERROR_MESSAGE);
  }
  if (!posted.ok) throw new Error(FAILED_PHOTO_UPLOAD_MESSAGE);
  await apiRequest('/services/release-flows/v1/sweepstakes/photo-id/confirm-upload', {
    method: 'PUT',
    body: { sweepstakesPublicPk, photoId: ticket.photoId, imageKey: ticket.imageKey },
  });
  return ticket.photoId;
}

/** The message of a failed upload: the server's field message when it judged the file, else the spec's. */
export function photoUploadMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const photo = (error.body as Record<string, unknown>).photoId;
    if (Array.isArray(photo) && photo.length) return String(photo[0]);
    return error.status === 400 ? 'Error uploading image' : FAILED_PHOTO_UPLOAD_MESSAGE;
  }
  return error instanceof Error ? error.message : FAILED_PHOTO_UPLOAD_MESSAGE;
}
