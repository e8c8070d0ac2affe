import { DEFAULT_STORE_CONTACT, type Order, type ReturnRequest } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, placedOrder, productFor } from '../../test/order-fixtures.js';
import { outboxMails, waitForOutboxMail, type ParsedMail } from '../../test/outbox.js';
import {
  decide,
  deliveredOrder,
  moveOrder,
  prepaidMethodId,
  requestReturn,
  type Shopper,
} from '../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../test/test-app.js';
import { orders, settings } from '../db/schema/index.js';
import { MAIL_JOB } from '../jobs/mail.job.js';

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
});
afterAll(async () => {
  await t.close();
});

const subjects = {
  shipped: (order: Order) => `Your Attar House order ${order.orderNumber} has shipped`,
  outForDelivery: (order: Order) =>
    `Your Attar House order ${order.orderNumber} is out for delivery`,
  delivered: (order: Order) => `Your Attar House order ${order.orderNumber} is delivered`,
  cancelled: (order: Order) => `Your Attar House order ${order.orderNumber} is cancelled`,
};

const move = (token: string, orderId: number, status: Order['status']) =>
  t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: `/api/order/admin/order/status?orderId=${orderId}&status=${status}`,
    }),
  );

/** A shopper's order of one ₹1,000 product (two units when asked), placed through the API. */
async function orderOf(options: { paymentMethodId?: number; quantity?: number } = {}) {
  const shopper = await signedInUser(t);
  const product = await productFor(t, categoryId, { rupees: 1000, stock: 5 });
  const order = await placedOrder(t, shopper.token, {
    items: [{ productId: product.id, quantity: options.quantity ?? 1 }],
    paymentMethodId: options.paymentMethodId ?? codId,
  });
  return { shopper, product, order };
}

/** The shopper's mails about the order after the confirmation, once the queue has sent all. */
async function statusMails(shopper: Shopper, order: Order): Promise<ParsedMail[]> {
  await t.app.jobs.whenIdle();
  return outboxMails(t.config, shopper.email).filter((mail) =>
    Object.values(subjects).some((subject) => mail.headers.subject === subject(order)),
  );
}

/** Their subjects, sorted: the queue sends mails side by side, in no set order. */
async function statusSubjects(shopper: Shopper, order: Order): Promise<string[]> {
  return (await statusMails(shopper, order)).map((mail) => mail.headers.subject ?? '').sort();
}

/** Mail jobs written with this subject, sent or not. */
async function mailJobs(subject: string): Promise<number> {
  const { rows } = await t.database.query(
    `select count(*)::int as n from pgboss.job where name = $1 and data -> 'payload' ->> 'subject' = $2`,
    [MAIL_JOB, subject],
  );
  return (rows[0] as { n: number }).n;
}

const orderPage = (order: Order) =>
  `${t.config.publicUrl}/track-order?order=${encodeURIComponent(order.orderNumber)}`;

