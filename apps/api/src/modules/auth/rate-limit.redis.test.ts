import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Two API instances on one Redis must count sign-in attempts together.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const redisKeyPrefix = `attar-test-${randomBytes(4).toString('hex')}:`;
    first = await createTestApp({ redisUrl, redisKeyPrefix });
    second = await createTestApp({ redisUrl, redisKeyPrefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('refuses the eleventh sign-in on the second instance after ten on the first', async () => {
    const payload = { email: 'shared@example.in', password: 'wrong-password' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await first.app.inject({ method: 'POST', url: '/api/signin', payload })).statusCode,
      ).toBe(401);
    }
    const limited = await second.app.inject({ method: 'POST', url: '/api/signin', payload });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });

  it('locks an account tried from many addresses across both instances', async () => {
    const payload = { email: 'shared-lockout@example.in', password: 'wrong-password' };
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const instance = attempt % 2 ? first : second;
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload,
        remoteAddress: `10.8.${attempt}.1`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await first.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload,
      remoteAddress: '10.8.99.1',
    });
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toMatch(/^Too many sign-in attempts for this email/);
  });

  it('reports Redis in the readiness check', async () => {
    const ready = await first.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok', queue: 'ok' },
    });
  });
});
