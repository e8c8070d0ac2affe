import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLinks } from '../../db/schema/index.js';
import { mailLinkToken, outboxMails, waitForOutboxMails } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  sessionTokenFor,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { insertUser } from '../users/users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.attarhouse.test/' } });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const nextIp = () => `10.4.${(counter += 1)}.1`;
const LINK_SENT = {
  message: 'If an account exists for this email, we have sent a link to set a password.',
};
const LINK_INVALID = {
  status: 400,
  code: 'LINK_INVALID',
  message: 'This link is invalid or has expired. Ask for a new one.',
};
const currentPassword = 'correct horse battery';

function requestLink(email: unknown, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/app/SendCredentialMail',
    payload: { email } as object,
    remoteAddress,
  });
}

function setPassword(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/set-password', payload, remoteAddress });
}

function signIn(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
}

/** Asks for a link and returns the token from the mail, as the account owner would. */
async function linkToken(email: string): Promise<string> {
  const before = outboxMails(t.config, email).length;
  expect((await requestLink(email)).statusCode).toBe(202);
  const mails = await waitForOutboxMails(t.config, email, before + 1);
  return mailLinkToken(mails.at(-1)!);
}

describe('POST /api/app/SendCredentialMail', () => {
  it('mails a one-time link to set a password, and never a password', async () => {
    const user = await signedInUser(t);
    const response = await requestLink(user.email.toUpperCase());
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual(LINK_SENT);
    const [mail] = await waitForOutboxMails(t.config, user.email, 1);
    expect(mail?.headers.subject).toBe('Set your Attar House password');
    expect(mail?.text).toMatch(
      /https:\/\/shop\.attarhouse\.test\/set-password\?token=[A-Za-z0-9_-]{43}\n/,
    );
    expect(mail?.html).toContain('https://shop.attarhouse.test/set-password?token=');
    expect(mail?.html).toContain('#c8a96a');
    expect(`${mail?.text}${mail?.html}`).not.toContain(currentPassword);
    // Only a hash of the token is stored.
    const token = mailLinkToken(mail!);
    const stored = await t.database.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it('answers the same for an email no account has, and mails nothing', async () => {
    const response = await requestLink('nobody-here@example.in');
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual(LINK_SENT);
    const user = await signedInUser(t);
    await linkToken(user.email);
    expect(outboxMails(t.config, 'nobody-here@example.in')).toEqual([]);
  });

  it.each([
    ['a missing email', undefined],
    ['a bad email', 'not-an-email'],
    ['a number', 7],
    ['an oversize email', `${'b'.repeat(260)}@example.in`],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, email) => {
    const response = await requestLink(email);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'email' }],
    });
  });

  it('answers 429 RATE_LIMITED to the fourth link for one email within an hour', async () => {
    const email = 'often-forgets@example.in';
    for (let send = 0; send < 3; send += 1) expect((await requestLink(email)).statusCode).toBe(202);
    const limited = await requestLink(email);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });

  it('answers 429 RATE_LIMITED after 10 links asked from one address within an hour', async () => {
    const ip = nextIp();
    for (let send = 0; send < 10; send += 1) {
      expect((await requestLink(`someone${send}@example.in`, ip)).statusCode).toBe(202);
    }
    expect((await requestLink('someone-else@example.in', ip)).statusCode).toBe(429);
  });
});

