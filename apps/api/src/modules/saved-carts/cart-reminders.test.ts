import type { AbandonedCartSummary } from '@attar/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addVariant } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, placedOrder, productFor } from '../../../test/order-fixtures.js';
import { outboxMails, waitForOutboxMail } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { products, remindedCarts, savedCarts, users } from '../../db/schema/index.js';
import { unsubscribeToken } from '../account/marketing.service.js';
import { scheduleAbandonedCartSweep } from './abandoned-cart-sweep.job.js';
import { CART_REMINDER_SUBJECT } from './cart-reminder-mail.js';
import { mailRemindersDue } from './cart-reminders.service.js';

// The cart reminders (decision 0064): a saved cart left without an order is mailed once after the
// first delay, a second time only when the store sets one, never a third; never after an order,
// never to an account that opted out or was deactivated; and an order after a reminder counts as
// the cart recovered in the admin's summary. Time moves by the sweep's `now`.

let t: TestApp;
let codId: number;
let categoryId: number;
let owner: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  owner = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});
// Each test's sweeps see its own carts alone.
beforeEach(async () => {
  await t.database.db.delete(savedCarts);
});

const HOUR = 3_600_000;
const later = (hours: number, from = new Date()) => new Date(from.getTime() + hours * HOUR);
const sweep = (now: Date) =>
  mailRemindersDue(
    {
      db: t.database.db,
      jobs: t.app.jobs,
      publicUrl: t.config.publicUrl,
      secret: t.config.jwtSecret,
    },
    now,
  );
const remindersTo = async (email: string) => {
  await t.app.jobs.whenIdle();
  return outboxMails(t.config, email).filter(
    (mail) => mail.headers.subject === CART_REMINDER_SUBJECT,
  );
};

const setReminders = async (values: {
  enabled?: boolean;
  firstReminderHours?: number;
  secondReminderHours?: number | null;
}) => {
  const response = await t.app.inject(
    withToken(owner.token, {
      method: 'PUT',
      url: '/api/admin/settings/abandoned-cart',
      payload: { enabled: true, firstReminderHours: 4, secondReminderHours: null, ...values },
    }),
  );
  expect(response.statusCode).toBe(200);
};

/** A shopper whose saved cart holds one product (two units); answers the shopper and product. */
async function shopperWithCart(rupees = 1800) {
  const shopper = await signedInUser(t);
  const product = await productFor(t, categoryId, { rupees, stock: 20 });
  const saved = await t.app.inject(
    withToken(shopper.token, {
      method: 'PUT',
      url: '/api/cart/saved',
      payload: { items: [{ productId: product.id, quantity: 2 }] },
    }),
  );
  expect(saved.statusCode).toBe(200);
  return { shopper, product };
}

