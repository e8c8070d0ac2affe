import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { ensureAdminAccount } from './users.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/me', () => {
  it('answers the signed-in user', async () => {
    const user = await signedInUser(t);
    const response = await t.app.inject(withToken(user.token, { method: 'GET', url: '/api/me' }));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      id: user.id,
      email: user.email,
      firstname: 'Test',
      lastname: 'Shopper',
      fullName: 'Test Shopper',
      role: 'CUSTOMER',
      phone: null,
    });
    expect(json(response)).not.toHaveProperty('passwordHash');
  });

  it('answers 401 with the error body without a token or with a malformed header', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({
        status: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
      });
    }
  });
});

describe('PUT /api/updateUser', () => {
  it('changes name and phone but never role or email', async () => {
    const user = await signedInUser(t);
    const response = await t.app.inject(
      withToken(user.token, {
        method: 'PUT',
        url: '/api/updateUser',
        payload: {
          firstname: 'Anaya',
          phone: '+91 98765 43210',
          role: 'ADMIN',
          email: 'evil@example.in',
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      firstname: 'Anaya',
      phone: '9876543210',
      role: 'CUSTOMER',
      email: user.email,
    });
  });

  it('answers 409 PHONE_TAKEN when another account has the number, and keeps it for its owner', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const put = (token: string, phone: string) =>
      t.app.inject(withToken(token, { method: 'PUT', url: '/api/updateUser', payload: { phone } }));
    expect((await put(owner.token, '9123456780')).statusCode).toBe(200);
    const taken = await put(other.token, '09123456780');
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({
      code: 'PHONE_TAKEN',
      message: 'This mobile number is already registered.',
    });
    expect((await put(owner.token, '9123456780')).statusCode).toBe(200);
  });

  it('refuses a bad phone number, an empty body and a missing token', async () => {
    const user = await signedInUser(t);
    const badPhone = await t.app.inject(
      withToken(user.token, { method: 'PUT', url: '/api/updateUser', payload: { phone: '12345' } }),
    );
    expect(badPhone.statusCode).toBe(400);
    expect(json(badPhone)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'phone', message: 'Enter a valid 10-digit Indian mobile number' }],
    });
    const empty = await t.app.inject(
      withToken(user.token, { method: 'PUT', url: '/api/updateUser', payload: {} }),
    );
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/updateUser',
      payload: { firstname: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the admin account', () => {
  it('is generated once with a one-time password when none is configured', async () => {
    const first = await ensureAdminAccount(t.database.db, undefined);
    expect(first.status).toBe('created');
    if (first.status !== 'created' || !first.generatedPassword)
      throw new Error('expected a generated password');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: first.email, password: first.generatedPassword },
    });
    expect(json(signin).role).toBe('ADMIN');
    expect(await ensureAdminAccount(t.database.db, undefined)).toEqual({ status: 'exists' });
  });

  it('follows ADMIN_EMAIL and ADMIN_PASSWORD when they are set', async () => {
    const configured = { email: 'owner@attarhouse.in', password: 'saffron-and-oud' };
    expect(await ensureAdminAccount(t.database.db, configured)).toMatchObject({
      status: 'created',
    });
    const signin = await t.app.inject({ method: 'POST', url: '/api/signin', payload: configured });
    expect(json(signin).role).toBe('ADMIN');
  });

  it("ends the admin's older sessions when a start brings a new ADMIN_PASSWORD, and only then", async () => {
    const email = 'keeper@attarhouse.in';
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email, password },
        remoteAddress: '10.7.0.1',
      });
    const me = (token: string) => t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));

    await ensureAdminAccount(t.database.db, { email, password: 'first-password' });
    const { token: oldToken } = json<{ token: string }>(await signIn('first-password'));
    expect(json(await me(oldToken))).toMatchObject({ email, role: 'ADMIN' });

    // A restart with the same password keeps the session.
    expect(await ensureAdminAccount(t.database.db, { email, password: 'first-password' })).toEqual({
      status: 'exists',
    });
    expect((await me(oldToken)).statusCode).toBe(200);

    // A restart with a new password: the old token is refused, the old password too.
    await ensureAdminAccount(t.database.db, { email, password: 'second-password' });
    const refused = await me(oldToken);
    expect(refused.statusCode).toBe(401);
    expect(json(refused).code).toBe('UNAUTHENTICATED');
    expect((await signIn('first-password')).statusCode).toBe(401);
    const fresh = await signIn('second-password');
    expect(json(fresh).role).toBe('ADMIN');
    expect((await me(json<{ token: string }>(fresh).token)).statusCode).toBe(200);
  });
});
