import {
  ORDER_STATUSES,
  type AdminOrder,
  type Order,
  type OrderNote,
  type OrderStatus,
  type Page,
  type Quote,
} from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillInvoiceIdentity } from '../../../test/invoice-fixtures.js';
import {
  addressOf,
  mumbaiAddress,
  orderReadyStore,
  productFor,
} from '../../../test/order-fixtures.js';
import { moveOrder } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { auditLog, orders, users } from '../../db/schema/index.js';

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: { id: number; token: string; email: string };
let anaya: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  admin = await signedInUser(t, 'ADMIN');
  anaya = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

// A customer keeps at most 20 addresses: each shopper's address is added once.
const addressIds = new Map<string, number>();
async function addressIdOf(token: string, address: typeof mumbaiAddress): Promise<number> {
  const key = `${token} ${JSON.stringify(address)}`;
  if (!addressIds.has(key)) addressIds.set(key, await addressOf(t, token, address));
  return addressIds.get(key)!;
}

async function placeOrder(
  shopper: { token: string },
  address: typeof mumbaiAddress = mumbaiAddress,
): Promise<Order> {
  const product = await productFor(t, categoryId, { rupees: 1200, stock: 5 });
  const items = [{ productId: product.id, quantity: 1 }];
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items, paymentMethodId: codId, pincode: address.zipCode },
    }),
  );
  const response = await t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressIdOf(shopper.token, address),
        paymentMethodId: codId,
        totalAmount: quote.total,
        items,
      },
    }),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return json<Order>(response);
}

const getAdminOrder = (id: number | string, token = admin.token) =>
  t.app.inject(withToken(token, { method: 'GET', url: `/api/admin/orders/${id}` }));
const addNote = (id: number | string, payload: unknown, token = admin.token) =>
  t.app.inject(
    withToken(token, {
      method: 'POST',
      url: `/api/admin/orders/${id}/notes`,
      payload: payload as object,
    }),
  );
const setStatus = (orderId: number, status: string) =>
  t.app.inject(
    withToken(admin.token, {
      method: 'PUT',
      url: `/api/order/admin/order/status?orderId=${orderId}&status=${status}`,
    }),
  );

describe('GET /api/admin/orders/{id}', () => {
  it('answers the order with its figures, address, payment, customer mobile, timeline and next statuses', async () => {
    await t.database.db.update(users).set({ phone: '+919820012345' }).where(eq(users.id, anaya.id));
    const order = await placeOrder(anaya);
    const response = await getAdminOrder(order.id);
    expect(response.statusCode).toBe(200);
    const body = json<AdminOrder>(response);
    expect(body).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: { method: 'cod' },
      subtotal: 1200,
      codFee: 49,
      totalAmount: 1249,
      gstIncluded: order.gstIncluded,
      shippingAddress: { fullName: 'Anaya Sharma', state: 'Maharashtra' },
      customer: { id: anaya.id, email: anaya.email, mobile: '+919820012345' },
      notes: [],
      nextStatuses: [
        'CONFIRMED',
        'PROCESSING',
        'SHIPPED',
        'OUT_FOR_DELIVERY',
        'DELIVERED',
        'CANCELLED',
      ],
      invoice: null,
      invoiceAvailable: false,
      returnRequests: [],
    });
    expect(body.items).toHaveLength(1);
    expect(body.timeline).toEqual([
      expect.objectContaining({ status: 'PENDING', byRole: 'CUSTOMER' }),
    ]);
  });

  it('shows who moved the order and when, and the invoice once it has shipped', async () => {
    await fillInvoiceIdentity(t);
    const order = await placeOrder(anaya);
    await moveOrder(t, admin, order.id, 'SHIPPED');
    const body = json<AdminOrder>(await getAdminOrder(order.id));
    expect(body.timeline.map((entry) => [entry.status, entry.byRole, entry.byName])).toEqual([
      ['PENDING', 'CUSTOMER', 'Test Shopper'],
      ['SHIPPED', 'ADMIN', 'Test Admin'],
    ]);
    expect(body.nextStatuses).toEqual(['OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED_TO_ORIGIN']);
    expect(body.invoice).toEqual({
      invoiceNumber: expect.stringMatching(/^AH\//),
      issuedAt: expect.any(String),
    });
    expect(body.invoiceAvailable).toBe(true);
  });

  it('offers exactly the moves the status call accepts, from every status', async () => {
    // A parcel comes back (RETURNED_TO_ORIGIN) only once it has left.
    const reach = async (orderId: number, status: OrderStatus) => {
      if (status === 'RETURNED_TO_ORIGIN') await moveOrder(t, admin, orderId, 'SHIPPED');
      if (status !== 'PENDING') await moveOrder(t, admin, orderId, status);
    };
    for (const from of ORDER_STATUSES) {
      const order = await placeOrder(anaya);
      await reach(order.id, from);
      const offered = json<AdminOrder>(await getAdminOrder(order.id)).nextStatuses;
      for (const to of ORDER_STATUSES.filter((status) => !offered.includes(status))) {
        const refused = await setStatus(order.id, to);
        expect([from, to, refused.statusCode, json(refused).code]).toEqual([
          from,
          to,
          409,
          'INVALID_STATUS_TRANSITION',
        ]);
      }
      for (const to of offered) {
        // Each offered move, tried on an order of its own in the same state.
        const twin = await placeOrder(anaya);
        await reach(twin.id, from);
        const accepted = await setStatus(twin.id, to);
        expect([from, to, accepted.statusCode]).toEqual([from, to, 200]);
      }
    }
  }, 120_000);

  it('answers 404 for an unknown order, 400 for a bad id, 401 and 403 for visitors and customers', async () => {
    expect((await getAdminOrder(99_999_999)).statusCode).toBe(404);
    expect(json(await getAdminOrder('x')).code).toBe('VALIDATION_FAILED');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/orders/1' });
    expect(visitor.statusCode).toBe(401);
    const customer = await getAdminOrder(1, anaya.token);
    expect(customer.statusCode).toBe(403);
  });
});

