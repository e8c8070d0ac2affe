import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage } from '../../../test/catalog-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addImage(t.database.db, join(t.config.dataDir, 'media'), 'test-image-1');
});
afterAll(async () => {
  await t.close();
});

describe('GET /media/{size}/{publicId}', () => {
  it.each([
    ['card', 400, 320],
    ['detail', 800, 800],
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
    for (const url of ['/media/huge/test-image-1', '/media/card/..%2F..%2Fjwt-secret', '/media/card/UPPER']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });
});
