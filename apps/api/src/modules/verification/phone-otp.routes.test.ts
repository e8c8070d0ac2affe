import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index.js';
import { latestSmsCode, smsTexts } from '../../../test/outbox.js';
import { createTestApp, json, withToken, type TestApp } from '../../../test/test-app.js';
import { insertUser } from '../users/users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test asks from its own address, so the per-address limits never mix tests up.
let ipCounter = 0;
const nextIp = () => `10.1.${(ipCounter += 1)}.1`;
let mobileCounter = 0;
const nextMobile = () => `98765${String((mobileCounter += 1)).padStart(5, '0')}`;

/** A customer whose mobile number is verified (or only typed into the profile, unproven). */
async function customerWithMobile(mobile = nextMobile(), phoneVerified = true) {
  const row = await insertUser(t.database.db, {
    email: `phone-${mobile}@example.in`,
    firstName: 'Kavya',
    lastName: 'Rao',
    phone: mobile,
    phoneVerified,
    role: 'CUSTOMER',
  });
  if (!row) throw new Error('user not created');
  return { id: row.id, mobile };
}

function post(url: string, payload: unknown, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

async function expirePhoneCode(mobile: string, purpose: 'SIGN_IN' | 'REGISTRATION') {
  await t.database.db
    .update(verificationCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(verificationCodes.destination, mobile), eq(verificationCodes.purpose, purpose)));
}