describe('status changes in the audit log', () => {
  it('records who moved which order from what to what, with the payment and delivery it changed', async () => {
    const order = await placeOrder(anaya);
    await moveOrder(t, admin, order.id, 'DELIVERED');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.id)));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'STATUS',
      reason: order.orderNumber,
      changes: {
        status: { before: 'PENDING', after: 'DELIVERED' },
        paymentStatus: { before: 'PENDING', after: 'PAID' },
        deliveredAt: { before: null, after: expect.any(String) },
      },
    });
  });
});

describe('internal notes', () => {
  let order: Order;
  beforeAll(async () => {
    order = await placeOrder(anaya);
  });

  it('adds a note that the admin sees in order, with its author, and records it in the audit log', async () => {
    const first = await addNote(order.id, { body: '  Customer asked for gift wrapping.  ' });
    expect(first.statusCode).toBe(201);
    expect(json<OrderNote>(first)).toMatchObject({
      body: 'Customer asked for gift wrapping.',
      byName: 'Test Admin',
      byEmail: admin.email,
      at: expect.any(String),
    });
    await addNote(order.id, { body: 'Wrapped in the gold box.' });
    const body = json<AdminOrder>(await getAdminOrder(order.id));
    expect(body.notes.map((note) => note.body)).toEqual([
      'Customer asked for gift wrapping.',
      'Wrapped in the gold box.',
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'order'),
          eq(auditLog.entityId, order.id),
          eq(auditLog.action, 'NOTE'),
        ),
      );
    expect(entries.map((entry) => entry.changes)).toEqual([
      { note: { before: null, after: 'Customer asked for gift wrapping.' } },
      { note: { before: null, after: 'Wrapped in the gold box.' } },
    ]);
  });

  it('never shows notes to the customer', async () => {
    for (const url of [`/api/order/my-orders/track/${order.id}`, '/api/order/my-orders/search']) {
      const response = await t.app.inject(withToken(anaya.token, { method: 'GET', url }));
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('gift wrapping');
      expect(response.body).not.toContain('"notes"');
    }
  });

  it('takes 1 to 2000 characters and refuses anything else with 400', async () => {
    expect((await addNote(order.id, { body: 'x'.repeat(2000) })).statusCode).toBe(201);
    for (const payload of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 42 },
      { body: null },
      { body: 'bad\u0000note' },
      ['a', 'list'],
    ]) {
      const response = await addNote(order.id, payload);
      expect([
        JSON.stringify(payload).slice(0, 40),
        response.statusCode,
        json(response).code,
      ]).toEqual([JSON.stringify(payload).slice(0, 40), 400, 'VALIDATION_FAILED']);
    }
  });

  it('answers 404 for an unknown order and 401/403 before reading the body', async () => {
    expect((await addNote(99_999_999, { body: 'Hello' })).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/notes`,
      payload: { body: 'Hello' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await addNote(order.id, { nonsense: true }, anaya.token)).statusCode).toBe(403);
  });
});

describe('GET /api/order/adminSearch', () => {
  let ravi: { id: number; token: string; email: string };
  let raviOrder: Order;

  const search = async (query: string) => {
    const response = await t.app.inject(
      withToken(admin.token, { method: 'GET', url: `/api/order/adminSearch?size=100&${query}` }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return json<Page<Order>>(response).content.map((order) => order.id);
  };

  beforeAll(async () => {
    ravi = await signedInUser(t);
    await t.database.db.update(users).set({ phone: '9123456780' }).where(eq(users.id, ravi.id));
    raviOrder = await placeOrder(ravi, {
      ...mumbaiAddress,
      fullName: 'Ravi Kumar',
      phoneNumber: '9988776655',
    });
  });

  it('finds orders by the customer’s mobile and by the phone on the order’s address', async () => {
    expect(await search('search=9123456780')).toEqual([raviOrder.id]);
    expect(await search(`search=${encodeURIComponent('+91 91234-56780')}`)).toEqual([raviOrder.id]);
    expect(await search('search=99887766')).toEqual([raviOrder.id]);
    expect(await search('search=9000000001')).toEqual([]);
  });

  it('still finds by order number, email and name', async () => {
    expect(await search(`search=${raviOrder.orderNumber}`)).toEqual([raviOrder.id]);
    expect(await search(`search=${encodeURIComponent(ravi.email)}`)).toEqual([raviOrder.id]);
  });

  it('filters by a date range of India days, both ends included', async () => {
    // The order placed at 23:30 on 10 March in India (18:00 UTC) belongs to 10 March.
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2025-03-10T18:00:00Z') })
      .where(eq(orders.id, raviOrder.id));
    expect(await search('fromDate=2025-03-10&toDate=2025-03-10')).toEqual([raviOrder.id]);
    expect(await search('fromDate=2025-03-01&toDate=2025-03-09')).toEqual([]);
    expect(await search('toDate=2025-03-10')).toEqual([raviOrder.id]);
    expect(await search('fromDate=2025-03-11&toDate=2025-03-31')).toEqual([]);
  });

  it('refuses a toDate that is no date', async () => {
    const response = await t.app.inject(
      withToken(admin.token, { method: 'GET', url: '/api/order/adminSearch?toDate=2025-02-30' }),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('status values the status call refuses', () => {
  it('answers 400 for a status that does not exist', async () => {
    const order = await placeOrder(anaya);
    const response = await setStatus(order.id, 'LOST' as OrderStatus);
    expect(response.statusCode).toBe(400);
  });
});
