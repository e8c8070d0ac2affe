import type { AdminUser, Page } from '@attar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { updateUserAsAdmin } from '../../flows/user-admin.flow.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

const getUsers = (query: string, token = admin.token) =>
  t.app.inject(withToken(token, { method: 'GET', url: `/api/admin/get-users${query}` }));
const updateUser = (userId: number | string, payload: unknown, token = admin.token) =>
  t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: `/api/AdminUpdateUser?userId=${userId}`,
      payload: payload as object,
    }),
  );

async function latestAudit(entityId: number) {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

const ADMIN_USER_KEYS = [
  'createdAt',
  'email',
  'emailVerified',
  'erasedAt',
  'firstName',
  'fullName',
  'id',
  'isActive',
  'lastName',
  'mobile',
  'orderCount',
  'phoneVerified',
  'role',
  'staffRole',
  'status',
];

describe('GET /api/admin/get-users', () => {
  it('lists accounts newest first with what the admin needs and no secret', async () => {
    const shopper = await signedInUser(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Anaya', lastName: 'Sharma', phone: '9811122233', googleSubject: 'g-123' })
      .where(eq(users.id, shopper.id));
    const response = await getUsers('?size=100');
    expect(response.statusCode).toBe(200);
    const page = json<Page<AdminUser>>(response);
    expect(page.content[0]?.id).toBe(shopper.id);
    const listed = page.content[0]!;
    expect(Object.keys(listed).sort()).toEqual(ADMIN_USER_KEYS);
    expect(listed).toMatchObject({
      email: shopper.email,
      firstName: 'Anaya',
      lastName: 'Sharma',
      fullName: 'Anaya Sharma',
      mobile: '9811122233',
      role: 'CUSTOMER',
      isActive: true,
      status: 'ACTIVE',
      erasedAt: null,
      orderCount: 0,
    });
    expect(response.body).not.toMatch(/argon2|passwordHash|tokenVersion|g-123/);
    expect(page.content.map((user) => user.id)).toContain(admin.id);
  });

  it('finds accounts by part of the email, the full name or the mobile typed with +91 and spaces', async () => {
    const shopper = await signedInUser(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Ishaan', lastName: 'Kapoor', phone: '9822233344' })
      .where(eq(users.id, shopper.id));
    const localPart = shopper.email.split('@')[0]!;
    for (const search of [localPart.toUpperCase(), 'ishaan kap', '+91 98222 33344', '33344']) {
      const page = json<Page<AdminUser>>(await getUsers(`?search=${encodeURIComponent(search)}`));
      expect([search, page.content.map((user) => user.id)]).toEqual([search, [shopper.id]]);
    }
    const none = json<Page<AdminUser>>(await getUsers('?search=nobody-has-this'));
    expect(none).toMatchObject({ content: [], totalElements: 0, empty: true });
  });

  it('takes % and _ in a search literally', async () => {
    const page = json<Page<AdminUser>>(await getUsers('?search=%25'));
    expect(page.totalElements).toBe(0);
  });

  it('narrows to one role and pages', async () => {
    const admins = json<Page<AdminUser>>(await getUsers('?role=ADMIN&size=100'));
    expect(admins.content.length).toBeGreaterThan(0);
    expect(admins.content.every((user) => user.role === 'ADMIN')).toBe(true);
    const all = json<Page<AdminUser>>(await getUsers('?size=100'));
    const first = json<Page<AdminUser>>(await getUsers('?size=1&page=1'));
    expect(first).toMatchObject({ size: 1, number: 1, totalElements: all.totalElements });
    expect(first.content[0]?.id).toBe(all.content[1]?.id);
  });

  it('refuses bad paging, an unknown role and a search that is too long or holds NUL', async () => {
    for (const query of [
      '?size=0',
      '?size=101',
      '?page=-1',
      '?page=abc',
      '?role=ROOT',
      `?search=${'a'.repeat(101)}`,
      '?search=a%00b',
    ]) {
      const response = await getUsers(query);
      expect([query, response.statusCode, json(response).code]).toEqual([
        query,
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('answers 401 for a visitor and 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/get-users' })).statusCode).toBe(
      401,
    );
    const forbidden = await getUsers('', customer.token);
    expect([forbidden.statusCode, json(forbidden).code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('PUT /api/AdminUpdateUser', () => {
  it('changes name and mobile, unverifies a new number and records the change without secrets', async () => {
    const shopper = await signedInUser(t);
    await t.database.db
      .update(users)
      .set({ phone: '9833344455', phoneVerified: true })
      .where(eq(users.id, shopper.id));
    const response = await updateUser(shopper.id, {
      firstName: ' Meera ',
      lastName: 'Iyer',
      mobile: '+91 98444 55566',
      role: 'ADMIN',
      email: 'evil@example.in',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      id: shopper.id,
      firstName: 'Meera',
      lastName: 'Iyer',
      fullName: 'Meera Iyer',
      mobile: '9844455566',
      phoneVerified: false,
      role: 'CUSTOMER',
      email: shopper.email,
      status: 'ACTIVE',
    });
    const entry = await latestAudit(shopper.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'UPDATE',
      changes: {
        firstName: { before: 'Test', after: 'Meera' },
        lastName: { before: 'Shopper', after: 'Iyer' },
        mobile: { before: '9833344455', after: '9844455566' },
      },
    });
    expect(JSON.stringify(entry?.changes)).not.toMatch(/password|token|argon2/i);
    // The customer still signs in: their session was not touched by a name change.
    expect(
      (await t.app.inject(withToken(shopper.token, { method: 'GET', url: '/api/me' }))).statusCode,
    ).toBe(200);
  });

  it('takes the name as sign-up spells it, firstname and lastname, or both ways alike', async () => {
    const shopper = await signedInUser(t);
    const response = await updateUser(shopper.id, { firstname: 'Tara', lastname: ' Sen ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      firstName: 'Tara',
      lastName: 'Sen',
      fullName: 'Tara Sen',
    });
    expect((await latestAudit(shopper.id))?.changes).toMatchObject({
      firstName: { before: 'Test', after: 'Tara' },
      lastName: { before: 'Shopper', after: 'Sen' },
    });
    const one = await updateUser(shopper.id, { lastname: 'Das' });
    expect(json(one)).toMatchObject({ firstName: 'Tara', lastName: 'Das' });
    const both = await updateUser(shopper.id, { firstName: 'Tia', firstname: 'Tia' });
    expect(both.statusCode, both.body).toBe(200);
    expect(json(both)).toMatchObject({ firstName: 'Tia', lastName: 'Das' });
  });

  it('refuses two different names for one field, and a blank one, with the error body', async () => {
    const shopper = await signedInUser(t);
    for (const [payload, path] of [
      [{ firstname: 'Asha', firstName: 'Usha' }, 'firstname'],
      [{ lastname: 'Rao', lastName: 'Roy' }, 'lastname'],
      [{ lastname: '   ' }, 'lastname'],
    ] as const) {
      const response = await updateUser(shopper.id, payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(json(response)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ path })],
        requestId: expect.any(String),
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({ firstName: 'Test', lastName: 'Shopper' });
  });

  it('removes the mobile with null, and records nothing when nothing changes', async () => {
    const shopper = await signedInUser(t);
    await updateUser(shopper.id, { mobile: '9855566677' });
    const removed = await updateUser(shopper.id, { mobile: null });
    expect(json(removed)).toMatchObject({ mobile: null });
    const before = await latestAudit(shopper.id);
    const same = await updateUser(shopper.id, { firstName: 'Test' });
    expect(same.statusCode).toBe(200);
    expect((await latestAudit(shopper.id))?.id).toBe(before?.id);
  });

  it('answers 409 PHONE_TAKEN when another account has the number', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    expect((await updateUser(owner.id, { mobile: '9866677788' })).statusCode).toBe(200);
    const taken = await updateUser(other.id, { mobile: '09866677788' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({
      code: 'PHONE_TAKEN',
      message: 'This mobile number is already registered.',
    });
  });

  it('refuses bad input with the field named', async () => {
    const shopper = await signedInUser(t);
    const cases: [unknown, string][] = [
      [{ mobile: '12345' }, 'mobile'],
      [{ firstName: '' }, 'firstName'],
      [{ firstName: 'a'.repeat(51) }, 'firstName'],
      [{ lastName: 'Ra\u0000o' }, 'lastName'],
      [{ isActive: 'no' }, 'isActive'],
      [{ firstName: 42 }, 'firstName'],
      [{}, 'body'],
    ];
    for (const [payload, path] of cases) {
      const response = await updateUser(shopper.id, payload);
      expect([payload, response.statusCode, json(response).code]).toEqual([
        payload,
        400,
        'VALIDATION_FAILED',
      ]);
      expect(json<{ details: { path: string }[] }>(response).details[0]?.path).toBe(path);
    }
    for (const userId of ['abc', '0', '1e3', '99999999999999']) {
      const response = await updateUser(userId, { firstName: 'X' });
      expect([userId, response.statusCode]).toEqual([userId, 400]);
    }
    const missing = await t.app.inject(
      withToken(admin.token, {
        method: 'PUT',
        url: '/api/AdminUpdateUser',
        payload: { firstName: 'X' },
      }),
    );
    expect(missing.statusCode).toBe(400);
  });

  it('answers 404 for an unknown account', async () => {
    const response = await updateUser(2_000_000_000, { firstName: 'Nobody' });
    expect([response.statusCode, json(response).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('lets an admin rename themself but never deactivate themself', async () => {
    const self = await signedInUser(t, 'ADMIN');
    expect((await updateUser(self.id, { firstName: 'Renamed' }, self.token)).statusCode).toBe(200);
    const refused = await updateUser(self.id, { isActive: false }, self.token);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'OWN_ACCOUNT_PROTECTED',
      message: 'You cannot deactivate your own account.',
    });
    expect(
      (await t.app.inject(withToken(self.token, { method: 'GET', url: '/api/me' }))).statusCode,
    ).toBe(200);
  });

  it('deactivates another admin while an active admin remains', async () => {
    const other = await signedInUser(t, 'ADMIN');
    const response = await updateUser(other.id, { isActive: false });
    expect(json(response)).toMatchObject({ isActive: false, status: 'INACTIVE', role: 'ADMIN' });
    expect((await getUsers('', other.token)).statusCode).toBe(401);
  });

  it('refuses to deactivate the last active admin (the rule behind a race of two admins)', async () => {
    // Two admins deactivating each other at once: the second request passed the guard before
    // the first committed, so its own admin is already inactive when its transaction runs.
    const store = await createTestApp();
    try {
      const first = await signedInUser(store, 'ADMIN');
      const second = await signedInUser(store, 'ADMIN');
      await store.database.db.update(users).set({ isActive: false }).where(eq(users.id, first.id));
      await expect(
        updateUserAsAdmin(
          { db: store.database.db },
          { id: first.id, email: first.email, staffRole: 'OWNER' },
          second.id,
          {
            isActive: false,
          },
        ),
      ).rejects.toMatchObject({ status: 409, code: 'LAST_ACTIVE_ADMIN' });
      const [row] = await store.database.db.select().from(users).where(eq(users.id, second.id));
      expect(row?.isActive).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('answers 409 ACCOUNT_ERASED for a deleted account', async () => {
    const shopper = await signedInUser(t);
    const deleted = await t.app.inject(
      withToken(admin.token, { method: 'DELETE', url: `/api/users/${shopper.id}` }),
    );
    expect(deleted.statusCode).toBe(204);
    for (const payload of [{ isActive: true }, { firstName: 'Back' }]) {
      const response = await updateUser(shopper.id, payload);
      expect([response.statusCode, json(response).code]).toEqual([409, 'ACCOUNT_ERASED']);
    }
  });

  it('answers 401 for a visitor and 403 for a customer, before reading the body', async () => {
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/AdminUpdateUser?userId=${customer.id}`,
      payload: { isActive: false },
    });
    expect(visitor.statusCode).toBe(401);
    const asCustomer = await updateUser(customer.id, { isActive: 'bad' }, customer.token);
    expect([asCustomer.statusCode, json(asCustomer).code]).toEqual([403, 'FORBIDDEN']);
  });
});