describe('POST /api/phone/OTPsend', () => {
  it('texts a 6-digit code to the number of an account, written to the SMS outbox', async () => {
    const { mobile } = await customerWithMobile();
    const response = await post(
      '/api/phone/OTPsend',
      { mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` },
      nextIp(),
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'OTP sent', expiresInSeconds: 600 });
    const code = latestSmsCode(t.config, mobile);
    expect(smsTexts(t.config, mobile)).toEqual([
      `Your Attar House code is ${code}. It expires in 10 minutes. Do not share it with anyone.`,
    ]);
    const files = readdirSync(join(t.config.sms.outboxDir, 'sms')).filter((name) =>
      name.includes(mobile),
    );
    expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{15}-${mobile}\\.txt$`))]);
    // Only a hash of the code is stored.
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, mobile));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers alike for a number no account uses, or one an account has not verified, and texts nothing', async () => {
    const { mobile: known } = await customerWithMobile();
    const { mobile: unproven } = await customerWithMobile(nextMobile(), false);
    const unknown = nextMobile();
    const answers = [];
    for (const mobile of [known, unproven, unknown]) {
      const response = await post('/api/phone/OTPsend', { mobile }, nextIp());
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ message: 'OTP sent', expiresInSeconds: 600 }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(smsTexts(t.config, known)).toHaveLength(1);
    expect(smsTexts(t.config, unproven)).toEqual([]);
    expect(smsTexts(t.config, unknown)).toEqual([]);
    // No code waits for those numbers either.
    const codes = await t.database.db
      .select()
      .from(verificationCodes)
      .where(sql`${verificationCodes.destination} in (${unproven}, ${unknown})`);
    expect(codes).toEqual([]);
  });

  it.each([
    ['a missing number', {}],
    ['a short number', { mobile: '12345' }],
    ['a number not starting with 6-9', { mobile: '5123456789' }],
    ['a number as a JSON number', { mobile: 9876543210 }],
    ['an oversize value', { mobile: '9'.repeat(200) }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, payload) => {
    const response = await post('/api/phone/OTPsend', payload, nextIp());
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'mobile' }],
    });
  });

  it('answers 429 RATE_LIMITED to the sixth code for one number within 15 minutes', async () => {
    const { mobile } = await customerWithMobile();
    const ip = nextIp();
    for (let send = 0; send < 5; send += 1) {
      expect((await post('/api/phone/OTPsend', { mobile }, ip)).statusCode).toBe(200);
    }
    // Another address does not get around the limit of the number.
    const limited = await post('/api/phone/OTPsend', { mobile: `0${mobile}` }, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({
      status: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(smsTexts(t.config, mobile)).toHaveLength(5);
    // Another number from the same address is counted on its own.
    const other = await customerWithMobile();
    expect((await post('/api/phone/OTPsend', { mobile: other.mobile }, ip)).statusCode).toBe(200);
  });

  it('answers 429 RATE_LIMITED after 20 codes of any kind from one address within an hour', async () => {
    const ip = nextIp();
    for (let send = 0; send < 20; send += 1) {
      const response = await post('/api/phone/OTPsend-registration', { mobile: nextMobile() }, ip);
      expect(response.statusCode).toBe(200);
    }
    const { mobile } = await customerWithMobile();
    const limited = await post('/api/phone/OTPsend', { mobile }, ip);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });
});

describe('POST /api/phone/OTPverify', () => {
  it('signs in with the texted code, marks the number verified, and uses the code up', async () => {
    const { id, mobile } = await customerWithMobile();
    const ip = nextIp();
    await post('/api/phone/OTPsend', { mobile }, ip);
    const otp = latestSmsCode(t.config, mobile);
    const response = await post('/api/phone/OTPverify', { mobile: `+91${mobile}`, otp }, ip);
    expect(response.statusCode).toBe(200);
    const body = json<{ id: number; token: string; role: string }>(response);
    expect(body).toEqual({ id, token: expect.any(String), role: 'CUSTOMER' });
    const me = await t.app.inject(withToken(body.token, { method: 'GET', url: '/api/me' }));
    expect(json(me)).toMatchObject({ id, phone: mobile, phoneVerified: true });

    const reused = await post('/api/phone/OTPverify', { mobile, otp }, ip);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({ code: 'OTP_INVALID', message: 'The code is incorrect.' });
  });

  it('answers 400 OTP_INVALID for a wrong code, and the right code still works after it', async () => {
    const { mobile } = await customerWithMobile();
    const ip = nextIp();
    await post('/api/phone/OTPsend', { mobile }, ip);
    const otp = latestSmsCode(t.config, mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    const response = await post('/api/phone/OTPverify', { mobile, otp: wrong }, ip);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      status: 400,
      code: 'OTP_INVALID',
      message: 'The code is incorrect.',
    });
    expect((await post('/api/phone/OTPverify', { mobile, otp }, ip)).statusCode).toBe(200);
  });

  it('answers 429 OTP_TOO_MANY_ATTEMPTS after five wrong codes, until a new code is sent', async () => {
    const { mobile } = await customerWithMobile();
    const ip = nextIp();
    await post('/api/phone/OTPsend', { mobile }, ip);
    const otp = latestSmsCode(t.config, mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/phone/OTPverify', { mobile, otp: wrong }, ip);
      expect(json(response).code).toBe('OTP_INVALID');
    }
    const blocked = await post('/api/phone/OTPverify', { mobile, otp }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toMatchObject({
      code: 'OTP_TOO_MANY_ATTEMPTS',
      message: 'Too many wrong codes. Ask for a new one.',
    });

    await post('/api/phone/OTPsend', { mobile }, ip);
    const fresh = latestSmsCode(t.config, mobile);
    expect((await post('/api/phone/OTPverify', { mobile, otp: fresh }, ip)).statusCode).toBe(200);
  });

  it('answers 400 OTP_EXPIRED for a code older than 10 minutes', async () => {
    const { mobile } = await customerWithMobile();
    const ip = nextIp();
    await post('/api/phone/OTPsend', { mobile }, ip);
    const otp = latestSmsCode(t.config, mobile);
    await expirePhoneCode(mobile, 'SIGN_IN');
    const response = await post('/api/phone/OTPverify', { mobile, otp }, ip);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'OTP_EXPIRED',
      message: 'The code has expired. Ask for a new one.',
    });
  });

  it('answers 400 OTP_INVALID when no code was sent, and for a code a newer one replaced', async () => {
    const { mobile } = await customerWithMobile();
    const ip = nextIp();
    const none = await post('/api/phone/OTPverify', { mobile, otp: '123456' }, ip);
    expect(json(none)).toMatchObject({ code: 'OTP_INVALID' });

    await post('/api/phone/OTPsend', { mobile }, ip);
    const first = latestSmsCode(t.config, mobile);
    await post('/api/phone/OTPsend', { mobile }, ip);
    const second = latestSmsCode(t.config, mobile);
    if (first !== second) {
      expect(json(await post('/api/phone/OTPverify', { mobile, otp: first }, ip)).code).toBe(
        'OTP_INVALID',
      );
    }
    expect((await post('/api/phone/OTPverify', { mobile, otp: second }, ip)).statusCode).toBe(200);
  });

  it('does not take a registration code for a sign-in', async () => {
    const mobile = nextMobile();
    const ip = nextIp();
    await post('/api/phone/OTPsend-registration', { mobile }, ip);
    const otp = latestSmsCode(t.config, mobile);
    await customerWithMobile(mobile);
    expect(json(await post('/api/phone/OTPverify', { mobile, otp }, ip)).code).toBe('OTP_INVALID');
  });

  it.each([
    ['letters for a code', { mobile: '9876543210', otp: 'abcdef' }, 'otp'],
    ['a 5-digit code', { mobile: '9876543210', otp: '12345' }, 'otp'],
    ['a code as a JSON number', { mobile: '9876543210', otp: 123456 }, 'otp'],
    ['a missing code', { mobile: '9876543210' }, 'otp'],
    ['a bad number', { mobile: '12345', otp: '123456' }, 'mobile'],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, payload, field) => {
    const response = await post('/api/phone/OTPverify', payload, nextIp());
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string }[] }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((issue) => issue.path)).toContain(field);
  });

  it('answers 429 RATE_LIMITED after 30 checks from one address within 15 minutes', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await post(
        '/api/phone/OTPverify',
        { mobile: nextMobile(), otp: '123456' },
        ip,
      );
      expect(response.statusCode).toBe(400);
    }
    const limited = await post('/api/phone/OTPverify', { mobile: nextMobile(), otp: '123456' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });
});

