import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Whose address the per-address limits count, by TRUST_PROXY. Measured with the sign-up limit
 * (10 an hour per address): empty sign-ups are refused by validation, but counted first, so
 * eleven of them from one client make the eleventh a 429.
 */
interface From {
  remoteAddress: string;
  forwardedFor?: string;
}

async function eleventhIsLimited(t: TestApp, from: (attempt: number) => From): Promise<boolean> {
  let last = 0;
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const { remoteAddress, forwardedFor } = from(attempt);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {},
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    if (attempt < 10) expect(response.statusCode).toBe(400);
    last = response.statusCode;
  }
  return last === 429;
}

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ignores X-Forwarded-For: a client cannot pose as many', async () => {
    const limited = await eleventhIsLimited(t, (attempt) => ({
      remoteAddress: '192.0.2.10',
      forwardedFor: `203.0.113.${attempt + 1}`,
    }));
    expect(limited).toBe(true);
  });
});

describe('TRUST_PROXY=1 (one reverse proxy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts each client the proxy names as its own, not the proxy as one', async () => {
    const limited = await eleventhIsLimited(t, (attempt) => ({
      remoteAddress: '10.0.0.2',
      forwardedFor: `203.0.113.${attempt + 1}`,
    }));
    expect(limited).toBe(false);
  });

  it('takes only the address the proxy added: one a client wrote in front is ignored', async () => {
    const limited = await eleventhIsLimited(t, (attempt) => ({
      remoteAddress: '10.0.0.2',
      forwardedFor: `198.18.0.${attempt + 1}, 203.0.113.200`,
    }));
    expect(limited).toBe(true);
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (the proxies by address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('honours X-Forwarded-For from a listed proxy, through a chain of them', async () => {
    expect(
      await eleventhIsLimited(t, (attempt) => ({
        remoteAddress: '10.1.2.3',
        forwardedFor: `203.0.113.${attempt + 1}`,
      })),
    ).toBe(false);
    expect(
      await eleventhIsLimited(t, (attempt) => ({
        remoteAddress: '10.1.2.3',
        forwardedFor: `198.51.100.${attempt + 1}, 10.9.9.9`,
      })),
    ).toBe(false);
  });

  it('ignores X-Forwarded-For from any other peer, and entries a client forged before the proxy', async () => {
    expect(
      await eleventhIsLimited(t, (attempt) => ({
        remoteAddress: '192.0.2.20',
        forwardedFor: `203.0.113.${attempt + 1}`,
      })),
    ).toBe(true);
    expect(
      await eleventhIsLimited(t, (attempt) => ({
        remoteAddress: '10.1.2.3',
        forwardedFor: `198.18.0.${attempt + 1}, 192.0.2.30`,
      })),
    ).toBe(true);
  });
});
