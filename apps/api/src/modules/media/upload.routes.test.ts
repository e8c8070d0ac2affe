import { existsSync, readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, type UploadResult } from '@attar/contracts';
import { addCategory, addImage, addProduct } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { mediaAssets } from '../../db/schema/index.js';
import { variantKey } from './media-keys.js';
import { CACHED_VARIANTS } from './media.service.js';

let t: TestApp;
let mediaDir: string;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = join(t.config.dataDir, 'media');
  admin = (await signedInUser(t, 'ADMIN')).token;
  customer = (await signedInUser(t, 'CUSTOMER')).token;
});
afterAll(async () => {
  await t.close();
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 169, b: 106 } } });

/** A small PNG whose header claims the given size, as a decompression bomb's would. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1).png().toBuffer());
  // IHDR follows the 8-byte signature: length, type, width, height, ..., then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function formWith(
  file: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = {},
  field = 'file',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([new Uint8Array(file)], { type }), filename);
  return form;
}

const upload = (
  payload: FormData | string | undefined,
  token = admin,
  url = '/api/upload/images',
) => t.app.inject(withToken(token, { method: 'POST', url, payload }));

/**
 * Waits for the jobs queued by uploads to have run, and checks every variant is stored. Tests
 * that call it may wait for earlier tests' jobs too, hence their 60 s timeout.
 */
async function variantsRendered(publicId: string): Promise<void> {
  await t.app.jobs.whenIdle(60_000);
  const paths = CACHED_VARIANTS.map((variant) => join(mediaDir, variantKey(publicId, variant)));
  expect(paths.filter((path) => !existsSync(path))).toEqual([]);
}

const originals = async () =>
  existsSync(join(mediaDir, 'original')) ? readdir(join(mediaDir, 'original')) : [];

