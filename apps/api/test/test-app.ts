import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@attar/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createTokenService } from '../src/lib/tokens.js';
import { openSession } from '../src/modules/sessions/sessions.service.js';
import { insertUser } from '../src/modules/users/users.repository.js';
import {
  databaseUrlOf,
  migratedPgliteTemplate,
  migratedPostgresTemplate,
  onServer,
} from './test-databases.js';

/**
 * API tests run on a fresh in-memory PGlite by default. With TEST_DB=postgres they run on a
 * new database created on the TEST_DATABASE_URL server for each test file, dropped afterwards.
 * Either starts as a copy of the migrated database the global setup made (test-databases.ts).
 */
export const onPostgres = process.env.TEST_DB === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A new database on the TEST_DATABASE_URL server, and how to drop it: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `attar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrlOf(adminUrl, name),
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function createTestApp(
  options: BuildAppOptions & {
    redisUrl?: string;
    /** Extra environment variables for this app's configuration (SMTP_URL, GOOGLE_CLIENT_ID, ...). */
    env?: Record<string, string | undefined>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'attar-test-'));
  const pgDatabase = onPostgres
    ? await createPostgresDatabase(migratedPostgresTemplate())
    : undefined;
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: (process.env.TEST_LOG_LEVEL as 'silent' | undefined) ?? 'silent',
      NODE_ENV: 'test',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      DATABASE_URL: pgDatabase?.url,
      REDIS_URL: options.redisUrl,
      ...options.env,
    }),
    pgliteDir: 'memory://',
  };
  // On PostgreSQL there is no PGlite template: the database above is already a copy.
  const database = await openDatabase({
    ...config,
    pgliteTemplate: await migratedPgliteTemplate(),
  });
  // Still run: it finds the template's migrations applied, and applies any it lacks.
  await database.migrate();
  const app = await buildApp(config, database, options);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      // The database is dropped and the folder removed even when closing the app fails, or the
      // database is left on the server.
      try {
        await app.close();
      } finally {
        try {
          await pgDatabase?.drop();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
    },
  };
}

/** Parses a JSON response body with a type the test states. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

let userCounter = 0;

/** Creates a user directly and signs them in through the API; returns the token and id. */
/** The password of every account `signedInUser` makes. */
export const TEST_PASSWORD = 'correct horse battery';

export async function signedInUser(
  testApp: TestApp,
  role: 'ADMIN' | 'CUSTOMER' = 'CUSTOMER',
  /** An admin's staff role (an owner when not given). */
  staffRole?: StaffRole,
): Promise<{ id: number; token: string; email: string }> {
  userCounter += 1;
  const email = `${role.toLowerCase()}${userCounter}-${randomBytes(3).toString('hex')}@example.in`;
  const password = TEST_PASSWORD;
  await insertUser(testApp.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Test',
    lastName: role === 'ADMIN' ? 'Admin' : 'Shopper',
    role,
    staffRole,
  });
  // Each from an address of its own, as separate shoppers would: a file signing in dozens of
  // users does not run into the per-address sign-in limit.
  const remoteAddress = `10.250.${Math.floor(userCounter / 250) % 250}.${(userCounter % 250) + 1}`;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email, password },
    remoteAddress,
  });
  const body = json<{ id: number; token: string }>(response);
  return { id: body.id, token: body.token, email };
}

/**
 * A signed-in session for an account made in the test (one that signs in another way, by
 * Google or a texted code): a session row and its token, as a sign-in would open them.
 */
export function sessionTokenFor(
  testApp: TestApp,
  account: {
    id: number;
    role: 'ADMIN' | 'CUSTOMER';
    email: string;
    firstName: string;
    tokenVersion: number;
  },
): Promise<string> {
  return openSession(
    {
      db: testApp.database.db,
      jobs: testApp.app.jobs,
      tokens: createTokenService(testApp.config.jwtSecret),
    },
    account,
    { browser: 'Test 1', os: 'Test system', device: 'other', ipAddress: '127.0.0.1', place: null },
  );
}

export function withToken(token: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } };
}
