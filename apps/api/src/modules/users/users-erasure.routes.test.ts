import type { AdminUser, Order, Page } from '@attar/contracts';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNotifications,
  auditLog,
  backInStockRequests,
  newsletterSubscribers,
  passwordLinks,
  shippingAddresses,
  users,
  verificationCodes,
  wishlistItems,
} from '../../db/schema/index.js';
import { defaultVariantOf } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { deliveredOrder } from '../../../test/return-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { eraseAccount } from '../../flows/account-erasure.flow.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let store: { codId: number; categoryId: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  store = await orderReadyStore(t);
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const nextIp = () => `10.61.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;
const PASSWORD = 'correct horse battery';

const deleteUser = (id: number | string, token = admin.token) =>
  t.app.inject(withToken(token, { method: 'DELETE', url: `/api/users/${id}` }));
const as = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject(withToken(token, { method, url, payload }));

async function listedUser(id: number): Promise<AdminUser | undefined> {
  const page = json<Page<AdminUser>>(await as(admin.token, 'GET', '/api/admin/get-users?size=100'));
  return page.content.find((user) => user.id === id);
}

/** A customer with everything an account gathers: profile, orders, address, wishlist, newsletter, review. */
async function customerWithHistory() {
  const shopper = await signedInUser(t);
  const product = await productFor(t, store.categoryId, { rupees: 1200, stock: 20 });
  await as(admin.token, 'PUT', `/api/AdminUpdateUser?userId=${shopper.id}`, {
    firstName: 'Anaya',
    lastName: 'Sharma',
    mobile: `98${String(shopper.id).padStart(8, '0')}`,
  });
  const order = await deliveredOrder(t, shopper, admin, {
    items: [{ productId: product.id, quantity: 2 }],
    paymentMethodId: store.codId,
  });
  expect(
    (await as(shopper.token, 'POST', `/api/wishlist/add/${product.id}`)).statusCode,
  ).toBeLessThan(300);
  expect(
    (await as(shopper.token, 'POST', `/api/subscribe?email=${encodeURIComponent(shopper.email)}`))
      .statusCode,
  ).toBe(200);
  const review = await as(shopper.token, 'POST', `/api/products/${product.id}/reviews`, {
    rating: 5,
    title: 'Lasting',
    body: 'Stays on all day.',
  });
  expect(review.statusCode).toBe(201);
  const reviewId = json<{ id: number }>(review).id;
  // "Notify me" for a sold-out size, signed in and again as a visitor with the same address.
  const soldOut = await productFor(t, store.categoryId, { rupees: 900, stock: 0 });
  expect(
    (await as(shopper.token, 'POST', '/api/back-in-stock', { productId: soldOut.id })).statusCode,
  ).toBe(201);
  await t.database.db.insert(backInStockRequests).values({
    variantId: (await defaultVariantOf(t.database.db, product.id)).id,
    email: shopper.email,
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/app/SendCredentialMail',
    payload: { email: shopper.email },
    remoteAddress: nextIp(),
  });
  const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
  return { shopper, product, order, reviewId, phone: row!.phone! };
}

describe('DELETE /api/users/{id}', () => {
  it('erases a customer with orders: personal data gone, orders kept with their address, tokens ended', async () => {
    const { shopper, product, order, reviewId, phone } = await customerWithHistory();
    const response = await deleteUser(shopper.id);
    expect(response.statusCode).toBe(204);

    // The admin still reads the order, with the address it was sent to.
    const orders = json<Page<Order>>(
      await as(admin.token, 'GET', `/api/order/adminSearch?search=${order.orderNumber}`),
    );
    expect(orders.content).toHaveLength(1);
    expect(orders.content[0]).toMatchObject({
      id: order.id,
      status: 'DELIVERED',
      totalAmount: order.totalAmount,
      shippingAddress: { fullName: 'Anaya Sharma', zipCode: '400002', phoneNumber: '9876543210' },
      customer: {
        id: shopper.id,
        email: `erased-${shopper.id}@erased.invalid`,
        fullName: 'Former customer',
      },
    });
    expect(orders.content[0]?.items).toHaveLength(1);

    // The account is listed as erased, its orders counted.
    expect(await listedUser(shopper.id)).toMatchObject({
      email: `erased-${shopper.id}@erased.invalid`,
      fullName: 'Former customer',
      mobile: null,
      isActive: false,
      status: 'ERASED',
      orderCount: 1,
    });
    expect((await listedUser(shopper.id))?.erasedAt).toEqual(expect.any(String));

    // Its token is refused at once, and its old email and password no longer sign in.
    const me = await as(shopper.token, 'GET', '/api/me');
    expect([me.statusCode, json(me).code]).toEqual([401, 'UNAUTHENTICATED']);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: shopper.email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect([signIn.statusCode, json(signIn).code]).toEqual([401, 'INVALID_CREDENTIALS']);

    // What held personal data is gone.
    const db = t.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({
      phone: null,
      passwordHash: null,
      googleSubject: null,
      isActive: false,
      lastName: '',
    });
    expect(
      await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, shopper.id)),
    ).toEqual([]);
    expect(
      await db.select().from(wishlistItems).where(eq(wishlistItems.userId, shopper.id)),
    ).toEqual([]);
    expect(
      await db.select().from(passwordLinks).where(eq(passwordLinks.userId, shopper.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(newsletterSubscribers)
        .where(
          or(
            eq(newsletterSubscribers.email, shopper.email),
            eq(newsletterSubscribers.userId, shopper.id),
          ),
        ),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(backInStockRequests)
        .where(eq(backInStockRequests.email, shopper.email)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(verificationCodes)
        .where(
          or(
            eq(verificationCodes.destination, shopper.email),
            eq(verificationCodes.destination, phone),
          ),
        ),
    ).toEqual([]);

    // The review stays, by a "Former customer".
    const reviews = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/reviews`,
    });
    expect(reviews.body).toContain('Stays on all day.');
    expect(reviews.body).toContain('Former customer');
    expect(reviews.body).not.toContain('Anaya');

    // The notifications of the new order and the new review no longer name the person.
    const [orderNotice] = await db
      .select()
      .from(adminNotifications)
      .where(and(eq(adminNotifications.type, 'NEW_ORDER'), eq(adminNotifications.refId, order.id)));
    expect(orderNotice?.message).toContain(`erased-${shopper.id}@erased.invalid ordered`);
    const [reviewNotice] = await db
      .select()
      .from(adminNotifications)
      .where(
        and(eq(adminNotifications.type, 'NEW_REVIEW'), eq(adminNotifications.refId, reviewId)),
      );
    expect(reviewNotice?.message).toMatch(/^Former customer rated /);
    const allNotices = JSON.stringify(await db.select().from(adminNotifications));
    expect(allNotices).not.toContain(shopper.email);
    expect(allNotices).not.toContain('Anaya');

    // The audit history keeps what happened, not who the person was.
    const history = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, shopper.id)));
    expect(history.map((entry) => entry.action).sort()).toEqual(['DELETE', 'UPDATE']);
    const text = JSON.stringify(history);
    for (const personal of [shopper.email, 'Anaya', 'Sharma', phone])
      expect(text).not.toContain(personal);
    const deletion = history.find((entry) => entry.action === 'DELETE');
    expect(deletion).toMatchObject({
      actorId: admin.id,
      changes: {
        isActive: { before: true, after: false },
        email: { before: '[erased]', after: `erased-${shopper.id}@erased.invalid` },
        mobile: { before: '[erased]', after: null },
      },
    });
    expect(deletion?.reason).toContain('1 order(s) kept');

    // The email and the mobile are free for a new account.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        email: shopper.email,
        password: 'a fresh start',
        firstname: 'Anaya',
        lastname: 'S',
        mobile: phone,
      },
      remoteAddress: nextIp(),
    });
    expect(signUp.statusCode).toBe(201);
    expect(json(signUp).id).not.toBe(shopper.id);
  });

  it('replaces only the whole erased address in notifications, in any case', async () => {
    const shopper = await signedInUser(t);
    const [local, domain] = shopper.email.split('@') as [string, string];
    const lookalikes = `x${shopper.email} and ${shopper.email}.au and ${local}@sub.${domain}`;
    await t.database.db.insert(adminNotifications).values([
      { type: 'NEW_CONTACT', title: 'About someone else', message: lookalikes },
      {
        type: 'NEW_CONTACT',
        title: 'About them',
        message: `${shopper.email.toUpperCase()} wrote.`,
      },
    ]);
    expect((await deleteUser(shopper.id)).statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.type, 'NEW_CONTACT'));
    expect(rows.find((row) => row.title === 'About someone else')?.message).toBe(lookalikes);
    expect(rows.find((row) => row.title === 'About them')?.message).toBe(
      `erased-${shopper.id}@erased.invalid wrote.`,
    );
  });

  it('erases a customer without orders the same way', async () => {
    const shopper = await signedInUser(t);
    expect((await deleteUser(shopper.id)).statusCode).toBe(204);
    expect(await listedUser(shopper.id)).toMatchObject({ status: 'ERASED', orderCount: 0 });
    expect((await as(shopper.token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('changes nothing when the account was erased already', async () => {
    const shopper = await signedInUser(t);
    expect((await deleteUser(shopper.id)).statusCode).toBe(204);
    expect((await deleteUser(shopper.id)).statusCode).toBe(204);
    const deletions = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'user'),
          eq(auditLog.entityId, shopper.id),
          eq(auditLog.action, 'DELETE'),
        ),
      );
    expect(deletions).toHaveLength(1);
  });

  it('answers 404 for an unknown account and 400 for an id that is not one', async () => {
    const unknown = await deleteUser(2_000_000_000);
    expect([unknown.statusCode, json(unknown).code]).toEqual([404, 'NOT_FOUND']);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999']) {
      const response = await deleteUser(id);
      expect([id, response.statusCode]).toEqual([id, 400]);
    }
  });

  it('never lets an admin delete themself', async () => {
    const self = await signedInUser(t, 'ADMIN');
    const response = await deleteUser(self.id, self.token);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'OWN_ACCOUNT_PROTECTED',
      message: 'You cannot delete your own account.',
    });
    expect((await as(self.token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('erases another admin as "Former admin" while an active admin remains', async () => {
    const other = await signedInUser(t, 'ADMIN');
    expect((await deleteUser(other.id)).statusCode).toBe(204);
    expect(await listedUser(other.id)).toMatchObject({
      role: 'ADMIN',
      status: 'ERASED',
      fullName: 'Former admin',
    });
  });

  it('refuses to delete the last active admin (the rule behind a race of two admins)', async () => {
    const isolated = await createTestApp();
    try {
      const first = await signedInUser(isolated, 'ADMIN');
      const second = await signedInUser(isolated, 'ADMIN');
      // The first admin was deactivated by the second an instant before its own request ran.
      await isolated.database.db
        .update(users)
        .set({ isActive: false })
        .where(eq(users.id, first.id));
      await expect(
        eraseAccount(
          isolated.database.db,
          { id: first.id, email: first.email, staffRole: 'OWNER' },
          second.id,
        ),
      ).rejects.toMatchObject({
        status: 409,
        code: 'LAST_ACTIVE_ADMIN',
      });
      const [row] = await isolated.database.db.select().from(users).where(eq(users.id, second.id));
      expect(row).toMatchObject({ isActive: true, erasedAt: null });
    } finally {
      await isolated.close();
    }
  });

  it('answers 401 for a visitor and 403 for a customer', async () => {
    const shopper = await signedInUser(t);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${shopper.id}` })).statusCode,
    ).toBe(401);
    const asCustomer = await deleteUser(shopper.id, shopper.token);
    expect([asCustomer.statusCode, json(asCustomer).code]).toEqual([403, 'FORBIDDEN']);
    expect(await listedUser(shopper.id)).toMatchObject({ status: 'ACTIVE' });
  });
});
