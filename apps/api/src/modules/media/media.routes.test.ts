import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELIVERY_IMAGE_SIZES } from '@attar/contracts';
import { addImage } from '../../../test/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { variantKey } from './media-keys.js';
import { CACHED_VARIANTS } from './media.service.js';

let t: TestApp;
let mediaDir: string;
const AVIF_ACCEPT = 'image/avif,image/webp,*/*;q=0.8';

/** The image-variants jobs ever queued for an image, whatever their state now. */
async function jobsQueuedFor(publicId: string): Promise<number> {
  const { rows } = await t.database.query(
    `select count(*)::int as n from pgboss.job where name = 'image-variants' and singleton_key = $1`,
    [publicId],
  );
  return (rows[0] as { n: number }).n;
}

/** The variants of an image storage holds, as `size.format`. */
const madeVariants = (publicId: string) =>
  CACHED_VARIANTS.filter((variant) =>
    existsSync(join(mediaDir, variantKey(publicId, variant))),
  ).map(({ size, format }) => `${size}.${format}`);

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = join(t.config.dataDir, 'media');
  await addImage(t.database.db, mediaDir, 'test-image-1');
  // Stored without its sizes, as the seed stores its pictures: the first request queues them.
  await t.app.inject({ method: 'GET', url: '/media/card/test-image-1' });
  await t.app.jobs.whenIdle(60_000);
});
afterAll(async () => {
  await t.close();
});

describe('GET /media/{size}/{publicId}', () => {
  it.each([
    ['card', 400, 320],
    ['card-large', 800, 640],
    ['detail', 800, 800],
    ['detail-small', 480, 480],
    ['thumb', 150, 150],
    ['original', 1000, 1000],
  ])('delivers the %s size as WebP at %ix%i, cacheable for a year', async (size, width, height) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      // The second request is served from the disk cache and must be the same image.
      const response = await t.app.inject({ method: 'GET', url: `/media/${size}/test-image-1` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
    }
  });

  it('answers 404 for an unknown image and 400 for an unknown size or a path-like id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/media/card/no-such-image' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('NOT_FOUND');
    for (const url of [
      '/media/huge/test-image-1',
      '/media/detail-large/test-image-1',
      '/media/card-small/test-image-1',
      '/media/card/..%2F..%2Fjwt-secret',
      '/media/card/UPPER',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /media/{size}/{publicId} in the API docs', () => {
  it('lists every delivered size with its dimensions', async () => {
    type Operation = {
      description: string;
      parameters: { name: string; schema: { enum?: string[] } }[];
    };
    const document = json<{ paths: Record<string, { get: Operation }> }>(
      await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
    );
    const operation = document.paths['/media/{size}/{publicId}']!.get;
    const size = operation.parameters.find((parameter) => parameter.name === 'size');
    expect(size?.schema.enum).toEqual([...DELIVERY_IMAGE_SIZES]);
    expect(operation.description).toContain('card-large 800x640');
    expect(operation.description).toContain('detail-small 480x480');
  });
});

describe('GET /media/{size}/{publicId} content negotiation', () => {
  const get = (url: string, accept?: string) =>
    t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });

  it('answers AVIF when Accept names image/avif, cached on disk, and says it varies by Accept', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get('/media/detail/test-image-1', chrome);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/avif');
      expect(String(response.headers.vary)).toMatch(/accept/i);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.compression, metadata.width, metadata.height]).toEqual([
        'heif',
        'av1',
        800,
        800,
      ]);
    }
    expect(
      existsSync(join(t.config.dataDir, 'media', 'cache', 'detail', 'test-image-1.avif')),
    ).toBe(true);
    const original = await get('/media/original/test-image-1', 'image/avif');
    expect(original.headers['content-type']).toBe('image/avif');
  });

  it.each([
    ['card-large', 800, 640],
    ['detail-small', 480, 480],
  ])('answers the srcset size %s as AVIF or WebP as Accept asks', async (size, width, height) => {
    for (const [accept, format, contentType] of [
      ['image/avif,image/webp,*/*;q=0.8', 'heif', 'image/avif'],
      ['image/webp,image/*,*/*;q=0.8', 'webp', 'image/webp'],
    ] as const) {
      const response = await get(`/media/${size}/test-image-1`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(String(response.headers.vary)).toMatch(/accept/i);
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([format, width, height]);
    }
  });

  it.each([['image/webp,image/*,*/*;q=0.8'], ['image/avif;q=0, image/webp'], ['*/*']])(
    'answers WebP for Accept %s',
    async (accept) => {
      const response = await get('/media/thumb/test-image-1', accept);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(String(response.headers.vary)).toMatch(/accept/i);
    },
  );

  it('draws the brand placeholder, uncached, for an <img> asking for a missing image', async () => {
    const response = await get('/media/card/no-such-image', 'image/avif,image/webp,*/*;q=0.8');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('#c8a96a');
    const drawn = await sharp(response.rawPayload).metadata();
    expect(drawn.format).toBe('svg');
  });

  it('keeps the JSON error body for API clients asking for a missing image', async () => {
    for (const accept of [undefined, 'application/json', '*/*']) {
      const response = await get('/media/card/no-such-image', accept);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Image not found' });
    }
  });
});

