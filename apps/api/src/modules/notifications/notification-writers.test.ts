import type { ReturnRequest } from '@attar/contracts';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { outboxMails } from '../../../test/outbox.js';
import { deliveredOrder, requestReturn, type Shopper } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { adminNotifications } from '../../db/schema/index.js';

// Each event that needs an admin writes one notification, in the transaction of the event, that
// links to what it is about (docs/product.md, "Admin notifications").

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
beforeEach(async () => {
  await t.database.db.delete(adminNotifications);
});

const written = () =>
  t.database.db.select().from(adminNotifications).orderBy(desc(adminNotifications.id));

function order(items: { productId: number; quantity: number }[]) {
  return deliveredOrder(t, shopper, admin, { items, paymentMethodId: codId, status: 'PENDING' });
}

describe('a new order', () => {
  it('writes NEW_ORDER linking to the order in the admin', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    const placed = await order([{ productId: rose.id, quantity: 1 }]);
    expect(await written()).toEqual([
      expect.objectContaining({
        type: 'NEW_ORDER',
        title: `New order ${placed.orderNumber}`,
        message: expect.stringContaining(shopper.email),
        link: `/admin/orders?search=${placed.orderNumber}`,
        refId: placed.id,
        isRead: false,
      }),
    ]);
  });
});

