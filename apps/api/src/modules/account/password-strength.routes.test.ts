import { judgePassword, PASSWORD_MIN_SCORE } from '@attar/contracts/password-strength';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLinkToken, outboxMails, waitForOutboxMails } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

// A new password is judged by how hard it is to guess (docs/product.md, "Passwords"), on every
// path that sets one: sign-up, a mailed link, a change, and an admin setting a new staff
// member's. The most used passwords and a person's own details are refused with the reason.

let t: TestApp;
let counter = 0;
const nextIp = () => `10.7.${(counter += 1)}.1`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const COMMON = 'password123';
const COMMON_MESSAGE =
  'Choose a password that is harder to guess. This is a commonly used password. Add another word or two that are less common.';

function expectRefused(
  response: { statusCode: number; body: string },
  field: string,
  message = COMMON_MESSAGE,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(json(response)).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: `${field}: ${message}`,
    details: [{ path: field, message }],
  });
}

describe('the password estimator', () => {
  it('refuses the most used passwords, patterns and one’s own details, and takes a few words', () => {
    for (const weak of [
      'password123',
      'iloveyou',
      'qwerty123',
      '12345678',
      'aaaaaaaa',
      'abcdefgh',
    ]) {
      expect(judgePassword(weak).acceptable, weak).toBe(false);
    }
    expect(
      judgePassword('meerakapoor', ['meera.kapoor@example.in', 'Meera', 'Kapoor']),
    ).toMatchObject({
      acceptable: false,
      warning: 'Leave out your name, email and the store’s name.',
    });
    for (const strong of ['saffron and oud at dusk', 'jasmine-vetiver-77', 'Kesar!Mitti9']) {
      const judgement = judgePassword(strong);
      expect(judgement.score, strong).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
      expect(judgement.acceptable).toBe(true);
    }
    expect(judgePassword('qwerty').label).toBe('Very weak');
  });
});

describe('a new password, wherever it is set', () => {
  it('is refused at sign-up, and nothing is created', async () => {
    const email = `weak-${counter}@example.in`;
    const signUp = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { email, password, firstname: 'Meera', lastname: 'Kapoor' },
        remoteAddress: nextIp(),
      });
    expectRefused(await signUp(COMMON), 'password');
    expectRefused(
      await signUp('meerakapoor'),
      'password',
      'Choose a password that is harder to guess. Leave out your name, email and the store’s name. Add another word or two that are less common.',
    );
    expect((await signUp('sandalwood after rain')).statusCode).toBe(201);
  });

  it('is refused on a change, and the current password still works', async () => {
    const user = await signedInUser(t);
    const change = (newPassword: string) =>
      t.app.inject(
        withToken(user.token, {
          method: 'PUT',
          url: '/api/change-password',
          payload: { currentPassword: 'correct horse battery', newPassword },
        }),
      );
    expectRefused(await change(COMMON), 'newPassword');
    const me = await t.app.inject(withToken(user.token, { method: 'GET', url: '/api/me' }));
    expect(me.statusCode).toBe(200);
    expect((await change('vetiver and black tea')).statusCode).toBe(200);
  });

  it('is refused through a mailed link, which still works for a better one', async () => {
    const user = await signedInUser(t);
    const before = outboxMails(t.config, user.email).length;
    await t.app.inject({
      method: 'POST',
      url: '/api/app/SendCredentialMail',
      payload: { email: user.email },
      remoteAddress: nextIp(),
    });
    const token = mailLinkToken(
      (await waitForOutboxMails(t.config, user.email, before + 1)).at(-1)!,
    );
    const setPassword = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/set-password',
        payload: { token, password },
        remoteAddress: nextIp(),
      });
    expectRefused(await setPassword(COMMON), 'password');
    expect((await setPassword('rose, oud and a little smoke')).statusCode).toBe(200);
  });

  it('is refused when an admin sets a new staff member’s', async () => {
    const owner = await signedInUser(t, 'ADMIN', 'OWNER');
    const response = await t.app.inject(
      withToken(owner.token, {
        method: 'POST',
        url: '/api/admin/create-admin',
        payload: {
          email: `staff-${counter}@example.in`,
          firstName: 'Ravi',
          lastName: 'Kumar',
          password: COMMON,
        },
      }),
    );
    expectRefused(response, 'password');
  });
});
