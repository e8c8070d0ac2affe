import type { ReturnRequest } from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, productFor } from '../../test/order-fixtures.js';
import { outboxMails, waitForOutboxMail } from '../../test/outbox.js';
import { decide, deliveredOrder, requestReturn, type Shopper } from '../../test/return-fixtures.js';
import { createTestApp, json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';
import { auditLog, orders, orderStatusEvents, returnRequestEvents } from '../db/schema/index.js';
import { MAIL_JOB } from '../jobs/mail.job.js';

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});

const undo: string[] = [];
afterEach(async () => {
  for (const statements of undo.splice(0).reverse()) await t.database.query(statements);
});

/** An approved exchange: its replacement order is CONFIRMED and waits to ship. */
async function approvedExchange() {
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
  if (requested.statusCode !== 201) throw new Error(requested.body);
  const approved = await decide(t, admin.token, json<ReturnRequest>(requested).id, 'approve');
  if (approved.statusCode !== 200) throw new Error(approved.body);
  const request = json<ReturnRequest>(approved);
  return { shopper, request, exchangeOrderId: request.exchangeOrder!.id };
}

const ship = (orderId: number) =>
  t.app.inject(
    withToken(admin.token, {
      method: 'PUT',
      url: `/api/order/admin/order/status?orderId=${orderId}&status=SHIPPED`,
    }),
  );

const shippedSubject = (requestId: number) => `Your exchange for request ${requestId} has shipped`;

/** What shipping the order writes, in the orders, returns, audit and job tables. */
async function traces(orderId: number, requestId: number) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const shippedEvents = await db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'SHIPPED')));
  const statusAudits = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'order'),
        eq(auditLog.entityId, orderId),
        eq(auditLog.action, 'STATUS'),
      ),
    );
  const exchangeShipped = await db
    .select()
    .from(returnRequestEvents)
    .where(
      and(
        eq(returnRequestEvents.requestId, requestId),
        eq(returnRequestEvents.type, 'EXCHANGE_SHIPPED'),
      ),
    );
  const { rows } = await t.database.query(
    `select count(*)::int as n from pgboss.job where name = $1 and data -> 'payload' ->> 'subject' = $2`,
    [MAIL_JOB, shippedSubject(requestId)],
  );
  return {
    status: order!.status,
    shippedEvents: shippedEvents.length,
    statusAudits: statusAudits.length,
    exchangeShipped: exchangeShipped.length,
    mailJobs: (rows[0] as { n: number }).n,
  };
}

describe("shipping an exchange's replacement order", () => {
  it("ships the order, the request's timeline entry and its mail job together", async () => {
    const { shopper, request, exchangeOrderId } = await approvedExchange();
    const shipped = await ship(exchangeOrderId);
    expect(shipped.statusCode, shipped.body).toBe(200);

    expect(await traces(exchangeOrderId, request.id)).toEqual({
      status: 'SHIPPED',
      shippedEvents: 1,
      statusAudits: 1,
      exchangeShipped: 1,
      mailJobs: 1,
    });
    const mail = await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === shippedSubject(request.id),
    );
    expect(mail.headers.subject).toBe(shippedSubject(request.id));
  });

  it("leaves the order unshipped when the request's part fails, and ships it all on the next try", async () => {
    const { shopper, request, exchangeOrderId } = await approvedExchange();
    // The database refuses the request's "shipped" entry: the last step of the transaction fails.
    await t.database.query(
      `create function refuse_exchange_shipped() returns trigger language plpgsql as $$
         begin
           if new.type = 'EXCHANGE_SHIPPED' then raise exception 'refused by the test'; end if;
           return new;
         end $$;
       create trigger refuse_exchange_shipped before insert on return_request_events
         for each row execute function refuse_exchange_shipped();`,
    );
    undo.push(
      'drop trigger if exists refuse_exchange_shipped on return_request_events; ' +
        'drop function if exists refuse_exchange_shipped();',
    );

    const failed = await ship(exchangeOrderId);
    expect(failed.statusCode).toBe(500);
    expect(await traces(exchangeOrderId, request.id)).toEqual({
      status: 'CONFIRMED',
      shippedEvents: 0,
      statusAudits: 0,
      exchangeShipped: 0,
      mailJobs: 0,
    });

    await t.database.query(undo.pop()!);
    const shipped = await ship(exchangeOrderId);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await traces(exchangeOrderId, request.id)).toEqual({
      status: 'SHIPPED',
      shippedEvents: 1,
      statusAudits: 1,
      exchangeShipped: 1,
      mailJobs: 1,
    });
    await waitForOutboxMail(
      t.config,
      shopper.email,
      (subject) => subject === shippedSubject(request.id),
    );
    await t.app.jobs.whenIdle();
    expect(
      outboxMails(t.config, shopper.email).filter(
        (mail) => mail.headers.subject === shippedSubject(request.id),
      ),
    ).toHaveLength(1);
  });
});
