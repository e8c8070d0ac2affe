import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index.js';
import { latestSmsCode, mailCode, outboxMails } from '../../../test/outbox.js';
import { createTestApp, json, withToken, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const nextIp = () => `10.3.${(counter += 1)}.1`;
const nextEmail = () => `registrant${(counter += 1)}@example.in`;
const nextMobile = () => `91234${String((counter += 1)).padStart(5, '0')}`;
const password = 'rose-and-sandalwood';

async function verifyEmail(email: string) {
  const ip = nextIp();
  await t.app.inject({
    method: 'POST',
    url: '/api/send-email-verification-otp-registration',
    payload: { email },
    remoteAddress: ip,
  });
  const otp = mailCode(outboxMails(t.config, email).at(-1)!);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/verify-email-otp',
    query: { email, otp },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
}

async function verifyMobile(mobile: string) {
  const ip = nextIp();
  await t.app.inject({
    method: 'POST',
    url: '/api/phone/OTPsend-registration',
    payload: { mobile },
    remoteAddress: ip,
  });
  const otp = latestSmsCode(t.config, mobile);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/phone/OTPverify-registration',
    payload: { mobile, otp },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
}

function signUp(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { password, firstname: 'Ishaan', lastname: 'Mehta', ...payload },
    remoteAddress: nextIp(),
  });
}

async function profileOf(email: string) {
  const signin = await t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email, password },
  });
  const { token } = json<{ token: string }>(signin);
  return json(await t.app.inject(withToken(token, { method: 'GET', url: '/api/me' })));
}

describe('POST /api/signup with verified codes', () => {
  it('stores the mobile and marks email and mobile verified, using the codes up', async () => {
    const email = nextEmail();
    const mobile = nextMobile();
    await verifyEmail(email);
    await verifyMobile(mobile);
    const response = await signUp({ email, mobile: `+91 ${mobile}` });
    expect(response.statusCode).toBe(201);
    expect(await profileOf(email)).toMatchObject({
      phone: mobile,
      emailVerified: true,
      phoneVerified: true,
    });
    const codes = await t.database.db
      .select({ consumedAt: verificationCodes.consumedAt })
      .from(verificationCodes)
      .where(sql`${verificationCodes.destination} in (${email}, ${mobile})`);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code.consumedAt).toBeInstanceOf(Date);
  });

  it('leaves both unverified without codes, or when the code was verified over 30 minutes ago', async () => {
    const plain = nextEmail();
    expect((await signUp({ email: plain })).statusCode).toBe(201);
    expect(await profileOf(plain)).toMatchObject({
      phone: null,
      emailVerified: false,
      phoneVerified: false,
    });

    const email = nextEmail();
    const mobile = nextMobile();
    await verifyEmail(email);
    await verifyMobile(mobile);
    await t.database.db
      .update(verificationCodes)
      .set({ verifiedAt: sql`now() - interval '31 minutes'` })
      .where(sql`${verificationCodes.destination} in (${email}, ${mobile})`);
    expect((await signUp({ email, mobile })).statusCode).toBe(201);
    expect(await profileOf(email)).toMatchObject({
      phone: mobile,
      emailVerified: false,
      phoneVerified: false,
    });
  });

  it('does not take a code verified for another email or number', async () => {
    const verifiedEmail = nextEmail();
    const verifiedMobile = nextMobile();
    await verifyEmail(verifiedEmail);
    await verifyMobile(verifiedMobile);
    const email = nextEmail();
    expect((await signUp({ email, mobile: nextMobile() })).statusCode).toBe(201);
    expect(await profileOf(email)).toMatchObject({ emailVerified: false, phoneVerified: false });
  });

  it('answers 409 PHONE_TAKEN for a number an account has, and keeps the codes for a retry', async () => {
    const mobile = nextMobile();
    expect((await signUp({ email: nextEmail(), mobile })).statusCode).toBe(201);
    const taken = await signUp({ email: nextEmail(), mobile: `0${mobile}` });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({
      code: 'PHONE_TAKEN',
      message: 'This mobile number is already registered.',
    });

    // A refused sign-up does not use up a verified code.
    const email = nextEmail();
    await verifyEmail(email);
    expect((await signUp({ email, mobile })).statusCode).toBe(409);
    expect((await signUp({ email, mobile: nextMobile() })).statusCode).toBe(201);
    expect(await profileOf(email)).toMatchObject({ emailVerified: true });
  });

  it('lets only one of two simultaneous sign-ups with one mobile number through', async () => {
    const mobile = nextMobile();
    const responses = await Promise.all([
      signUp({ email: nextEmail(), mobile }),
      signUp({ email: nextEmail(), mobile }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(json(refused).code).toBe('PHONE_TAKEN');
  });

  it('answers 400 VALIDATION_FAILED for a bad mobile number', async () => {
    for (const mobile of ['12345', '5123456789', 9876543210]) {
      const response = await signUp({ email: nextEmail(), mobile });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'mobile' }],
      });
    }
  });

  it('keeps the registration code verified but unused until sign-up', async () => {
    const mobile = nextMobile();
    await verifyMobile(mobile);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.destination, mobile),
          eq(verificationCodes.purpose, 'REGISTRATION'),
        ),
      );
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(row?.consumedAt).toBeNull();
  });
});
