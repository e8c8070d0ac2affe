import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  signInWithGoogle,
  startGoogleProvider,
  type GoogleTestProvider,
} from '../../../test/google-provider.js';
import { latestSmsCode } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  TEST_PASSWORD,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { enrolledStaff, nextCode, totpOf } from '../../../test/two-factor.js';
import { sessions, users } from '../../db/schema/index.js';

// Two-factor sign-in at the door (decision 0055): the code step of POST /api/signin, the setup
// a store can require of every staff account, and the fresh code a sensitive action asks for.

let provider: GoogleTestProvider;
let t: TestApp;
let owner: { id: number; token: string; email: string };
let addressCounter = 0;

beforeAll(async () => {
  provider = await startGoogleProvider();
  t = await createTestApp({ env: provider.env() });
  owner = await signedInUser(t, 'ADMIN', 'OWNER');
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const signIn = (payload: object) => {
  addressCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload,
    remoteAddress: `10.88.0.${addressCounter}`,
  });
};
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(withToken(token, { method, url, payload }));
const requireTwoFactor = async (required: boolean) => {
  const response = await call(owner.token, 'PUT', '/api/admin/settings/staff-two-factor', {
    required,
  });
  expect(response.statusCode).toBe(200);
  expect(json(response).staffTwoFactor).toEqual({ required });
};
const newStaff = (email: string) => ({
  email,
  password: TEST_PASSWORD,
  firstname: 'Ira',
  lastname: 'Sen',
  staffRole: 'SUPPORT',
});