describe('GET /media/{size}/{publicId} before its sizes are made', () => {
  const avif = { accept: AVIF_ACCEPT };

  it('answers at once with the original, briefly cached, and queues the sizes of an image stored without them', async () => {
    await addImage(t.database.db, mediaDir, 'stored-without-sizes');
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/card/stored-without-sizes',
      headers: avif,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(String(response.headers.vary)).toMatch(/accept/i);
    const standIn = await sharp(response.rawPayload).metadata();
    expect([standIn.format, standIn.width, standIn.height]).toEqual(['webp', 1000, 1000]);
    // Nothing was encoded for the answer; the job that makes the sizes is queued instead.
    expect(madeVariants('stored-without-sizes')).toEqual([]);
    expect(await jobsQueuedFor('stored-without-sizes')).toBe(1);

    await t.app.jobs.whenIdle(60_000);
    expect(madeVariants('stored-without-sizes')).toHaveLength(CACHED_VARIANTS.length);
    const made = await t.app.inject({
      method: 'GET',
      url: '/media/card/stored-without-sizes',
      headers: avif,
    });
    expect(made.headers['content-type']).toBe('image/avif');
    expect(made.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(made.rawPayload).metadata();
    expect([metadata.compression, metadata.width, metadata.height]).toEqual(['av1', 400, 320]);
  });

  it('stands in for a missing AVIF with the same size as WebP when that is made', async () => {
    await addImage(t.database.db, mediaDir, 'webp-made-first');
    // The detail WebP alone, drawn apart from the original so that the answer says which it is.
    const webp = join(mediaDir, variantKey('webp-made-first', { size: 'detail', format: 'webp' }));
    mkdirSync(dirname(webp), { recursive: true });
    await sharp({ create: { width: 800, height: 800, channels: 3, background: '#1b1a17' } })
      .webp()
      .toFile(webp);
    const response = await t.app.inject({
      method: 'GET',
      url: '/media/detail/webp-made-first',
      headers: avif,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(response.rawPayload.equals(readFileSync(webp))).toBe(true);
    expect(await jobsQueuedFor('webp-made-first')).toBe(1);
    await t.app.jobs.whenIdle(60_000);
  });

  it('answers a burst of first requests at once, queues one job, and encodes each variant once', async () => {
    await addImage(t.database.db, mediaDir, 'burst-of-visitors');
    // Each encode writes one debug line; the logger is the observable side of the renderer.
    const debug = vi.spyOn(t.app.log, 'debug');
    const encodes = () =>
      debug.mock.calls.filter(
        (call) =>
          call.includes('rendered an image variant') &&
          (call[0] as { publicId?: string }).publicId === 'burst-of-visitors',
      ).length;
    try {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({ method: 'GET', url: '/media/detail/burst-of-visitors', headers: avif }),
        ),
      );
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe('public, max-age=30');
      }
      expect(await jobsQueuedFor('burst-of-visitors')).toBe(1);

      await t.app.jobs.whenIdle(60_000);
      expect(encodes()).toBe(CACHED_VARIANTS.length);
      const later = await t.app.inject({
        method: 'GET',
        url: '/media/detail/burst-of-visitors',
        headers: avif,
      });
      expect(later.statusCode).toBe(200);
      expect(later.headers['content-type']).toBe('image/avif');
      expect(later.headers['cache-control']).toContain('immutable');
      expect(encodes()).toBe(CACHED_VARIANTS.length);
    } finally {
      debug.mockRestore();
    }
  });

  it('caps the original size at 2000 pixels on its longer side', async () => {
    // An original stored before uploads were scaled down.
    await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c8a96a' } })
      .webp()
      .toFile(join(mediaDir, 'original', 'large-legacy-original.webp'));
    const ask = () =>
      t.app.inject({ method: 'GET', url: '/media/original/large-legacy-original', headers: avif });
    expect((await ask()).headers['content-type']).toBe('image/webp');
    await t.app.jobs.whenIdle(60_000);
    const response = await ask();
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.compression, metadata.width, metadata.height]).toEqual(['av1', 2000, 1000]);
  });
});

describe('media cache warm-up', () => {
  it('renders every delivered size ahead of requests, in both formats', () => {
    const rendered = CACHED_VARIANTS.map(({ size, format }) => `${size}.${format}`).sort();
    const delivered = DELIVERY_IMAGE_SIZES.flatMap((size) =>
      // The original as WebP is the stored upload itself.
      size === 'original' ? [`${size}.avif`] : [`${size}.avif`, `${size}.webp`],
    ).sort();
    expect(rendered).toEqual(delivered);
    expect(rendered).toEqual(expect.arrayContaining(['card-large.avif', 'detail-small.webp']));
    // Every WebP first: delivery stands in for an AVIF with the same size's WebP.
    const formats = CACHED_VARIANTS.map(({ format }) => format);
    expect(formats.lastIndexOf('webp')).toBeLessThan(formats.indexOf('avif'));
  });

  it('renders every variant of the images already stored once the server listens', async () => {
    const server = await createTestApp();
    try {
      const mediaDir = join(server.config.dataDir, 'media');
      await addImage(server.database.db, mediaDir, 'stored-before-start');
      const paths = CACHED_VARIANTS.map((variant) =>
        join(mediaDir, variantKey('stored-before-start', variant)),
      );
      expect(paths.filter((path) => existsSync(path))).toEqual([]);

      await server.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() => expect(paths.filter((path) => !existsSync(path))).toEqual([]), {
        timeout: 60_000,
        interval: 50,
      });
      const card = await sharp(
        join(mediaDir, variantKey('stored-before-start', { size: 'card', format: 'avif' })),
      ).metadata();
      expect([card.compression, card.width, card.height]).toEqual(['av1', 400, 320]);
      const large = await sharp(
        join(mediaDir, variantKey('stored-before-start', { size: 'card-large', format: 'webp' })),
      ).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 800, 640]);
    } finally {
      await server.close();
    }
  });
});
