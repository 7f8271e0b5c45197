import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultMigrationsFolder } from '../src/migrate';

/** The migrations folder as it stood before `tag` (the journal cut just before it). */
export function folderBefore(tag: string): string {
  const source = defaultMigrationsFolder();
  const folder = mkdtempSync(path.join(tmpdir(), 'cm-migrations-'));
  cpSync(source, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`No migration ${tag} after the first`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}