describe('POST /api/phone/OTPsend-registration and /OTPverify-registration', () => {
  it('texts a code to a new number and confirms it once', async () => {
    const mobile = nextMobile();
    const ip = nextIp();
    const sent = await post('/api/phone/OTPsend-registration', { mobile: `+91-${mobile}` }, ip);
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ message: 'OTP sent', expiresInSeconds: 600 });
    const otp = latestSmsCode(t.config, mobile);
    const verified = await post('/api/phone/OTPverify-registration', { mobile, otp }, ip);
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toEqual({ verified: true, message: 'Mobile number verified' });
    const reused = await post('/api/phone/OTPverify-registration', { mobile, otp }, ip);
    expect(json(reused)).toMatchObject({ status: 400, code: 'OTP_INVALID' });
  });

  it('answers a number an account already has as any other, texting its owner a note instead of a code', async () => {
    const { mobile } = await customerWithMobile();
    const fresh = nextMobile();
    const taken = await post(
      '/api/phone/OTPsend-registration',
      { mobile: `91${mobile}` },
      nextIp(),
    );
    const free = await post('/api/phone/OTPsend-registration', { mobile: fresh }, nextIp());
    expect(taken.statusCode).toBe(200);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    expect(smsTexts(t.config, mobile)).toEqual([
      'This mobile number already has an Attar House account, so no new account was started. Sign in with "Mobile OTP" on the login page instead.',
    ]);
    expect(smsTexts(t.config, fresh)).toEqual([expect.stringMatching(/code is \d{6}/)]);
    const [code] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.destination, mobile),
          eq(verificationCodes.purpose, 'REGISTRATION'),
        ),
      );
    expect(code).toBeUndefined();
  });

  it('answers OTP_INVALID, OTP_EXPIRED and OTP_TOO_MANY_ATTEMPTS like the sign-in code', async () => {
    const mobile = nextMobile();
    const ip = nextIp();
    await post('/api/phone/OTPsend-registration', { mobile }, ip);
    const otp = latestSmsCode(t.config, mobile);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        json(await post('/api/phone/OTPverify-registration', { mobile, otp: wrong }, ip)).code,
      ).toBe('OTP_INVALID');
    }
    const blocked = await post('/api/phone/OTPverify-registration', { mobile, otp }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).code).toBe('OTP_TOO_MANY_ATTEMPTS');

    await post('/api/phone/OTPsend-registration', { mobile }, ip);
    const fresh = latestSmsCode(t.config, mobile);
    await expirePhoneCode(mobile, 'REGISTRATION');
    const expired = await post('/api/phone/OTPverify-registration', { mobile, otp: fresh }, ip);
    expect(expired.statusCode).toBe(400);
    expect(json(expired).code).toBe('OTP_EXPIRED');
  });

  it('answers 429 RATE_LIMITED to the sixth registration code for one number', async () => {
    const mobile = nextMobile();
    const ip = nextIp();
    for (let send = 0; send < 5; send += 1) {
      expect((await post('/api/phone/OTPsend-registration', { mobile }, ip)).statusCode).toBe(200);
    }
    const limited = await post('/api/phone/OTPsend-registration', { mobile }, ip);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });

  it('answers 400 VALIDATION_FAILED for bad input', async () => {
    for (const payload of [
      {},
      { mobile: '5123456789' },
      { mobile: '98765' },
      { mobile: ['9876543210'] },
    ]) {
      const response = await post('/api/phone/OTPsend-registration', payload, nextIp());
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    for (const payload of [
      { mobile: '9876543210', otp: 'abcdef' },
      { otp: '123456' },
      { mobile: '9876543210', otp: '1234567' },
    ]) {
      const response = await post('/api/phone/OTPverify-registration', payload, nextIp());
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });
});
