import type { Quote } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { moveOrder } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { invoices } from '../../db/schema/index.js';

// PGlite runs one query at a time, so only PostgreSQL shows whether parallel issues can share or
// skip a number (docs/architecture.md, "Adapters").
describe.skipIf(!onPostgres)('invoice numbers under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let admin: { id: number; token: string; email: string };
  let shopper: { id: number; token: string; email: string };
  let codId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ codId, categoryId } = await orderReadyStore(t));
    admin = await signedInUser(t, 'ADMIN');
    shopper = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placedOrders(count: number): Promise<number[]> {
    const product = await productFor(t, categoryId, { rupees: 999.99, stock: count });
    const items = [{ productId: product.id, quantity: 1 }];
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, paymentMethodId: codId, pincode: '400002' },
      }),
    );
    const shippingAddressId = await addressOf(t, shopper.token);
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await t.app.inject(
        withToken(shopper.token, {
          method: 'POST',
          url: '/api/order/placeOrder',
          payload: { shippingAddressId, paymentMethodId: codId, totalAmount: quote.total, items },
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      ids.push(json<{ id: number }>(response).id);
    }
    return ids;
  }

  const sequences = async () =>
    (await t.database.db.select({ sequence: invoices.sequence }).from(invoices))
      .map((row) => row.sequence)
      .sort((a, b) => a - b);

  it('30 first downloads of 30 shipped orders at once take numbers 1 to 30, no gap, no duplicate', async () => {
    // Shipped before the identity is filled in: the downloads are what issue the invoices.
    const ids = await placedOrders(30);
    for (const id of ids) await moveOrder(t, admin, id, 'SHIPPED');
    await fillInvoiceIdentity(t);

    const responses = await Promise.all(
      ids.flatMap((id) => [
        t.app.inject(
          withToken(shopper.token, {
            method: 'GET',
            url: `/api/order/my-orders/${id}/invoice.pdf`,
          }),
        ),
        // The same order asked twice at once still gets one invoice.
        t.app.inject(
          withToken(admin.token, { method: 'GET', url: `/api/admin/orders/${id}/invoice.pdf` }),
        ),
      ]),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(await sequences()).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    for (let index = 0; index < responses.length; index += 2) {
      expect(responses[index]!.headers['x-invoice-number']).toBe(
        responses[index + 1]!.headers['x-invoice-number'],
      );
    }
  });

  it('10 orders shipped at once continue the series with 31 to 40', async () => {
    const ids = await placedOrders(10);
    const moved = await Promise.all(
      ids.map((id) =>
        t.app.inject(
          withToken(admin.token, {
            method: 'PUT',
            url: `/api/order/admin/order/status?orderId=${id}&status=SHIPPED`,
          }),
        ),
      ),
    );
    expect(moved.map((response) => response.statusCode)).toEqual(moved.map(() => 200));
    expect(await sequences()).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
});
