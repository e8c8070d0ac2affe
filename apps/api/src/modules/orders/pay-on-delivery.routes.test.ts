import type { Order, Quote, ReturnRequest } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { decide, deliveredOrder, requestReturn } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { paymentMethods } from '../../db/schema/index.js';

// UPI on Delivery is seeded switched off; a store that collects UPI at the door switches it on.
describe('UPI on Delivery, paid at the door', () => {
  let t: TestApp;
  let categoryId: number;
  let upiOnDeliveryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ categoryId } = await orderReadyStore(t));
    const [row] = await t.database.db
      .update(paymentMethods)
      .set({ isActive: true })
      .where(eq(paymentMethods.method, 'upi_on_delivery'))
      .returning();
    upiOnDeliveryId = row!.id;
    // A completed return issues a GST credit note against the order's invoice.
    await fillInvoiceIdentity(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no cash-on-delivery fee, is offered only where COD is, is paid on delivery and refunded by transfer', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 2000 });

    const quote = (pincode: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          items: [{ productId: product.id, quantity: 1 }],
          paymentMethodId: upiOnDeliveryId,
          pincode,
        },
      });
    expect(json<Quote>(await quote('400002'))).toMatchObject({ codFee: 0, total: 2000 });

    const order = await deliveredOrder(t, shopper, admin, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: upiOnDeliveryId,
      status: 'SHIPPED',
    });
    expect(order).toMatchObject({ totalAmount: 2000, codFee: 0, paymentStatus: 'PENDING' });
    const delivered = await t.app.inject(
      withToken(admin.token, {
        method: 'PUT',
        url: `/api/order/admin/order/status?orderId=${order.id}&status=DELIVERED`,
      }),
    );
    expect(json<Order>(delivered).paymentStatus).toBe('PAID');

    const created = await requestReturn(t, shopper.token, {
      orderId: order.id,
      productId: product.id,
      reason: 'Damaged in shipping',
    });
    const request = json<ReturnRequest>(created);
    await decide(t, admin.token, request.id, 'approve');
    await decide(t, admin.token, request.id, 'receive', { quantityReceived: 1 });
    const toOriginal = await decide(t, admin.token, request.id, 'complete', {
      refundMethod: 'ORIGINAL_PAYMENT',
    });
    expect(toOriginal.statusCode).toBe(400);
    const byTransfer = await decide(t, admin.token, request.id, 'complete', {
      refundMethod: 'UPI',
      refundDestination: 'shopper@okbank',
      refundReference: 'UTR 1234',
    });
    expect(json<ReturnRequest>(byTransfer).refund).toMatchObject({ amount: 2000, method: 'UPI' });
  });
});