describe('POST /api/upload/images', () => {
  it('stores a PNG re-encoded as WebP under a new public id, and delivers it at card size', async () => {
    const png = await picture(1200, 900).png().toBuffer();
    const response = await upload(formWith(png, 'bottle.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    const body = json<UploadResult>(response);
    expect(body).toEqual({
      publicId: expect.stringMatching(/^up-[0-9a-f]{16}$/),
      url: `/media/original/${body.publicId}`,
      width: 1200,
      height: 900,
      format: 'webp',
    });
    const stored = join(mediaDir, 'original', `${body.publicId}.webp`);
    expect(existsSync(stored)).toBe(true);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const [row] = await t.database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.publicId, body.publicId));
    expect(row).toMatchObject({ format: 'webp', width: 1200, height: 900 });

    await t.app.jobs.whenIdle(60_000);
    const card = await t.app.inject({ method: 'GET', url: `/media/card/${body.publicId}` });
    expect(card.statusCode).toBe(200);
    const metadata = await sharp(card.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 320]);
  }, 60_000);

  it('has every size and format rendered by the image-variants job, with no request asking', async () => {
    const png = await picture(1200, 900).png().toBuffer();
    const { publicId } = json<UploadResult>(await upload(formWith(png, 'bottle.png', 'image/png')));
    const expected = {
      card: [400, 320],
      'card-large': [800, 640],
      detail: [800, 800],
      'detail-small': [480, 480],
      thumb: [150, 150],
      original: [1200, 900],
    };
    await variantsRendered(publicId);
    for (const variant of CACHED_VARIANTS) {
      const path = join(mediaDir, variantKey(publicId, variant));
      const metadata = await sharp(path).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        variant.format === 'avif' ? 'heif' : 'webp',
        ...expected[variant.size],
      ]);
    }
  }, 60_000);

  it('answers a browser asking at once for a new 2000 px photo with what exists, then with the AVIF once made', async () => {
    const png = await picture(2000, 2000).png().toBuffer();
    const { publicId } = json<UploadResult>(await upload(formWith(png, 'studio.png', 'image/png')));
    const ask = (size: string) =>
      t.app.inject({
        method: 'GET',
        url: `/media/${size}/${publicId}`,
        headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
      });
    const [original, detail] = await Promise.all([ask('original'), ask('detail')]);
    // The answers came before the AVIFs were encoded (the job makes them last), not after.
    const avifs = CACHED_VARIANTS.filter((variant) => variant.format === 'avif').map((variant) =>
      join(mediaDir, variantKey(publicId, variant)),
    );
    expect(avifs.filter((path) => existsSync(path))).toEqual([]);
    for (const response of [original, detail]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      expect(String(response.headers.vary)).toMatch(/accept/i);
    }
    expect(
      original.rawPayload.equals(readFileSync(join(mediaDir, 'original', `${publicId}.webp`))),
    ).toBe(true);
    // The detail WebP when the job has made it already, else the original: a picture either way.
    const standIn = await sharp(detail.rawPayload).metadata();
    expect(standIn.format).toBe('webp');
    expect([800, 2000]).toContain(standIn.width);

    await variantsRendered(publicId);
    for (const [response, width] of [
      [await ask('original'), 2000],
      [await ask('detail'), 800],
    ] as const) {
      expect(response.headers['content-type']).toBe('image/avif');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const made = await sharp(response.rawPayload).metadata();
      expect([made.compression, made.width, made.height]).toEqual(['av1', width, width]);
    }
  }, 60_000);

  it('keeps a large picture at 2000 pixels on its longer side', async () => {
    const png = await picture(3000, 1500).png().toBuffer();
    const response = await upload(formWith(png, 'poster.png', 'image/png'));
    expect(response.statusCode).toBe(201);
    const { publicId, width, height } = json<UploadResult>(response);
    expect([width, height]).toEqual([2000, 1000]);
    const stored = await sharp(join(mediaDir, 'original', `${publicId}.webp`)).metadata();
    expect([stored.width, stored.height]).toEqual([2000, 1000]);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const jpeg = await picture(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret GPS studio' } } })
      .toBuffer();
    const response = await upload(formWith(jpeg, 'phone.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(201);
    const { publicId, width, height } = json<UploadResult>(response);
    expect([width, height]).toEqual([100, 200]);
    const metadata = await sharp(join(mediaDir, 'original', `${publicId}.webp`)).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      100,
      200,
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['gif', 'image/gif'],
    ['tiff', 'image/tiff'],
  ] as const)(
    'accepts %s by its bytes, whatever the name and declared type',
    async (format, type) => {
      const file = await picture(64, 48)[format]().toBuffer();
      const response = await upload(
        formWith(file, 'no-extension', type === 'image/gif' ? 'text/plain' : type),
      );
      expect(response.statusCode).toBe(201);
      expect(json(response)).toMatchObject({ width: 64, height: 48, format: 'webp' });
    },
  );

  it('uses folder as the public id prefix and refuses a folder that is not a plain name', async () => {
    const png = await picture(20, 20).png().toBuffer();
    const response = await upload(formWith(png, 'a.png', 'image/png', { folder: 'Products' }));
    expect(response.statusCode).toBe(201);
    expect(json<UploadResult>(response).publicId).toMatch(/^products-[0-9a-f]{16}$/);
    for (const folder of ['../etc', 'a/b', 'x'.repeat(41)]) {
      const bad = await upload(formWith(png, 'a.png', 'image/png', { folder }));
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'folder' }] });
    }
  });

  it('refuses a text file named photo.jpg with 415, storing nothing', async () => {
    const before = await originals();
    const response = await upload(
      formWith(Buffer.from('I am not a picture, only text.'), 'photo.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(415);
    expect(json(response)).toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message:
        'This file is not an image we accept. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF image.',
    });
    expect(await originals()).toEqual(before);
  });

  it('refuses an SVG (it can carry scripts) with 415', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const response = await upload(formWith(svg, 'logo.png', 'image/png'));
    expect(response.statusCode).toBe(415);
  });

  it('refuses a damaged image with 400', async () => {
    const png = await picture(300, 300).png({ compressionLevel: 0 }).toBuffer();
    const response = await upload(
      formWith(png.subarray(0, png.length / 2), 'cut.png', 'image/png'),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'MALFORMED_REQUEST' });
  });

  it('refuses a file over 10 MB with 413 and the error body', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x41);
    const response = await upload(formWith(big, 'huge.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({
      status: 413,
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 10 MB. Upload a smaller file.',
      requestId: expect.any(String),
    });
  });

  it('refuses an image wider or taller than 8000 pixels with 422 naming the limit', async () => {
    const wide = await picture(8001, 4).png().toBuffer();
    const response = await upload(formWith(wide, 'wide.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      status: 422,
      error: 'Unprocessable Entity',
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      message: 'The image is 8001x4 pixels; the largest we accept is 8000x8000 pixels.',
      requestId: expect.any(String),
    });
  });

  it('names the size of a picture claiming 20000x20000 pixels instead of calling it no image', async () => {
    const before = await originals();
    const response = await upload(
      formWith(await pngClaiming(20000, 20000), 'bomb.png', 'image/png'),
    );
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      status: 422,
      error: 'Unprocessable Entity',
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      message: 'The image is 20000x20000 pixels; the largest we accept is 8000x8000 pixels.',
      requestId: expect.any(String),
    });
    expect(await originals()).toEqual(before);
  });

  it('answers 415 for a body that is not multipart, and 400 when the file is missing or misplaced', async () => {
    const asJson = await t.app.inject(
      withToken(admin, {
        method: 'POST',
        url: '/api/upload/images',
        payload: { file: 'data:image/png;base64,AAAA' },
      }),
    );
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await upload(undefined)).statusCode).toBe(415);

    const onlyFields = new FormData();
    onlyFields.append('folder', 'products');
    const missing = await upload(onlyFields);
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'file', message: 'Choose an image to upload' }],
    });

    const png = await picture(10, 10).png().toBuffer();
    const misplaced = await upload(formWith(png, 'a.png', 'image/png', {}, 'image'));
    expect(misplaced.statusCode).toBe(400);
    expect(json(misplaced)).toMatchObject({ details: [{ path: 'image' }] });

    const two = formWith(png, 'a.png', 'image/png');
    two.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const twice = await upload(two);
    expect(twice.statusCode).toBe(400);
    expect(json(twice)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'file' }] });
  });

  it('needs an admin: 401 without a token, 403 for a customer', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/upload/images',
      payload: formWith(png, 'a.png', 'image/png'),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const shopper = await upload(formWith(png, 'a.png', 'image/png'), customer);
    expect(shopper.statusCode).toBe(403);
    expect(json(shopper)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('knows only the images service: any other segment is a JSON 404', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const response = await upload(formWith(png, 'a.png', 'image/png'), admin, '/api/upload/videos');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('DELETE /api/upload/images/{publicId}', () => {
  const remove = (publicId: string, token = admin) =>
    t.app.inject(withToken(token, { method: 'DELETE', url: `/api/upload/images/${publicId}` }));

  it('removes the file, its cached sizes and its record', async () => {
    const png = await picture(500, 500).png().toBuffer();
    const { publicId } = json<UploadResult>(await upload(formWith(png, 'a.png', 'image/png')));
    await variantsRendered(publicId);
    const files = [
      join(mediaDir, 'original', `${publicId}.webp`),
      ...CACHED_VARIANTS.map((variant) => join(mediaDir, variantKey(publicId, variant))),
    ];
    expect(files.filter((path) => !existsSync(path))).toEqual([]);

    const response = await remove(publicId);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(files.filter((path) => existsSync(path))).toEqual([]);
    expect(
      await t.database.db.select().from(mediaAssets).where(eq(mediaAssets.publicId, publicId)),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/media/card/${publicId}` })).statusCode).toBe(
      404,
    );
    expect((await remove(publicId)).statusCode).toBe(404);
  }, 60_000);

  it('answers 409 while a product or a category shows the image, and keeps it', async () => {
    const db = t.database.db;
    const category = await addCategory(db, { name: 'Upload Attars' });
    const product = await addProduct(db, { name: 'Upload Rose', categoryId: category.id });
    await addImage(db, mediaDir, 'in-use-by-product', product.id);
    await addImage(db, mediaDir, 'in-use-by-category');
    await addCategory(db, { name: 'Upload Rings', imagePublicId: 'in-use-by-category' });

    const byProduct = await remove('in-use-by-product');
    expect(byProduct.statusCode).toBe(409);
    expect(json(byProduct)).toMatchObject({
      code: 'CONFLICT',
      message: 'This image is still used by 1 product. Remove it from them first.',
      details: { products: 1, categories: 0 },
    });
    const byCategory = await remove('in-use-by-category');
    expect(byCategory.statusCode).toBe(409);
    expect(json(byCategory).message).toBe(
      'This image is still used by 1 category. Remove it from them first.',
    );
    expect(existsSync(join(mediaDir, 'original', 'in-use-by-product.webp'))).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const unknown = await remove('up-0000000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Image not found' });
    const bad = await remove('..%2Fjwt-secret');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).code).toBe('VALIDATION_FAILED');
  });

  it('needs an admin', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/upload/images/up-1' })).statusCode,
    ).toBe(401);
    expect((await remove('up-1', customer)).statusCode).toBe(403);
  });
});
