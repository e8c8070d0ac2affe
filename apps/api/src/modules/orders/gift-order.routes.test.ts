import type { Order, Quote, StoreSettings } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity, pdfText } from '../../../test/invoice-fixtures.js';
import { addressOf, orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { waitForOutboxMail } from '../../../test/outbox.js';
import { moveOrder } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let codId: number;
let categoryId: number;
let owner: { id: number; token: string; email: string };
let shopper: { id: number; token: string; email: string };
let addressId: number;
let rose: { id: number; sku: string };

const MESSAGE = 'Happy Diwali, Meera! With love from Anaya.';

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  owner = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
  addressId = await addressOf(t, shopper.token);
  rose = await productFor(t, categoryId, { rupees: 1000, stock: 50, name: 'Rose Attar' });
});
afterAll(async () => {
  await t.close();
});

const setGiftWrap = (body: unknown, token = owner.token) =>
  t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: '/api/admin/settings/gift-wrap',
      payload: body as object,
    }),
  );

const quote = async (extra: object = {}) =>
  json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [{ productId: rose.id, quantity: 1 }],
        paymentMethodId: codId,
        pincode: '400002',
        ...extra,
      },
    }),
  );

const place = (payload: object, token = shopper.token) =>
  t.app.inject(withToken(token, { method: 'POST', url: '/api/order/placeOrder', payload }));

