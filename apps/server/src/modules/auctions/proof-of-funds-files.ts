import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { sniffDocument } from '../payments/public';

/**
 * Bank statements and photo IDs of a proof of funds: their type is read from their first bytes (PDF,
 * JPG, PNG, whatever the name says), written under DATA_DIR/private/proofs-of-funds (directory 700,
 * file 600) under a name of ours, and never served from a public path — staff download them through an
 * authorised route, like the wire proofs and redemption photo IDs.
 */
const folder = (context: AppContext) => path.join(context.config.dataDir, 'private', 'proofs-of-funds');
const STORED_NAME = /^[0-9a-f-]{36}\.(pdf|jpg|png)$/;

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  return bytes.length > 0 ? (sniffDocument(bytes)?.type ?? null) : null;
}

export async function storeDocument(context: AppContext, bytes: Uint8Array): Promise<{ path: string; type: DocumentType }> {
  const sniffed = sniffDocument(bytes);
  if (!sniffed) throw new Error('storeDocument: not a PDF, JPG or PNG');
  const relative = `${randomUUID()}.${sniffed.extension}`;
  await mkdir(folder(context), { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder(context), relative), bytes, { mode: 0o600 });
  return { path: relative, type: sniffed.type };
}

export async function readDocument(context: AppContext, relative: string): Promise<Buffer> {
  if (!STORED_NAME.test(relative)) throw new Error('Not a stored document');
  return readFile(path.join(folder(context), relative));
}

export async function discardDocument(context: AppContext, relative: string): Promise<void> {
  if (STORED_NAME.test(relative)) await rm(path.join(folder(context), relative), { force: true });
}