describe('POST /api/set-password', () => {
  it('sets the password once, ends older sessions and marks the email verified', async () => {
    const user = await signedInUser(t);
    const token = await linkToken(user.email);
    const response = await setPassword({ token, password: 'oud-and-amber-2026' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Your password is set. You can sign in now.' });

    const oldSession = await t.app.inject(withToken(user.token, { method: 'GET', url: '/api/me' }));
    expect(oldSession.statusCode).toBe(401);
    expect((await signIn(user.email, currentPassword)).statusCode).toBe(401);
    const signin = await signIn(user.email, 'oud-and-amber-2026');
    expect(signin.statusCode).toBe(200);
    const me = await t.app.inject(
      withToken(json<{ token: string }>(signin).token, { method: 'GET', url: '/api/me' }),
    );
    expect(json(me)).toMatchObject({ emailVerified: true });

    const reused = await setPassword({ token, password: 'another-password-1' });
    expect(json(reused)).toMatchObject(LINK_INVALID);
  });

  it('lets an account without a password (phone or Google only) set one', async () => {
    const email = 'phone-only@example.in';
    await insertUser(t.database.db, {
      email,
      firstName: 'Zara',
      lastName: 'Khan',
      phone: '9000000001',
    });
    const token = await linkToken(email);
    expect((await setPassword({ token, password: 'first-password-1' })).statusCode).toBe(200);
    expect((await signIn(email, 'first-password-1')).statusCode).toBe(200);
  });

  it('answers 400 LINK_INVALID for an expired link, a replaced link and an unknown token', async () => {
    const user = await signedInUser(t);
    const expiring = await linkToken(user.email);
    await t.database.db
      .update(passwordLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordLinks.userId, user.id));
    expect(json(await setPassword({ token: expiring, password: 'new-password-1' }))).toMatchObject(
      LINK_INVALID,
    );

    const older = await linkToken(user.email);
    const newer = await linkToken(user.email);
    expect(json(await setPassword({ token: older, password: 'new-password-1' }))).toMatchObject(
      LINK_INVALID,
    );
    const unknown = await setPassword({ token: 'x'.repeat(43), password: 'new-password-1' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject(LINK_INVALID);
    expect((await setPassword({ token: newer, password: 'new-password-1' })).statusCode).toBe(200);
    // The refused attempts changed nothing before the good one.
    expect((await signIn(user.email, 'new-password-1')).statusCode).toBe(200);
  });

  it.each([
    ['a short password', { token: 'x'.repeat(43), password: 'short' }, 'password'],
    ['an oversize password', { token: 'x'.repeat(43), password: 'p'.repeat(129) }, 'password'],
    ['a missing token', { password: 'long-enough-1' }, 'token'],
    ['a short token', { token: 'abc', password: 'long-enough-1' }, 'token'],
    ['an oversize token', { token: 'x'.repeat(201), password: 'long-enough-1' }, 'token'],
    ['a number for a token', { token: 123456789012345, password: 'long-enough-1' }, 'token'],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, payload, field) => {
    const response = await setPassword(payload);
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string }[] }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((issue) => issue.path)).toContain(field);
  });
});

describe('PUT /api/change-password', () => {
  function change(token: string | null, payload: Record<string, unknown>) {
    const options = { method: 'PUT' as const, url: '/api/change-password', payload };
    return t.app.inject(token ? withToken(token, options) : options);
  }

  it('changes the password and answers a fresh sign-in; every older token stops working', async () => {
    const user = await signedInUser(t);
    const response = await change(user.token, { currentPassword, newPassword: 'vetiver-at-noon' });
    expect(response.statusCode).toBe(200);
    const body = json<{ id: number; token: string; role: string }>(response);
    expect(body).toEqual({ id: user.id, token: expect.any(String), role: 'CUSTOMER' });

    expect(
      (await t.app.inject(withToken(user.token, { method: 'GET', url: '/api/me' }))).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject(withToken(body.token, { method: 'GET', url: '/api/me' }))).statusCode,
    ).toBe(200);
    expect((await signIn(user.email, currentPassword)).statusCode).toBe(401);
    expect((await signIn(user.email, 'vetiver-at-noon')).statusCode).toBe(200);
  });

  it('answers 400 WRONG_PASSWORD for a wrong current password and changes nothing', async () => {
    const user = await signedInUser(t);
    const response = await change(user.token, {
      currentPassword: 'not-my-password',
      newPassword: 'vetiver-at-noon',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is incorrect.',
    });
    expect(
      (await t.app.inject(withToken(user.token, { method: 'GET', url: '/api/me' }))).statusCode,
    ).toBe(200);
  });

  it('sends an account without a password (Google or phone only) to the mailed link instead', async () => {
    const row = await insertUser(t.database.db, {
      email: 'google-only@example.in',
      firstName: 'Dev',
      lastName: 'Patel',
    });
    // Such a user signs in another way; a token for them is all this route needs.
    const session = await sessionTokenFor(t, row!);
    const response = await change(session, {
      currentPassword: 'anything',
      newPassword: 'vetiver-at-noon',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Your account has no password yet. Ask for a link by email to set one.',
    });
  });

  it('answers 401 without a token, with a stale token, and 400 for bad input', async () => {
    expect(
      (await change(null, { currentPassword, newPassword: 'vetiver-at-noon' })).statusCode,
    ).toBe(401);
    const user = await signedInUser(t);
    for (const payload of [
      { currentPassword, newPassword: 'short' },
      { newPassword: 'long-enough-1' },
      { currentPassword, newPassword: 'p'.repeat(129) },
      { currentPassword: 42, newPassword: 'long-enough-1' },
    ]) {
      const response = await change(user.token, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    await t.app.inject(withToken(user.token, { method: 'POST', url: '/api/logout' }));
    const stale = await change(user.token, { currentPassword, newPassword: 'vetiver-at-noon' });
    expect(stale.statusCode).toBe(401);
    expect(json(stale).code).toBe('UNAUTHENTICATED');
  });

  it('answers 429 RATE_LIMITED after 10 tries for one account within 15 minutes', async () => {
    const user = await signedInUser(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await change(user.token, {
        currentPassword: 'guess-number-n',
        newPassword: 'vetiver-at-noon',
      });
      expect(response.statusCode).toBe(400);
    }
    const limited = await change(user.token, { currentPassword, newPassword: 'vetiver-at-noon' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });
});