async function giftOrder(extra: object = { giftWrap: true, giftMessage: MESSAGE }) {
  const { total } = await quote(extra);
  const response = await place({
    shippingAddressId: addressId,
    paymentMethodId: codId,
    totalAmount: total,
    items: [{ productId: rose.id, quantity: 1 }],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Order>(response);
}

describe('gift wrap in Settings', () => {
  it('is off by default, and an owner switches it on with a fee', async () => {
    const settings = await t.app.inject(
      withToken(owner.token, { method: 'GET', url: '/api/admin/settings' }),
    );
    expect(json<StoreSettings>(settings).giftWrap).toEqual({ enabled: false, fee: 49 });
    expect((await quote()).giftWrap).toEqual({ offered: false, fee: 49 });

    const saved = await setGiftWrap({ enabled: true, fee: 99 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<StoreSettings>(saved).giftWrap).toEqual({ enabled: true, fee: 99 });
    expect((await quote()).giftWrap).toEqual({ offered: true, fee: 99 });
  });

  it('refuses a fee out of range or of fractions of a paisa, and bad types', async () => {
    for (const body of [
      { enabled: true, fee: 0 },
      { enabled: true, fee: 5001 },
      { enabled: true, fee: 10.005 },
      { enabled: 'yes', fee: 49 },
      { enabled: true },
      { enabled: true, fee: '49' },
    ]) {
      const response = await setGiftWrap(body);
      expect([JSON.stringify(body), response.statusCode, json(response).code]).toEqual([
        JSON.stringify(body),
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('is an owner’s or manager’s: a customer, a visitor and a Support account are refused', async () => {
    const support = await signedInUser(t, 'ADMIN', 'SUPPORT');
    expect((await setGiftWrap({ enabled: false, fee: 49 }, shopper.token)).statusCode).toBe(403);
    expect((await setGiftWrap({ enabled: false, fee: 49 }, support.token)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/gift-wrap',
      payload: { enabled: false, fee: 49 },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a gift order', () => {
  it('adds the fee to the quote, keeps the message on the order and in the confirmation', async () => {
    await setGiftWrap({ enabled: true, fee: 99 });
    const wrapped = await quote({ giftWrap: true });
    const plain = await quote();
    expect(wrapped.giftWrapCharge).toBe(99);
    expect(plain.giftWrapCharge).toBe(0);
    expect(wrapped.total).toBe(plain.total + 99);
    // The fee is taxed at the goods' rate like shipping: 99 x 18 / 118 = 15.10 more GST.
    expect(wrapped.gstIncluded).toBeCloseTo(plain.gstIncluded + 15.1, 2);

    const order = await giftOrder();
    expect(order).toMatchObject({
      giftWrapCharge: 99,
      giftMessage: MESSAGE,
      totalAmount: wrapped.total,
    });
    const mail = await waitForOutboxMail(t.config, shopper.email, (subject) =>
      subject.includes(order.orderNumber),
    );
    expect(mail.text).toContain('Gift wrap: ₹99');
    expect(mail.text).toContain(MESSAGE);

    const read = await t.app.inject(
      withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${order.id}` }),
    );
    expect(json<Order>(read)).toMatchObject({ giftWrapCharge: 99, giftMessage: MESSAGE });
  });

  it('takes a message without gift wrap, trims it, and treats an empty one as none', async () => {
    const withMessage = await giftOrder({ giftMessage: '  For you  ' });
    expect(withMessage).toMatchObject({ giftWrapCharge: 0, giftMessage: 'For you' });
    const blank = await giftOrder({ giftMessage: '   ' });
    expect(blank.giftMessage).toBeNull();
  });

  it('refuses a message over 200 characters, with a NUL byte, or not text', async () => {
    const { total } = await quote();
    for (const giftMessage of ['x'.repeat(201), 'Hello\u0000there', 42, ['hi']]) {
      const response = await place({
        shippingAddressId: addressId,
        paymentMethodId: codId,
        totalAmount: total,
        items: [{ productId: rose.id, quantity: 1 }],
        giftMessage,
      });
      expect([response.statusCode, json(response).code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const exactly200 = await giftOrder({ giftMessage: 'y'.repeat(200) });
    expect(exactly200.giftMessage).toHaveLength(200);
  });

  it('refuses gift wrap once the store stops offering it, and a total without its fee', async () => {
    const wrappedTotal = (await quote({ giftWrap: true })).total;
    const withoutFee = await place({
      shippingAddressId: addressId,
      paymentMethodId: codId,
      totalAmount: wrappedTotal - 99,
      items: [{ productId: rose.id, quantity: 1 }],
      giftWrap: true,
    });
    expect([withoutFee.statusCode, json(withoutFee).code]).toEqual([409, 'PRICE_CHANGED']);

    await setGiftWrap({ enabled: false, fee: 99 });
    // The quote answers without it, so the checkout can hide the choice...
    expect((await quote({ giftWrap: true })).giftWrapCharge).toBe(0);
    // ...and an order still asking for it is refused rather than wrapped for nothing.
    const response = await place({
      shippingAddressId: addressId,
      paymentMethodId: codId,
      totalAmount: wrappedTotal,
      items: [{ productId: rose.id, quantity: 1 }],
      giftWrap: true,
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'GIFT_WRAP_UNAVAILABLE',
      message: 'Gift wrap is not offered at the moment. Please place the order without it.',
    });
    await setGiftWrap({ enabled: true, fee: 99 });
  });
});

describe('the papers of a gift order', () => {
  let order: Order;
  beforeAll(async () => {
    await setGiftWrap({ enabled: true, fee: 99 });
    order = await giftOrder();
  });

  it('prints the packing slip with the address, the item, gift wrap and the message, no price', async () => {
    const response = await t.app.inject(
      withToken(owner.token, {
        method: 'GET',
        url: `/api/admin/orders/${order.id}/packing-slip.pdf`,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.orderNumber}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Anaya Sharma');
    expect(text).toContain('Rose Attar');
    expect(text).toContain(rose.sku);
    expect(text).toContain('gift-wrap every item');
    expect(text).toContain(MESSAGE);
    expect(text).not.toContain('₹');
    expect(text).not.toContain('1,000');
  });

  it('prints the invoice with the gift wrap line and never the message', async () => {
    await fillInvoiceIdentity(t);
    await moveOrder(t, owner, order.id, 'SHIPPED');
    const response = await t.app.inject(
      withToken(shopper.token, {
        method: 'GET',
        url: `/api/order/my-orders/${order.id}/invoice.pdf`,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Gift wrap');
    expect(text).not.toContain(MESSAGE);
    expect(text).not.toContain('Meera');
  });

  it('gives the shopper a gift receipt with the items and message, no price', async () => {
    const response = await t.app.inject(
      withToken(shopper.token, {
        method: 'GET',
        url: `/api/order/my-orders/${order.id}/gift-receipt.pdf`,
      }),
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('GIFT RECEIPT');
    expect(text).toContain('Rose Attar');
    expect(text).toContain(MESSAGE);
    expect(text).not.toContain('₹');
    expect(text).not.toContain('1,000');
    expect(text).not.toContain('Anaya Sharma');
  });

  it('keeps each paper from the wrong person, and answers unknown and bad ids', async () => {
    const other = await signedInUser(t);
    const receipt = (token: string, id: unknown) =>
      t.app.inject(
        withToken(token, { method: 'GET', url: `/api/order/my-orders/${id}/gift-receipt.pdf` }),
      );
    const slip = (token: string, id: unknown) =>
      t.app.inject(
        withToken(token, { method: 'GET', url: `/api/admin/orders/${id}/packing-slip.pdf` }),
      );
    expect((await receipt(other.token, order.id)).statusCode).toBe(404);
    expect((await receipt(shopper.token, 99_999_999)).statusCode).toBe(404);
    expect((await receipt(shopper.token, 'abc')).statusCode).toBe(400);
    expect((await slip(shopper.token, order.id)).statusCode).toBe(403);
    expect((await slip(owner.token, 99_999_999)).statusCode).toBe(404);
    expect((await slip(owner.token, '1e3')).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/order/my-orders/${order.id}/gift-receipt.pdf`,
    });
    expect(visitor.statusCode).toBe(401);
    // Fulfilment staff pack parcels: they may print the slip.
    const packer = await signedInUser(t, 'ADMIN', 'FULFILMENT');
    expect((await slip(packer.token, order.id)).statusCode).toBe(200);
  });

  it('has no gift receipt for a cancelled order', async () => {
    const cancelled = await giftOrder();
    await moveOrder(t, owner, cancelled.id, 'CANCELLED');
    const response = await t.app.inject(
      withToken(shopper.token, {
        method: 'GET',
        url: `/api/order/my-orders/${cancelled.id}/gift-receipt.pdf`,
      }),
    );
    expect([response.statusCode, json(response).code]).toEqual([409, 'CONFLICT']);
  });
});
