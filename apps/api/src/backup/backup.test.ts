import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import type { Order, Quote, UploadResult } from '@attar/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressOf, orderReadyStore, productFor } from '../../test/order-fixtures.js';
import { json, onPostgres, signedInUser, withToken, type TestApp } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { apiRoot } from '../lib/paths.js';
import { BACKUP_FORMAT, MANIFEST_PATH } from './backup-format.js';
import { runBackupCommand } from './cli.js';
import { tarChunks } from './tar.js';

const workDir = mkdtempSync(join(tmpdir(), 'attar-backup-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A store on PGlite's files in `dataDir`, as `npm start` opens it. */
async function openStore(dataDir: string): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, database);
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

/** Runs `npm run backup` / `npm run restore` in this process with only the given environment. */
async function run(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCommand(command, args, {
    env,
    cwd: workDir,
    print: (line) => out.push(line),
    fail: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const folder = (name: string) => join(workDir, name);

describe.skipIf(onPostgres)('backups of the embedded store', () => {
  const sourceDir = folder('source');
  const backupFile = folder('store.tar.gz');
  const customer = { email: 'meera@example.in', password: 'sandalwood rose 42' };
  let placed: Order;
  let publicId: string;
  let original: Buffer;

  beforeAll(async () => {
    const store = await openStore(sourceDir);
    try {
      const { codId, categoryId } = await orderReadyStore(store);
      const oud = await productFor(store, categoryId, {
        rupees: 1000,
        saleRupees: 899.5,
        stock: 5,
        name: 'Oud Attar',
      });
      const signUp = await store.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { ...customer, firstname: 'Meera', lastname: 'Iyer' },
      });
      expect(signUp.statusCode, signUp.body).toBe(201);
      const token = json<{ token: string }>(
        await store.app.inject({ method: 'POST', url: '/api/signin', payload: customer }),
      ).token;
      const items = [{ productId: oud.id, quantity: 2 }];
      const quote = json<Quote>(
        await store.app.inject({
          method: 'POST',
          url: '/api/cart/quote',
          payload: { items, paymentMethodId: codId, pincode: '400002' },
        }),
      );
      const order = await store.app.inject(
        withToken(token, {
          method: 'POST',
          url: '/api/order/placeOrder',
          payload: {
            shippingAddressId: await addressOf(store, token),
            paymentMethodId: codId,
            totalAmount: quote.total,
            items,
          },
        }),
      );
      expect(order.statusCode, order.body).toBe(201);
      const admin = await signedInUser(store, 'ADMIN');
      const confirmed = await store.app.inject(
        withToken(admin.token, {
          method: 'PUT',
          url: `/api/order/admin/order/status?orderId=${json<Order>(order).id}&status=CONFIRMED`,
        }),
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      placed = json<Order>(
        await store.app.inject(
          withToken(token, {
            method: 'GET',
            url: `/api/order/my-orders/track/${json<Order>(order).id}`,
          }),
        ),
      );

      const form = new FormData();
      const png = await sharp({
        create: { width: 96, height: 64, channels: 3, background: '#c8a96a' },
      })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'label.png');
      const upload = await store.app.inject(
        withToken(admin.token, { method: 'POST', url: '/api/upload/images', payload: form }),
      );
      expect(upload.statusCode, upload.body).toBe(201);
      publicId = json<UploadResult>(upload).publicId;
      original = await readFile(join(sourceDir, 'media', 'original', `${publicId}.webp`));
      // The upload's image-variants job renders its sizes into media/cache.
      await vi.waitFor(() => expect(existsSync(join(sourceDir, 'media', 'cache'))).toBe(true), {
        timeout: 30_000,
        interval: 50,
      });

      // While the server holds the store, a backup is refused with the process named.
      const whileRunning = await run('backup', [backupFile], { DATA_DIR: sourceDir });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.err).toContain(
        `The store in ${sourceDir} is running (server process ${process.pid})`,
      );
      expect(existsSync(backupFile)).toBe(false);
    } finally {
      await store.close();
    }

    const backup = await run('backup', [backupFile], { DATA_DIR: sourceDir });
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(`Backup written to ${backupFile}`);
    expect(backup.out).toContain('and 1 media file (');
  });

  it('restores orders, sign-in and media into a new DATA_DIR, leaving out the rendered sizes', async () => {
    const restoredDir = folder('restored');
    const restore = await run('restore', ['store.tar.gz'], { DATA_DIR: restoredDir });
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toContain(`Restored ${backupFile} into ${restoredDir}`);
    expect(readdirSync(restoredDir).sort()).toEqual(['db', 'media']);
    expect(readdirSync(join(restoredDir, 'media'))).toEqual(['original']);
    expect(await readFile(join(restoredDir, 'media', 'original', `${publicId}.webp`))).toEqual(
      original,
    );

    const store = await openStore(restoredDir);
    try {
      const signIn = await store.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: customer,
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const { token } = json<{ token: string }>(signIn);
      const order = await store.app.inject(
        withToken(token, { method: 'GET', url: `/api/order/my-orders/track/${placed.id}` }),
      );
      expect(order.statusCode, order.body).toBe(200);
      expect(json<Order>(order)).toEqual(placed);
      expect(placed).toMatchObject({
        status: 'CONFIRMED',
        totalAmount: 1848,
        items: [{ quantity: 2, lineTotal: 1799 }],
      });

      const stored = await store.app.inject({ method: 'GET', url: `/media/original/${publicId}` });
      expect(stored.statusCode).toBe(200);
      expect(stored.rawPayload).toEqual(original);
      // A size left out of the backup is rendered again from the original.
      const card = await store.app.inject({ method: 'GET', url: `/media/card/${publicId}` });
      expect(card.statusCode).toBe(200);
    } finally {
      await store.close();
    }
  });

  it('leaves the images out when they are kept in an S3 bucket, and says so', async () => {
    const target = folder('bucket-store.tar.gz');
    const backup = await run('backup', [target], { DATA_DIR: sourceDir, S3_BUCKET: 'attar-media' });
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toContain('and no images.');
    expect(backup.out).toContain(
      "The images are in the S3 bucket attar-media (S3_BUCKET), which no backup file copies: keep them with the bucket's own versioning or replication.",
    );
    const listed = spawnSync('tar', ['-tzf', target], { encoding: 'utf8' });
    expect(listed.stdout.trim().split('\n')).toEqual([MANIFEST_PATH, 'database/pglite-data.tar']);
  });

  it('refuses to restore into a DATA_DIR that is not empty, and changes nothing there', async () => {
    const busyDir = folder('busy');
    mkdirSync(busyDir);
    writeFileSync(join(busyDir, 'notes.txt'), 'keep me');
    const restore = await run('restore', [backupFile], { DATA_DIR: busyDir });
    expect(restore.code).toBe(1);
    expect(restore.err).toContain(`DATA_DIR (${busyDir}) is not empty`);
    expect(readdirSync(busyDir)).toEqual(['notes.txt']);
  });

  it('refuses files that are not backups, damaged backups and a newer format, leaving DATA_DIR absent', async () => {
    const foreignTar = folder('photos.tar.gz');
    await pipeline(
      Readable.from(tarChunks([{ path: 'holiday.jpg', data: randomBytes(2000) }])),
      createGzip(),
      createWriteStream(foreignTar),
    );
    const newerManifests = {
      'newer.tar.gz': { format: BACKUP_FORMAT, formatVersion: 99 },
      'newer-schema.tar.gz': {
        format: BACKUP_FORMAT,
        formatVersion: 1,
        appVersion: '9.0.0',
        createdAt: new Date().toISOString(),
        database: {
          kind: 'pglite',
          postgresVersion: '18.6',
          migrations: 99,
          latestMigrationAt: Date.now() + 365 * 24 * 3600 * 1000,
        },
        files: [],
      },
    };
    for (const [name, manifest] of Object.entries(newerManifests)) {
      await pipeline(
        Readable.from(
          tarChunks([{ path: MANIFEST_PATH, data: Buffer.from(JSON.stringify(manifest)) }]),
        ),
        createGzip(),
        createWriteStream(folder(name)),
      );
    }
    writeFileSync(folder('notes.txt'), 'not an archive at all');
    writeFileSync(folder('text.gz'), gzipSync('plain text, gzipped'));
    const whole = await readFile(backupFile);
    writeFileSync(folder('truncated.tar.gz'), whole.subarray(0, Math.floor(whole.length * 0.6)));
    const flipped = Buffer.from(whole);
    flipped[Math.floor(flipped.length * 0.6)]! ^= 0xff;
    writeFileSync(folder('flipped.tar.gz'), flipped);

    const cases: [string, RegExp][] = [
      ['notes.txt', /notes\.txt is not an Attar House backup \(not a gzipped tar archive/],
      ['text.gz', /text\.gz is not an Attar House backup/],
      [
        'photos.tar.gz',
        /photos\.tar\.gz is not an Attar House backup \(it starts with holiday\.jpg, not a manifest\)/,
      ],
      ['newer.tar.gz', /newer\.tar\.gz is in backup format 99, made by a newer Attar House/],
      [
        'newer-schema.tar.gz',
        /made by Attar House 9\.0\.0, whose database has changes this version does not know/,
      ],
      ['truncated.tar.gz', /truncated\.tar\.gz is damaged: it ends early/],
      ['flipped.tar.gz', /flipped\.tar\.gz is damaged/],
      ['missing.tar.gz', /missing\.tar\.gz does not exist/],
    ];
    for (const [file, message] of cases) {
      const target = folder(`target-${file}`);
      const restore = await run('restore', [file], { DATA_DIR: target });
      expect(restore.err, file).toMatch(message);
      expect(restore.code, file).toBe(1);
      expect(existsSync(target), file).toBe(false);
    }
  });

  it('will not write over an existing file, nor take a second file name', async () => {
    const again = await run('backup', [backupFile], { DATA_DIR: sourceDir });
    expect(again.code).toBe(1);
    expect(again.err).toContain(`${backupFile} already exists`);
    const usage = await run('backup', ['one.tar.gz', 'two.tar.gz'], { DATA_DIR: sourceDir });
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage:');
    expect((await run('restore', [], { DATA_DIR: folder('unused') })).code).toBe(2);
  });
});

describe('backups with PostgreSQL (DATABASE_URL)', () => {
  it('npm run backup points to pg_dump and the media folder instead of copying anything', () => {
    const dataDir = folder('postgres-store');
    const result = spawnSync('npm', ['run', '--silent', 'backup'], {
      cwd: resolve(apiRoot, '..', '..'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/attar',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is set');
    expect(result.stderr).toContain('pg_dump --format=custom');
    expect(result.stderr).toContain(`copy the media folder (${join(dataDir, 'media')}`);
    expect(result.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('names the bucket instead of the media folder when the images are in S3', async () => {
    const dataDir = folder('postgres-s3-store');
    const backup = await run('backup', [], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/attar',
      S3_BUCKET: 'attar-media',
    });
    expect(backup.code).toBe(1);
    expect(backup.err).toContain('pg_dump --format=custom');
    expect(backup.err).toContain('The images are in the S3 bucket attar-media');
    expect(backup.err).not.toContain('copy the media folder');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('npm run restore refuses to put an embedded backup beside a PostgreSQL store', async () => {
    const restore = await run('restore', ['store.tar.gz'], {
      DATA_DIR: folder('postgres-restore'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/attar',
    });
    expect(restore.code).toBe(1);
    expect(restore.err).toContain('pg_restore');
  });
});
