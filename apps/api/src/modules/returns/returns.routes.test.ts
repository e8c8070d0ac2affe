import {
  RETURN_MESSAGES,
  type EligibleOrder,
  type Page,
  type ReturnRequest,
} from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_STORE_CONTACT } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { waitForOutboxMail } from '../../../test/outbox.js';
import {
  deliveredDaysAgo,
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
import { adminNotifications, settings } from '../../db/schema/index.js';

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  admin = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

const eligible = (token: string, query = '') =>
  t.app.inject(
    withToken(token, {
      method: 'GET',
      url: `/api/order/my-orders/return-exchange-eligible${query}`,
    }),
  );

async function deliveredWith(who: Shopper, stock = 10, rupees = 1000) {
  const product = await productFor(t, categoryId, { rupees, stock });
  const order = await deliveredOrder(t, who, admin, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethodId: codId,
  });
  return { product, order };
}

describe('GET /api/order/my-orders/return-exchange-eligible', () => {
  it('lists delivered orders within the window with each item eligible, 20 to a page', async () => {
    const who = await signedInUser(t);
    const { product, order } = await deliveredWith(who);
    const response = await eligible(who.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = json<Page<EligibleOrder>>(response);
    expect(page.size).toBe(20);
    expect(page.content).toEqual([
      expect.objectContaining({
        orderId: order.id,
        orderNumber: order.orderNumber,
        status: 'DELIVERED',
        totalAmount: order.totalAmount,
        deliveredDate: expect.any(String),
        items: [
          expect.objectContaining({
            productId: product.id,
            product: expect.objectContaining({
              id: product.id,
              name: product.name,
              productType: 'FRAGRANCE',
            }),
            quantity: 1,
            price: 1000,
            amountPaid: 1000,
            returnEligible: true,
            ineligibleReason: null,
            exchangeEligible: true,
            sealedRuleApplies: true,
          }),
        ],
      }),
    ]);
  });

  it('leaves out orders not delivered, delivered before the window, and other customers\u2019 orders', async () => {
    const who = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 800 });
    await deliveredOrder(t, who, admin, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
      status: 'SHIPPED',
    });
    const old = await deliveredOrder(t, who, admin, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    await deliveredDaysAgo(t, old.id, 31);
    await deliveredWith(await signedInUser(t));
    const page = json<Page<EligibleOrder>>(await eligible(who.token));
    expect(page.content).toEqual([]);
    expect(page.totalElements).toBe(0);
  });

  it('follows the return window setting', async () => {
    const who = await signedInUser(t);
    const { order } = await deliveredWith(who);
    await deliveredDaysAgo(t, order.id, 10);
    await t.database.db
      .update(settings)
      .set({ value: { days: 7 } })
      .where(eq(settings.key, 'return_window_days'));
    try {
      expect(json<Page<EligibleOrder>>(await eligible(who.token)).content).toEqual([]);
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: { days: 30 } })
        .where(eq(settings.key, 'return_window_days'));
    }
    expect(json<Page<EligibleOrder>>(await eligible(who.token)).content).toHaveLength(1);
  });

  it('filters by order number and marks an item with a request Not Eligible, saying why', async () => {
    const who = await signedInUser(t);
    const { product, order } = await deliveredWith(who);
    await deliveredWith(who);
    const filtered = json<Page<EligibleOrder>>(
      await eligible(who.token, `?query=${order.orderNumber}`),
    );
    expect(filtered.content.map((entry) => entry.orderId)).toEqual([order.id]);
    const created = await requestReturn(t, who.token, {
      orderId: order.id,
      productId: product.id,
      reason: 'Defective product',
      type: 'RETURN',
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = json<Page<EligibleOrder>>(
      await eligible(who.token, `?query=${order.orderNumber}`),
    );
    expect(after.content[0]!.items[0]).toMatchObject({
      returnEligible: false,
      ineligibleReason: RETURN_MESSAGES.alreadyRequested,
      exchangeEligible: false,
    });
  });

  it('marks a gift set as returnable whole but not exchangeable', async () => {
    const who = await signedInUser(t);
    const sets = await addCategory(t.database.db, {
      name: `Gift sets ${Math.random()}`,
      productType: 'GIFT_SET',
    });
    const set = await productFor(t, sets.id, { rupees: 3000 });
    await t.database.db.execute(
      `update products set product_type = 'GIFT_SET' where id = ${set.id}` as never,
    );
    await deliveredOrder(t, who, admin, {
      items: [{ productId: set.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const page = json<Page<EligibleOrder>>(await eligible(who.token));
    expect(page.content[0]!.items[0]).toMatchObject({
      returnEligible: true,
      exchangeEligible: false,
    });
  });

  it('asks a visitor to sign in and refuses bad filters', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/order/my-orders/return-exchange-eligible' }))
        .statusCode,
    ).toBe(401);
    const bad = await eligible(shopper.token, '?fromDate=2026-02-30&size=500');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/returns/request', () => {
  it('creates a REQUESTED request from the token, not the body, notifies the admins and mails the customer', async () => {
    const who = await signedInUser(t);
    const other = await signedInUser(t);
    const { product, order } = await deliveredWith(who);
    const response = await requestReturn(t, who.token, {
      orderId: order.id,
      productId: product.id,
      reason: 'Wrong item received',
      comment: '  The box held a different attar.  ',
      type: 'RETURN',
      status: 'COMPLETED',
      userId: other.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = json<ReturnRequest>(response);
    expect(request).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: who.id,
      productId: product.id,
      type: 'RETURN',
      status: 'REQUESTED',
      reason: 'Wrong item received',
      comment: 'The box held a different attar.',
      exchangeProductId: null,
      productData: {
        id: product.id,
        name: product.name,
        quantity: 1,
        price: 1000,
        amountPaid: 1000,
      },
      refund: null,
      timeline: [expect.objectContaining({ type: 'REQUESTED', byRole: 'CUSTOMER' })],
    });
    const notices = await t.database.db
      .select()
      .from(adminNotifications)
      .where(
        and(eq(adminNotifications.type, 'NEW_RETURN'), eq(adminNotifications.refId, request.id)),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/admin/return/${request.id}`);
    const acknowledgement = await waitForOutboxMail(
      t.config,
      who.email,
      (subject) => subject === `We have your request ${request.id}`,
    );
    expect(acknowledgement.headers.subject).toBe(`We have your request ${request.id}`);
    // Signed with the store's contact details, as the order mails are.
    expect(acknowledgement.text).toContain(
      `${DEFAULT_STORE_CONTACT.phone} · ${DEFAULT_STORE_CONTACT.email}`,
    );
  });

  it('answers each documented refusal with its code and message', async () => {
    const who = await signedInUser(t);
    const { product, order } = await deliveredWith(who);
    const pending = await deliveredOrder(t, who, admin, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
      status: 'PENDING',
    });
    const late = await deliveredWith(who);
    await deliveredDaysAgo(t, late.order.id, 31);
    const stranger = await signedInUser(t);
    const base = {
      orderId: order.id,
      productId: product.id,
      reason: 'Defective product',
      type: 'RETURN',
    };

    const cases: [object, string, number, string, string?][] = [
      [
        { ...base, orderId: pending.id },
        who.token,
        409,
        'RETURN_NOT_ELIGIBLE',
        RETURN_MESSAGES.notDelivered,
      ],
      [
        { ...base, orderId: late.order.id, productId: late.product.id },
        who.token,
        409,
        'RETURN_WINDOW_CLOSED',
        RETURN_MESSAGES.windowOver(30),
      ],
      [base, stranger.token, 404, 'NOT_FOUND'],
      [
        { ...base, productId: late.product.id },
        who.token,
        404,
        'NOT_FOUND',
        RETURN_MESSAGES.itemNotInOrder,
      ],
      [{ ...base, orderId: 2147483000 }, who.token, 404, 'NOT_FOUND'],
      [{ ...base, reason: undefined }, who.token, 400, 'VALIDATION_FAILED'],
      [{ ...base, reason: 'Bored' }, who.token, 400, 'VALIDATION_FAILED'],
      [{ ...base, orderId: undefined }, who.token, 400, 'VALIDATION_FAILED'],
      [{ ...base, comment: 'a\u0000b' }, who.token, 400, 'VALIDATION_FAILED'],
      [{ ...base, comment: 'x'.repeat(1001) }, who.token, 400, 'VALIDATION_FAILED'],
      [{ ...base, type: 'EXCHANGE' }, who.token, 400, 'VALIDATION_FAILED', undefined],
      [
        { ...base, reason: 'Changed mind' },
        who.token,
        422,
        'SEALED_CONFIRMATION_REQUIRED',
        RETURN_MESSAGES.sealedRequired,
      ],
    ];
    for (const [payload, token, status, code, message] of cases) {
      const response = await requestReturn(t, token, payload);
      expect(response.statusCode, `${JSON.stringify(payload)} ${response.body}`).toBe(status);
      const body = json<{ code: string; message: string; requestId: string }>(response);
      expect(body.code).toBe(code);
      expect(body.requestId).toEqual(expect.any(String));
      if (message) expect(body.message).toBe(message);
    }
    const missingReason = json<{ details: { path: string; message: string }[] }>(
      await requestReturn(t, who.token, { ...base, reason: undefined }),
    );
    expect(missingReason.details).toContainEqual({
      path: 'reason',
      message: RETURN_MESSAGES.requiredFields,
    });
    const missingId = json<{ details: { path: string; message: string }[] }>(
      await requestReturn(t, who.token, { ...base, productId: undefined }),
    );
    expect(missingId.details).toContainEqual({
      path: 'productId',
      message: RETURN_MESSAGES.missingIds,
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/returns/request', payload: base }))
        .statusCode,
    ).toBe(401);

    const sealed = await requestReturn(t, who.token, {
      ...base,
      reason: 'Changed mind',
      unopenedSealed: true,
    });
    expect(sealed.statusCode, sealed.body).toBe(201);
    const again = await requestReturn(t, who.token, base);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'RETURN_ALREADY_REQUESTED',
      message: RETURN_MESSAGES.alreadyRequested,
    });
  });

  it('accepts an opened fragrance for an allergic reaction, and jewelry for a change of mind', async () => {
    const who = await signedInUser(t);
    const rings = await addCategory(t.database.db, {
      name: `Rings ${Math.random()}`,
      productType: 'JEWELRY',
    });
    const ring = await productFor(t, rings.id, { rupees: 20000 });
    await t.database.db.execute(
      `update products set product_type = 'JEWELRY' where id = ${ring.id}` as never,
    );
    const attar = await productFor(t, categoryId, { rupees: 1500 });
    const order = await deliveredOrder(t, who, admin, {
      items: [
        { productId: ring.id, quantity: 1 },
        { productId: attar.id, quantity: 1 },
      ],
      paymentMethodId: codId,
    });
    const allergic = await requestReturn(t, who.token, {
      orderId: order.id,
      productId: attar.id,
      reason: 'Allergic reaction',
    });
    expect(allergic.statusCode, allergic.body).toBe(201);
    const ringBack = await requestReturn(t, who.token, {
      orderId: order.id,
      productId: ring.id,
      reason: 'Changed mind',
    });
    expect(ringBack.statusCode, ringBack.body).toBe(201);
  });

  it('refuses to exchange a gift set', async () => {
    const who = await signedInUser(t);
    const sets = await addCategory(t.database.db, {
      name: `Sets ${Math.random()}`,
      productType: 'GIFT_SET',
    });
    const set = await productFor(t, sets.id, { rupees: 3000 });
    await t.database.db.execute(
      `update products set product_type = 'GIFT_SET' where id = ${set.id}` as never,
    );
    const cheaper = await productFor(t, sets.id, { rupees: 2000 });
    await t.database.db.execute(
      `update products set product_type = 'GIFT_SET' where id = ${cheaper.id}` as never,
    );
    const order = await deliveredOrder(t, who, admin, {
      items: [{ productId: set.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const response = await requestReturn(t, who.token, {
      orderId: order.id,
      productId: set.id,
      reason: 'Defective product',
      type: 'EXCHANGE',
      exchangeProductId: cheaper.id,
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'RETURN_NOT_ELIGIBLE',
      message: RETURN_MESSAGES.giftSetNoExchange,
    });
  });
});

describe('GET /api/returns/my-requests', () => {
  it('answers the customer\u2019s own requests only, newest first', async () => {
    const who = await signedInUser(t);
    const other = await signedInUser(t);
    const first = await deliveredWith(who);
    const second = await deliveredWith(who);
    const theirs = await deliveredWith(other);
    for (const [owner, entry] of [
      [who, first],
      [who, second],
      [other, theirs],
    ] as const) {
      const created = await requestReturn(t, owner.token, {
        orderId: entry.order.id,
        productId: entry.product.id,
        reason: 'Not as described',
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const response = await t.app.inject(
      withToken(who.token, { method: 'GET', url: '/api/returns/my-requests' }),
    );
    expect(response.statusCode).toBe(200);
    const page = json<Page<ReturnRequest>>(response);
    expect(page.content.map((request) => request.orderId)).toEqual([
      second.order.id,
      first.order.id,
    ]);
    expect(page.content.every((request) => request.userId === who.id)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/returns/my-requests' })).statusCode,
    ).toBe(401);
  });
});
