import type { Order, Page } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, placedOrder, productFor } from '../../../test/order-fixtures.js';
import { outboxMails, smsTexts } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { orders } from '../../db/schema/index.js';
import { setSetting } from '../settings/settings.service.js';
import { expireCodConfirmation } from './cod-confirmation.service.js';

// Cash on delivery confirmed by code (docs/payments.md): a first order or one of ₹5,000 and
// more waits for the code mailed to its customer; the code confirms it, wrong codes are counted,
// a new code can be asked for, and an order never confirmed is cancelled with its stock back.

let t: TestApp;
let codId: number;
let categoryId: number;
let admin: { token: string };

type Shopper = Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  await setSetting(t.database.db, 'cod_confirmation', {
    enabled: true,
    firstOrder: true,
    abovePaise: 5_000_00,
    hours: 24,
  });
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(() => t?.close());

async function codOrder(shopper: Shopper, rupees: number, stock = 5) {
  const product = await productFor(t, categoryId, { rupees, stock });
  const order = await placedOrder(t, shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    paymentMethodId: codId,
  });
  await t.app.jobs.whenIdle();
  return { order, product };
}

/** The code in the newest mail about this order, as the shopper reads it. */
function mailedCode(shopper: Shopper, orderNumber: string): string {
  const mail = outboxMails(t.config, shopper.email)
    .filter((message) => message.text?.includes(orderNumber))
    .at(-1);
  const code = mail?.text?.match(/with the code (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed for ${orderNumber}`);
  return code;
}

/** The code in the newest SMS about this order, sent to the mobile on its address. */
function textedCode(orderNumber: string): string | undefined {
  const text = smsTexts(t.config, '9876543210')
    .filter((message) => message.includes(orderNumber))
    .at(-1);
  return text?.match(/: (\d{6}) is the code to confirm/)?.[1];
}

const confirm = (shopper: Shopper, orderId: number, code: unknown) =>
  t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: `/api/order/my-orders/${orderId}/confirm-cod`,
      payload: { code },
    }),
  );

const resend = (shopper: Shopper, orderId: number) =>
  t.app.inject(
    withToken(shopper.token, {
      method: 'POST',
      url: `/api/order/my-orders/${orderId}/confirm-cod/resend`,
    }),
  );

describe('cash on delivery confirmed by code', () => {
  it('asks a first order for the mailed code, and confirms it with the right one', async () => {
    const shopper = await signedInUser(t);
    const { order } = await codOrder(shopper, 1200);
    expect(order).toMatchObject({ status: 'PENDING', codConfirmBy: expect.any(String) });
    const code = mailedCode(shopper, order.orderNumber);
    const mail = outboxMails(t.config, shopper.email).at(-1)!;
    expect(mail.text).toContain(`${t.config.publicUrl}/profile?placed=${order.id}&code=${code}`);
    // The same code by SMS to the mobile on the order's address, with the order page's link.
    expect(textedCode(order.orderNumber)).toBe(code);
    expect(smsTexts(t.config, '9876543210').at(-1)).toContain(
      `${t.config.publicUrl}/profile?placed=${order.id}&code=${code}`,
    );

    const stranger = await signedInUser(t);
    expect((await confirm(stranger, order.id, code)).statusCode).toBe(404);
    const wrong = await confirm(shopper, order.id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({
      code: 'WRONG_CODE',
      message: 'That code is not right. 4 tries left.',
      details: { triesLeft: 4 },
    });
    for (const bad of ['12345', 'abcdef', '', null, '1234567', '12\u000034']) {
      const refused = await confirm(shopper, order.id, bad);
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }

    const confirmed = await confirm(shopper, order.id, ` ${code} `);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<Order>(confirmed)).toMatchObject({ status: 'CONFIRMED', codConfirmBy: null });
    const timeline = json<Order>(confirmed).timeline.map((entry) => entry.status);
    expect(timeline).toEqual(['PENDING', 'CONFIRMED']);
    const again = await confirm(shopper, order.id, code);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'NOT_AWAITING_CONFIRMATION' });

    // The shopper's next small order is not a first order: no code.
    const { order: second } = await codOrder(shopper, 900);
    expect(second.codConfirmBy).toBeNull();
    expect(textedCode(second.orderNumber)).toBeUndefined();
    // One of ₹5,000 or more is asked again.
    const { order: large } = await codOrder(shopper, 5000);
    expect(large.codConfirmBy).toEqual(expect.any(String));
  });

  it('takes five wrong codes at most, then only a new code mailed on request', async () => {
    const shopper = await signedInUser(t);
    const { order } = await codOrder(shopper, 800);
    const code = mailedCode(shopper, order.orderNumber);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let tries = 4; tries >= 0; tries -= 1) {
      expect(json(await confirm(shopper, order.id, wrongCode))).toMatchObject({
        details: { triesLeft: tries },
      });
    }
    const locked = await confirm(shopper, order.id, code);
    expect(locked.statusCode).toBe(422);
    expect(json(locked)).toMatchObject({
      message: 'That code is not right, and it cannot be tried again. Ask for a new code.',
    });

    // A new code at most once a minute (the first went out with the order just now).
    const tooSoon = await resend(shopper, order.id);
    expect(tooSoon.statusCode).toBe(429);
    expect(json(tooSoon)).toMatchObject({ code: 'RATE_LIMITED' });
    await t.database.db
      .update(orders)
      .set({ codCodeSentAt: new Date(Date.now() - 61_000) })
      .where(eq(orders.id, order.id));
    expect((await resend(await signedInUser(t), order.id)).statusCode).toBe(404);
    expect((await resend(shopper, order.id)).statusCode).toBe(200);
    await t.app.jobs.whenIdle();
    const newCode = mailedCode(shopper, order.orderNumber);
    expect(textedCode(order.orderNumber)).toBe(newCode);
    const subjects = outboxMails(t.config, shopper.email).map((mail) => mail.headers.subject);
    expect(subjects).toContain(`Your code to confirm order ${order.orderNumber}`);
    if (newCode !== code) expect((await confirm(shopper, order.id, code)).statusCode).toBe(422);
    expect(json<Order>(await confirm(shopper, order.id, newCode))).toMatchObject({
      status: 'CONFIRMED',
    });
  });

  it('cancels an order never confirmed, puts its stock back and tells the shopper why', async () => {
    const shopper = await signedInUser(t);
    const { order, product } = await codOrder(shopper, 1500, 3);
    const deps = { db: t.database.db, jobs: t.app.jobs, publicUrl: t.config.publicUrl };
    // Before its time the job waits (it is retried later).
    await expect(expireCodConfirmation(deps, order.id)).rejects.toThrow('not run out yet');
    await t.database.db
      .update(orders)
      .set({ codConfirmBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await expireCodConfirmation(deps, order.id);
    await t.app.jobs.whenIdle();
    const cancelled = json<Order>(
      await t.app.inject(
        withToken(shopper.token, { method: 'GET', url: `/api/order/my-orders/track/${order.id}` }),
      ),
    );
    expect(cancelled).toMatchObject({ status: 'CANCELLED', codConfirmBy: null });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    const mail = outboxMails(t.config, shopper.email).find((message) =>
      message.headers.subject?.includes('is cancelled'),
    );
    expect(mail?.text).toContain(
      'We did not receive the code that confirms a cash-on-delivery order in time',
    );
    expect((await confirm(shopper, order.id, '123456')).statusCode).toBe(409);
  });

  it('lists the orders awaiting their code for the admin, and an admin’s move ends the wait', async () => {
    const shopper = await signedInUser(t);
    const { order } = await codOrder(shopper, 700);
    const list = async (query: string) =>
      t.app.inject(
        withToken(admin.token, { method: 'GET', url: `/api/order/adminSearch?${query}` }),
      );
    const awaiting = json<Page<Order>>(await list('awaiting=cod-confirmation&size=100'));
    expect(awaiting.content.map((row) => row.id)).toContain(order.id);
    expect(awaiting.content.every((row) => row.codConfirmBy && row.status === 'PENDING')).toBe(
      true,
    );
    expect((await list('awaiting=paid')).statusCode).toBe(400);

    const moved = await t.app.inject(
      withToken(admin.token, {
        method: 'PUT',
        url: `/api/order/admin/order/status?orderId=${order.id}&status=CONFIRMED`,
      }),
    );
    expect(json<Order>(moved)).toMatchObject({ status: 'CONFIRMED', codConfirmBy: null });
    const after = json<Page<Order>>(await list('awaiting=cod-confirmation&size=100'));
    expect(after.content.map((row) => row.id)).not.toContain(order.id);
  });

  it('asks nothing while the setting is off', async () => {
    await setSetting(t.database.db, 'cod_confirmation', {
      enabled: false,
      firstOrder: true,
      abovePaise: 5_000_00,
      hours: 24,
    });
    try {
      const shopper = await signedInUser(t);
      const { order } = await codOrder(shopper, 6000);
      expect(order.codConfirmBy).toBeNull();
      expect((await confirm(shopper, order.id, '123456')).statusCode).toBe(409);
    } finally {
      await setSetting(t.database.db, 'cod_confirmation', {
        enabled: true,
        firstOrder: true,
        abovePaise: 5_000_00,
        hours: 24,
      });
    }
  });
});
