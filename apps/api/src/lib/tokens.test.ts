import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenClaims } from './tokens.js';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';
const claims: TokenClaims = {
  userId: 7,
  role: 'CUSTOMER',
  email: 'asha@example.in',
  tokenVersion: 2,
  sessionId: '4d2c8a1e-7b3f-4e6a-9c5d-2f1e0a9b8c7d',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('verifying tokens', () => {
  it('answers the same claims for a token verified before, which no caller can change', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(first).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(Object.isFrozen(await tokens.verify(token))).toBe(true);
  });

  it('refuses a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it("never takes another service's remembered token: each secret checks its own", async () => {
    const ours = createTokenService(SECRET);
    const theirs = createTokenService('another-secret-that-is-at-least-32-chars');
    const token = await theirs.sign(claims);
    expect(await theirs.verify(token)).toEqual(claims);
    expect(await ours.verify(token)).toBeNull();
  });

  it('refuses a token altered after it was remembered', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload = '', signature = ''] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        role: 'ADMIN',
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
  });

  it('refuses a token without a session, or with a session id that is not one', async () => {
    const tokens = createTokenService(SECRET);
    const key = new TextEncoder().encode(SECRET);
    const signed = (extra: Record<string, unknown>) =>
      new SignJWT({ role: 'CUSTOMER', email: claims.email, ver: 2, ...extra })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect(await tokens.verify(await signed({}))).toBeNull();
    expect(await tokens.verify(await signed({ sid: 'not-a-session' }))).toBeNull();
    expect(await tokens.verify(await signed({ sid: claims.sessionId }))).toEqual(claims);
  });
});
