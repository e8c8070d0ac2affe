import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Product, UploadResult } from '@attar/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpCall, multipartBody, randomLoopbackAddress } from '../../test/http-call.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../test/round-robin-proxy.js';
import {
  forgetRateLimitCounters,
  sharedServices,
  startServer,
  stopAllServers,
  type ServerProcess,
} from '../../test/server-processes.js';
import { shopperAt } from '../../test/shopper.js';
import { createPostgresDatabase } from '../../test/test-app.js';
import { migrationsDir } from '../lib/paths.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';

// Two API processes started together on one fresh PostgreSQL database and
// one Redis, behind a round-robin proxy, are one store.

// Where the images both processes serve are kept. false: the two share one DATA_DIR (its
// media folder), as two processes on one machine do. true: each has a DATA_DIR of its own and
// both use one bucket of a local S3-compatible server (s3rver), as separate machines would:
// what the test proves.
const MEDIA_ON_S3 = true;

const { redisUrl, missing } = sharedServices;
// Every request of this file comes from this address (the proxy forwards it): the rate-limit
// counters it makes in the shared Redis are this run's alone, and are removed afterwards.
const from = randomLoopbackAddress();
const runTag = randomBytes(4).toString('hex');
const admin = { email: `admin-${runTag}@example.in`, password: 'admin password of this run' };

