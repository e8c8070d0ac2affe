import { ORDER_MESSAGES, type Quote } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { paymentMethods, promotionRedemptions, promotions } from '../../db/schema/index.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';

let t: TestApp;
let codId: number;
let rose: { id: number }; // 1000 rupees
let oud: { id: number }; // 2500, on sale at 1999.50
let musk: { id: number }; // 600

beforeAll(async () => {
  t = await createTestApp();
  const store = await orderReadyStore(t);
  codId = store.codId;
  rose = await productFor(t, store.categoryId, { rupees: 1000, stock: 2 });
  oud = await productFor(t, store.categoryId, { rupees: 2500, saleRupees: 1999.5 });
  musk = await productFor(t, store.categoryId, { rupees: 600 });
});
afterAll(async () => {
  await t.close();
});

const quote = (payload: unknown, token?: string) => {
  const options = { method: 'POST' as const, url: '/api/cart/quote', payload: payload as object };
  return t.app.inject(token ? withToken(token, options) : options);
};
const quoted = async (payload: unknown, token?: string) => {
  const response = await quote(payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return json<Quote>(response);
};

describe('POST /api/cart/quote', () => {
  it('prices a cart from the server prices, using the sale price, with the GST it contains', async () => {
    const body = await quoted({
      items: [
        { productId: rose.id, quantity: 2 },
        { productId: oud.id, quantity: 1 },
      ],
    });
    expect(body).toMatchObject({
      subtotal: 3999.5,
      discount: 0,
      promoCode: null,
      promoApplied: false,
      promoMessage: null,
      shippingCharge: 0,
      codFee: 0,
      total: 3999.5,
      // 399950 x 18 / 118 = 61009.32 paise
      gstIncluded: 610.09,
      delivery: null,
    });
    expect(body.lines).toEqual([
      expect.objectContaining({
        productId: rose.id,
        unitPrice: 1000,
        quantity: 2,
        lineTotal: 2000,
        discount: 0,
        inStock: true,
      }),
      expect.objectContaining({
        productId: oud.id,
        unitPrice: 1999.5,
        quantity: 1,
        lineTotal: 1999.5,
        inStock: true,
      }),
    ]);
    expect(body.lines[0]!.sku).toMatch(/^SKU-/);
  });

  it('marks a line whose quantity exceeds the stock', async () => {
    const body = await quoted({ items: [{ productId: rose.id, quantity: 3 }] });
    expect(body.lines[0]!.inStock).toBe(false);
  });

  it('B2G1 makes the cheapest unit of every group of three free', async () => {
    const body = await quoted({
      items: [
        { productId: rose.id, quantity: 2 },
        { productId: musk.id, quantity: 2 },
        { productId: oud.id, quantity: 2 },
      ],
      promoCode: ' b2g1 ',
    });
    // Units dearest first: oud, oud, rose | rose, musk, musk: a rose and a musk are free.
    expect(body).toMatchObject({
      promoCode: 'B2G1',
      promoApplied: true,
      promoMessage: null,
      discount: 1600,
    });
    expect(body.subtotal).toBe(7199);
    expect(body.total).toBe(5599);
    expect(body.lines.map((line) => line.discount)).toEqual([1000, 600, 0]);
  });

  it('B2G1 needs three units', async () => {
    const body = await quoted({ items: [{ productId: rose.id, quantity: 2 }], promoCode: 'B2G1' });
    expect(body).toMatchObject({
      promoCode: 'B2G1',
      promoApplied: false,
      discount: 0,
      total: 2000,
      promoMessage: 'The promo code B2G1 needs at least 3 items in the cart.',
    });
  });

  it('FLAT50 takes half off the subtotal, not off shipping or the COD fee', async () => {
    const body = await quoted({
      items: [
        { productId: oud.id, quantity: 1 },
        { productId: musk.id, quantity: 1 },
      ],
      promoCode: 'FLAT50',
      pincode: '400002',
      paymentMethodId: codId,
    });
    expect(body).toMatchObject({
      subtotal: 2599.5,
      discount: 1299.75,
      promoApplied: true,
      shippingCharge: 0,
      codFee: 49,
      total: 1348.75,
      // Each line's GST and the COD fee's, each rounded to the paisa (18/118 of 1348.75 is 205.74).
      gstIncluded: 205.73,
      delivery: { pincode: '400002', available: true, codAvailable: true },
    });
  });

  it('an unknown promo code is reported, not applied, and the figures are still given', async () => {
    const body = await quoted({
      items: [{ productId: musk.id, quantity: 1 }],
      promoCode: 'FREEBIE',
    });
    expect(body).toMatchObject({
      promoCode: 'FREEBIE',
      promoApplied: false,
      discount: 0,
      total: 600,
      promoMessage: 'The promo code FREEBIE is not valid.',
    });
  });

  it('an inactive promotion is not valid', async () => {
    await t.database.db
      .update(promotions)
      .set({ isActive: false })
      .where(eq(promotions.code, 'B2G1'));
    const body = await quoted({ items: [{ productId: musk.id, quantity: 3 }], promoCode: 'B2G1' });
    expect(body.promoMessage).toBe('The promo code B2G1 is not valid.');
    await t.database.db
      .update(promotions)
      .set({ isActive: true })
      .where(eq(promotions.code, 'B2G1'));
  });

  it('FLAT50 already used by the signed-in customer says so; without a token it cannot tell', async () => {
    const customer = await signedInUser(t);
    const items = [{ productId: musk.id, quantity: 1 }];
    expect((await quoted({ items, promoCode: 'FLAT50' }, customer.token)).promoApplied).toBe(true);
    // An earlier order of this customer redeemed it (orders are placed in the orders tests).
    const { rows } = await t.database.db.execute<{ id: number }>(
      `insert into orders (order_number, user_id, payment_method, payment_method_name, subtotal_paise, total_paise, gst_paise, charges_gst_rate_basis_points, shipping_address)
       values ('AH-TEST-1', ${customer.id}, 'cod', 'Cash on Delivery', 60000, 30000, 4576, 1800, '{}') returning id` as never,
    );
    const [flat50] = await t.database.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.code, 'FLAT50'));
    await t.database.db.insert(promotionRedemptions).values({
      promotionId: flat50!.id,
      userId: customer.id,
      orderId: rows[0]!.id,
      discountPaise: 30000,
    });
    expect(await quoted({ items, promoCode: 'FLAT50' }, customer.token)).toMatchObject({
      promoApplied: false,
      discount: 0,
      promoMessage: 'You have already used the promo code FLAT50.',
    });
    expect((await quoted({ items, promoCode: 'FLAT50' })).promoApplied).toBe(true);
  });

  it('shows a pincode without delivery: no shipping charge, delivery unavailable', async () => {
    const body = await quoted({ items: [{ productId: musk.id, quantity: 1 }], pincode: '999001' });
    expect(body).toMatchObject({
      shippingCharge: 0,
      delivery: { pincode: '999001', available: false, codAvailable: false },
    });
  });

  it('does not deliver to a pincode that does not exist, though it starts with 1 to 8', async () => {
    const body = await quoted({
      items: [{ productId: musk.id, quantity: 1 }],
      pincode: '100000',
      paymentMethodId: codId,
    });
    expect(body).toMatchObject({
      shippingCharge: 0,
      delivery: { pincode: '100000', available: false, codAvailable: false },
    });
  });

  it('adds the COD fee only for cash on delivery', async () => {
    const items = [{ productId: musk.id, quantity: 1 }];
    expect((await quoted({ items, paymentMethodId: codId })).codFee).toBe(49);
    expect((await quoted({ items })).codFee).toBe(0);
  });

  it('refuses an unknown or inactive payment method', async () => {
    const items = [{ productId: musk.id, quantity: 1 }];
    const unknown = await quote({ items, paymentMethodId: 9999 });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      message: 'This payment method is not available.',
    });
    await t.database.db
      .update(paymentMethods)
      .set({ isActive: false })
      .where(eq(paymentMethods.id, codId));
    // Written past the services, so nothing told the storefront cache (its TTL would, in a second).
    await storefrontChanged(t.database.db);
    expect((await quote({ items, paymentMethodId: codId })).statusCode).toBe(422);
    await t.database.db
      .update(paymentMethods)
      .set({ isActive: true })
      .where(eq(paymentMethods.id, codId));
    await storefrontChanged(t.database.db);
  });

  it('answers 404 naming products that do not exist', async () => {
    const response = await quote({
      items: [
        { productId: musk.id, quantity: 1 },
        { productId: 987654, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product 987654 not found: it may have been removed from the store.',
      details: { productIds: [987654] },
    });
  });

  it.each([
    [{ items: [] }, 'items', 'Add at least one item.'],
    [{}, 'items', 'Items must be a list.'],
    [
      { items: [{ productId: 1, quantity: 0 }] },
      'items.0.quantity',
      'Quantity must be between 1 and 99.',
    ],
    [
      { items: [{ productId: 1, quantity: 100 }] },
      'items.0.quantity',
      'Quantity must be between 1 and 99.',
    ],
    [
      { items: [{ productId: 1, quantity: 1.5 }] },
      'items.0.quantity',
      'Quantity must be a whole number.',
    ],
    [
      { items: [{ productId: 1, quantity: '2' }] },
      'items.0.quantity',
      'Quantity must be a whole number.',
    ],
    [
      { items: [{ productId: -1, quantity: 1 }] },
      'items.0.productId',
      'Must be a positive whole number.',
    ],
    [
      { items: [{ productId: 'x', quantity: 1 }] },
      'items.0.productId',
      'Must be a positive whole number.',
    ],
    [
      {
        items: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
      },
      'items',
      ORDER_MESSAGES.duplicateProduct,
    ],
    [
      { items: [{ productId: 1, quantity: 1 }], pincode: '01234' },
      'pincode',
      'Pincode must be 6 digits.',
    ],
    [
      { items: [{ productId: 1, quantity: 1 }], promoCode: 'X'.repeat(33) },
      'promoCode',
      'Promo code must be at most 32 characters.',
    ],
    [
      { items: [{ productId: 1, quantity: 1 }], promoCode: 5 },
      'promoCode',
      'Promo code must be text.',
    ],
  ])('refuses %j with 400 (%s: %s)', async (payload, path, message) => {
    const response = await quote(payload);
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string; message: string }[] }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toContainEqual({ path, message });
  });

  it('refuses more than 50 lines, and a bad token with 401', async () => {
    const items = Array.from({ length: 51 }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    expect((await quote({ items })).statusCode).toBe(400);
    const response = await quote({ items: [{ productId: musk.id, quantity: 1 }] }, 'not-a-token');
    expect(response.statusCode).toBe(401);
  });
});
