import {
  RETURN_MESSAGES,
  type EligibleOrder,
  type Order,
  type Page,
  type ReturnRequest,
} from '@attar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStockOf, stockOf as stockOfProduct } from '../../../test/catalog-fixtures.js';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { waitForOutboxMail } from '../../../test/outbox.js';
import {
  decide,
  deliveredOrder,
  moveOrder,
  prepaidMethodId,
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
import { auditLog, orderItems, orders, products, stockMovements } from '../../db/schema/index.js';

let t: TestApp;
let codId: number;
let upiId: number;
let categoryId: number;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  upiId = await prepaidMethodId(t);
  admin = await signedInUser(t, 'ADMIN');
  // A completed return issues a GST credit note against the order's invoice.
  await fillInvoiceIdentity(t);
});
afterAll(async () => {
  await t.close();
});

const stockOf = (id: number) => stockOfProduct(t.database.db, id);

/** A delivered order of `quantity` units and a request for them; answers both. */
async function requested(
  options: {
    quantity?: number;
    rupees?: number;
    paymentMethodId?: number;
    promoCode?: string;
    type?: 'RETURN' | 'EXCHANGE';
    exchangeProductId?: number;
  } = {},
) {
  const shopper = await signedInUser(t);
  const product = await productFor(t, categoryId, { rupees: options.rupees ?? 1000, stock: 10 });
  const order = await deliveredOrder(t, shopper, admin, {
    items: [{ productId: product.id, quantity: options.quantity ?? 1 }],
    paymentMethodId: options.paymentMethodId ?? codId,
    promoCode: options.promoCode,
  });
  const response = await requestReturn(t, shopper.token, {
    orderId: order.id,
    productId: product.id,
    reason: 'Defective product',
    type: options.type ?? 'RETURN',
    exchangeProductId: options.exchangeProductId,
    refundUpiId: options.type === 'EXCHANGE' ? undefined : 'anaya@okbank',
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { shopper, product, order, request: json<ReturnRequest>(response) };
}

async function step(id: number, action: Parameters<typeof decide>[3], payload: object = {}) {
  const response = await decide(t, admin.token, id, action, payload);
  return {
    status: response.statusCode,
    body: json<ReturnRequest & { code?: string; message?: string }>(response),
  };
}

describe('the admin returns queue', () => {
  it('lists every request with filters and search, and shows one; a customer and a visitor are refused', async () => {
    const first = await requested();
    const second = await requested({ rupees: 1500 });
    await step(second.request.id, 'reject', { reason: 'Opened beyond the seal.' });
    const list = async (query: string) =>
      json<Page<ReturnRequest>>(
        await t.app.inject(
          withToken(admin.token, { method: 'GET', url: `/api/admin/returns${query}` }),
        ),
      );
    expect((await list('')).content.slice(0, 2).map((request) => request.id)).toEqual([
      second.request.id,
      first.request.id,
    ]);
    expect((await list('?status=REJECTED')).content.map((request) => request.id)).toContain(
      second.request.id,
    );
    expect((await list('?status=REJECTED')).content.map((request) => request.id)).not.toContain(
      first.request.id,
    );
    expect(
      (await list(`?query=${first.order.orderNumber}`)).content.map((request) => request.id),
    ).toEqual([first.request.id]);
    expect(
      (await list(`?query=${first.request.id}`)).content.map((request) => request.id),
    ).toContain(first.request.id);
    expect(
      (await list(`?query=${encodeURIComponent(first.shopper.email)}`)).content.map(
        (request) => request.id,
      ),
    ).toEqual([first.request.id]);
    expect(
      (await list('?type=EXCHANGE&status=REJECTED')).content.map((request) => request.id),
    ).not.toContain(second.request.id);

    const one = await t.app.inject(
      withToken(admin.token, { method: 'GET', url: `/api/admin/returns/${first.request.id}` }),
    );
    expect(json<ReturnRequest>(one)).toMatchObject({
      id: first.request.id,
      customer: { email: first.shopper.email, fullName: 'Test Shopper' },
      order: { status: 'DELIVERED', paymentMethod: { method: 'cod' } },
      refundUpiId: 'anaya@okbank',
    });
    expect(
      (
        await t.app.inject(
          withToken(admin.token, { method: 'GET', url: '/api/admin/returns/999999' }),
        )
      ).statusCode,
    ).toBe(404);
    for (const url of ['/api/admin/returns', `/api/admin/returns/${first.request.id}`]) {
      expect(
        (await t.app.inject(withToken(first.shopper.token, { method: 'GET', url }))).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await decide(t, first.shopper.token, first.request.id, 'approve')).statusCode).toBe(
      403,
    );
    const badDate = await t.app.inject(
      withToken(admin.token, { method: 'GET', url: '/api/admin/returns?fromDate=2026-13-01' }),
    );
    expect(badDate.statusCode).toBe(400);
  });

  it('moves a request only along REQUESTED -> APPROVED | REJECTED, APPROVED -> COMPLETED', async () => {
    const { request } = await requested();
    expect((await step(request.id, 'complete')).status).toBe(409);
    expect((await step(request.id, 'receive', { quantityReceived: 1 })).status).toBe(409);
    const rejectedWithout = await step(request.id, 'reject', { reason: '  ' });
    expect(rejectedWithout.status).toBe(400);
    expect(rejectedWithout.body.message).toContain(RETURN_MESSAGES.rejectReasonRequired);
    expect((await step(request.id, 'approve', { note: 'Pickup booked' })).body.status).toBe(
      'APPROVED',
    );
    const twice = await step(request.id, 'approve');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('INVALID_STATUS_TRANSITION');
    expect((await step(request.id, 'reject', { reason: 'Too late' })).status).toBe(409);
    const early = await step(request.id, 'complete');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(RETURN_MESSAGES.notReceived);
    expect((await step(999999, 'approve')).status).toBe(404);
  });

  it('rejects with a reason the customer sees, in the request and in a mail', async () => {
    const { shopper, request } = await requested();
    const rejected = await step(request.id, 'reject', { reason: 'The seal was broken.' });
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The seal was broken.',
    });
    const mine = json<Page<ReturnRequest>>(
      await t.app.inject(
        withToken(shopper.token, { method: 'GET', url: '/api/returns/my-requests' }),
      ),
    );
    expect(mine.content[0]).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'The seal was broken.',
    });
    const rejection = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === `About your request ${request.id}`,
    );
    expect(rejection?.text).toContain('The seal was broken.');
  });

  it('checks the quantities received, then completes a COD return with a UPI refund and restocks the undamaged units only', async () => {
    const { shopper, product, order, request } = await requested({ quantity: 3, rupees: 1000 });
    const before = await stockOf(product.id);
    await step(request.id, 'approve');
    expect((await step(request.id, 'receive', { quantityReceived: 4 })).body.message).toBe(
      RETURN_MESSAGES.receivedOverOrdered(3),
    );
    expect(
      (await step(request.id, 'receive', { quantityReceived: 2, quantityDamaged: 3 })).status,
    ).toBe(400);
    expect((await step(request.id, 'receive', { quantityReceived: 0 })).status).toBe(400);
    const received = await step(request.id, 'receive', { quantityReceived: 3, quantityDamaged: 1 });
    expect(received.body.receipt).toMatchObject({ quantityReceived: 3, quantityDamaged: 1 });
    expect((await step(request.id, 'receive', { quantityReceived: 3 })).status).toBe(409);

    for (const [payload, path] of [
      [{}, 'refundMethod'],
      [{ refundMethod: 'ORIGINAL_PAYMENT' }, 'refundMethod'],
      [{ refundMethod: 'UPI' }, 'refundDestination'],
      [{ refundMethod: 'UPI', refundDestination: 'anaya@okbank' }, 'refundReference'],
    ] as const) {
      const refused = await step(request.id, 'complete', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect((refused.body as unknown as { details: { path: string }[] }).details[0]!.path).toBe(
        path,
      );
    }
    const completed = await step(request.id, 'complete', {
      refundMethod: 'UPI',
      refundDestination: 'anaya@okbank',
      refundReference: 'UTR 4321 8765',
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body).toMatchObject({
      status: 'COMPLETED',
      refund: {
        amount: 3000,
        method: 'UPI',
        destination: 'anaya@okbank',
        reference: 'UTR 4321 8765',
      },
    });
    expect(completed.body.timeline.map((event) => event.type)).toEqual([
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
      'REFUNDED',
      'CREDIT_NOTE_ISSUED',
      'COMPLETED',
    ]);
    expect(await stockOf(product.id)).toBe(before + 2);
    const ledger = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, product.id), eq(stockMovements.reason, 'RETURN')));
    expect(ledger).toEqual([
      expect.objectContaining({ delta: 2, orderId: order.id, actorId: admin.id }),
    ]);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.paymentStatus).toBe('REFUNDED');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'RETURN_REQUEST'), eq(auditLog.entityId, request.id)))
      .orderBy(desc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual([
      'COMPLETE',
      'RECEIVE',
      'APPROVE',
      'CREATE',
    ]);
    const refundMail = await waitForOutboxMail(t.config, shopper.email, (subject) =>
      subject.startsWith('Your refund'),
    );
    expect(refundMail?.text).toContain('UTR 4321 8765');
    expect(refundMail?.text).toContain('3,000');
  });

  it('refunds what was paid for the item: its share of a promo, GST included, to the original payment', async () => {
    const { request } = await requested({
      quantity: 2,
      rupees: 1999,
      paymentMethodId: upiId,
      promoCode: 'FLAT50',
    });
    expect(request.productData).toMatchObject({ price: 1999, amountPaid: 1999 });
    await step(request.id, 'approve');
    await step(request.id, 'receive', { quantityReceived: 1 });
    const completed = await step(request.id, 'complete', {});
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    // 2 x 1999 at 50% off paid 1999; one unit of two came back: 999.50.
    expect(completed.body.refund).toMatchObject({
      amount: 999.5,
      method: 'ORIGINAL_PAYMENT',
      reference: null,
    });
  });
});