describe('POST /api/signin for staff with two-factor on', () => {
  it('asks for the code after the password, and answers the spec’s sign-in once it comes', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const first = await signIn({ email: staff.email, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(json(first)).toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    });
    expect(json(first)).not.toHaveProperty('token');

    const second = await signIn({
      email: staff.email,
      password: TEST_PASSWORD,
      code: nextCode(staff.totp),
    });
    expect(second.statusCode).toBe(200);
    const body = json<{ id: number; token: string; role: string }>(second);
    expect(Object.keys(body).sort()).toEqual(['id', 'role', 'token']);
    expect(body).toMatchObject({ id: staff.id, role: 'ADMIN' });
    expect((await call(body.token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('refuses a wrong code, a code used already, and takes a recovery code once', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const wrong = await signIn({ email: staff.email, password: TEST_PASSWORD, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      details: { attemptsLeft: 4 },
    });

    const code = nextCode(staff.totp);
    expect((await signIn({ email: staff.email, password: TEST_PASSWORD, code })).statusCode).toBe(
      200,
    );
    const reused = await signIn({ email: staff.email, password: TEST_PASSWORD, code });
    expect(json(reused).code).toBe('TWO_FACTOR_CODE_INVALID');

    const recovery = staff.recoveryCodes[0]!.toUpperCase();
    const withRecovery = { email: staff.email, password: TEST_PASSWORD, code: recovery };
    expect((await signIn(withRecovery)).statusCode).toBe(200);
    expect(json(await signIn(withRecovery)).code).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('locks the second factor after five wrong codes, whatever the sixth is', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await signIn({ email: staff.email, password: TEST_PASSWORD, code: '111111' });
    }
    const fifth = await signIn({ email: staff.email, password: TEST_PASSWORD, code: '111111' });
    expect(fifth.statusCode).toBe(429);
    expect(json(fifth).code).toBe('TWO_FACTOR_LOCKED');
    const right = await signIn({
      email: staff.email,
      password: TEST_PASSWORD,
      code: nextCode(staff.totp),
    });
    expect(right.statusCode).toBe(429);
  });

  it('checks the password before the code: a wrong one says nothing of two-factor', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const response = await signIn({ email: staff.email, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['letters', 'abcdef'],
    ['a NUL byte', '123\u0000456'],
    ['a number', 123456],
    ['an oversize value', '1'.repeat(5000)],
  ])('answers 400 for a code of %s', async (_label, code) => {
    const response = await signIn({ email: owner.email, password: TEST_PASSWORD, code });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_FAILED');
  });

  it('refuses a texted code for such an account: it would skip the second factor', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const mobile = `9${String(staff.id).padStart(9, '0')}`;
    await t.database.db
      .update(users)
      .set({ phone: mobile, phoneVerified: true })
      .where(eq(users.id, staff.id));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/phone/OTPsend',
      payload: { mobile },
    });
    expect(sent.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/phone/OTPverify',
      payload: { mobile, otp: latestSmsCode(t.config, mobile) },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('TWO_FACTOR_PASSWORD_REQUIRED');
  });

  it('sends a Google sign-in of such an account back to the login page, with no session', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    provider.signInAs({
      sub: `g-two-factor-${staff.id}`,
      email: staff.email,
      email_verified: true,
      given_name: 'Test',
    });
    const response = await signInWithGoogle(t);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=two-factor');
  });
});

describe('a store that requires two-factor sign-in of every staff account', () => {
  beforeEach(async () => {
    await requireTwoFactor(true);
  });
  afterAll(async () => {
    await requireTwoFactor(false);
  });

  it('lets a staff member without it only set it up, then everything their role allows', async () => {
    const email = `required-${addressCounter}-${Date.now()}@example.in`;
    expect(
      (await call(owner.token, 'POST', '/api/admin/create-admin', newStaff(email))).statusCode,
    ).toBe(201);
    const signedIn = await signIn({ email, password: TEST_PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    const { token } = json<{ token: string }>(signedIn);

    expect((await call(token, 'GET', '/api/me')).statusCode).toBe(200);
    for (const url of ['/api/order/adminSearch', '/api/account/sessions']) {
      const refused = await call(token, 'GET', url);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        message:
          'This store asks every staff member to use two-factor sign-in. Set it up to continue.',
      });
    }
    const status = await call(token, 'GET', '/api/account/two-factor');
    expect(json(status)).toMatchObject({ enabled: false, requiredByStore: true });

    const started = await call(token, 'POST', '/api/account/two-factor/enrolment');
    const totp = totpOf(json<{ secret: string }>(started).secret);
    const confirmed = await call(token, 'POST', '/api/account/two-factor/enrolment/confirm', {
      code: totp.generate(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await call(token, 'GET', '/api/order/adminSearch')).statusCode).toBe(200);
  });

  it('keeps a customer’s sign-in as it was', async () => {
    const shopper = await signedInUser(t, 'CUSTOMER');
    expect((await call(shopper.token, 'GET', '/api/account/sessions')).statusCode).toBe(200);
  });

  it('cannot be turned off by a staff member while the store requires it', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const response = await call(staff.token, 'POST', '/api/account/two-factor/disable', {
      code: staff.recoveryCodes[0],
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).code).toBe('TWO_FACTOR_REQUIRED_BY_STORE');
  });
});

describe('PUT /api/admin/settings/staff-two-factor', () => {
  it('is the owner’s: a manager is refused, bad input answers 400', async () => {
    const manager = await signedInUser(t, 'ADMIN', 'MANAGER');
    const refused = await call(manager.token, 'PUT', '/api/admin/settings/staff-two-factor', {
      required: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('NOT_PERMITTED');
    for (const body of [{}, { required: 'yes' }, { required: null }]) {
      const response = await call(owner.token, 'PUT', '/api/admin/settings/staff-two-factor', body);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('a fresh code for a sensitive action', () => {
  /** Makes the session's last code older than the step-up allows, as time would. */
  const ageSessionsOf = (userId: number) =>
    t.database.db
      .update(sessions)
      .set({ secondFactorAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, userId));

  it('is asked of staff with two-factor on once their last code is old, and accepted after', async () => {
    const staff = await enrolledStaff(t, 'OWNER');
    const freshSignIn = await signIn({
      email: staff.email,
      password: TEST_PASSWORD,
      code: nextCode(staff.totp),
    });
    const { token } = json<{ token: string }>(freshSignIn);
    const create = (email: string) =>
      call(token, 'POST', '/api/admin/create-admin', newStaff(email));
    expect((await create(`fresh-1-${staff.id}@example.in`)).statusCode).toBe(201);

    await ageSessionsOf(staff.id);
    const refused = await create(`fresh-2-${staff.id}@example.in`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      code: 'FRESH_CODE_REQUIRED',
      message:
        'Enter a code from your authenticator app to confirm this: your last one was more than 10 minutes ago.',
    });

    const verified = await call(token, 'POST', '/api/account/two-factor/verify', {
      code: staff.recoveryCodes[1],
    });
    expect(verified.statusCode).toBe(200);
    expect(Date.parse(json<{ verifiedAt: string }>(verified).verifiedAt)).not.toBeNaN();
    expect((await create(`fresh-2-${staff.id}@example.in`)).statusCode).toBe(201);
  });

  it('asks it for a cancellation but not for another status, before the order is looked up', async () => {
    const staff = await enrolledStaff(t, 'FULFILMENT');
    await ageSessionsOf(staff.id);
    const move = (status: string) =>
      call(staff.token, 'PUT', `/api/order/admin/order/status?orderId=999999&status=${status}`);
    const cancelled = await move('CANCELLED');
    expect(json(cancelled).code).toBe('FRESH_CODE_REQUIRED');
    expect((await move('SHIPPED')).statusCode).toBe(404);
  });

  it('asks it before a return’s refund or a refund retry, before anything is looked up', async () => {
    const staff = await enrolledStaff(t, 'FULFILMENT');
    await ageSessionsOf(staff.id);
    for (const url of [
      '/api/admin/returns/999999/complete',
      '/api/admin/orders/999999/payments/999999/retry',
    ]) {
      const response = await call(staff.token, 'POST', url, {});
      expect(response.statusCode).toBe(403);
      expect(json(response).code).toBe('FRESH_CODE_REQUIRED');
    }
  });

  it('is not asked of staff without two-factor', async () => {
    const plain = await signedInUser(t, 'ADMIN', 'OWNER');
    await ageSessionsOf(plain.id);
    const response = await call(
      plain.token,
      'POST',
      '/api/admin/create-admin',
      newStaff(`plain-${plain.id}@example.in`),
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers a wrong code to verify with 400, and a customer with 403', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const wrong = await call(staff.token, 'POST', '/api/account/two-factor/verify', {
      code: '000000',
    });
    expect(json(wrong).code).toBe('TWO_FACTOR_CODE_INVALID');
    const shopper = await signedInUser(t, 'CUSTOMER');
    const refused = await call(shopper.token, 'POST', '/api/account/two-factor/verify', {
      code: '123456',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('turning two-factor off', () => {
  it('ends the account’s other sessions and keeps this one', async () => {
    const staff = await enrolledStaff(t, 'SUPPORT');
    const elsewhere = json<{ token: string }>(
      await signIn({ email: staff.email, password: TEST_PASSWORD, code: nextCode(staff.totp) }),
    ).token;
    const off = await call(staff.token, 'POST', '/api/account/two-factor/disable', {
      code: staff.recoveryCodes[0],
    });
    expect(off.statusCode).toBe(200);
    expect((await call(elsewhere, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(staff.token, 'GET', '/api/me')).statusCode).toBe(200);
  });
});
