import type { Order, Quote } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { orders } from '../../db/schema/index.js';

// The COD limit (a setting, docs/admin-guide.md, "Store settings"): cash on delivery is offered for
// order totals, COD fee included, up to it. The quote says so; placing a COD order above it is
// refused.

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: string;
let customer: { id: number; token: string };
let addressId: number;

const OVER_LIMIT =
  'Cash on delivery is available for orders up to ₹1,000. Please choose another payment method.';

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  admin = (await signedInUser(t, 'ADMIN')).token;
  customer = await signedInUser(t);
  addressId = await addressOf(t, customer.token);
  // A fee of 49 rupees and a limit of 1,000: a cart of 951 rupees is exactly at the limit.
  const response = await t.app.inject(
    withToken(admin, {
      method: 'PUT',
      url: '/api/admin/settings/cash-on-delivery',
      payload: { codFee: 49, codLimit: 1000 },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function cartOf(rupees: number) {
  const product = await productFor(t, categoryId, { rupees });
  return [{ productId: product.id, quantity: 1 }];
}
async function quoted(payload: object): Promise<Quote> {
  const response = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload });
  expect(response.statusCode, response.body).toBe(200);
  return json<Quote>(response);
}
const place = (items: { productId: number; quantity: number }[], totalAmount: number) =>
  t.app.inject(
    withToken(customer.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: { shippingAddressId: addressId, paymentMethodId: codId, totalAmount, items },
    }),
  );

describe('the COD limit in POST /api/cart/quote', () => {
  it('offers cash on delivery up to the limit, fee included, and says the limit', async () => {
    const atLimit = await quoted({ items: await cartOf(951), paymentMethodId: codId });
    expect(atLimit).toMatchObject({
      total: 1000,
      codFee: 49,
      codAvailable: true,
      codMessage: null,
      codLimit: 1000,
    });
  });

  it('refuses it one rupee above, with or without COD chosen, and still gives the figures', async () => {
    const items = await cartOf(952);
    const withCod = await quoted({ items, paymentMethodId: codId, pincode: '400002' });
    expect(withCod).toMatchObject({
      total: 1001,
      codFee: 49,
      codAvailable: false,
      codMessage: OVER_LIMIT,
      codLimit: 1000,
    });
    const withoutMethod = await quoted({ items });
    expect(withoutMethod).toMatchObject({
      total: 952,
      codFee: 0,
      codAvailable: false,
      codMessage: OVER_LIMIT,
    });
  });

  it('counts the promo discount: FLAT50 brings a 1,800 rupee cart under the limit', async () => {
    const items = await cartOf(1800);
    expect(await quoted({ items, paymentMethodId: codId })).toMatchObject({
      codAvailable: false,
    });
    expect(await quoted({ items, paymentMethodId: codId, promoCode: 'FLAT50' })).toMatchObject({
      total: 949,
      codAvailable: true,
      codMessage: null,
    });
  });

  it('gives the pincode’s reason first when it takes no cash on delivery', async () => {
    const quote = await quoted({ items: await cartOf(5000), pincode: '900001' });
    expect(quote).toMatchObject({
      codAvailable: false,
      codMessage: 'Cash on delivery is not available at this pincode.',
    });
  });
});

describe('the COD limit in POST /api/order/placeOrder', () => {
  it('places a COD order at the limit', async () => {
    const response = await place(await cartOf(951), 1000);
    expect(response.statusCode, response.body).toBe(201);
    expect(json<Order>(response).totalAmount).toBe(1000);
  });

  it('refuses a COD order above it with 422 PAYMENT_METHOD_UNAVAILABLE naming the limit', async () => {
    const before = await t.database.db.select().from(orders).where(eq(orders.userId, customer.id));
    const response = await place(await cartOf(952), 1001);
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      message: OVER_LIMIT,
      details: { codLimit: 1000 },
    });
    const after = await t.database.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(after).toHaveLength(before.length);
  });

  it('follows a new limit at once', async () => {
    const items = await cartOf(1500);
    expect((await place(items, 1549)).statusCode).toBe(422);
    await t.app.inject(
      withToken(admin, {
        method: 'PUT',
        url: '/api/admin/settings/cash-on-delivery',
        payload: { codFee: 49, codLimit: 2000 },
      }),
    );
    expect((await place(items, 1549)).statusCode).toBe(201);
  });
});