describe('the mails of an order moving along', () => {
  it('mails each step once, with what was sent, what is due at the door and the order page', async () => {
    const { shopper, product, order } = await orderOf({ quantity: 2 });
    // ₹2,000 of goods and the ₹49 cash-on-delivery fee; shipping to Mumbai is free.
    expect(order.totalAmount).toBe(2049);
    await moveOrder(t, admin, order.id, 'CONFIRMED');
    await moveOrder(t, admin, order.id, 'PROCESSING');
    expect(await statusMails(shopper, order)).toEqual([]);

    await moveOrder(t, admin, order.id, 'SHIPPED');
    const shipped = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === subjects.shipped(order),
    );
    expect(shipped.text).toContain(`Your order ${order.orderNumber} has left our warehouse with:`);
    expect(shipped.text).toContain(`2 x ${product.name}`);
    expect(shipped.text).toContain(
      'Please keep ₹2,049 ready to pay the courier (Cash on Delivery).',
    );
    expect(shipped.text).toContain(orderPage(order));
    // Out for delivery may be skipped: the mail promises no further one.
    expect(shipped.text).not.toMatch(/write again/i);
    // The store records no courier or tracking number, so the mail names none.
    expect(shipped.text).not.toMatch(/tracking/i);
    expect(shipped.html).toContain(`href="${orderPage(order)}"`);

    await moveOrder(t, admin, order.id, 'OUT_FOR_DELIVERY');
    const out = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === subjects.outForDelivery(order),
    );
    expect(out.text).toContain(`Your order ${order.orderNumber} is out for delivery`);
    expect(out.text).toContain('Please keep ₹2,049 ready to pay the courier');

    expect(await statusSubjects(shopper, order)).toEqual(
      [subjects.shipped(order), subjects.outForDelivery(order)].sort(),
    );
  });

  it('mails the delivery with the return window the store sets and a review link per product', async () => {
    const { shopper, product, order } = await orderOf();
    await t.database.db
      .update(settings)
      .set({ value: { days: 7 } })
      .where(eq(settings.key, 'return_window_days'));
    let delivered: Order;
    try {
      delivered = await moveOrder(t, admin, order.id, 'DELIVERED');
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: { days: 30 } })
        .where(eq(settings.key, 'return_window_days'));
    }
    const day = (iso: string, plusDays = 0) =>
      new Intl.DateTimeFormat('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(new Date(iso).getTime() + plusDays * 24 * 60 * 60 * 1000));

    const mail = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === subjects.delivered(order),
    );
    expect(mail.text).toContain(
      `Your order ${order.orderNumber} was delivered on ${day(delivered.deliveredDate!)}`,
    );
    expect(mail.text).toContain(
      `within 7 days of delivery, until ${day(delivered.deliveredDate!, 7)}, from Return & Exchange: ${t.config.publicUrl}/returns`,
    );
    expect(mail.text).toContain(
      `Review ${product.name}: ${t.config.publicUrl}/product/${product.id}#reviews`,
    );
    // Paid at the door: nothing is asked for any more.
    expect(mail.text).not.toContain('ready to pay');
  });

  it('mails only the status reached when the admin skips steps', async () => {
    const { shopper, order } = await orderOf();
    await moveOrder(t, admin, order.id, 'DELIVERED');
    expect(await statusSubjects(shopper, order)).toEqual([subjects.delivered(order)]);
    expect(await mailJobs(subjects.shipped(order))).toBe(0);
    expect(await mailJobs(subjects.outForDelivery(order))).toBe(0);
  });

  it('sends no second mail for a replayed move, and none for a move refused', async () => {
    const { shopper, order } = await orderOf();
    expect((await move(admin.token, order.id, 'SHIPPED')).statusCode).toBe(200);
    const replayed = await move(admin.token, order.id, 'SHIPPED');
    expect([replayed.statusCode, json(replayed).code]).toEqual([409, 'INVALID_STATUS_TRANSITION']);
    const cancelLate = await move(admin.token, order.id, 'CANCELLED');
    expect(cancelLate.statusCode).toBe(409);
    const shopperTries = await move(shopper.token, order.id, 'DELIVERED');
    expect(shopperTries.statusCode).toBe(403);

    expect(await mailJobs(subjects.shipped(order))).toBe(1);
    expect(await statusSubjects(shopper, order)).toEqual([subjects.shipped(order)]);
  });

  it('mails nothing when the move rolls back, and the mail with the move that commits', async () => {
    const { shopper, order } = await orderOf();
    // The database refuses the shipped mail's job: the move it belongs to must not stand alone.
    await t.database.query(
      `create function refuse_shipped_mail() returns trigger language plpgsql as $$
         begin
           if new.data -> 'payload' ->> 'subject' like '%has shipped' then
             raise exception 'refused by the test';
           end if;
           return new;
         end $$;
       create trigger refuse_shipped_mail before insert on pgboss.job
         for each row execute function refuse_shipped_mail();`,
    );
    try {
      expect((await move(admin.token, order.id, 'SHIPPED')).statusCode).toBe(500);
    } finally {
      await t.database.query(
        'drop trigger if exists refuse_shipped_mail on pgboss.job; ' +
          'drop function if exists refuse_shipped_mail();',
      );
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('PENDING');
    expect(await statusMails(shopper, order)).toEqual([]);

    expect((await move(admin.token, order.id, 'SHIPPED')).statusCode).toBe(200);
    expect(await statusSubjects(shopper, order)).toEqual([subjects.shipped(order)]);
  });

  it('mails a shopper who opted out of the newsletter all the same', async () => {
    const { shopper, order } = await orderOf();
    const subscribe = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: `/api/subscribe?email=${encodeURIComponent(shopper.email)}`,
      }),
    );
    expect(subscribe.statusCode, subscribe.body).toBe(200);
    const unsubscribe = await t.app.inject(
      withToken(shopper.token, {
        method: 'DELETE',
        url: '/api/subscribe',
        payload: { email: shopper.email },
      }),
    );
    expect(unsubscribe.statusCode, unsubscribe.body).toBe(200);

    await moveOrder(t, admin, order.id, 'SHIPPED');
    await moveOrder(t, admin, order.id, 'DELIVERED');
    expect(await statusSubjects(shopper, order)).toEqual(
      [subjects.shipped(order), subjects.delivered(order)].sort(),
    );
  });
});

