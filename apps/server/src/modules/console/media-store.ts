import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_KIND_MESSAGE, MEDIA_TOO_LARGE_MESSAGE, type MediaUpload } from '@caskmark/shared/api/console-catalogue';
import type { AppContext } from '../../context';
import { fieldError } from '../../platform/errors';

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_URL_PREFIX = '/media/uploads/';

interface MediaKind {
  type: string;
  extension: string;
  video: boolean;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** What the file is, read from its first bytes — never from its name or the type the browser claims. */
export function sniffMedia(bytes: Buffer): MediaKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return { type: 'image/png', extension: 'png', video: false };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { type: 'image/jpeg', extension: 'jpg', video: false };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { type: 'image/gif', extension: 'gif', video: false };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { type: 'image/webp', extension: 'webp', video: false };
  if (ascii(bytes, 4, 8) === 'ftyp') return { type: 'video/mp4', extension: 'mp4', video: true };
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return { type: 'video/webm', extension: 'webm', video: true };
  return null;
}

const TYPES_BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' };

/**
 * The file store (decision 290): local disk under DATA_DIR/media (S3-compatible storage would take
 * the same three calls). A file is named by the SHA-256 of its content, so an upload is written once
 * however often it is sent, and a stored name can never point at other content.
 */
export class MediaStore {
  constructor(private readonly root: string) {}

  static of(context: Pick<AppContext, 'config'>): MediaStore {
    return new MediaStore(path.join(context.config.dataDir, 'media'));
  }

  /** Checks the content and size, then stores it; answers the public URL. */
  async put(bytes: Buffer): Promise<MediaUpload> {
    const kind = sniffMedia(bytes);
    if (!kind) throw fieldError('file', MEDIA_KIND_MESSAGE);
    if (bytes.length > (kind.video ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES)) throw fieldError('file', MEDIA_TOO_LARGE_MESSAGE);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const name = `${sha256}.${kind.extension}`;
    const file = path.join(this.root, name);
    const exists = await stat(file).then(() => true, () => false);
    if (!exists) {
      await mkdir(this.root, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    }
    return { url: `${MEDIA_URL_PREFIX}${name}`, type: kind.type, bytes: bytes.length, sha256 };
  }

  /** A stored file by its name, or null (names are `<sha256>.<extension>` only: no path can escape the store). */
  async get(name: string): Promise<{ bytes: Buffer; type: string } | null> {
    const match = /^([0-9a-f]{64})\.(png|jpg|gif|webp|mp4|webm)$/.exec(name);
    if (!match) return null;
    const bytes = await readFile(path.join(this.root, name)).catch(() => null);
    return bytes ? { bytes, type: TYPES_BY_EXTENSION[match[2]!]! } : null;
  }
}
