import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory ('' on PostgreSQL). */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that test databases are copied from ('' on PGlite). */
    postgresTemplate: string;
  }
}

/** A database URL naming another database on the same server. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (creating or dropping databases). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Vitest global setup of the API project: migrates one database before any test file runs,
 * and each test app starts from a copy of it instead of migrating its own.
 * - On PGlite, opening a database runs initdb (about 1.5 s of CPU) and the migrations; loading
 *   the migrated data directory from a file takes about 0.4 s.
 * - On PostgreSQL (TEST_DB=postgres), every test file's database is created from a migrated
 *   template database, a file copy on the server, instead of running the migrations.
 * Both are made afresh on every run, so they always hold the current migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && serverUrl) {
    const name = `attar_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({
      databaseUrl: databaseUrlOf(serverUrl, name),
      pgliteDir: '',
    });
    try {
      await database.migrate();
    } finally {
      // A database can be copied only while nobody is connected to it.
      await database.close();
    }
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }

  const dir = mkdtempSync(join(tmpdir(), 'attar-pglite-template-'));
  const database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
  } finally {
    await database.close();
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}

let pgliteTemplate: Promise<Blob | undefined> | undefined;

/** The migrated PGlite data directory the global setup wrote, read once per test file. */
export function migratedPgliteTemplate(): Promise<Blob | undefined> {
  pgliteTemplate ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteTemplate;
}

/** The migrated PostgreSQL database to copy, or undefined outside a TEST_DB=postgres run. */
export function migratedPostgresTemplate(): string | undefined {
  return inject('postgresTemplate') || undefined;
}
