import { gstIncludedPaise, type Order, type Quote, type ReturnRequest } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../test/invoice-fixtures.js';
import { orderReadyStore, placedOrder, productFor } from '../../test/order-fixtures.js';
import { startRazorpayStore, type RazorpayStore, type Shopper } from '../../test/razorpay-store.js';
import { decide, moveOrder, requestReturn } from '../../test/return-fixtures.js';
import { json, signedInUser, withToken } from '../../test/test-app.js';

// The prepaid discount (docs/payments.md, "Prepaid discount"): what paying online takes off the
// goods, spread over the lines so that GST, invoices and partial refunds see it, and dropped
// when the shopper pays on delivery instead.

let store: RazorpayStore;
let admin: Shopper;
let codId: number;

beforeAll(async () => {
  store = await startRazorpayStore();
  admin = store.admin;
  ({ codId } = await orderReadyStore(store.t));
  await fillInvoiceIdentity(store.t);
});
afterAll(() => store?.close());

async function setDiscount(values: { kind: string; amount: number; percent: number }) {
  const response = await store.t.app.inject(
    withToken(admin.token, {
      method: 'PUT',
      url: '/api/admin/settings/prepaid-discount',
      payload: values,
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function quote(
  items: { productId: number; quantity: number }[],
  paymentMethodId?: number,
  promoCode?: string,
): Promise<Quote> {
  const response = await store.t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { items, paymentMethodId, pincode: '400002', promoCode },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Quote>(response);
}

/** GST at 18% (the test products are fragrances) in rupees, as the server rounds it. */
const gstAt18 = (rupees: number) => gstIncludedPaise(Math.round(rupees * 100), 1800) / 100;

async function paidOnline(shopper: Shopper, items: { productId: number; quantity: number }[]) {
  const response = await store.placeOnline(shopper, items);
  expect(response.statusCode, response.body).toBe(201);
  const order = json<Order & { payment: { gatewayOrderId: string; amount: number } }>(response);
  const { checkout } = store.standin.pay(order.payment.gatewayOrderId);
  expect((await store.verify(shopper, order.id, checkout)).statusCode).toBe(200);
  return order;
}

describe('the prepaid discount', () => {
  it('is offered on every cart and taken off only when the method is paid online', async () => {
    await setDiscount({ kind: 'percent', amount: 0, percent: 5 });
    const ring = await productFor(store.t, store.categoryId, { rupees: 1000 });
    const attar = await productFor(store.t, store.categoryId, { rupees: 500 });
    const items = [
      { productId: ring.id, quantity: 1 },
      { productId: attar.id, quantity: 1 },
    ];

    const browsing = await quote(items);
    expect(browsing).toMatchObject({ prepaidSaving: 75, prepaidDiscount: 0, total: 1500 });

    const online = await quote(items, store.razorpayId);
    expect(online).toMatchObject({
      subtotal: 1500,
      discount: 0,
      prepaidDiscount: 75,
      prepaidSaving: 75,
      codFee: 0,
      total: 1425,
    });
    expect(online.lines.map((line) => line.discount)).toEqual([50, 25]);
    expect(online.gstIncluded).toBe(gstAt18(950) + gstAt18(475));

    const cod = await quote(items, codId);
    expect(cod).toMatchObject({ prepaidDiscount: 0, prepaidSaving: 75, codFee: 49, total: 1549 });
    expect(cod.lines.map((line) => line.discount)).toEqual([0, 0]);
  });

  it('counts from the goods after the promo code, in whole rupees, never above them', async () => {
    await setDiscount({ kind: 'percent', amount: 0, percent: 5 });
    const attar = await productFor(store.t, store.categoryId, { rupees: 999 });
    const items = [{ productId: attar.id, quantity: 1 }];
    // 50% off 999 is 499.50; 5% of that is 24.975, rounded down to 24 rupees.
    const withPromo = await quote(items, store.razorpayId, 'FLAT50');
    expect(withPromo).toMatchObject({ discount: 499.5, prepaidDiscount: 24, total: 475.5 });
    expect(withPromo.lines[0]!.discount).toBe(523.5);

    await setDiscount({ kind: 'amount', amount: 300, percent: 5 });
    const small = await productFor(store.t, store.categoryId, { rupees: 250.5 });
    const capped = await quote([{ productId: small.id, quantity: 1 }], store.razorpayId);
    expect(capped).toMatchObject({ prepaidDiscount: 250, total: 0.5 });

    await setDiscount({ kind: 'none', amount: 300, percent: 5 });
    expect(await quote(items, store.razorpayId)).toMatchObject({
      prepaidDiscount: 0,
      prepaidSaving: 0,
      total: 999,
    });
  });

  it('charges the gateway the discounted total, names it on the order and in the mail, and refunds a returned line at what was paid for it', async () => {
    await setDiscount({ kind: 'amount', amount: 150, percent: 0 });
    const shopper = await signedInUser(store.t);
    const ring = await productFor(store.t, store.categoryId, { rupees: 2000 });
    const attar = await productFor(store.t, store.categoryId, { rupees: 1000 });
    const order = await paidOnline(shopper, [
      { productId: ring.id, quantity: 1 },
      { productId: attar.id, quantity: 1 },
    ]);
    expect(order).toMatchObject({ prepaidDiscount: 150, discount: 0, totalAmount: 2850 });
    expect(order.payment.amount).toBe(285_000);
    expect(order.items.map((item) => item.discount)).toEqual([100, 50]);
    expect(order.items.map((item) => item.gstAmount)).toEqual([gstAt18(1900), gstAt18(950)]);
    expect(order.gstIncluded).toBe(gstAt18(1900) + gstAt18(950));
    await store.t.app.jobs.whenIdle();
    const mail = store
      .mailsAbout(shopper, order.orderNumber)
      .find((message) => message.text?.includes('Thank you for your order'));
    expect(mail?.text).toContain('Online payment discount: -₹150');
    expect(mail?.text).toContain('Total: ₹2,850');

    // The invoice adds up to what was paid: it is refused when an order's lines do not.
    await moveOrder(store.t, admin, order.id, 'DELIVERED');
    const invoice = await store.t.app.inject(
      withToken(shopper.token, {
        method: 'GET',
        url: `/api/order/my-orders/${order.id}/invoice.pdf`,
      }),
    );
    expect(invoice.statusCode, invoice.body).toBe(200);

    const requested = await requestReturn(store.t, shopper.token, {
      orderId: order.id,
      productId: ring.id,
      reason: 'Defective product',
      type: 'RETURN',
    });
    const request = json<ReturnRequest>(requested);
    await decide(store.t, admin.token, request.id, 'approve');
    await decide(store.t, admin.token, request.id, 'receive', { quantityReceived: 1 });
    const completed = await decide(store.t, admin.token, request.id, 'complete', {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(json<ReturnRequest>(completed).refund).toMatchObject({ amount: 1900 });
  });

  it('is dropped, with the fee added and the GST worked out again, when the shopper pays on delivery instead', async () => {
    await setDiscount({ kind: 'percent', amount: 0, percent: 10 });
    const shopper = await signedInUser(store.t);
    const attar = await productFor(store.t, store.categoryId, { rupees: 1200 });
    const placed = await store.placeOnline(shopper, [{ productId: attar.id, quantity: 2 }]);
    expect(json<Order>(placed)).toMatchObject({ prepaidDiscount: 240, totalAmount: 2160 });
    const switched = await store.t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: `/api/payments/orders/${json<Order>(placed).id}/pay-on-delivery`,
      }),
    );
    expect(switched.statusCode, switched.body).toBe(200);
    const order = json<Order>(switched);
    expect(order).toMatchObject({ prepaidDiscount: 0, codFee: 49, totalAmount: 2449 });
    expect(order.items[0]).toMatchObject({ discount: 0, gstAmount: gstAt18(2400) });
    // The same as an order paid on delivery from the start.
    const fromTheStart = await placedOrder(store.t, shopper.token, {
      items: [{ productId: attar.id, quantity: 2 }],
      paymentMethodId: codId,
    });
    expect(order.gstIncluded).toBe(fromTheStart.gstIncluded);
    expect(order.totalAmount).toBe(fromTheStart.totalAmount);
  });
});
