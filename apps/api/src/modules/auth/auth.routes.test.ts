import { createCipheriv } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const newCustomer = {
  email: 'Meera.Iyer@Example.in',
  password: 'jasmine-at-dusk',
  firstname: 'Meera',
  lastname: 'Iyer',
};

describe('POST /api/signup', () => {
  it('creates a customer, ignoring a role in the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...newCustomer, role: 'ADMIN' },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      email: 'meera.iyer@example.in',
      fullName: 'Meera Iyer',
      role: 'CUSTOMER',
    });
  });

  it('refuses an email that is taken, whatever its case, with 409 EMAIL_TAKEN', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...newCustomer, email: 'MEERA.IYER@example.in' },
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      status: 409,
      error: 'Conflict',
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    expect(json(response).requestId).toEqual(response.headers['x-request-id']);
  });

  it.each([
    ['a missing field', { email: 'a@b.in', password: 'longenough' }, 'firstname'],
    ['a bad email', { ...newCustomer, email: 'not-an-email' }, 'email'],
    ['a short password', { ...newCustomer, email: 'x@y.in', password: 'short' }, 'password'],
    ['a number for a name', { ...newCustomer, email: 'x@y.in', firstname: 42 }, 'firstname'],
    ['an oversize name', { ...newCustomer, email: 'x@y.in', lastname: 'n'.repeat(51) }, 'lastname'],
    [
      'an oversize password',
      { ...newCustomer, email: 'x@y.in', password: 'p'.repeat(129) },
      'password',
    ],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/signup', payload });
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string }[] }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((issue) => issue.path)).toContain(field);
  });

  it('answers 400 for malformed JSON and 413 for an oversize body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...newCustomer, padding: 'x'.repeat(200_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('POST /api/signin', () => {
  it('answers id, token and role for the right password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'meera.iyer@example.in', password: newCustomer.password },
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ id: number; token: string; role: string }>(response);
    expect(body).toEqual({ id: expect.any(Number), token: expect.any(String), role: 'CUSTOMER' });
    const me = await t.app.inject(withToken(body.token, { method: 'GET', url: '/api/me' }));
    expect(json(me)).toMatchObject({ id: body.id, email: 'meera.iyer@example.in' });
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown email alike', async () => {
    for (const payload of [
      { email: 'meera.iyer@example.in', password: 'wrong-password' },
      { email: 'nobody@example.in', password: 'wrong-password' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/signin', payload });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
  });

  it('answers 400 when the body is not an object', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/signin', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('tokens', () => {
  it('refuses a token signed with another secret, one with alg none, and garbage', async () => {
    const user = await signedInUser(t);
    const otherSecret = new TextEncoder().encode('another-secret-that-is-long-enough-123');
    const forged = await new SignJWT({ role: 'ADMIN', email: user.email, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(otherSecret);
    const [, payload] = forged.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    for (const token of [forged, unsigned, 'not.a.token']) {
      const response = await t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));
      expect(response.statusCode).toBe(401);
      expect(json(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses an expired token', async () => {
    const user = await signedInUser(t);
    const expired = await new SignJWT({ role: 'CUSTOMER', email: user.email, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const response = await t.app.inject(withToken(expired, { method: 'GET', url: '/api/me' }));
    expect(response.statusCode).toBe(401);
  });

  it('takes the role from the account, not from the token', async () => {
    const user = await signedInUser(t);
    // A customer's token with role ADMIN claimed, properly signed: the guard still reads the account.
    const claimsAdmin = await new SignJWT({ role: 'ADMIN', email: user.email, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const me = await t.app.inject(withToken(claimsAdmin, { method: 'GET', url: '/api/me' }));
    expect(json(me).role).toBe('CUSTOMER');
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 RATE_LIMITED after 10 tries for one account from one address', async () => {
    const payload = { email: 'target@example.in', password: 'guess-number-n' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/signin', payload });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/signin', payload });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({
      status: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account from the same address is still counted on its own.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { ...payload, email: 'someone-else@example.in' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('makes the token useless at once, and answers 401 to a second logout', async () => {
    const user = await signedInUser(t);
    const logout = await t.app.inject(
      withToken(user.token, { method: 'POST', url: '/api/logout' }),
    );
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const me = await t.app.inject(withToken(user.token, { method: 'GET', url: '/api/me' }));
    expect(me.statusCode).toBe(401);
    const again = await t.app.inject(withToken(user.token, { method: 'POST', url: '/api/logout' }));
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/signinEncrypt and GET /api/auth/options', () => {
  const key = 'a'.repeat(64);
  const iv = 'b'.repeat(32);
  let encrypted: TestApp;
  beforeAll(async () => {
    encrypted = await createTestApp({
      env: { SIGNIN_ENCRYPTION_KEY: key, SIGNIN_ENCRYPTION_IV: iv },
    });
  });
  afterAll(async () => {
    await encrypted.close();
  });

  const encrypt = (plain: string, withKey = key) => {
    const cipher = createCipheriv(
      'aes-256-cbc',
      Buffer.from(withKey, 'hex'),
      Buffer.from(iv, 'hex'),
    );
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  };

  it('offers the key and IV, and signs in with the encrypted payload', async () => {
    const options = await encrypted.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(json(options)).toEqual({ google: false, signinEncryption: { key, iv } });
    const user = await signedInUser(encrypted);
    const response = await encrypted.app.inject({
      method: 'POST',
      url: '/api/signinEncrypt',
      payload: {
        base64EncryptedData: encrypt(
          JSON.stringify({ email: user.email, password: 'correct horse battery' }),
        ),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      id: user.id,
      role: 'CUSTOMER',
      token: expect.any(String),
    });
  });

  it('answers 401 for a wrong password and 400 for data that does not decrypt or parse', async () => {
    const wrong = await encrypted.app.inject({
      method: 'POST',
      url: '/api/signinEncrypt',
      payload: {
        base64EncryptedData: encrypt(JSON.stringify({ email: 'x@y.in', password: 'nope-nope' })),
      },
    });
    expect(wrong.statusCode).toBe(401);
    for (const base64EncryptedData of [
      encrypt('{"email":', key),
      encrypt('{}', 'c'.repeat(64)),
      'not base64 at all',
      encrypt('[1]'),
    ]) {
      const response = await encrypted.app.inject({
        method: 'POST',
        url: '/api/signinEncrypt',
        payload: { base64EncryptedData },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'MALFORMED_REQUEST',
        message: 'The encrypted sign-in data could not be read',
      });
    }
    const missing = await encrypted.app.inject({
      method: 'POST',
      url: '/api/signinEncrypt',
      payload: {},
    });
    expect(json(missing).code).toBe('VALIDATION_FAILED');
  });

  it('is off, and said to be off, when no key is configured', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/options' }))).toEqual({
      google: false,
      signinEncryption: null,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signinEncrypt',
      payload: { base64EncryptedData: 'abc' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response).code).toBe('FEATURE_DISABLED');
  });
});
