import type {
  AdminProduct,
  Order,
  Page,
  ProductHistoryEntry,
  Quote,
  StockMovement,
} from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue, fragrancePayload, uploadedImages } from '../../../test/admin-catalogue.js';
import { addressOf, orderReadyStore } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let admin: ReturnType<typeof adminCatalogue>;
let adminUser: { id: number; token: string; email: string };
let shopper: { id: number; token: string };
let codId: number;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  ({ categoryId: otherCategoryId } = await orderReadyStore(t));
  adminUser = await signedInUser(t, 'ADMIN');
  admin = adminCatalogue(t, adminUser.token);
  shopper = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

async function historyOf(id: number): Promise<ProductHistoryEntry[]> {
  const response = await admin.history(id, '?size=100');
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<ProductHistoryEntry>>(response).content;
}

const changesOf = (entry: ProductHistoryEntry) =>
  Object.fromEntries(entry.changes.map((change) => [change.field, [change.before, change.after]]));

async function placeOrder(productId: number, quantity: number): Promise<Order> {
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId, quantity }], paymentMethodId: codId, pincode: '400002' },
    }),
  );
  const response = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressOf(t, shopper.token),
        paymentMethodId: codId,
        totalAmount: quote.total,
        items: [{ productId, quantity }],
      },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return json<Order>(response);
}

describe('GET /api/product-history/{id}', () => {
  it('records who created, changed, deleted and restored a product, each field before and after', async () => {
    const [front, back] = await uploadedImages(t, 'up-hist-front', 'up-hist-back');
    const product = await admin.add(
      fragrancePayload(categoryId, {
        name: 'Mogra Attar',
        price: 1200,
        stockQuantity: 8,
        imagePublicIds: [front!],
      }),
    );
    await admin.update(product.id, {
      name: 'Mogra Gold Attar',
      price: 1350,
      salePrice: 1199.5,
      categoryId: otherCategoryId,
    });
    await admin.update(product.id, { imagePublicIds: [front!, back!], primaryPublicId: back! });
    await admin.update(product.id, { name: 'Mogra Gold Attar' });
    await admin.remove(product.id);
    await admin.restore(product.id);

    const entries = await historyOf(product.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'RESTORE',
      'DELETE',
      'UPDATE',
      'UPDATE',
      'CREATE',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        productId: product.id,
        actor: { id: adminUser.id, email: adminUser.email },
      });
      expect(Date.parse(entry.at)).not.toBeNaN();
    }
    const [restore, remove, images, values, create] = entries as [
      ProductHistoryEntry,
      ProductHistoryEntry,
      ProductHistoryEntry,
      ProductHistoryEntry,
      ProductHistoryEntry,
    ];
    expect(changesOf(create)).toMatchObject({
      name: [null, 'Mogra Attar'],
      sku: [null, product.sku],
      price: [null, 1200],
      stockQuantity: [null, 8],
      imagePublicIds: [null, [front]],
      primaryPublicId: [null, front],
    });
    expect(changesOf(values)).toEqual({
      name: ['Mogra Attar', 'Mogra Gold Attar'],
      price: [1200, 1350],
      salePrice: [null, 1199.5],
      categoryId: [categoryId, otherCategoryId],
      categoryName: [expect.any(String), expect.any(String)],
    });
    expect(changesOf(images)).toEqual({
      imagePublicIds: [[front], [front, back]],
      primaryPublicId: [front, back],
    });
    const deletedAt = changesOf(remove).deletedAt as [null, string];
    expect(deletedAt[0]).toBeNull();
    expect(changesOf(restore)).toEqual({ deletedAt: [deletedAt[1], null] });
  });

  it("records stock edits by the admin and the store's own moves for an order and its cancellation", async () => {
    const product = await admin.add(
      fragrancePayload(categoryId, { name: 'Khus Attar', stockQuantity: 10 }),
    );
    await admin.update(product.id, { stockQuantity: 12 });
    await admin.adjustStock(product.id, -2, 'Two bottles cracked');
    const order = await placeOrder(product.id, 3);
    const cancel = await t.app.inject(
      withToken(adminUser.token, {
        method: 'PUT',
        url: `/api/order/admin/order/status?orderId=${order.id}&status=CANCELLED`,
      }),
    );
    expect(cancel.statusCode, cancel.body).toBe(200);

    const stock = (await historyOf(product.id)).filter((entry) => entry.action === 'STOCK');
    expect(
      stock.map((entry) => [
        entry.actor?.email ?? 'system',
        entry.reason,
        changesOf(entry).stockQuantity,
      ]),
    ).toEqual([
      [adminUser.email, `CANCEL ${order.orderNumber}`, [7, 10]],
      ['system', `ORDER ${order.orderNumber}`, [10, 7]],
      [adminUser.email, 'ADMIN_EDIT: Two bottles cracked', [12, 10]],
      [adminUser.email, 'ADMIN_EDIT', [10, 12]],
    ]);
    expect(stock[1]!.actor).toBeNull();

    const ledger = json<Page<StockMovement>>(await admin.movements(product.id)).content;
    expect(
      ledger
        .slice(0, 2)
        .map((move) => [move.reason, move.delta, move.stockAfter, move.orderId, move.orderNumber]),
    ).toEqual([
      ['CANCEL', 3, 10, order.id, order.orderNumber],
      ['ORDER', -3, 7, order.id, order.orderNumber],
    ]);
    expect(ledger[1]!.actor).toBeNull();
    expect(ledger[0]!.actor).toEqual({ id: adminUser.id, email: adminUser.email });
    expect(ledger.reduce((sum, move) => sum + move.delta, 0)).toBe(10);
  });

  it('records nothing for an update that changes nothing', async () => {
    const product = await admin.add(fragrancePayload(categoryId, { name: 'Hina Attar' }));
    await admin.update(product.id, {
      name: 'Hina Attar',
      price: product.price,
      stockQuantity: product.stockQuantity,
    });
    expect((await historyOf(product.id)).map((entry) => entry.action)).toEqual(['CREATE']);
  });

  it('pages newest first and answers 404 for an unknown product, 400 for a bad id', async () => {
    const product = await admin.add(fragrancePayload(categoryId));
    for (const name of ['One', 'Two', 'Three']) await admin.update(product.id, { name });
    const page = json<Page<ProductHistoryEntry>>(await admin.history(product.id, '?page=1&size=2'));
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, number: 1 });
    expect(page.content.map((entry) => changesOf(entry).name)).toEqual([
      ['Kannauj Rose Attar', 'One'],
      [null, 'Kannauj Rose Attar'],
    ]);
    expect((await admin.history(987_654)).statusCode).toBe(404);
    expect((await admin.history(0)).statusCode).toBe(400);
  });
});

