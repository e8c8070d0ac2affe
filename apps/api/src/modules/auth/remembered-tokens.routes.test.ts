import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';
import { TOKEN_LIFETIME_SECONDS } from '../../lib/tokens.js';

// The token service remembers a token it verified until the token expires (lib/tokens.ts), so
// each of these first uses the token once, then changes what a remembered token must not outlive.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const me = (token: string) => t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));

function expectRefused(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(401);
  expect(json(response)).toMatchObject({
    code: 'UNAUTHENTICATED',
    message: 'Your session is invalid or has expired. Sign in again.',
  });
}

describe('a token verified before', () => {
  it('is refused once its account is deactivated, even with its token version unchanged', async () => {
    const shopper = await signedInUser(t);
    expect((await me(shopper.token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, shopper.id));
    expectRefused(await me(shopper.token));
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, shopper.id));
    expect((await me(shopper.token)).statusCode).toBe(200);
  });

  it('is refused once its token version moves on (a new password, a sign-out elsewhere)', async () => {
    const shopper = await signedInUser(t);
    expect((await me(shopper.token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, shopper.id));
    expectRefused(await me(shopper.token));
  });

  it('is refused once its account is gone', async () => {
    const shopper = await signedInUser(t);
    expect((await me(shopper.token)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, shopper.id));
    expectRefused(await me(shopper.token));
  });

  it('is refused after its sign-out, like any other', async () => {
    const shopper = await signedInUser(t);
    expect((await me(shopper.token)).statusCode).toBe(200);
    const logout = await t.app.inject(
      withToken(shopper.token, { method: 'POST', url: '/api/logout' }),
    );
    expect(logout.statusCode).toBe(204);
    expectRefused(await me(shopper.token));
  });

  it('is refused from the second its expiry names, not a second later', async () => {
    const shopper = await signedInUser(t);
    const [, payload = ''] = shopper.token.split('.');
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp: number;
    };
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS * 1000);
    expect((await me(shopper.token)).statusCode).toBe(200);
    // Only Date is faked: the database and the app's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 - 1);
    expect((await me(shopper.token)).statusCode).toBe(200);
    vi.setSystemTime(exp * 1000);
    expectRefused(await me(shopper.token));
  });
});
