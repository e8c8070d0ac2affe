import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index.js';
import { mailCode, outboxMails } from '../../../test/outbox.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const nextIp = () => `10.2.${(counter += 1)}.1`;
const nextEmail = () => `new.shopper${(counter += 1)}@example.in`;

function sendCode(email: unknown, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/send-email-verification-otp-registration',
    payload: { email } as object,
    remoteAddress,
  });
}

function verify(query: Record<string, string>, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/verify-email-otp', query, remoteAddress });
}

describe('POST /api/send-email-verification-otp-registration', () => {
  it('mails a code in the store look, as an .eml file in the outbox', async () => {
    const email = nextEmail();
    const response = await sendCode(email.toUpperCase(), nextIp());
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'OTP sent', expiresInSeconds: 600 });

    const [mail, ...others] = outboxMails(t.config, email);
    expect(others).toEqual([]);
    if (!mail) throw new Error('no mail');
    expect(mail.headers.to).toBe(email);
    expect(mail.headers.subject).toBe('Your Attar House verification code');
    expect(mail.headers.from).toBe('Attar House <no-reply@attarhouse.local>');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    const code = mailCode(mail);
    expect(mail.text).toContain(
      `Your Attar House code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
    );
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('Attar House');
    expect(mail.html).toContain('#c8a96a');
    // No remote images, fonts or style sheets: mail clients block them.
    expect(mail.html).not.toMatch(/<img|<link|@import|url\(/i);

    const files = readdirSync(join(t.config.mail.outboxDir, 'mail')).filter((name) =>
      name.endsWith(`-${email}.eml`),
    );
    expect(files).toEqual([expect.stringMatching(/^\d{15}-new\.shopper\d+@example\.in\.eml$/)]);
  });

  it('answers an email an account has as any other, mailing its owner a note instead of a code', async () => {
    const user = await signedInUser(t);
    const fresh = nextEmail();
    const taken = await sendCode(user.email.toUpperCase(), nextIp());
    const free = await sendCode(fresh, nextIp());
    expect(taken.statusCode).toBe(200);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);

    const [note, ...others] = outboxMails(t.config, user.email);
    expect(others).toEqual([]);
    expect(note?.headers.subject).toBe('You already have an Attar House account');
    expect(note?.text).toContain('already has one. No new account was created.');
    expect(note?.text).toContain(`${t.config.publicUrl}/login`);
    expect(note?.text).not.toMatch(/\b\d{6}\b/);
    expect(mailCode(outboxMails(t.config, fresh)[0]!)).toMatch(/^\d{6}$/);
    const codes = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, user.email));
    expect(codes).toEqual([]);
  });

  it.each([
    ['a missing email', undefined],
    ['a bad email', 'not-an-email'],
    ['a number', 42],
    ['an oversize email', `${'a'.repeat(250)}@example.in`],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, email) => {
    const response = await sendCode(email, nextIp());
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'email' }],
    });
  });

  it('answers 429 RATE_LIMITED to the sixth code for one email within 15 minutes', async () => {
    const email = nextEmail();
    for (let send = 0; send < 5; send += 1) {
      expect((await sendCode(email, nextIp())).statusCode).toBe(200);
    }
    const limited = await sendCode(email, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(outboxMails(t.config, email)).toHaveLength(5);
  });
});

describe('POST /api/verify-email-otp?email=&otp=', () => {
  it('confirms the mailed code once', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await sendCode(email, ip);
    const otp = mailCode(outboxMails(t.config, email)[0]!);
    const response = await verify({ email: email.toUpperCase(), otp }, ip);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ verified: true, message: 'Email verified' });
    const reused = await verify({ email, otp }, ip);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ code: 'OTP_INVALID', message: 'The code is incorrect.' });
  });

  it('answers OTP_INVALID for a wrong code, OTP_TOO_MANY_ATTEMPTS after five, OTP_EXPIRED when old', async () => {
    const email = nextEmail();
    const ip = nextIp();
    await sendCode(email, ip);
    const otp = mailCode(outboxMails(t.config, email)[0]!);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verify({ email, otp: wrong }, ip);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('OTP_INVALID');
    }
    const blocked = await verify({ email, otp }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).code).toBe('OTP_TOO_MANY_ATTEMPTS');

    await sendCode(email, ip);
    const fresh = mailCode(outboxMails(t.config, email)[1]!);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.destination, email));
    const expired = await verify({ email, otp: fresh }, ip);
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'The code has expired. Ask for a new one.',
    });
  });

  it('answers OTP_INVALID when no code was sent to the email', async () => {
    const response = await verify({ email: nextEmail(), otp: '123456' }, nextIp());
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('OTP_INVALID');
  });

  it.each([
    ['letters for a code', { email: 'a@example.in', otp: 'abcdef' }, 'otp'],
    ['a missing code', { email: 'a@example.in' }, 'otp'],
    ['a missing email', { otp: '123456' }, 'email'],
    ['a bad email', { email: 'nope', otp: '123456' }, 'email'],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, query, field) => {
    const response = await verify(query, nextIp());
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string }[] }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((issue) => issue.path)).toContain(field);
  });
});
