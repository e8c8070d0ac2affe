import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { newsletterSubscribers } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const subscribe = (token: string | null, email?: string) => {
  const url =
    email === undefined ? '/api/subscribe' : `/api/subscribe?email=${encodeURIComponent(email)}`;
  return t.app.inject(token ? withToken(token, { method: 'POST', url }) : { method: 'POST', url });
};
const unsubscribe = (token: string | null, payload: unknown) => {
  const options = { method: 'DELETE' as const, url: '/api/subscribe', payload: payload as object };
  return t.app.inject(token ? withToken(token, options) : options);
};
const status = async (token: string) => {
  const response = await t.app.inject(
    withToken(token, { method: 'GET', url: '/api/subscribe/subscribed-user' }),
  );
  expect(response.statusCode).toBe(200);
  return json(response);
};

describe('POST /api/subscribe?email=', () => {
  it('subscribes the account’s own address, whatever its case, and again is fine', async () => {
    const user = await signedInUser(t);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await subscribe(user.token, ` ${user.email.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        isSubscribed: true,
        email: user.email,
        message: 'Subscribed Successfully',
      });
    }
    expect(await status(user.token)).toEqual({ isSubscribed: true, email: user.email });
  });

  it('refuses another address with 403 NEWSLETTER_EMAIL_NOT_YOURS and subscribes nothing', async () => {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    for (const email of [owner.email, 'someone.else@example.in']) {
      const response = await subscribe(stranger.token, email);
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({
        status: 403,
        error: 'Forbidden',
        code: 'NEWSLETTER_EMAIL_NOT_YOURS',
        message: `You can subscribe only your own email address (${stranger.email})`,
        details: { accountEmail: stranger.email },
        requestId: expect.any(String),
      });
    }
    expect(await status(owner.token)).toEqual({ isSubscribed: false, email: owner.email });
    expect(await status(stranger.token)).toEqual({ isSubscribed: false, email: stranger.email });
  });

  it('holds an admin to the same rule', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    expect((await subscribe(admin.token, 'reader@example.in')).statusCode).toBe(403);
    expect((await subscribe(admin.token, admin.email)).statusCode).toBe(200);
  });

  it('answers 400 for a missing, malformed, oversize or NUL-carrying address', async () => {
    const { token } = await signedInUser(t);
    for (const email of [
      undefined,
      '',
      'no-at-sign',
      'a@',
      `${'x'.repeat(250)}@example.in`,
      'nul\u0000@example.in',
      `${'x'.repeat(20_000)}@example.in`,
    ]) {
      const response = await subscribe(token, email);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'email' }],
      });
    }
    const response = await subscribe(token, 'nope');
    expect(json(response).details).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('needs a signed-in user', async () => {
    const response = await subscribe(null, 'visitor@example.in');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/subscribe/subscribed-user', () => {
  it('answers not subscribed with the account address before any subscription', async () => {
    const user = await signedInUser(t);
    expect(await status(user.token)).toEqual({ isSubscribed: false, email: user.email });
  });

  it('follows the account address when an earlier rule let someone else subscribe it', async () => {
    const owner = await signedInUser(t);
    const friend = await signedInUser(t);
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: owner.email, userId: friend.id });
    expect(await status(owner.token)).toEqual({ isSubscribed: true, email: owner.email });
    expect(json(await unsubscribe(owner.token, { email: owner.email })).isSubscribed).toBe(false);
    expect(await status(owner.token)).toEqual({ isSubscribed: false, email: owner.email });
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/subscribe/subscribed-user' })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/subscribe', () => {
  it('unsubscribes the user’s address; again is fine; subscribing later works', async () => {
    const user = await signedInUser(t);
    await subscribe(user.token, user.email);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await unsubscribe(user.token, { email: user.email.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        isSubscribed: false,
        email: user.email,
        message: 'Unsubscribed Successfully',
      });
    }
    expect(await status(user.token)).toEqual({ isSubscribed: false, email: user.email });
    expect(json(await subscribe(user.token, user.email)).isSubscribed).toBe(true);
    expect(await status(user.token)).toEqual({ isSubscribed: true, email: user.email });
  });

  it('answers 404 for the user’s own address when it was never subscribed', async () => {
    const user = await signedInUser(t);
    const response = await unsubscribe(user.token, { email: user.email });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This email address is not subscribed',
    });
  });

  it('answers 403 for anyone else’s address, and leaves it subscribed', async () => {
    const anaya = await signedInUser(t);
    const dev = await signedInUser(t);
    await subscribe(anaya.token, anaya.email);
    for (const email of [anaya.email, 'never.subscribed@example.in']) {
      const response = await unsubscribe(dev.token, { email });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({
        status: 403,
        code: 'NEWSLETTER_EMAIL_NOT_YOURS',
        message: `You can unsubscribe only your own email address (${dev.email})`,
        details: { accountEmail: dev.email },
      });
    }
    expect(await status(anaya.token)).toEqual({ isSubscribed: true, email: anaya.email });
  });

  it('still lets a user unsubscribe an address they subscribed before the own-address rule', async () => {
    const user = await signedInUser(t);
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: 'family.inbox@example.in', userId: user.id });
    expect(await status(user.token)).toEqual({
      isSubscribed: true,
      email: 'family.inbox@example.in',
    });
    const response = await unsubscribe(user.token, { email: 'family.inbox@example.in' });
    expect(response.statusCode).toBe(200);
    expect(await status(user.token)).toEqual({ isSubscribed: false, email: user.email });
  });

  it('answers 400 for a missing or bad body and 401 without a token', async () => {
    const { token } = await signedInUser(t);
    for (const payload of [
      undefined,
      {},
      { email: 42 },
      { email: 'x' },
      { email: ['a@example.in'] },
      { email: 'nul\u0000@example.in' },
    ]) {
      const response = await unsubscribe(token, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ status: 400, code: expect.any(String) });
    }
    expect((await unsubscribe(null, { email: 'a@example.in' })).statusCode).toBe(401);
  });
});
