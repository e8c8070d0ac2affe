import { RETURN_MESSAGES, type ExchangeOption, type ReturnRequest } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, productVariants } from '../../db/schema/index.js';
import {
  addCategory,
  addVariant,
  defaultVariantOf,
  setStockOf,
  stockOf,
} from '../../../test/catalog-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  decide,
  deliveredOrder,
  requestReturn,
  type Shopper,
} from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

// An exchange for another size names the variant by its SKU (docs/product.md, "Returns and
// exchanges"): the options list the product's sizes, the request is checked against them, and the
// exchange order sends that size and takes its stock.

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

const rupees = (value: number) => value * 100;

/**
 * A fragrance bought in its default 50 ml at ₹2,000, also sold in 30 ml (₹1,500, 5 in stock),
 * 10 ml (₹800, sold out), 100 ml (₹3,000, dearer than paid) and 20 ml (removed); delivered.
 */
async function boughtInFiftyMl(who: Shopper) {
  const product = await productFor(t, categoryId, { rupees: 2000, stock: 10 });
  const fifty = await defaultVariantOf(t.database.db, product.id);
  await t.database.db
    .update(productVariants)
    .set({ size: '50 ml' })
    .where(eq(productVariants.id, fifty.id));
  const db = t.database.db;
  const thirty = await addVariant(db, product.id, {
    size: '30 ml',
    pricePaise: rupees(1500),
    stockQuantity: 5,
  });
  const ten = await addVariant(db, product.id, {
    size: '10 ml',
    pricePaise: rupees(800),
    stockQuantity: 0,
  });
  const hundred = await addVariant(db, product.id, {
    size: '100 ml',
    pricePaise: rupees(3000),
    stockQuantity: 5,
  });
  const twenty = await addVariant(db, product.id, {
    size: '20 ml',
    pricePaise: rupees(900),
    stockQuantity: 5,
    deletedAt: new Date(),
  });
  const order = await deliveredOrder(t, who, admin, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethodId: codId,
  });
  const exchange = (exchangeSku?: unknown) => ({
    orderId: order.id,
    productId: product.id,
    reason: 'Size/fit issue',
    unopenedSealed: true,
    type: 'EXCHANGE',
    exchangeProductId: product.id,
    ...(exchangeSku === undefined ? {} : { exchangeSku }),
  });
  return { product, order, fifty, thirty, ten, hundred, twenty, exchange };
}

function exchangeOptions(token: string, orderId: number, productId: number) {
  return t.app.inject(
    withToken(token, {
      method: 'GET',
      url: `/api/returns/exchange-options?orderId=${orderId}&productId=${productId}`,
    }),
  );
}

