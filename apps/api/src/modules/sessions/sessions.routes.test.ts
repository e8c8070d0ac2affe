import type { AccountSessions } from '@attar/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, waitForOutboxMails } from '../../../test/outbox.js';
import { createTestApp, json, withToken, type TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../lib/passwords.js';
import { insertUser } from '../users/users.repository.js';
import { NEW_DEVICE_SUBJECT } from './session-mail.js';

// Where an account is signed in (GET /api/account/sessions), ending one or all others, and the
// sessions a sign-out or a new password ends. A token whose session ended is refused at once.

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'vetiver at dusk 42';

let t: TestApp;
let accountCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newAccount(role: 'ADMIN' | 'CUSTOMER' = 'CUSTOMER') {
  accountCounter += 1;
  const email = `sessions${accountCounter}-${randomBytes(3).toString('hex')}@example.in`;
  await insertUser(t.database.db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Meera',
    lastName: 'Iyer',
    role,
    staffRole: role === 'ADMIN' ? 'FULFILMENT' : undefined,
  });
  return email;
}

let addressCounter = 0;
async function signIn(email: string, userAgent: string) {
  addressCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.77.0.${addressCounter}`,
  });
  expect(response.statusCode).toBe(200);
  return json<{ id: number; token: string }>(response).token;
}

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject(withToken(token, { method, url, payload }));
const sessionsOf = async (token: string) => {
  const response = await call(token, 'GET', '/api/account/sessions');
  expect(response.statusCode).toBe(200);
  return json<AccountSessions>(response).sessions;
};
const meStatus = async (token: string) => (await call(token, 'GET', '/api/me')).statusCode;

describe('GET /api/account/sessions', () => {
  it('lists each sign-in with its device, browser, address and times, the caller’s first', async () => {
    const email = await newAccount();
    const onPhone = await signIn(email, PHONE_CHROME);
    await signIn(email, MAC_SAFARI);
    const sessions = await sessionsOf(onPhone);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Chrome 131',
      os: 'Android 14',
      device: 'phone',
      place: null,
    });
    expect(sessions[0]!.ipAddress).toMatch(/^10\.77\.0\.\d+$/);
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Safari 18', device: 'desktop' });
    expect(sessions[1]!.os).toMatch(/^macOS/);
    expect(Date.parse(sessions[0]!.signedInAt)).not.toBeNaN();
    expect(Date.parse(sessions[0]!.lastUsedAt)).not.toBeNaN();
  });

  it('names a device it cannot read plainly', async () => {
    const email = await newAccount();
    const token = await signIn(email, '');
    expect((await sessionsOf(token))[0]).toMatchObject({
      browser: 'Unknown browser',
      os: 'Unknown system',
      device: 'other',
    });
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/sessions' });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('ends another session of the account: its token is refused at once, the caller’s goes on', async () => {
    const email = await newAccount();
    const mine = await signIn(email, PHONE_CHROME);
    const other = await signIn(email, MAC_SAFARI);
    const otherId = (await sessionsOf(other)).find((session) => session.current)!.id;

    const ended = await call(mine, 'DELETE', `/api/account/sessions/${otherId}`);
    expect(ended.statusCode).toBe(204);
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(mine)).toBe(200);
    expect((await sessionsOf(mine)).map((session) => session.id)).not.toContain(otherId);

    const again = await call(mine, 'DELETE', `/api/account/sessions/${otherId}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another account’s session and leaves it open', async () => {
    const mine = await signIn(await newAccount(), PHONE_CHROME);
    const theirs = await signIn(await newAccount(), MAC_SAFARI);
    const theirId = (await sessionsOf(theirs))[0]!.id;
    const response = await call(mine, 'DELETE', `/api/account/sessions/${theirId}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'That session has already ended or is not yours.',
    });
    expect(await meStatus(theirs)).toBe(200);
  });

  it.each([
    ['not a session id', 'not-a-session', 400, 'VALIDATION_FAILED'],
    ['a NUL byte', 'abc%00def', 400, 'VALIDATION_FAILED'],
    ['an oversize id', 'a'.repeat(300), 414, 'URI_TOO_LONG'],
  ])('answers a 4xx for %s', async (_label, id, status, code) => {
    const token = await signIn(await newAccount(), PHONE_CHROME);
    const response = await call(token, 'DELETE', `/api/account/sessions/${id}`);
    expect(response.statusCode).toBe(status);
    expect(json(response).code).toBe(code);
    expect(await sessionsOf(token)).toHaveLength(1);
  });

  it('answers 401 to a visitor before anything else', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/not-a-session',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('ending sessions together', () => {
  it('POST /api/account/sessions/end-others ends every session but the caller’s', async () => {
    const email = await newAccount();
    const mine = await signIn(email, PHONE_CHROME);
    const others = [await signIn(email, MAC_SAFARI), await signIn(email, WINDOWS_FIREFOX)];
    const response = await call(mine, 'POST', '/api/account/sessions/end-others');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ended: 2 });
    for (const token of others) expect(await meStatus(token)).toBe(401);
    expect(await meStatus(mine)).toBe(200);
    expect(await sessionsOf(mine)).toHaveLength(1);
  });

  it('signing out ends only the session that signs out', async () => {
    const email = await newAccount();
    const leaving = await signIn(email, PHONE_CHROME);
    const staying = await signIn(email, MAC_SAFARI);
    expect((await call(leaving, 'POST', '/api/logout')).statusCode).toBe(204);
    expect(await meStatus(leaving)).toBe(401);
    expect(await meStatus(staying)).toBe(200);
    expect(await sessionsOf(staying)).toHaveLength(1);
  });

  it('a new password ends the other sessions; this one goes on under the new token', async () => {
    const email = await newAccount();
    const here = await signIn(email, PHONE_CHROME);
    const elsewhere = await signIn(email, MAC_SAFARI);
    const hereId = (await sessionsOf(here))[0]!.id;
    const changed = await call(here, 'PUT', '/api/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'monsoon jasmine 77',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = json<{ token: string }>(changed).token;
    expect(await meStatus(elsewhere)).toBe(401);
    expect(await meStatus(here)).toBe(401);
    expect(await meStatus(fresh)).toBe(200);
    const sessions = await sessionsOf(fresh);
    expect(sessions.map((session) => session.id)).toEqual([hereId]);
  });
});

describe('a staff sign-in from a new device', () => {
  const newDeviceMails = (email: string) =>
    outboxMails(t.config, email).filter((mail) => mail.headers.subject === NEW_DEVICE_SUBJECT);

  it('mails the staff member, naming the device and address, but not for a device used before', async () => {
    const email = await newAccount('ADMIN');
    await signIn(email, MAC_SAFARI);
    await signIn(email, MAC_SAFARI.replace('Version/18.1', 'Version/18.2'));
    await t.app.jobs.whenIdle();
    expect(newDeviceMails(email)).toHaveLength(0);

    await signIn(email, PHONE_CHROME);
    const mails = await waitForOutboxMails(t.config, email, 1);
    const mail = mails.find((each) => each.headers.subject === NEW_DEVICE_SUBJECT)!;
    expect(mail.text).toContain('Phone: Chrome 131 on Android 14');
    expect(mail.text).toMatch(/From: 10\.77\.0\.\d+/);
    expect(mail.text).toContain('change your password at once');
  });

  it('sends nothing to a shopper', async () => {
    const email = await newAccount('CUSTOMER');
    await signIn(email, MAC_SAFARI);
    await signIn(email, PHONE_CHROME);
    await t.app.jobs.whenIdle();
    expect(newDeviceMails(email)).toHaveLength(0);
  });
});

describe('the place of a sign-in behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('is read from the proxy’s location headers, and never from a client’s without one', async () => {
    const email = `placed-${randomBytes(3).toString('hex')}@example.in`;
    await insertUser(proxied.database.db, {
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Kabir',
      lastName: 'Rao',
    });
    const response = await proxied.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email, password: PASSWORD },
      headers: {
        'user-agent': PHONE_CHROME,
        'x-forwarded-for': '203.0.113.9',
        'cf-ipcity': 'Lucknow',
        'cf-region': 'Uttar Pradesh',
        'cf-ipcountry': 'IN',
      },
    });
    const { token } = json<{ token: string }>(response);
    const listed = await proxied.app.inject(
      withToken(token, { method: 'GET', url: '/api/account/sessions' }),
    );
    expect(json<AccountSessions>(listed).sessions[0]).toMatchObject({
      ipAddress: '203.0.113.9',
      place: 'Lucknow, Uttar Pradesh, IN',
    });

    // The app without a trusted proxy ignores the same headers.
    const direct = await newAccount();
    addressCounter += 1;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: direct, password: PASSWORD },
      headers: { 'cf-ipcity': 'Anywhere' },
      remoteAddress: `10.77.0.${addressCounter}`,
    });
    const directToken = json<{ token: string }>(signedIn).token;
    expect((await sessionsOf(directToken))[0]!.place).toBeNull();
  });
});
