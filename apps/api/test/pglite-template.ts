import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory, or '' when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the API project: migrates one in-memory PGlite database before any
 * test file runs and writes its data directory to a file. Opening PGlite runs initdb, about
 * 1.5 s of CPU; starting from this copy takes about 0.4 s, and the suite opens well over a
 * hundred databases. Made afresh on every run, so it always holds the current migrations.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'attar-pglite-template-'));
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated data directory the global setup wrote, read once per test file. */
export function migratedPgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}