describe('POST /api/product-history/{id}/restore/{entryId}', () => {
  it('puts back the values right after an entry, leaves stock alone, and records a REVERT', async () => {
    const [front, back] = await uploadedImages(t, 'up-rev-front', 'up-rev-back');
    const product = await admin.add(
      fragrancePayload(categoryId, {
        name: 'Shamama Attar',
        price: 4800,
        stockQuantity: 5,
        notesPyramid: { top: ['saffron'], heart: [], base: ['oud'] },
        imagePublicIds: [front!],
      }),
    );
    await admin.update(product.id, { name: 'Shamama Royal', price: 5200, salePrice: 4999 });
    await admin.update(product.id, {
      notesPyramid: null,
      isFeatured: true,
      imagePublicIds: [back!, front!],
    });
    await admin.adjustStock(product.id, 4);
    const entries = await historyOf(product.id);
    const createEntry = entries.find((entry) => entry.action === 'CREATE')!;
    const response = await admin.revert(product.id, createEntry.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminProduct>(response)).toMatchObject({
      name: 'Shamama Attar',
      price: 4800,
      salePrice: null,
      isFeatured: false,
      notesPyramid: { top: ['saffron'], heart: [], base: ['oud'] },
      notes: ['saffron', 'oud'],
      images: [expect.objectContaining({ publicId: front, isPrimary: true })],
      stockQuantity: 9,
    });
    const [revert] = await historyOf(product.id);
    expect(revert).toMatchObject({
      action: 'REVERT',
      actor: { id: adminUser.id },
      reason: `Back to the values after entry #${createEntry.id}`,
    });
    expect(changesOf(revert!)).toMatchObject({
      name: ['Shamama Royal', 'Shamama Attar'],
      price: [5200, 4800],
      salePrice: [4999, null],
      isFeatured: [true, false],
      imagePublicIds: [[back, front], [front]],
    });

    // Back to the state after the first update: the revert is itself undone where it differs.
    const firstUpdateEntry = (await historyOf(product.id))
      .filter((entry) => entry.action === 'UPDATE')
      .at(-1)!;
    const again = json<AdminProduct>(await admin.revert(product.id, firstUpdateEntry.id));
    expect(again).toMatchObject({
      name: 'Shamama Royal',
      price: 5200,
      salePrice: 4999,
      isFeatured: false,
      stockQuantity: 9,
    });
  });

  it('answers 404 for an entry of another product or none, and for an unknown product', async () => {
    const a = await admin.add(fragrancePayload(categoryId));
    const b = await admin.add(fragrancePayload(categoryId));
    const [entryOfB] = await historyOf(b.id);
    const foreign = await admin.revert(a.id, entryOfB!.id);
    expect([foreign.statusCode, json(foreign).message]).toEqual([404, 'History entry not found']);
    expect((await admin.revert(a.id, 987_654)).statusCode).toBe(404);
    expect((await admin.revert(987_654, entryOfB!.id)).statusCode).toBe(404);
  });

  it("answers 409 when that version can no longer be saved (its SKU is now another product's)", async () => {
    const product = await admin.add(fragrancePayload(categoryId, { sku: 'AH-OLD-SKU' }));
    await admin.update(product.id, { sku: 'AH-NEW-SKU' });
    await admin.add(fragrancePayload(categoryId, { name: 'Newcomer', sku: 'AH-OLD-SKU' }));
    const [, create] = await historyOf(product.id);
    const response = await admin.revert(product.id, create!.id);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'SKU_TAKEN', details: { sku: 'AH-OLD-SKU' } });
  });
});
