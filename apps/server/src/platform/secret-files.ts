import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a generated secret (a key file in DATA_DIR/keys) readable by this user only, unless the file
 * already exists. Several processes may start at once on one DATA_DIR: each writes a temporary file and
 * links it into place; the first link wins and the others keep the winner's content, so no two
 * processes ever run with different keys.
 */
export function writeSecretFileOnce(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
}
