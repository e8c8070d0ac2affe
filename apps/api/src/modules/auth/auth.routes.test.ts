import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/tokens.js';

// Signing up, signing in and out, and the tokens the store accepts. The sign-in limits are in
// auth-sign-in-limits.routes.test.ts, the encrypted sign-in in auth-signin-encrypt.routes.test.ts.

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

  it('signs the new account in: its token opens /api/me, as a sign-in token does, until logout', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...newCustomer, email: 'kabir.sethi@example.in', firstname: 'Kabir' },
      // An address of its own: sign-ups are limited per address, and the cases below use theirs.
      remoteAddress: '192.0.2.78',
    });
    expect(response.statusCode).toBe(201);
    const body = json<{ id: number; token: string; role: string }>(response);
    expect(body).toMatchObject({
      id: expect.any(Number),
      token: expect.any(String),
      role: 'CUSTOMER',
      message: 'Registration successful',
    });
    const me = await t.app.inject(withToken(body.token, { method: 'GET', url: '/api/me' }));
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ id: body.id, email: 'kabir.sethi@example.in' });

    const logout = await t.app.inject(
      withToken(body.token, { method: 'POST', url: '/api/logout' }),
    );
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject(withToken(body.token, { method: 'GET', url: '/api/me' }));
    expect(after.statusCode).toBe(401);
  });

  it('answers no token when the sign-up is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...newCustomer, email: 'KABIR.SETHI@example.in' },
      remoteAddress: '192.0.2.78',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).not.toHaveProperty('token');
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
  /** A token signed with the store's secret for the user's own session, shaped by `edit`. */
  function storeToken(
    user: { id: number; token: string },
    edit: (jwt: SignJWT) => SignJWT,
    role = 'CUSTOMER',
  ) {
    const [, payload = ''] = user.token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sid: string;
    };
    const jwt = new SignJWT({ role, email: 'x@example.in', ver: 0, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt();
    return edit(jwt).sign(new TextEncoder().encode(t.config.jwtSecret));
  }
  const issuedHere = (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE);

  it('refuses an expired token', async () => {
    const user = await signedInUser(t);
    const expired = await storeToken(user, (jwt) =>
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
      user,
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
    const token = await storeToken(user, edit);
    const response = await t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session is invalid or has expired. Sign in again.',
    });
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
