import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// Two API instances on one Redis must count code sends and checks together.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('code limits shared through Redis', () => {
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

  it('refuses the sixth code for one number when the five were spread over both instances', async () => {
    const payload = { mobile: '9700000001' };
    for (const [index, instance] of [first, second, first, second, first].entries()) {
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/phone/OTPsend-registration',
        payload,
        remoteAddress: `10.9.${index}.1`,
      });
      expect(response.statusCode).toBe(200);
    }
    const limited = await second.app.inject({
      method: 'POST',
      url: '/api/phone/OTPsend-registration',
      payload,
      remoteAddress: '10.9.9.1',
    });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });

  it('counts code checks from one address across both instances', async () => {
    const check = (instance: TestApp) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/phone/OTPverify',
        payload: { mobile: '9700000002', otp: '123456' },
        remoteAddress: '10.9.10.1',
      });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await check(attempt % 2 ? first : second)).statusCode).toBe(400);
    }
    expect(json(await check(first)).code).toBe('RATE_LIMITED');
  });
});
