import type { AdminUser, CreatedAdmin, StaffRole, User } from '@attar/contracts';
import { LAST_OWNER_MESSAGE } from '@attar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { auditLog, users } from '../../db/schema/index.js';

// Staff roles on the users screen (docs/permissions.md): an owner gives each staff account its
// role, which applies from the account's next request; the store always keeps an active owner;
// a staff account is changed only by those who may manage staff.

let t: TestApp;
let owner: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'ADMIN', 'OWNER');
});
afterAll(async () => {
  await t.close();
});

const changeRole = (userId: number | string, payload: unknown, token = owner.token) =>
  t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: `/api/admin/users/${userId}/staff-role`,
      payload: payload as object,
    }),
  );
const deactivate = (userId: number, token: string) =>
  t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: `/api/AdminUpdateUser?userId=${userId}`,
      payload: { isActive: false },
    }),
  );
const staffOf = (role: StaffRole) => signedInUser(t, 'ADMIN', role);

describe('PUT /api/admin/users/{id}/staff-role', () => {
  it("changes a staff member's role, which holds from their next request, and logs it", async () => {
    const member = await staffOf('MANAGER');
    const settings = { method: 'GET' as const, url: '/api/admin/settings' };
    expect((await t.app.inject(withToken(member.token, settings))).statusCode).toBe(200);

    const response = await changeRole(member.id, { staffRole: 'SUPPORT' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminUser>(response)).toMatchObject({ id: member.id, staffRole: 'SUPPORT' });

    // The same token, a role that no longer holds the permission.
    const refused = await t.app.inject(withToken(member.token, settings));
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      code: 'NOT_PERMITTED',
      message: 'Your role (Support) does not allow this.',
    });
    const me = await t.app.inject(withToken(member.token, { method: 'GET', url: '/api/me' }));
    expect(json<User>(me).staffRole).toBe('SUPPORT');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, member.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'ROLE_CHANGE',
      actorEmail: owner.email,
      changes: { staffRole: { before: 'MANAGER', after: 'SUPPORT' } },
    });
  });

  it('refuses one’s own role, a customer, an erased account, an unknown id and a bad role', async () => {
    const own = await changeRole(owner.id, { staffRole: 'MANAGER' });
    expect(own.statusCode).toBe(409);
    expect(json(own)).toMatchObject({
      code: 'OWN_ACCOUNT_PROTECTED',
      message: 'You cannot change your own role.',
    });

    const customer = await signedInUser(t);
    const notStaff = await changeRole(customer.id, { staffRole: 'SUPPORT' });
    expect(notStaff.statusCode).toBe(409);
    expect(json(notStaff)).toMatchObject({ code: 'CONFLICT' });

    const erased = await staffOf('SUPPORT');
    const deleted = await t.app.inject(
      withToken(owner.token, { method: 'DELETE', url: `/api/users/${erased.id}` }),
    );
    expect(deleted.statusCode).toBe(204);
    expect(json(await changeRole(erased.id, { staffRole: 'MANAGER' }))).toMatchObject({
      code: 'ACCOUNT_ERASED',
    });

    expect((await changeRole(987654, { staffRole: 'SUPPORT' })).statusCode).toBe(404);
    for (const payload of [{}, { staffRole: 'ADMIN' }, { staffRole: 'owner\u0000' }, []]) {
      const bad = await changeRole(customer.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await changeRole('abc', { staffRole: 'SUPPORT' })).statusCode).toBe(400);
  });

  it('is for those who may manage staff: a manager is refused, a customer too', async () => {
    const manager = await staffOf('MANAGER');
    const member = await staffOf('CATALOGUE');
    const refused = await changeRole(member.id, { staffRole: 'OWNER' }, manager.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'NOT_PERMITTED' });
    const customer = await signedInUser(t);
    expect((await changeRole(member.id, { staffRole: 'OWNER' }, customer.token)).statusCode).toBe(
      403,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.staffRole).toBe('CATALOGUE');
  });
});

describe('staff accounts on the users screen', () => {
  it('lets a manager change customers but not staff accounts', async () => {
    const manager = await staffOf('MANAGER');
    const customer = await signedInUser(t);
    expect((await deactivate(customer.id, manager.token)).statusCode).toBe(200);

    const member = await staffOf('FULFILMENT');
    for (const response of [
      await deactivate(member.id, manager.token),
      await t.app.inject(
        withToken(manager.token, { method: 'DELETE', url: `/api/users/${member.id}` }),
      ),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({
        code: 'NOT_PERMITTED',
        message: 'Your role (Manager) does not allow this.',
      });
    }
    expect((await deactivate(member.id, owner.token)).statusCode).toBe(200);
  });

  it('creates staff with the role asked, a manager when none is', async () => {
    const create = (payload: object, token = owner.token) =>
      t.app.inject(withToken(token, { method: 'POST', url: '/api/admin/create-admin', payload }));
    const named = { firstName: 'Meera', lastName: 'Kapoor', password: 'saffron-and-oud-2026' };
    const catalogue = await create({
      ...named,
      email: 'meera.catalogue@example.in',
      staffRole: 'CATALOGUE',
    });
    expect(catalogue.statusCode, catalogue.body).toBe(201);
    expect(json<CreatedAdmin>(catalogue)).toMatchObject({ role: 'ADMIN', staffRole: 'CATALOGUE' });
    const plain = await create({ ...named, email: 'meera.manager@example.in' });
    expect(json<CreatedAdmin>(plain).staffRole).toBe('MANAGER');
    const badRole = await create({ ...named, email: 'meera.bad@example.in', staffRole: 'CEO' });
    expect(badRole.statusCode).toBe(400);

    const manager = await staffOf('MANAGER');
    const refused = await create({ ...named, email: 'meera.refused@example.in' }, manager.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'NOT_PERMITTED' });
  });

  it('answers a customer’s own profile with no staff role, and staff with theirs', async () => {
    const customer = await signedInUser(t);
    const me = (token: string) => t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));
    expect(json<User>(await me(customer.token)).staffRole).toBeNull();
    expect(json<User>(await me(owner.token))).toMatchObject({ role: 'ADMIN', staffRole: 'OWNER' });
  });
});

describe.skipIf(!onPostgres)('two owners demoting each other at the same moment', () => {
  it('leaves the store one owner: one change succeeds, the other is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await staffOf('OWNER');
      const second = await staffOf('OWNER');
      // Only these two are owners: the others step aside for the round.
      await t.database.db
        .update(users)
        .set({ staffRole: 'MANAGER' })
        .where(and(eq(users.staffRole, 'OWNER')));
      await t.database.db.update(users).set({ staffRole: 'OWNER' }).where(eq(users.id, first.id));
      await t.database.db.update(users).set({ staffRole: 'OWNER' }).where(eq(users.id, second.id));
      const answers = await Promise.all([
        changeRole(second.id, { staffRole: 'MANAGER' }, first.token),
        changeRole(first.id, { staffRole: 'MANAGER' }, second.token),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      const refusal = answers.find((answer) => answer.statusCode !== 200)!;
      // Refused by the last-owner rule, or, when it came second, by the role it no longer has.
      expect([409, 403]).toContain(refusal.statusCode);
      if (refusal.statusCode === 409) expect(json(refusal).message).toBe(LAST_OWNER_MESSAGE);
      const owners = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.staffRole, 'OWNER'));
      expect(owners).toHaveLength(1);
    }
    // The owner of the other tests again.
    await t.database.db.update(users).set({ staffRole: 'OWNER' }).where(eq(users.id, owner.id));
  });
});
