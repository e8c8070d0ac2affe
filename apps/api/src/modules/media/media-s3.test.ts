import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadResult } from '@attar/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { originalKey, variantKey } from './media-keys.js';
import { createMediaStorage, type MediaStorage } from './media-storage.js';
import { CACHED_VARIANTS } from './media.service.js';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.js';

// Two instances of the store sharing one bucket (and, on PostgreSQL, one database), as two
// machines behind a load balancer would.
let s3: S3TestServer;
let first: TestApp;
let second: TestApp;
let bucket: MediaStorage;
let admin: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  first = await createTestApp({ env: s3.env });
  second = await createTestApp({
    env: { ...s3.env, ...(onPostgres ? { DATABASE_URL: first.config.databaseUrl } : {}) },
  });
  bucket = createMediaStorage(first.config, join(first.config.dataDir, 'not-used'));
  admin = (await signedInUser(first, 'ADMIN')).token;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await bucket?.close();
  await s3?.stop();
});

const SIZES = {
  card: [400, 320],
  'card-large': [800, 640],
  detail: [800, 800],
  'detail-small': [480, 480],
  thumb: [150, 150],
  original: [600, 450],
} as const;

async function uploadPicture(through: TestApp, token: string): Promise<string> {
  const png = await sharp({
    create: { width: 600, height: 450, channels: 3, background: { r: 200, g: 169, b: 106 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bottle.png');
  const response = await through.app.inject(
    withToken(token, { method: 'POST', url: '/api/upload/images', payload: form }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<UploadResult>(response).publicId;
}

/** The keys the bucket holds for an image. */
async function keysOf(publicId: string): Promise<string[]> {
  const all = [...(await bucket.list('original/')), ...(await bucket.list('cache/'))];
  return all.filter((key) => key.includes(`/${publicId}.`)).sort();
}

/** Waits for the queued jobs to have run (either instance's), then checks every variant. */
async function variantsStored(publicId: string): Promise<void> {
  await Promise.all([first.app.jobs.whenIdle(60_000), second.app.jobs.whenIdle(60_000)]);
  const stored = new Set(await keysOf(publicId));
  const wanted = CACHED_VARIANTS.map((variant) => variantKey(publicId, variant));
  expect(wanted.filter((key) => !stored.has(key))).toEqual([]);
}

const get = (through: TestApp, size: string, publicId: string, accept?: string) =>
  through.app.inject({
    method: 'GET',
    url: `/media/${size}/${publicId}`,
    headers: accept ? { accept } : {},
  });

const AVIF = 'image/avif,image/webp,*/*;q=0.8';

describe('images on S3-compatible storage', () => {
  let uploaded: string;

  it('stores an upload in the bucket, and the job renders every variant there, with nothing on disk', async () => {
    uploaded = await uploadPicture(first, admin);
    const original = await bucket.get(originalKey(uploaded));
    expect(original).not.toBeNull();
    const stored = await sharp(original!).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 600, 450]);

    // No request for the image has been made: only the image-variants job can make these.
    await variantsStored(uploaded);
    for (const variant of CACHED_VARIANTS) {
      const metadata = await sharp((await bucket.get(variantKey(uploaded, variant)))!).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        variant.format === 'avif' ? 'heif' : 'webp',
        ...SIZES[variant.size],
      ]);
    }
    expect(existsSync(join(first.config.dataDir, 'media'))).toBe(false);
    // Every size in WebP and AVIF, rendered on a CI machine's two cores beside other files.
  }, 90_000);

  it.each(Object.entries(SIZES))(
    'serves the %s size in both formats through either instance, from the bucket',
    async (size, [width, height]) => {
      for (const [accept, format] of [
        [AVIF, 'heif'],
        ['image/webp,*/*', 'webp'],
      ] as const) {
        const fromFirst = await get(first, size, uploaded, accept);
        const fromSecond = await get(second, size, uploaded, accept);
        for (const response of [fromFirst, fromSecond]) {
          expect(response.statusCode).toBe(200);
          expect(response.headers['cache-control']).toContain('immutable');
          const metadata = await sharp(response.rawPayload).metadata();
          expect([metadata.format, metadata.width, metadata.height]).toEqual([
            format,
            width,
            height,
          ]);
        }
        expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
      }
      expect(existsSync(join(second.config.dataDir, 'media'))).toBe(false);
    },
  );

  it('answers at once from the original a variant the bucket lacks, and every instance serves it once the queued job made it', async () => {
    // An original stored before uploads queued their variants (or whose job has not run yet).
    const legacy = await sharp({
      create: { width: 500, height: 500, channels: 3, background: '#1b1a17' },
    })
      .webp()
      .toBuffer();
    await bucket.put(originalKey('legacy-in-bucket'), legacy, 'image/webp');
    const secondDebug = vi.spyOn(second.app.log, 'debug');
    const firstDebug = vi.spyOn(first.app.log, 'debug');
    const detailKey = variantKey('legacy-in-bucket', { size: 'detail', format: 'avif' });
    try {
      const standIn = await get(second, 'detail', 'legacy-in-bucket', AVIF);
      expect(standIn.statusCode).toBe(200);
      expect(standIn.headers['content-type']).toBe('image/webp');
      expect(standIn.headers['cache-control']).toBe('public, max-age=30');
      expect(standIn.rawPayload.equals(legacy)).toBe(true);
      expect(await bucket.exists(detailKey)).toBe(false);

      await Promise.all([first.app.jobs.whenIdle(60_000), second.app.jobs.whenIdle(60_000)]);
      expect(await bucket.exists(detailKey)).toBe(true);
      const fromSecond = await get(second, 'detail', 'legacy-in-bucket', AVIF);
      const fromFirst = await get(first, 'detail', 'legacy-in-bucket', AVIF);
      for (const response of [fromSecond, fromFirst]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toContain('immutable');
        const metadata = await sharp(response.rawPayload).metadata();
        expect([metadata.compression, metadata.width, metadata.height]).toEqual(['av1', 800, 800]);
      }
      expect(fromFirst.rawPayload.equals(fromSecond.rawPayload)).toBe(true);
      // One instance's job made every variant, once; the other encoded nothing.
      const encodes = (spy: typeof firstDebug) =>
        spy.mock.calls.filter(
          (call) =>
            call.includes('rendered an image variant') &&
            (call[0] as { publicId?: string }).publicId === 'legacy-in-bucket',
        ).length;
      expect([encodes(secondDebug), encodes(firstDebug)].sort((a, b) => a - b)).toEqual([
        0,
        CACHED_VARIANTS.length,
      ]);
    } finally {
      secondDebug.mockRestore();
      firstDebug.mockRestore();
    }
  });

  it('answers 404, with the placeholder for an <img>, for an image the bucket does not hold', async () => {
    const missing = await get(second, 'card', 'up-0000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('NOT_FOUND');
    const drawn = await get(second, 'card', 'up-0000000000000000', AVIF);
    expect(drawn.statusCode).toBe(404);
    expect(drawn.headers['content-type']).toContain('image/svg+xml');
  });

  it('deletes the original and every variant from the bucket, so that no instance serves it', async () => {
    const publicId = await uploadPicture(first, admin);
    await variantsStored(publicId);
    expect(await keysOf(publicId)).toHaveLength(CACHED_VARIANTS.length + 1);

    const response = await first.app.inject(
      withToken(admin, { method: 'DELETE', url: `/api/upload/images/${publicId}` }),
    );
    expect(response.statusCode).toBe(204);
    expect(await keysOf(publicId)).toEqual([]);
    for (const test of [first, second]) {
      expect((await get(test, 'card', publicId)).statusCode).toBe(404);
      expect((await get(test, 'original', publicId)).statusCode).toBe(404);
    }
  });

  it('leaves nothing in the bucket when an image is deleted before or while its job runs', async () => {
    const publicId = await uploadPicture(first, admin);
    const response = await first.app.inject(
      withToken(admin, { method: 'DELETE', url: `/api/upload/images/${publicId}` }),
    );
    expect(response.statusCode).toBe(204);
    await first.app.jobs.whenIdle(60_000);
    expect(await keysOf(publicId)).toEqual([]);
  });

  it('queues, once an instance listens, the variants of images stored without them (the seeded catalogue)', async () => {
    const seeded = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#f8f4ec' },
    })
      .webp()
      .toBuffer();
    await bucket.put(originalKey('seed-in-bucket'), seeded, 'image/webp');
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    // The listening instance lists the bucket and queues in the background: wait for the result.
    const wanted = CACHED_VARIANTS.map((variant) => variantKey('seed-in-bucket', variant));
    await vi.waitFor(
      async () => {
        const stored = new Set(await keysOf('seed-in-bucket'));
        expect(wanted.filter((key) => !stored.has(key))).toEqual([]);
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(existsSync(join(second.config.dataDir, 'media'))).toBe(false);
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL database and one bucket', () => {
  it('deletes through one instance an image uploaded through the other', async () => {
    const publicId = await uploadPicture(first, admin);
    // Either instance's workers may have taken the job: the result is in the bucket either way.
    await variantsStored(publicId);
    const otherAdmin = (await signedInUser(second, 'ADMIN')).token;
    const response = await second.app.inject(
      withToken(otherAdmin, { method: 'DELETE', url: `/api/upload/images/${publicId}` }),
    );
    expect(response.statusCode).toBe(204);
    expect(await keysOf(publicId)).toEqual([]);
    expect((await get(first, 'thumb', publicId)).statusCode).toBe(404);
  });
});
