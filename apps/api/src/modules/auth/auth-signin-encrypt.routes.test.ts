import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

// Signing in with the email and password encrypted by the key and IV the store offers, when one is
// configured: a test app of its own has them, the plain one does not.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
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