describe.skipIf(missing !== null)(
  `two API processes on one PostgreSQL and one Redis${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let database: { url: string; drop(): Promise<void> };
    let s3: S3TestServer | undefined;
    const dataDirs: string[] = [];
    let servers: ServerProcess[];
    let proxy: RoundRobinProxy;
    let adminToken: string;

    const newDataDir = () => {
      const dir = mkdtempSync(join(tmpdir(), 'attar-instances-'));
      dataDirs.push(dir);
      return dir;
    };

    beforeAll(async () => {
      database = await createPostgresDatabase();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        // The proxy is the only peer whose X-Forwarded-For is believed.
        TRUST_PROXY: '127.0.0.1',
        // Cached catalogue answers live a minute: only the message through Redis can explain
        // the other process showing a new price at once.
        CATALOG_CACHE_TTL_MS: '60000',
      };
      let perProcess: () => Record<string, string>;
      if (MEDIA_ON_S3) {
        const bucket = await startS3TestServer();
        s3 = bucket;
        perProcess = () => ({ DATA_DIR: newDataDir(), ...bucket.env });
      } else {
        const shared = newDataDir();
        perProcess = () => ({ DATA_DIR: shared });
      }
      // Both at once on the empty database: each migrates and seeds at start-up.
      servers = await Promise.all([
        startServer({ ...env, ...perProcess() }),
        startServer({ ...env, ...perProcess() }),
      ]);
      await Promise.all(servers.map((server) => server.opened()));
      proxy = await startRoundRobinProxy(servers.map((server) => server.url));
      adminToken = await shopperAt(proxy.url, from).signIn(admin.email, admin.password);
    }, 90_000);

    afterAll(async () => {
      await proxy?.close();
      await stopAllServers();
      await database?.drop();
      await s3?.stop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      await forgetRateLimitCounters([from, runTag]);
    });

    const direct = (index: number) => shopperAt(servers[index]!.url, from);

    it('migrated the database once and seeded it once, though both started on it together', async () => {
      const journal = JSON.parse(
        readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: { when: number }[];
      };
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const applied = await client.query<{ created_at: string }>(
          'select created_at from drizzle.__drizzle_migrations order by created_at',
        );
        expect(applied.rows.map((row) => Number(row.created_at))).toEqual(
          journal.entries.map((entry) => entry.when).sort((a, b) => a - b),
        );
        const admins = await client.query<{ total: number }>(
          `select count(*)::int as total from users where role = 'ADMIN'`,
        );
        expect(admins.rows[0]!.total).toBe(1);
      } finally {
        await client.end();
      }
      const seeded = servers.filter((server) => server.output().includes('demo catalogue seeded'));
      expect(seeded).toHaveLength(1);
      for (const index of [0, 1]) {
        const ready = await direct(index).call('/api/ready');
        expect(ready.status).toBe(200);
        expect(ready.json()).toEqual({
          status: 'ok',
          checks: { database: 'ok', redis: 'ok', queue: 'ok' },
        });
      }
    });

    it('takes a token signed by one on the other, and a sign-out on one ends it on both', async () => {
      const email = `shopper-${runTag}@example.in`;
      const password = 'correct horse battery';
      expect((await shopperAt(proxy.url, from).signUp(email, password)).status).toBe(201);
      const token = await direct(0).signIn(email, password);

      const me = await direct(1).call('/api/me', { token });
      expect(me.status).toBe(200);
      expect(me.json()).toMatchObject({ email });

      expect((await direct(1).call('/api/logout', { method: 'POST', token })).status).toBe(204);
      for (const index of [0, 1]) {
        const after = await direct(index).call('/api/me', { token });
        expect(after.status).toBe(401);
      }
    });

    it('lists a session on either and ends it from the other: its token is refused on both at once', async () => {
      const email = `sessions-${runTag}@example.in`;
      const password = 'correct horse battery';
      expect((await shopperAt(proxy.url, from).signUp(email, password)).status).toBe(201);
      const kept = await direct(0).signIn(email, password);
      const ended = await direct(1).signIn(email, password);
      const listed = await direct(1).call('/api/account/sessions', { token: kept });
      const sessions = (listed.json() as { sessions: { id: string; current: boolean }[] }).sessions;
      expect(sessions).toHaveLength(3);
      const endedId = (
        (await direct(0).call('/api/account/sessions', { token: ended })).json() as {
          sessions: { id: string; current: boolean }[];
        }
      ).sessions.find((session) => session.current)!.id;

      const response = await direct(0).call(`/api/account/sessions/${endedId}`, {
        method: 'DELETE',
        token: kept,
      });
      expect(response.status).toBe(204);
      for (const index of [0, 1]) {
        expect((await direct(index).call('/api/me', { token: ended })).status).toBe(401);
        expect((await direct(index).call('/api/me', { token: kept })).status).toBe(200);
      }
    });

    it('counts a rate limit across both: the eleventh sign-in try is refused though they alternate', async () => {
      const through = shopperAt(proxy.url, from);
      const tries = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        tries.push(
          await through.call('/api/signin', {
            json: { email: `guess-${runTag}@example.in`, password: `wrong password ${attempt}` },
          }),
        );
      }
      expect(tries.map((answer) => answer.status)).toEqual([...Array(10).fill(401), 429]);
      expect(tries[10]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
      const servedBy = tries.map((answer) => Number(answer.headers['x-served-by']));
      for (let index = 1; index < servedBy.length; index += 1) {
        expect(servedBy[index]).not.toBe(servedBy[index - 1]);
      }
    });

    it("shows an admin's price change on both at the next request", async () => {
      const listed = await direct(0).call('/api/products/getAll?size=1');
      const product = listed.json<Page<Product>>().content[0]!;
      const priceOn = async (index: number) =>
        (await direct(index).call(`/api/products/getProduct/${product.id}`)).json<Product>().price;
      // Both answer (and cache) the old price first.
      expect(await priceOn(0)).toBe(product.price);
      expect(await priceOn(1)).toBe(product.price);

      const newPrice = product.price + 111;
      const updated = await direct(0).call(`/api/products/update/${product.id}`, {
        method: 'PUT',
        token: adminToken,
        json: { price: newPrice },
      });
      expect(updated.status, updated.text()).toBe(200);
      expect(await priceOn(0)).toBe(newPrice);
      // The message through Redis is on its way when the write answers. Entries live a minute,
      // so only the message explains the new price within these ten seconds (a busy machine can
      // take longer than one).
      await vi.waitFor(async () => expect(await priceOn(1)).toBe(newPrice), {
        timeout: 10_000,
        interval: 20,
      });
    });

    it('serves an image uploaded through one from the other', async () => {
      const png = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#c8a96a' },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'label.png');
      const { body, contentType } = await multipartBody(form);
      const uploaded = await direct(0).call('/api/upload/images', {
        method: 'POST',
        token: adminToken,
        body,
        headers: { 'content-type': contentType },
      });
      expect(uploaded.status, uploaded.text()).toBe(201);
      const { publicId } = uploaded.json<UploadResult>();

      for (const size of ['original', 'card']) {
        const image = await httpCall(`${servers[1]!.url}/media/${size}/${publicId}`, {
          from,
          headers: { accept: 'image/webp,*/*' },
        });
        expect(image.status, `${size}: ${image.text()}`).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect((await sharp(image.body).metadata()).format).toBe('webp');
      }
    });
  },
);