describe('a new return request', () => {
  it('writes NEW_RETURN linking to the request', async () => {
    const oud = await productFor(t, categoryId, { rupees: 1500, stock: 50, name: 'Oud Royale' });
    const delivered = await deliveredOrder(t, shopper, admin, {
      items: [{ productId: oud.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    await t.database.db.delete(adminNotifications);
    const response = await requestReturn(t, shopper.token, {
      orderId: delivered.id,
      productId: oud.id,
      reason: 'Defective product',
      type: 'RETURN',
      refundUpiId: 'anaya@okbank',
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = json<ReturnRequest>(response);
    expect(await written()).toEqual([
      expect.objectContaining({
        type: 'NEW_RETURN',
        title: `New return request ${request.id}`,
        message: expect.stringContaining('Oud Royale'),
        link: `/admin/return/${request.id}`,
        refId: request.id,
      }),
    ]);
  });
});

describe('stock falling to the low-stock threshold', () => {
  // Through the admin's settings call: placement reads the threshold from the settings cache,
  // which that call clears.
  const setThreshold = async (quantity: number) => {
    const response = await t.app.inject(
      withToken(admin.token, {
        method: 'PUT',
        url: '/api/admin/settings/inventory',
        payload: { lowStockThreshold: quantity },
      }),
    );
    expect(response.statusCode).toBe(200);
  };
  beforeAll(async () => {
    await setThreshold(3);
  });
  afterAll(async () => {
    await setThreshold(5);
  });

  const lowStockNotices = async () =>
    (await written()).filter((notice) => notice.type === 'LOW_STOCK');

  it('writes LOW_STOCK once, when an order takes a product to the threshold set in settings', async () => {
    const musk = await productFor(t, categoryId, { rupees: 800, stock: 5, name: 'White Musk' });
    await order([{ productId: musk.id, quantity: 1 }]); // 4 left: above 3
    expect(await lowStockNotices()).toEqual([]);
    await order([{ productId: musk.id, quantity: 1 }]); // 3 left: at the threshold
    expect(await lowStockNotices()).toEqual([
      expect.objectContaining({
        title: 'Low stock: White Musk',
        message: `White Musk (${musk.sku}) has 3 left (low at 3 or fewer).`,
        link: `/admin/products?search=${encodeURIComponent(musk.sku)}`,
        refId: musk.id,
      }),
    ]);
    await order([{ productId: musk.id, quantity: 1 }]); // 2 left: already low, no second notice
    expect(await lowStockNotices()).toHaveLength(1);
    // Every active admin is also mailed, once, by a background job.
    await t.app.jobs.whenIdle();
    const mails = outboxMails(t.config, admin.email).filter((mail) =>
      mail.headers.subject?.includes('White Musk'),
    );
    expect(mails.map((mail) => mail.headers.subject)).toEqual([
      `Low stock: White Musk (${musk.sku})`,
    ]);
    expect(mails[0]?.text).toContain(`White Musk (${musk.sku}) has 3 left`);
  });

  it('says out of stock when an order takes the last units', async () => {
    const amber = await productFor(t, categoryId, { rupees: 900, stock: 4, name: 'Amber Noir' });
    await order([{ productId: amber.id, quantity: 4 }]);
    expect(await lowStockNotices()).toEqual([
      expect.objectContaining({
        title: 'Out of stock: Amber Noir',
        message: `Amber Noir (${amber.sku}) is out of stock.`,
        refId: amber.id,
      }),
    ]);
  });

  it('follows a changed threshold', async () => {
    await setThreshold(10);
    const kesar = await productFor(t, categoryId, {
      rupees: 700,
      stock: 12,
      name: 'Kesar Chandan',
    });
    await order([{ productId: kesar.id, quantity: 2 }]);
    expect(await lowStockNotices()).toEqual([
      expect.objectContaining({
        message: `Kesar Chandan (${kesar.sku}) has 10 left (low at 10 or fewer).`,
      }),
    ]);
    await setThreshold(3);
  });

  it('leaves no notice behind when the order fails', async () => {
    const jasmine = await productFor(t, categoryId, { rupees: 600, stock: 4, name: 'Jasmine' });
    const scarce = await productFor(t, categoryId, { rupees: 600, stock: 1, name: 'Scarce' });
    await expect(
      order([
        { productId: jasmine.id, quantity: 2 },
        { productId: scarce.id, quantity: 2 },
      ]),
    ).rejects.toThrow(/INSUFFICIENT_STOCK/);
    expect(await written()).toEqual([]);
  });
});

describe('a new review', () => {
  const review = (productId: number, payload: object) =>
    t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        payload,
      }),
    );

  it("writes NEW_REVIEW with the rating and links to the product's reviews in the admin", async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000, name: 'Rose & Oud' });
    const response = await review(rose.id, {
      rating: 4,
      title: 'Lasts all day',
      body: 'Warm and soft.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = json<{ id: number }>(response);
    expect(await written()).toEqual([
      expect.objectContaining({
        type: 'NEW_REVIEW',
        title: 'New 4-star review of Rose & Oud',
        message: 'Test S. rated Rose & Oud 4 out of 5: "Lasts all day".',
        link: `/admin/review?product=${rose.id}`,
        refId: created.id,
      }),
    ]);
  });

  it('writes nothing for a second review of the same product (409)', async () => {
    const saffron = await productFor(t, categoryId, { rupees: 1000 });
    expect((await review(saffron.id, { rating: 5, body: 'Lovely.' })).statusCode).toBe(201);
    await t.database.db.delete(adminNotifications);
    const again = await review(saffron.id, { rating: 1, body: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(await written()).toEqual([]);
  });
});

describe('a new contact message', () => {
  it('writes NEW_CONTACT with the sender, subject and the start of the message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Meera Iyer',
        email: 'meera@example.in',
        subject: 'Gift wrapping',
        message: `Do you gift wrap?\n\n${'Please tell me more. '.repeat(20)}`,
      },
      remoteAddress: '10.77.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = json<{ id: number }>(response);
    const [notice] = await written();
    expect(notice).toMatchObject({
      type: 'NEW_CONTACT',
      title: 'Message from Meera Iyer: Gift wrapping',
      message: expect.stringMatching(
        /^Meera Iyer <meera@example\.in> wrote: Do you gift wrap\? Please tell/,
      ),
      link: `/admin/contact-messages#message-${id}`,
      refId: id,
    });
    expect(notice!.message.endsWith('…')).toBe(true);
    expect(notice!.message.length).toBeLessThan(260);
  });

  it('writes nothing for a message the form refuses', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Meera', email: 'not-an-email', subject: 'Hi', message: 'Hello' },
      remoteAddress: '10.77.0.2',
    });
    expect(response.statusCode).toBe(400);
    expect(await written()).toEqual([]);
  });
});
