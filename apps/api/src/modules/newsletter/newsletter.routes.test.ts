import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

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
  it('subscribes the address, lower-cased, and subscribing again is fine', async () => {
    const user = await signedInUser(t);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await subscribe(user.token, ' Reader@Example.IN ');
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        isSubscribed: true,
        email: 'reader@example.in',
        message: 'Subscribed Successfully',
      });
    }
    expect(await status(user.token)).toEqual({ isSubscribed: true, email: 'reader@example.in' });
  });

  it('answers 400 for a missing or malformed address', async () => {
    const { token } = await signedInUser(t);
    for (const email of [undefined, '', 'no-at-sign', 'a@', `${'x'.repeat(250)}@example.in`]) {
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

  it('follows the account address when someone else subscribed it', async () => {
    const owner = await signedInUser(t);
    const friend = await signedInUser(t);
    await subscribe(friend.token, owner.email);
    expect(await status(owner.token)).toEqual({ isSubscribed: true, email: owner.email });
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

  it('answers 404 for an address that is not the user’s, and leaves it subscribed', async () => {
    const anaya = await signedInUser(t);
    const dev = await signedInUser(t);
    await subscribe(anaya.token, 'anaya.family@example.in');
    for (const email of ['anaya.family@example.in', anaya.email, 'never.subscribed@example.in']) {
      const response = await unsubscribe(dev.token, { email });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This email address is not subscribed',
      });
    }
    expect(await status(anaya.token)).toEqual({
      isSubscribed: true,
      email: 'anaya.family@example.in',
    });
  });

  it('answers 400 for a missing or bad body and 401 without a token', async () => {
    const { token } = await signedInUser(t);
    for (const payload of [undefined, {}, { email: 42 }, { email: 'x' }]) {
      const response = await unsubscribe(token, payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await unsubscribe(null, { email: 'a@example.in' })).statusCode).toBe(401);
  });
});
