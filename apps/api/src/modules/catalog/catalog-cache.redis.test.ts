import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MenuItem, Page, PaymentMethod, Product } from '@attar/contracts';
import { adminCatalogue } from '../../../test/admin-catalogue.js';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { paymentMethods } from '../../db/schema/index.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';

// Two instances on one PostgreSQL database and one Redis, as a deployment runs them. Entries
// live a minute, so only the message through Redis can explain a fresh answer on the other one.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl && onPostgres)('catalogue answers of instances sharing Redis', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let adminToken: string;
  let productId: number;
  beforeAll(async () => {
    const redisKeyPrefix = `attar-test-${randomBytes(4).toString('hex')}:`;
    first = await createTestApp({
      redisUrl,
      redisKeyPrefix,
      env: { CATALOG_CACHE_TTL_MS: '60000' },
    });
    second = await buildApp(first.config, await openDatabase(first.config), { redisKeyPrefix });
    await second.ready();
    adminToken = (await signedInUser(first, 'ADMIN')).token;
    const category = await addCategory(first.database.db, { name: 'Shared Attars' });
    productId = (
      await addProduct(first.database.db, {
        name: 'Shared Rose',
        categoryId: category.id,
        pricePaise: 150_000,
      })
    ).id;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const priceOn = async (app: FastifyInstance) =>
    json<Product>(await app.inject({ method: 'GET', url: `/api/products/getProduct/${productId}` }))
      .price;
  const menuOn = async (app: FastifyInstance) =>
    json<Page<MenuItem>>(
      await app.inject({ method: 'GET', url: '/api/menus/getAll?size=50' }),
    ).content.map((item) => item.title);
  // The message is on its way when the write answers. Entries live a minute, so a fresh answer
  // within these ten seconds can only come from it. The second promised to shoppers is a timing,
  // measured by bench/price-propagation.mjs: a test on a busy machine cannot rely on it.
  const byTheMessage = { timeout: 10_000, interval: 5 };

  it('shows a price changed on one instance on the next requests to both', async () => {
    expect(await priceOn(first.app)).toBe(1500);
    expect(await priceOn(second)).toBe(1500);
    const updated = await adminCatalogue(first, adminToken).update(productId, { price: 1750 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await priceOn(first.app)).toBe(1750);
    await vi.waitFor(async () => expect(await priceOn(second)).toBe(1750), byTheMessage);
  });

  it('carries a change made on the second instance back to the first', async () => {
    expect(await priceOn(first.app)).toBe(1750);
    const updated = await second.inject(
      withToken(adminToken, {
        method: 'PUT',
        url: `/api/products/update/${productId}`,
        payload: { price: 1799 },
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await priceOn(second)).toBe(1799);
    await vi.waitFor(async () => expect(await priceOn(first.app)).toBe(1799), byTheMessage);
  });

  it('clears the menu on every instance when an admin edits it on one', async () => {
    expect(await menuOn(first.app)).not.toContain('Shared Specials');
    expect(await menuOn(second)).not.toContain('Shared Specials');
    const added = await first.app.inject(
      withToken(adminToken, {
        method: 'POST',
        url: '/api/menus/addMenus',
        payload: { title: 'Shared Specials', path: '/specials' },
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    await vi.waitFor(
      async () => expect(await menuOn(second)).toContain('Shared Specials'),
      byTheMessage,
    );
  });

  it('offers a payment method switched off on one instance on neither', async () => {
    const activeOn = async (app: FastifyInstance) =>
      json<PaymentMethod[]>(
        await app.inject({ method: 'GET', url: '/api/payment-methods/active' }),
      );
    // Two active methods: the last active one cannot be switched off.
    const [upi] = await first.database.db
      .insert(paymentMethods)
      .values([
        { method: 'upi', displayName: 'UPI on Delivery', isActive: true, sortOrder: 1 },
        { method: 'card', displayName: 'Card on Delivery', isActive: true, sortOrder: 2 },
      ])
      .returning();
    if (!upi) throw new Error('no payment method inserted');
    await storefrontChanged(first.database.db);
    expect((await activeOn(first.app)).map((method) => method.id)).toContain(upi.id);
    await vi.waitFor(
      async () => expect((await activeOn(second)).map((method) => method.id)).toContain(upi.id),
      byTheMessage,
    );
    const off = await first.app.inject(
      withToken(adminToken, {
        method: 'PUT',
        url: `/api/payment-methods/${upi.id}/status`,
        payload: { isActive: false },
      }),
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await activeOn(first.app)).map((method) => method.id)).not.toContain(upi.id);
    await vi.waitFor(
      async () => expect((await activeOn(second)).map((method) => method.id)).not.toContain(upi.id),
      byTheMessage,
    );
  });

  it('gives both instances the same ETag for the same answer', async () => {
    const url = `/api/products/getProduct/${productId}`;
    const fromFirst = await first.app.inject({ method: 'GET', url });
    const fromSecond = await second.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': fromFirst.headers.etag as string },
    });
    expect(fromSecond.statusCode).toBe(304);
  });
});
