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
import { hashPassword } from '../../lib/passwords.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/tokens.js';
import { insertUser } from '../users/users.repository.js';

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

  it('tells whether an email is taken at most 10 times an hour from one address', async () => {
    const from = '192.0.2.77';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: newCustomer,
        remoteAddress: from,
      });
      expect(json(response).code).toBe('EMAIL_TAKEN');
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: newCustomer,
      remoteAddress: from,
    });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
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

  /** A token signed with the store's secret, with the claims a test chooses. */
  function storeToken(userId: number, edit: (jwt: SignJWT) => SignJWT, role = 'CUSTOMER') {
    const jwt = new SignJWT({ role, email: 'x@example.in', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt();
    return edit(jwt).sign(new TextEncoder().encode(t.config.jwtSecret));
  }
  const issuedHere = (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE);

  it('refuses an expired token', async () => {
    const user = await signedInUser(t);
    const expired = await storeToken(user.id, (jwt) =>
      issuedHere(jwt)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600),
    );
    const response = await t.app.inject(withToken(expired, { method: 'GET', url: '/api/me' }));
    expect(response.statusCode).toBe(401);
  });

  it('takes the role from the account, not from the token', async () => {
    const user = await signedInUser(t);
    // A customer's token with role ADMIN claimed, properly signed: the guard still reads the account.
    const claimsAdmin = await storeToken(
      user.id,
      (jwt) => issuedHere(jwt).setExpirationTime('1h'),
      'ADMIN',
    );
    const me = await t.app.inject(withToken(claimsAdmin, { method: 'GET', url: '/api/me' }));
    expect(me.statusCode).toBe(200);
    expect(json(me).role).toBe('CUSTOMER');
  });

  it('names the issuer and audience, and carries an expiry, in the tokens it issues', async () => {
    const user = await signedInUser(t);
    const [, payload = ''] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, sub: String(user.id) });
    expect(claims.exp).toBe(Number(claims.iat) + 7 * 24 * 60 * 60);
  });

  it.each([
    ['no expiry', issuedHere],
    [
      'another issuer',
      (jwt: SignJWT) =>
        jwt.setIssuer('someone-else').setAudience(TOKEN_AUDIENCE).setExpirationTime('1h'),
    ],
    ['no issuer', (jwt: SignJWT) => jwt.setAudience(TOKEN_AUDIENCE).setExpirationTime('1h')],
    [
      'another audience',
      (jwt: SignJWT) =>
        jwt.setIssuer(TOKEN_ISSUER).setAudience('another-api').setExpirationTime('1h'),
    ],
    ['no audience', (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setExpirationTime('1h')],
  ])('answers 401 to a token signed with the secret but with %s', async (_label, edit) => {
    const user = await signedInUser(t);
    const token = await storeToken(user.id, edit);
    const response = await t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session is invalid or has expired. Sign in again.',
    });
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

  function signInFrom(remoteAddress: string, email: string, password = 'guess-number-n') {
    return t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email, password },
      remoteAddress,
    });
  }

  it('cuts one address off after 30 tries across emails (password spraying)', async () => {
    const sprayer = '192.0.2.30';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await signInFrom(sprayer, `sprayed${attempt}@example.in`, 'Summer2025!');
      expect(response.statusCode).toBe(401);
    }
    const limited = await signInFrom(sprayer, 'sprayed-next@example.in', 'Summer2025!');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A shopper at another address signs in as usual.
    const shopper = await signedInUser(t);
    const own = await signInFrom('192.0.2.31', shopper.email, 'correct horse battery');
    expect(own.statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one address', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await signInFrom(
        `2001:db8:30:1::${(attempt + 1).toString(16)}`,
        `v6-${attempt}@example.in`,
      );
      expect(response.statusCode).toBe(401);
    }
    expect((await signInFrom('2001:db8:30:1:ffff::1', 'v6-next@example.in')).statusCode).toBe(429);
    expect((await signInFrom('2001:db8:30:2::1', 'v6-next@example.in')).statusCode).toBe(401);
  });

  it('locks one account tried from many addresses, answering as for an email no account uses', async () => {
    const password = 'the-real-password';
    await insertUser(t.database.db, {
      email: 'locked.out@example.in',
      passwordHash: await hashPassword(password),
      firstName: 'Asha',
      lastName: 'Nair',
      role: 'CUSTOMER',
    });
    const lockouts = [];
    for (const [group, email] of [
      'locked.out@example.in',
      'never.registered@example.in',
    ].entries()) {
      // Two tries from each of ten addresses: under every per-address limit.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const response = await signInFrom(`198.51.${100 + group}.${(attempt % 10) + 1}`, email);
        expect(response.statusCode).toBe(401);
      }
      const locked = await signInFrom(`198.51.${100 + group}.99`, email);
      expect(locked.statusCode).toBe(429);
      lockouts.push(locked);
    }
    const [existing, unknown] = lockouts.map((response) => json(response));
    expect(existing).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many sign-in attempts for this email\. Please try again in \d+ minutes/,
      ),
    });
    expect({ ...unknown, requestId: undefined }).toEqual({ ...existing, requestId: undefined });
    // Even the right password waits, and other accounts are not affected.
    const owner = await signInFrom('198.51.102.1', 'locked.out@example.in', password);
    expect(json(owner)).toMatchObject({ code: 'RATE_LIMITED', message: existing?.message });
    expect((await signInFrom('198.51.102.1', 'someone.else@example.in')).statusCode).toBe(401);
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

  it('shares the limits of POST /api/signin: a locked email is locked on both', async () => {
    const email = 'both-paths@example.in';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const plain = await encrypted.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { email, password: 'wrong-guess' },
        remoteAddress: `203.0.113.${(attempt % 10) + 1}`,
      });
      expect(plain.statusCode).toBe(401);
    }
    const response = await encrypted.app.inject({
      method: 'POST',
      url: '/api/signinEncrypt',
      payload: { base64EncryptedData: encrypt(JSON.stringify({ email, password: 'wrong-guess' })) },
      remoteAddress: '203.0.113.50',
    });
    expect(response.statusCode).toBe(429);
    expect(json(response).message).toMatch(/^Too many sign-in attempts for this email/);
  });

  it('counts encrypted tries per address across emails too', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await encrypted.app.inject({
        method: 'POST',
        url: '/api/signinEncrypt',
        payload: {
          base64EncryptedData: encrypt(
            JSON.stringify({ email: `spray${attempt}@example.in`, password: 'guess-1234' }),
          ),
        },
        remoteAddress: '203.0.113.60',
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await encrypted.app.inject({
      method: 'POST',
      url: '/api/signinEncrypt',
      payload: {
        base64EncryptedData: encrypt(
          JSON.stringify({ email: 'spray-last@example.in', password: 'guess-1234' }),
        ),
      },
      remoteAddress: '203.0.113.60',
    });
    expect(limited.statusCode).toBe(429);
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