describe('an exchange for another size', () => {
  it('offers the product’s other sizes at the price paid or less, sold-out ones marked', async () => {
    const who = await signedInUser(t);
    const { product, order, thirty, ten } = await boughtInFiftyMl(who);
    const answer = await exchangeOptions(who.token, order.id, product.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const [first] = json<ExchangeOption[]>(answer);
    expect(first).toMatchObject({ id: product.id, sameProduct: true, price: 1500 });
    // Not the 50 ml bought, not the dearer 100 ml, not the removed 20 ml.
    expect(first!.sizes).toEqual([
      {
        sku: thirty.sku,
        size: '30 ml',
        colour: null,
        price: 1500,
        stockQuantity: 5,
        inStock: true,
      },
      { sku: ten.sku, size: '10 ml', colour: null, price: 800, stockQuantity: 0, inStock: false },
    ]);
  });

  it('names the chosen size on the request and on the exchange order, and takes its stock', async () => {
    const who = await signedInUser(t);
    const { product, fifty, thirty, exchange } = await boughtInFiftyMl(who);
    const fiftyStock = await stockOf(t.database.db, product.id, fifty.id);

    const created = await requestReturn(t, who.token, exchange(thirty.sku.toLowerCase()));
    expect(created.statusCode, created.body).toBe(201);
    const request = json<ReturnRequest>(created);
    expect(request).toMatchObject({
      exchangeProductId: product.id,
      exchangeSku: thirty.sku,
      exchangeSize: '30 ml',
      exchangeProductData: { id: product.id, sku: thirty.sku, size: '30 ml', price: 1500 },
    });

    const approved = await decide(t, admin.token, request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const exchangeOrderId = json<ReturnRequest>(approved).exchangeOrder!.id;
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, exchangeOrderId));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: thirty.id,
        productSku: thirty.sku,
        size: '30 ml',
        quantity: 1,
        unitPricePaise: 0,
      }),
    ]);
    expect(await stockOf(t.database.db, product.id, thirty.id)).toBe(4);
    expect(await stockOf(t.database.db, product.id, fifty.id)).toBe(fiftyStock);

    // The customer's own list says the same.
    const mine = json<{ content: ReturnRequest[] }>(
      await t.app.inject(withToken(who.token, { method: 'GET', url: '/api/returns/my-requests' })),
    );
    expect(mine.content[0]).toMatchObject({ id: request.id, exchangeSku: thirty.sku });
  });

  it('refuses a SKU that is unknown, another product’s, removed, sold out, dearer or the size bought', async () => {
    const who = await signedInUser(t);
    const { order, fifty, thirty, ten, hundred, twenty, exchange } = await boughtInFiftyMl(who);
    const other = await productFor(t, categoryId, { rupees: 1000, stock: 3 });
    const otherSku = (await defaultVariantOf(t.database.db, other.id)).sku;

    const refusals: [unknown, number, string, string][] = [
      ['NO-SUCH-SKU-1', 404, 'NOT_FOUND', RETURN_MESSAGES.exchangeSkuUnknown],
      [otherSku, 400, 'VALIDATION_FAILED', RETURN_MESSAGES.exchangeSkuOtherProduct],
      [twenty.sku, 409, 'EXCHANGE_NOT_ALLOWED', RETURN_MESSAGES.exchangeSkuRemoved],
      [ten.sku, 409, 'EXCHANGE_NOT_ALLOWED', RETURN_MESSAGES.exchangeSizeOutOfStock],
      [hundred.sku, 409, 'EXCHANGE_NOT_ALLOWED', RETURN_MESSAGES.exchangeTooExpensive],
      [fifty.sku, 409, 'EXCHANGE_NOT_ALLOWED', RETURN_MESSAGES.exchangeSameSize],
    ];
    for (const [sku, status, code, message] of refusals) {
      const refused = await requestReturn(t, who.token, exchange(sku));
      expect(refused.statusCode, `${String(sku)}: ${refused.body}`).toBe(status);
      expect(json(refused)).toMatchObject({ code, message });
    }

    // Malformed: not a SKU's characters, not text.
    for (const sku of ['not a sku!', 42, 'X']) {
      const bad = await requestReturn(t, who.token, exchange(sku));
      expect(bad.statusCode, bad.body).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(json(bad))).toContain('exchangeSku');
    }

    // Another customer's order is not found, whatever the SKU.
    const stranger = await signedInUser(t);
    const foreign = await requestReturn(t, stranger.token, exchange(thirty.sku));
    expect(foreign.statusCode, foreign.body).toBe(404);
    const foreignOptions = await exchangeOptions(stranger.token, order.id, thirty.productId);
    expect(foreignOptions.statusCode).toBe(404);

    // None of the refusals took the item: the right size is still asked for.
    const accepted = await requestReturn(t, who.token, exchange(thirty.sku));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('keeps the spec’s payload: without a SKU the replacement is its default, and a fragrance cannot be itself', async () => {
    const who = await signedInUser(t);
    const { exchange } = await boughtInFiftyMl(who);
    const itself = await requestReturn(t, who.token, exchange());
    expect(itself.statusCode).toBe(409);
    expect(json(itself)).toMatchObject({ message: RETURN_MESSAGES.exchangeSameProduct });

    const other = await productFor(t, categoryId, { rupees: 1200, stock: 3 });
    const otherDefault = await defaultVariantOf(t.database.db, other.id);
    const created = await requestReturn(t, who.token, {
      ...exchange(),
      exchangeProductId: other.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = json<ReturnRequest>(created);
    expect(request).toMatchObject({ exchangeSku: null, exchangeProductData: { sku: other.sku } });
    const approved = await decide(t, admin.token, request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, json<ReturnRequest>(approved).exchangeOrder!.id));
    expect(line).toMatchObject({ variantId: otherDefault.id, productSku: otherDefault.sku });
    expect(await stockOf(t.database.db, other.id)).toBe(2);
  });

  it('takes a size of another product by its SKU, and a ring’s own size without words', async () => {
    const who = await signedInUser(t);
    const { exchange } = await boughtInFiftyMl(who);
    const other = await productFor(t, categoryId, { rupees: 2400, stock: 2 });
    const small = await addVariant(t.database.db, other.id, {
      size: '15 ml',
      pricePaise: rupees(1100),
      stockQuantity: 2,
    });
    const created = await requestReturn(t, who.token, {
      ...exchange(small.sku),
      exchangeProductId: other.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(json<ReturnRequest>(created)).toMatchObject({
      exchangeSku: small.sku,
      exchangeProductData: { id: other.id, size: '15 ml', price: 1100 },
    });

    const rings = await addCategory(t.database.db, {
      name: `Stackables ${Math.random()}`,
      productType: 'JEWELRY',
    });
    const ring = await productFor(t, rings.id, { rupees: 9000, stock: 3 });
    await t.database.db.execute(
      `update products set product_type = 'JEWELRY' where id = ${ring.id}` as never,
    );
    const fourteen = await addVariant(t.database.db, ring.id, {
      size: '14',
      colour: 'Rose gold',
      pricePaise: rupees(9000),
      stockQuantity: 1,
    });
    const ringOrder = await deliveredOrder(t, who, admin, {
      items: [{ productId: ring.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const [option] = json<ExchangeOption[]>(
      await exchangeOptions(who.token, ringOrder.id, ring.id),
    );
    expect(option).toMatchObject({ sameProduct: true, sizes: [{ sku: fourteen.sku }] });
    const sized = await requestReturn(t, who.token, {
      orderId: ringOrder.id,
      productId: ring.id,
      reason: 'Size/fit issue',
      type: 'EXCHANGE',
      exchangeProductId: ring.id,
      exchangeSku: fourteen.sku,
    });
    expect(sized.statusCode, sized.body).toBe(201);
    expect(json<ReturnRequest>(sized)).toMatchObject({ exchangeSize: '14 · Rose gold' });
  });

  it('refuses to approve an exchange whose size was removed or sold out since', async () => {
    const who = await signedInUser(t);
    const { product, thirty, exchange } = await boughtInFiftyMl(who);
    const request = json<ReturnRequest>(await requestReturn(t, who.token, exchange(thirty.sku)));
    await setStockOf(t.database.db, product.id, 0, thirty.id);
    const soldOut = await decide(t, admin.token, request.id, 'approve');
    expect(soldOut.statusCode, soldOut.body).toBe(409);
    expect(json(soldOut)).toMatchObject({ code: 'INSUFFICIENT_STOCK' });

    await setStockOf(t.database.db, product.id, 5, thirty.id);
    await t.database.db
      .update(productVariants)
      .set({ deletedAt: new Date() })
      .where(eq(productVariants.id, thirty.id));
    const removed = await decide(t, admin.token, request.id, 'approve');
    expect(removed.statusCode, removed.body).toBe(409);
    expect(json(removed)).toMatchObject({
      code: 'EXCHANGE_NOT_ALLOWED',
      message: RETURN_MESSAGES.exchangeSkuRemoved,
    });
    expect(await stockOf(t.database.db, product.id, thirty.id)).toBe(5);
  });
});