describe('the reminder of a cart left without an order', () => {
  it('goes once after the first delay, naming the items with prices, linking back and out', async () => {
    await setReminders({ firstReminderHours: 4 });
    const { shopper, product } = await shopperWithCart();
    const small = await addVariant(t.database.db, product.id, {
      sku: `AH-REMIND-${product.id}-6ML`,
      size: '6 ml',
      pricePaise: 90_000,
      stockQuantity: 3,
    });
    await t.app.inject(
      withToken(shopper.token, {
        method: 'PUT',
        url: '/api/cart/saved',
        payload: {
          items: [
            { productId: product.id, quantity: 2 },
            { productId: product.id, sku: small.sku, quantity: 1 },
          ],
        },
      }),
    );

    expect(await sweep(later(3.9))).toBe(0);
    expect(await sweep(later(4.1))).toBe(1);
    const mail = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === CART_REMINDER_SUBJECT,
    );
    expect(mail.text).toContain(`2 x ${product.name}: ₹3,600 (₹1,800 each)`);
    expect(mail.text).toContain(`${product.name} (6 ml): ₹900`);
    expect(mail.text).toContain(`${t.config.publicUrl}/cart?restore=saved`);
    expect(mail.text).toContain(
      `${t.config.publicUrl}/unsubscribe?token=${unsubscribeToken(t.config.jwtSecret, shopper.id)}`,
    );
    expect(mail.html).toContain('Unsubscribe from emails about my cart and offers');

    // Once: however often the check runs, and however late.
    expect(await sweep(later(5))).toBe(0);
    expect(await sweep(later(500))).toBe(0);
    expect(await remindersTo(shopper.email)).toHaveLength(1);
  });

  it('goes a second time only when set, that long after the first, and never a third', async () => {
    await setReminders({ firstReminderHours: 4, secondReminderHours: 24 });
    const { shopper } = await shopperWithCart();
    const first = later(4.1);
    expect(await sweep(first)).toBe(1);
    expect(await sweep(later(23.9, first))).toBe(0);
    expect(await sweep(later(24.1, first))).toBe(1);
    expect(await sweep(later(1000, first))).toBe(0);
    expect(await remindersTo(shopper.email)).toHaveLength(2);
    await setReminders({ secondReminderHours: null });
  });

  it('counts on after the cart changes: a change does not start its reminders again', async () => {
    await setReminders({ firstReminderHours: 4, secondReminderHours: null });
    const { shopper, product } = await shopperWithCart();
    expect(await sweep(later(4.1))).toBe(1);
    await t.app.inject(
      withToken(shopper.token, {
        method: 'PUT',
        url: '/api/cart/saved',
        payload: { items: [{ productId: product.id, quantity: 5 }] },
      }),
    );
    expect(await sweep(later(100))).toBe(0);
    expect(await remindersTo(shopper.email)).toHaveLength(1);
  });

  it('starts again for a cart emptied and filled anew', async () => {
    await setReminders({ firstReminderHours: 4 });
    const { shopper, product } = await shopperWithCart();
    expect(await sweep(later(4.1))).toBe(1);
    const put = (items: unknown[]) =>
      t.app.inject(
        withToken(shopper.token, { method: 'PUT', url: '/api/cart/saved', payload: { items } }),
      );
    await put([]);
    await put([{ productId: product.id, quantity: 1 }]);
    expect(await sweep(later(4.1))).toBe(1);
    expect(await remindersTo(shopper.email)).toHaveLength(2);
  });

  it('is not sent after an order: the order clears the saved cart', async () => {
    await setReminders({ firstReminderHours: 4 });
    const { shopper, product } = await shopperWithCart();
    await placedOrder(t, shopper.token, {
      items: [{ productId: product.id, quantity: 2 }],
      paymentMethodId: codId,
    });
    const [row] = await t.database.db
      .select()
      .from(savedCarts)
      .where(eq(savedCarts.userId, shopper.id));
    expect(row!.items).toEqual([]);
    expect(await sweep(later(100))).toBe(0);
    expect(await remindersTo(shopper.email)).toEqual([]);
  });

  it('is not sent for items saved before an order the account placed since', async () => {
    await setReminders({ firstReminderHours: 4 });
    const { shopper, product } = await shopperWithCart();
    const items = [{ productId: product.id, sku: null, quantity: 2 }];
    await placedOrder(t, shopper.token, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    // The cart as it was before the order, as if its clearing were lost.
    await t.database.db
      .update(savedCarts)
      .set({ items, updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(savedCarts.userId, shopper.id));
    expect(await sweep(later(100))).toBe(0);
    expect(await remindersTo(shopper.email)).toEqual([]);
  });

  it('is not sent to an account that opted out, by the switch or the unsubscribe link', async () => {
    await setReminders({ firstReminderHours: 4 });
    const bySwitch = await shopperWithCart();
    const byLink = await shopperWithCart();
    await t.app.inject(
      withToken(bySwitch.shopper.token, {
        method: 'PUT',
        url: '/api/account/marketing',
        payload: { marketingEmails: false },
      }),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/account/marketing/unsubscribe',
      payload: { token: unsubscribeToken(t.config.jwtSecret, byLink.shopper.id) },
    });
    expect(await sweep(later(100))).toBe(0);
    expect(await remindersTo(bySwitch.shopper.email)).toEqual([]);
    expect(await remindersTo(byLink.shopper.email)).toEqual([]);
  });

  it('is not sent to a deactivated account, nor while reminders are switched off', async () => {
    await setReminders({ firstReminderHours: 4 });
    const { shopper } = await shopperWithCart();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, shopper.id));
    const other = await shopperWithCart();
    await setReminders({ enabled: false });
    expect(await sweep(later(100))).toBe(0);
    await setReminders({ enabled: true });
    expect(await sweep(later(100))).toBe(1);
    expect(await remindersTo(shopper.email)).toEqual([]);
    expect(await remindersTo(other.shopper.email)).toHaveLength(1);
  });

  it('is not sent for a cart whose products have all left the store, which is emptied', async () => {
    await setReminders({ firstReminderHours: 4 });
    const { shopper, product } = await shopperWithCart();
    await t.database.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, product.id));
    await sweep(later(100));
    expect(await remindersTo(shopper.email)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(savedCarts)
      .where(eq(savedCarts.userId, shopper.id));
    expect(row!.items).toEqual([]);
  });

  it(`is sent once when several checks run at the same moment${onPostgres ? '' : ' (PGlite)'}`, async () => {
    await setReminders({ firstReminderHours: 4 });
    const shoppers = await Promise.all([shopperWithCart(), shopperWithCart(), shopperWithCart()]);
    const now = later(4.1);
    const mailed = await Promise.all(Array.from({ length: 4 }, () => sweep(now)));
    expect(mailed.reduce((total, count) => total + count, 0)).toBe(3);
    for (const { shopper } of shoppers) {
      expect(await remindersTo(shopper.email)).toHaveLength(1);
    }
  });

  it('runs from the job queue, which queues its next turn', async () => {
    await setReminders({ firstReminderHours: 1 });
    const { shopper } = await shopperWithCart();
    await t.database.db
      .update(savedCarts)
      .set({ updatedAt: sql`${savedCarts.updatedAt} - interval '2 hours'` })
      .where(eq(savedCarts.userId, shopper.id));
    await scheduleAbandonedCartSweep(t.app.jobs, t.database.db, 0);
    await t.app.jobs.whenIdle();
    expect(await remindersTo(shopper.email)).toHaveLength(1);
    const sweeps = (await t.app.jobs.stats()).find(
      (queue) => queue.name === 'abandoned-cart-sweep',
    );
    expect(sweeps).toMatchObject({ queued: 1, failed: 0 });
    await setReminders({ firstReminderHours: 4 });
  });
});

