import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's migrations folder. */
export const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/**
 * A copy of the migrations folder as it was at migration `last`: the files, and a journal that
 * stops there (a database made by an older release). The caller removes the folder.
 */
export function migrationsUpTo(last: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'attar-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
