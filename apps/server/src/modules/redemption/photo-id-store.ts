import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_ID_MAX_BYTES, PHOTO_ID_SIZE_MESSAGE, PHOTO_ID_TYPE_MESSAGE } from '@caskmark/shared/api/redemption';
import type { AppContext } from '../../context';
import { fieldError } from '../../platform/errors';
import { sniffDocument } from '../payments/public';

/**
 * Photo IDs are government documents: checked by their first bytes (JPG, PNG or PDF, whatever the name
 * says), at most 10 MB, written under DATA_DIR/private/photo-ids (directory 700, file 600) and never
 * served from a public path; staff read them through an authorised download (decision 270).
 */
export interface StoredPhotoId {
  path: string;
  type: 'application/pdf' | 'image/jpeg' | 'image/png';
}

const folder = (context: AppContext) => path.join(context.config.dataDir, 'private', 'photo-ids');

export function photoIdProblem(bytes: Uint8Array | null): string | null {
  if (!bytes || bytes.length === 0) return PHOTO_ID_TYPE_MESSAGE;
  if (bytes.length > PHOTO_ID_MAX_BYTES) return PHOTO_ID_SIZE_MESSAGE;
  return sniffDocument(bytes) ? null : PHOTO_ID_TYPE_MESSAGE;
}

export async function storePhotoId(context: AppContext, bytes: Uint8Array): Promise<StoredPhotoId> {
  const problem = photoIdProblem(bytes);
  if (problem) throw fieldError('photoId', problem);
  const sniffed = sniffDocument(bytes)!;
  const relative = `${randomUUID()}.${sniffed.extension}`;
  await mkdir(folder(context), { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder(context), relative), bytes, { mode: 0o600 });
  return { path: relative, type: sniffed.type };
}

export async function readPhotoId(context: AppContext, relative: string): Promise<Buffer> {
  // The stored name is ours (uuid.ext); never a path from outside.
  if (!/^[0-9a-f-]{36}\.(pdf|jpg|png)$/.test(relative)) throw new Error('Not a stored photo ID');
  return readFile(path.join(folder(context), relative));
}

/** A photo ID whose request was not written (refused, raced) is removed again. */
export async function discardPhotoId(context: AppContext, relative: string): Promise<void> {
  if (/^[0-9a-f-]{36}\.(pdf|jpg|png)$/.test(relative)) await rm(path.join(folder(context), relative), { force: true });
}
