import type { AdminCategory, ErrorBody } from '@attar/contracts';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { json, withToken, type TestApp } from '../../../test/test-app.js';
import { mediaAssets, products } from '../../db/schema/index.js';

// What the category route tests (categories*.routes.test.ts) share: the calls, names that do not
// collide, and the images and forms they send.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const errorOf = (response: { body: string }) => json<ErrorBody>(response);

let nameCounter = 0;
/** A name no other test of the file has used. */
export const uniqueName = (base: string) => `${base} ${++nameCounter}`;

/** A plain PNG of the given size. */
export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 169, b: 106 } } })
    .png()
    .toBuffer();

/** A multipart body with these fields and, if given, a file (in "image" unless `field` says). */
export function form(
  fields: Record<string, string>,
  file?: { buffer: Buffer; field?: string; name?: string; type?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    body.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.buffer)], { type: file.type ?? 'image/png' }),
      file.name ?? 'tile.png',
    );
  }
  return body;
}

/**
 * The category calls of one test app: `call` goes as the admin unless given another token (null
 * for a visitor); `add` adds a category through the API.
 */
export function categoryApi(t: TestApp, adminToken: string) {
  const call = (
    method: Method,
    url: string,
    payload?: object | FormData,
    token: string | null = adminToken,
  ) =>
    t.app.inject(
      token
        ? withToken(token, { method, url, payload: payload as object })
        : { method, url, payload: payload as object },
    );
  return {
    call,
    async add(values: object): Promise<AdminCategory> {
      const response = await call('POST', '/api/categories/add', values);
      expect(response.statusCode, response.body).toBe(201);
      return json<AdminCategory>(response);
    },
    /** Marks products deleted in the database, as the admin's delete does. */
    softDelete: (ids: number[]) =>
      t.database.db
        .update(products)
        .set({ deletedAt: new Date() })
        .where(inArray(products.id, ids)),
    assetCount: async () => (await t.database.db.select().from(mediaAssets)).length,
  };
}