describe('carts recovered, GET /api/admin/abandoned-carts/summary', () => {
  const summary = (token: string, query: string) =>
    t.app.inject(
      withToken(token, { method: 'GET', url: `/api/admin/abandoned-carts/summary${query}` }),
    );

  it('counts the carts reminded in the period, the reminders, and those an order followed', async () => {
    await setReminders({ firstReminderHours: 4, secondReminderHours: 24 });
    // Far in the future, so that the period holds this test's carts alone.
    const day = new Date('2031-03-10T12:00:00+05:30');
    const recovered = await shopperWithCart(1800);
    const remindedTwice = await shopperWithCart();
    void remindedTwice;
    const cancelled = await shopperWithCart(900);
    expect(await sweep(day)).toBe(3);

    const order = await placedOrder(t, recovered.shopper.token, {
      items: [{ productId: recovered.product.id, quantity: 2 }],
      paymentMethodId: codId,
    });
    const dropped = await placedOrder(t, cancelled.shopper.token, {
      items: [{ productId: cancelled.product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const cancel = await t.app.inject(
      withToken(owner.token, {
        method: 'PUT',
        url: `/api/order/admin/order/status?orderId=${dropped.id}&status=CANCELLED`,
      }),
    );
    expect(cancel.statusCode).toBe(200);
    expect(await sweep(later(24.1, day))).toBe(1);
    const [record] = await t.database.db
      .select()
      .from(remindedCarts)
      .where(eq(remindedCarts.recoveredOrderId, order.id));
    expect(record).toMatchObject({ userId: recovered.shopper.id, remindersSent: 1 });
    expect(record!.recoveredTotalPaise).toBe(Math.round(order.totalAmount * 100));

    const response = await summary(owner.token, '?from=2031-03-10&to=2031-03-11');
    expect(response.statusCode).toBe(200);
    expect(json<AbandonedCartSummary>(response)).toEqual({
      from: '2031-03-10',
      to: '2031-03-11',
      cartsReminded: 3,
      remindersSent: 4,
      cartsRecovered: 1,
      recoveredRevenue: order.totalAmount,
      recoveryRate: 33.3,
    });
    // The second reminder went out on the 11th: the 10th alone counts the first three.
    expect(json(await summary(owner.token, '?from=2031-03-10&to=2031-03-10'))).toMatchObject({
      cartsReminded: 3,
      remindersSent: 3,
      cartsRecovered: 1,
    });
    expect(json(await summary(owner.token, '?from=2031-03-12&to=2031-03-12'))).toEqual({
      from: '2031-03-12',
      to: '2031-03-12',
      cartsReminded: 0,
      remindersSent: 0,
      cartsRecovered: 0,
      recoveredRevenue: 0,
      recoveryRate: null,
    });
    await setReminders({ secondReminderHours: null });
  });

  it('keeps an erased account’s carts in the figures, without the account', async () => {
    const day = new Date('2031-05-20T12:00:00+05:30');
    const { shopper } = await shopperWithCart();
    expect(await sweep(day)).toBe(1);
    const erased = await t.app.inject(
      withToken(owner.token, { method: 'DELETE', url: `/api/users/${shopper.id}` }),
    );
    expect(erased.statusCode).toBe(204);
    const records = await t.database.db
      .select()
      .from(remindedCarts)
      .where(eq(remindedCarts.userId, shopper.id));
    expect(records).toEqual([]);
    expect(json(await summary(owner.token, '?from=2031-05-20&to=2031-05-20'))).toMatchObject({
      cartsReminded: 1,
    });
  });

  it('needs orders.view, and a valid period (400)', async () => {
    const catalogue = await signedInUser(t, 'ADMIN', 'CATALOGUE');
    const support = await signedInUser(t, 'ADMIN', 'SUPPORT');
    const customer = await signedInUser(t);
    expect((await summary(catalogue.token, '?from=2031-01-01&to=2031-01-02')).statusCode).toBe(403);
    expect((await summary(customer.token, '?from=2031-01-01&to=2031-01-02')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/abandoned-carts/summary' })).statusCode,
    ).toBe(401);
    expect((await summary(support.token, '?from=2031-01-01&to=2031-01-02')).statusCode).toBe(200);
    for (const query of [
      '',
      '?from=2031-01-01',
      '?from=2031-02-30&to=2031-03-01',
      '?from=2031-03-02&to=2031-03-01',
      '?from=2030-01-01&to=2031-06-01',
      '?from=yesterday&to=today',
      '?from=2031-01-01%00&to=2031-01-02',
    ]) {
      const response = await summary(owner.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('PUT /api/admin/settings/abandoned-cart', () => {
  const put = (token: string, payload: unknown) =>
    t.app.inject(
      withToken(token, {
        method: 'PUT',
        url: '/api/admin/settings/abandoned-cart',
        payload: payload as object,
      }),
    );

  it('saves the section and answers every setting', async () => {
    const response = await put(owner.token, {
      enabled: false,
      firstReminderHours: 12,
      secondReminderHours: 48,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      abandonedCart: { enabled: false, firstReminderHours: 12, secondReminderHours: 48 },
    });
    await setReminders({});
  });

  it('refuses hours out of range and non-booleans with 400, and anyone without settings.manage', async () => {
    for (const payload of [
      { enabled: true, firstReminderHours: 0, secondReminderHours: null },
      { enabled: true, firstReminderHours: 169, secondReminderHours: null },
      { enabled: true, firstReminderHours: 1.5, secondReminderHours: null },
      { enabled: true, firstReminderHours: 4, secondReminderHours: 337 },
      { enabled: true, firstReminderHours: 4, secondReminderHours: 0 },
      { enabled: 'yes', firstReminderHours: 4, secondReminderHours: null },
      { enabled: true, firstReminderHours: 4 },
    ]) {
      const response = await put(owner.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const support = await signedInUser(t, 'ADMIN', 'SUPPORT');
    const body = { enabled: true, firstReminderHours: 4, secondReminderHours: null };
    expect((await put(support.token, body)).statusCode).toBe(403);
  });
});
