import { join } from 'node:path';
import type { AdminProduct, CreateProductPayload, UpdateProductPayload } from '@attar/contracts';
import { addImage } from './catalog-fixtures.js';
import { json, withToken, type TestApp } from './test-app.js';

let skuCounter = 0;

/** A fresh SKU for each product a test adds. */
export function nextSku(prefix = 'AH-T'): string {
  skuCounter += 1;
  return `${prefix}-${String(skuCounter).padStart(4, '0')}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** A create body that passes every rule; `overrides` changes or adds fields. */
export function fragrancePayload(
  categoryId: number,
  overrides: Partial<CreateProductPayload> = {},
): CreateProductPayload {
  return {
    name: 'Kannauj Rose Attar',
    sku: nextSku(),
    price: 3400,
    description: 'Ruh gulab distilled into sandalwood oil over a wood fire.',
    shortDescription: 'Rose in sandalwood.',
    categoryId,
    size: '12 ml',
    stockQuantity: 10,
    ...overrides,
  };
}

/** Uploads stand-ins: real image files and media rows, as POST /api/upload/images leaves them. */
export async function uploadedImages(t: TestApp, ...publicIds: string[]): Promise<string[]> {
  for (const publicId of publicIds) {
    await addImage(t.database.db, join(t.config.dataDir, 'media'), publicId);
  }
  return publicIds;
}

export function adminCatalogue(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject(withToken(token, { method, url, ...(payload === undefined ? {} : { payload }) }));
  return {
    call,
    create: (body: object) => call('POST', '/api/products/products', body),
    update: (id: number, body: UpdateProductPayload | Record<string, unknown>) =>
      call('PUT', `/api/products/update/${id}`, body),
    remove: (id: number) => call('DELETE', `/api/products/delete/${id}`),
    restore: (id: number) => call('PUT', `/api/products/${id}/restoreDeleted`),
    read: (id: number) => call('GET', `/api/admin/products/${id}`),
    adjustStock: (id: number, delta: number, note?: string) =>
      call('POST', `/api/admin/products/${id}/stock`, { delta, ...(note ? { note } : {}) }),
    history: (id: number, query = '') => call('GET', `/api/product-history/${id}${query}`),
    revert: (id: number, entryId: number) =>
      call('POST', `/api/product-history/${id}/restore/${entryId}`),
    movements: (id: number) => call('GET', `/api/admin/products/${id}/stock-movements?size=100`),
    /** Creates a product and answers it; throws with the body when the API refuses. */
    async add(body: object): Promise<AdminProduct> {
      const response = await call('POST', '/api/products/products', body);
      if (response.statusCode !== 201) throw new Error(`product not created: ${response.body}`);
      return json<AdminProduct>(response);
    },
  };
}
