import { DEFAULT_STORE_CONTACT, type SetupChecklist } from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity, maharashtraSeller } from '../../test/invoice-fixtures.js';
import { orderReadyStore, productFor } from '../../test/order-fixtures.js';
import { createTestApp, json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';
import { paymentMethods, products, productVariants } from '../db/schema/index.js';
import { SEED_PRODUCTS } from '../db/seed/index.js';
import { storefrontChanged } from '../lib/storefront-changes.js';

// GET /api/admin/setup-checklist (docs/admin-guide.md, "Dashboard"): each item done or not as
// the store stands, and complete once all are.

let t: TestApp;
let categoryId: number;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ categoryId } = await orderReadyStore(t));
  adminToken = (await signedInUser(t, 'ADMIN')).token;
});
afterAll(async () => {
  await t.close();
});

async function checklist(): Promise<SetupChecklist> {
  const response = await t.app.inject(
    withToken(adminToken, { method: 'GET', url: '/api/admin/setup-checklist' }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return json<SetupChecklist>(response);
}

const done = async (key: SetupChecklist['items'][number]['key']) =>
  (await checklist()).items.find((item) => item.key === key)?.done;

const saveStoreContact = (payload: object) =>
  t.app.inject(
    withToken(adminToken, { method: 'PUT', url: '/api/admin/settings/store-contact', payload }),
  );

/** Switches every payment method off (or the seeded cash on delivery back on). */
async function cashOnDelivery(active: boolean) {
  await t.database.db.update(paymentMethods).set({ isActive: false });
  if (active) {
    await t.database.db
      .update(paymentMethods)
      .set({ isActive: true })
      .where(eq(paymentMethods.method, 'cod'));
  }
  // Written past the services, so the storefront cache is told here.
  await storefrontChanged(t.database.db);
}

describe('GET /api/admin/setup-checklist', () => {
  it('is for admins only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/setup-checklist' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await signedInUser(t);
    const refused = await t.app.inject(
      withToken(customer.token, { method: 'GET', url: '/api/admin/setup-checklist' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe('FORBIDDEN');
  });

  it('lists every item undone for a new store, in order', async () => {
    await cashOnDelivery(false);
    expect(await checklist()).toEqual({
      complete: false,
      items: [
        { key: 'invoiceIdentity', done: false },
        { key: 'storeContact', done: false },
        { key: 'paymentMethods', done: false },
        { key: 'deliveryZones', done: false },
        { key: 'ownProduct', done: false },
      ],
    });
  });

  it('counts the invoice identity done only with every field filled in', async () => {
    await fillInvoiceIdentity(t, { ...maharashtraSeller, gstin: '' });
    expect(await done('invoiceIdentity')).toBe(false);
    await fillInvoiceIdentity(t, { ...maharashtraSeller, state: '' });
    expect(await done('invoiceIdentity')).toBe(false);
    await fillInvoiceIdentity(t);
    expect(await done('invoiceIdentity')).toBe(true);
  });

  it('counts the store contact details done once an admin has saved them, even unchanged', async () => {
    expect(await done('storeContact')).toBe(false);
    const refused = await saveStoreContact({ ...DEFAULT_STORE_CONTACT, phone: 'none' });
    expect(refused.statusCode).toBe(400);
    expect(await done('storeContact')).toBe(false);
    const saved = await saveStoreContact(DEFAULT_STORE_CONTACT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await done('storeContact')).toBe(true);
  });

  it('counts payment methods done while one is active', async () => {
    await cashOnDelivery(false);
    expect(await done('paymentMethods')).toBe(false);
    await cashOnDelivery(true);
    expect(await done('paymentMethods')).toBe(true);
  });

  it('counts a product of the store’s own, not a demo one nor a deleted one', async () => {
    const demo = await productFor(t, categoryId, { rupees: 1200 });
    // The SKU is the default variant's, which the product row mirrors.
    await t.database.db
      .update(productVariants)
      .set({ sku: SEED_PRODUCTS[0]!.sku })
      .where(and(eq(productVariants.productId, demo.id), eq(productVariants.isDefault, true)));
    expect(await done('ownProduct')).toBe(false);

    const own = await productFor(t, categoryId, { rupees: 1500 });
    expect(await done('ownProduct')).toBe(true);
    await t.database.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, own.id));
    expect(await done('ownProduct')).toBe(false);
  });

  it('counts the delivery zones done once an admin has saved one, while one delivers', async () => {
    const zonesUrl = '/api/admin/delivery-zones';
    const zones = async () =>
      json<{ id: number; name: string }[]>(
        await t.app.inject(withToken(adminToken, { method: 'GET', url: zonesUrl })),
      );
    expect(await done('deliveryZones')).toBe(false);
    const allIndia = (await zones()).find((zone) => zone.name === 'All India')!;
    const save = (deliverable: boolean) =>
      t.app.inject(
        withToken(adminToken, {
          method: 'PUT',
          url: `${zonesUrl}/${allIndia.id}`,
          payload: {
            name: 'All India',
            kind: 'PREFIX',
            values: ['1', '2', '3', '4', '5', '6', '7', '8'],
            deliverable,
            charge: 0,
            freeAbove: null,
            codAvailable: true,
            codLimit: null,
            daysFrom: 2,
            daysTo: 7,
          },
        }),
      );
    expect((await save(false)).statusCode).toBe(200);
    expect(await done('deliveryZones')).toBe(false);
    expect((await save(true)).statusCode).toBe(200);
    expect(await done('deliveryZones')).toBe(true);
  });

  it('is complete once every item is done', async () => {
    await fillInvoiceIdentity(t);
    await saveStoreContact(DEFAULT_STORE_CONTACT);
    await cashOnDelivery(true);
    await productFor(t, categoryId, { rupees: 900 });
    expect(await checklist()).toEqual({
      complete: true,
      items: [
        { key: 'invoiceIdentity', done: true },
        { key: 'storeContact', done: true },
        { key: 'paymentMethods', done: true },
        { key: 'deliveryZones', done: true },
        { key: 'ownProduct', done: true },
      ],
    });
  });
});
