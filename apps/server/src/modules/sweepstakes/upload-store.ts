import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';

/**
 * The private upload store behind the presigned photo-ID upload (decision 361). The browser gets an
 * S3-style ticket — an address and the form fields to post with the file — and posts the bytes straight
 * to it; the server later reads them back to check what they really are. By default the address is this
 * server's own `/files/v1/private-uploads`, which writes under DATA_DIR/private/uploads (700/600, never
 * served back by a public path); the ticket's `key` is a fresh random name, the capability to write
 * exactly one object before its deadline, and the row of the upload says which key was handed to whom.
 */
export const UPLOAD_ROUTE = '/files/v1/private-uploads';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TICKET_MINUTES = 15;

export interface UploadTicket {
  key: string;
  url: string;
  fields: Record<string, string>;
  expiresAt: Date;
}

const KEY_PATTERN = /^sweepstakes\/photo-ids\/[0-9a-f-]{36}$/;
const folder = (context: AppContext) => path.join(context.config.dataDir, 'private', 'uploads');
const fileOf = (context: AppContext, key: string) => path.join(folder(context), key.replaceAll('/', '_'));

export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh key and the form that posts one file to it (declared type kept only as a field; the bytes decide). */
export function uploadTicket(context: AppContext, contentType: string): UploadTicket {
  const key = `sweepstakes/photo-ids/${randomUUID()}`;
  const expiresAt = new Date(context.clock.nowMs() + UPLOAD_TICKET_MINUTES * 60_000);
  // Same origin as the app (a relative address), so the page's connect-src and the proxy need nothing new.
  return { key, url: UPLOAD_ROUTE, fields: { key, 'Content-Type': contentType, 'x-expires': expiresAt.toISOString() }, expiresAt };
}

export async function writeUpload(context: AppContext, key: string, bytes: Uint8Array): Promise<void> {
  if (!isUploadKey(key)) throw new Error('Not an upload key');
  await mkdir(folder(context), { recursive: true, mode: 0o700 });
  await writeFile(fileOf(context, key), bytes, { mode: 0o600 });
}

/** The stored bytes of a key, or null when nothing was posted to it. */
export async function readUpload(context: AppContext, key: string): Promise<Buffer | null> {
  if (!isUploadKey(key)) return null;
  try {
    return await readFile(fileOf(context, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function discardUpload(context: AppContext, key: string): Promise<void> {
  if (isUploadKey(key)) await rm(fileOf(context, key), { force: true });
}
