import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { insertUser } from '../users/users.repository.js';

// How many sign-in tries the store takes: per account and address, per address across accounts
// (an IPv6 /64 counting as one address), and per account across addresses.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
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
