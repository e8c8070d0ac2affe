import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  TEST_PASSWORD,
  withToken,
  type TestApp,
} from '../../test/test-app.js';
import { enrolledStaff } from '../../test/two-factor.js';
import { auditLog } from '../db/schema/index.js';

// An owner takes away the second factor of a staff member who lost their phone and recovery
// codes (docs/admin-guide.md, "Sign-in security").

let t: TestApp;
let owner: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, 'ADMIN', 'OWNER');
});
afterAll(async () => {
  await t.close();
});

const reset = (userId: number | string, token = owner.token) =>
  t.app.inject(
    withToken(token, { method: 'POST', url: `/api/admin/users/${userId}/two-factor/reset` }),
  );

describe('POST /api/admin/users/{id}/two-factor/reset', () => {
  it('removes it, signs the staff member out everywhere, and lets them in by password again', async () => {
    const staff = await enrolledStaff(t, 'FULFILMENT');
    const response = await reset(staff.id);
    expect(response.statusCode).toBe(204);
    expect(
      (await t.app.inject(withToken(staff.token, { method: 'GET', url: '/api/me' }))).statusCode,
    ).toBe(401);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: staff.email, password: TEST_PASSWORD },
      remoteAddress: '10.91.0.1',
    });
    expect(signIn.statusCode).toBe(200);
    const { token } = json<{ token: string }>(signIn);
    const status = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/account/two-factor' }),
    );
    expect(json(status)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, staff.id), eq(auditLog.action, 'TWO_FACTOR_RESET')))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ actorId: owner.id, entityType: 'user' });
  });

  it('answers 409 for one without it, a customer and oneself; 404 for an unknown id', async () => {
    const plain = await signedInUser(t, 'ADMIN', 'SUPPORT');
    expect(json(await reset(plain.id)).code).toBe('TWO_FACTOR_NOT_ENROLLED');
    const shopper = await signedInUser(t, 'CUSTOMER');
    expect(json(await reset(shopper.id)).code).toBe('CONFLICT');
    const self = await reset(owner.id);
    expect(self.statusCode).toBe(409);
    expect(json(self)).toMatchObject({
      code: 'OWN_ACCOUNT_PROTECTED',
      message: 'Turn off your own two-factor sign-in under Sign-in security.',
    });
    expect((await reset(999999)).statusCode).toBe(404);
    expect((await reset('abc')).statusCode).toBe(400);
  });

  it('is the owners’: a manager is refused and the staff member keeps it', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const manager = await signedInUser(t, 'ADMIN', 'MANAGER');
    const refused = await reset(staff.id, manager.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('NOT_PERMITTED');
    const status = await t.app.inject(
      withToken(staff.token, { method: 'GET', url: '/api/account/two-factor' }),
    );
    expect(json(status)).toMatchObject({ enabled: true });
  });
});