describe('exchanges through the admin', () => {
  it('approving an exchange takes the replacement from stock and creates a linked no-charge order that ships', async () => {
    const replacement = await productFor(t, categoryId, { rupees: 900, stock: 2 });
    const { shopper, request } = await requested({
      rupees: 1000,
      type: 'EXCHANGE',
      exchangeProductId: replacement.id,
    });
    // A code of its own at 3%, so that the line shows it copied the code's rate.
    await t.database.db
      .update(products)
      .set({ hsnCode: '7117' })
      .where(eq(products.id, replacement.id));
    const approved = await step(request.id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, approved.body.exchangeOrder!.id));
    expect(line).toMatchObject({ hsnCode: '7117', gstRateBasisPoints: 300, gstPaise: 0 });
    expect(approved.body.exchangeOrder).toMatchObject({
      status: 'CONFIRMED',
      orderNumber: expect.stringMatching(/^AH-/),
    });
    expect(await stockOf(replacement.id)).toBe(1);
    const exchangeOrder = json<Order>(
      await t.app.inject(
        withToken(shopper.token, {
          method: 'GET',
          url: `/api/order/my-orders/track/${approved.body.exchangeOrder!.id}`,
        }),
      ),
    );
    expect(exchangeOrder).toMatchObject({
      totalAmount: 0,
      paymentStatus: 'PAID',
      paymentMethod: { method: 'exchange' },
      items: [expect.objectContaining({ productId: replacement.id, price: 0, quantity: 1 })],
    });

    await moveOrder(t, admin, exchangeOrder.id, 'SHIPPED');
    const shipped = json<ReturnRequest>(
      await t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/admin/returns/${request.id}` }),
      ),
    );
    expect(shipped.timeline.map((event) => event.type)).toContain('EXCHANGE_SHIPPED');
    const shippedMail = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === `Your exchange for request ${request.id} has shipped`,
    );
    expect(shippedMail.headers.subject).toBe(`Your exchange for request ${request.id} has shipped`);

    await moveOrder(t, admin, exchangeOrder.id, 'DELIVERED');
    const eligible = json<Page<EligibleOrder>>(
      await t.app.inject(
        withToken(shopper.token, {
          method: 'GET',
          url: '/api/order/my-orders/return-exchange-eligible',
        }),
      ),
    );
    const fromExchange = eligible.content.find((order) => order.orderId === exchangeOrder.id);
    expect(fromExchange?.items[0]).toMatchObject({
      returnEligible: false,
      ineligibleReason: RETURN_MESSAGES.exchangeItem,
    });

    await step(request.id, 'receive', { quantityReceived: 1 });
    const completed = await step(request.id, 'complete');
    expect(completed.body).toMatchObject({ status: 'COMPLETED', refund: null });
  });

  it('refuses to approve an exchange when the replacement sold out meanwhile, and changes nothing', async () => {
    const replacement = await productFor(t, categoryId, { rupees: 500, stock: 1 });
    const { request } = await requested({
      rupees: 1000,
      type: 'EXCHANGE',
      exchangeProductId: replacement.id,
    });
    await setStockOf(t.database.db, replacement.id, 0);
    const refused = await step(request.id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_STOCK');
    const still = json<ReturnRequest>(
      await t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/admin/returns/${request.id}` }),
      ),
    );
    expect(still).toMatchObject({ status: 'REQUESTED', exchangeOrder: null });
  });
});