describe('the mail of a cancelled order', () => {
  it('says a cash-on-delivery order had nothing to refund', async () => {
    const { shopper, product, order } = await orderOf();
    await moveOrder(t, admin, order.id, 'CANCELLED');
    const [mail] = await statusMails(shopper, order);
    expect(mail!.headers.subject).toBe(subjects.cancelled(order));
    expect(mail!.text).toContain(`We cancelled your order ${order.orderNumber} before it shipped.`);
    expect(mail!.text).toContain(`1 x ${product.name}`);
    expect(mail!.text).toContain(
      'Nothing was paid for this order (Cash on Delivery), so there is nothing to refund.',
    );
    expect(mail!.text).not.toContain('refunding');
  });

  it('says a paid prepaid order is refunded in full, and how long that takes', async () => {
    const { shopper, order } = await orderOf({ paymentMethodId: upiId });
    // No payment gateway is connected: the test marks the order paid as one would.
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(eq(orders.id, order.id));
    const cancelled = await moveOrder(t, admin, order.id, 'CANCELLED');
    expect(cancelled.paymentStatus).toBe('REFUNDED');

    const [mail] = await statusMails(shopper, order);
    expect(mail!.text).toContain(
      'You paid ₹1,000 by UPI; we are refunding all of it to the same payment method.',
    );
    expect(mail!.text).toContain('Refunds are processed in 3-5 business days');
  });

  it('says an unpaid prepaid order took no payment', async () => {
    const { shopper, order } = await orderOf({ paymentMethodId: upiId });
    await moveOrder(t, admin, order.id, 'CANCELLED');
    const [mail] = await statusMails(shopper, order);
    expect(mail!.text).toContain(
      'No payment was taken for this order, so there is nothing to refund.',
    );
  });
});

describe("the store's contact details in the order mails", () => {
  it('signs the confirmation and each status mail with the details the admin saved', async () => {
    const contact = {
      ...DEFAULT_STORE_CONTACT,
      address: 'Chowk, Lucknow, Uttar Pradesh 226003',
      phone: '+91 94150 67890',
      email: 'orders@attarhouse.example',
    };
    const saved = await t.app.inject(
      withToken(admin.token, {
        method: 'PUT',
        url: '/api/admin/settings/store-contact',
        payload: contact,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { shopper, order } = await orderOf();
      const confirmation = await waitForOutboxMail(
        t.config,
        shopper.email,
        (subject) => subject === `Your Attar House order ${order.orderNumber}`,
      );
      await moveOrder(t, admin, order.id, 'SHIPPED');
      const [shipped] = await statusMails(shopper, order);
      for (const mail of [confirmation, shipped!]) {
        expect(mail.text).toContain(`Attar House, ${contact.address}`);
        expect(mail.text).toContain(`${contact.phone} · ${contact.email}`);
        expect(mail.text).not.toContain(DEFAULT_STORE_CONTACT.phone);
        expect(mail.html).toContain('href="tel:+919415067890"');
        expect(mail.html).toContain(`href="mailto:${contact.email}"`);
      }
    } finally {
      await t.app.inject(
        withToken(admin.token, {
          method: 'PUT',
          url: '/api/admin/settings/store-contact',
          payload: DEFAULT_STORE_CONTACT,
        }),
      );
    }
  });
});

describe("an exchange's replacement order", () => {
  it('gets the exchange\'s own "shipped" mail only, and a delivery mail that offers no return', async () => {
    const shopper = await signedInUser(t);
    const product = await productFor(t, categoryId, { rupees: 1000, stock: 5 });
    const replacement = await productFor(t, categoryId, { rupees: 900, stock: 5 });
    const order = await deliveredOrder(t, shopper, admin, {
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethodId: codId,
    });
    const requested = await requestReturn(t, shopper.token, {
      orderId: order.id,
      productId: product.id,
      reason: 'Defective product',
      type: 'EXCHANGE',
      exchangeProductId: replacement.id,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const approved = await decide(t, admin.token, json<ReturnRequest>(requested).id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const request = json<ReturnRequest>(approved);
    const exchangeOrder = json<Order>(
      await t.app.inject(
        withToken(shopper.token, {
          method: 'GET',
          url: `/api/order/my-orders/track/${request.exchangeOrder!.id}`,
        }),
      ),
    );

    await moveOrder(t, admin, exchangeOrder.id, 'SHIPPED');
    await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === `Your exchange for request ${request.id} has shipped`,
    );
    await moveOrder(t, admin, exchangeOrder.id, 'DELIVERED');
    const mails = await statusMails(shopper, exchangeOrder);
    expect(mails.map((mail) => mail.headers.subject)).toEqual([subjects.delivered(exchangeOrder)]);
    expect(await mailJobs(subjects.shipped(exchangeOrder))).toBe(0);
    expect(mails[0]!.text).toContain('Items received in an exchange cannot be returned again');
    expect(mails[0]!.text).not.toContain('days of delivery');
  });
});

// PGlite runs one query at a time: two admins truly at once only on PostgreSQL.
describe.skipIf(!onPostgres)('two admins moving one order at once (PostgreSQL only)', () => {
  it('moves it once and mails once', async () => {
    const { shopper, order } = await orderOf();
    const secondAdmin = await signedInUser(t, 'ADMIN');
    const answers = await Promise.all([
      move(admin.token, order.id, 'SHIPPED'),
      move(secondAdmin.token, order.id, 'SHIPPED'),
      move(admin.token, order.id, 'SHIPPED'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await mailJobs(subjects.shipped(order))).toBe(1);
    expect(await statusMails(shopper, order)).toHaveLength(1);
  });
});
