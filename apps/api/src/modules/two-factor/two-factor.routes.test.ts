import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, twoFactorAccounts, twoFactorRecoveryCodes } from '../../db/schema/index.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import {
  enrolledStaff as enrolledStaffOf,
  nextCode,
  previousCode,
  totpOf,
} from '../../../test/two-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function call(user: { token: string }, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.app.inject(
    withToken(user.token, {
      method,
      url: `/api/account/two-factor${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );
}

/** Signs in a staff member and turns two-factor sign-in on, as they would on the screen. */
const enrolledStaff = () => enrolledStaffOf(t, 'SUPPORT');

describe('setting up two-factor sign-in', () => {
  it('starts with a secret, its otpauth address and a QR code, and turns on with a first code', async () => {
    const staff = await signedInUser(t, 'ADMIN', 'CATALOGUE');
    expect(json(await call(staff, 'GET', ''))).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredByStore: false,
    });

    const started = await call(staff, 'POST', '/enrolment');
    expect(started.statusCode).toBe(200);
    const enrolment = json<{ secret: string; otpauthUri: string; qrSvg: string }>(started);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(
      `otpauth://totp/Attar%20House:${encodeURIComponent(staff.email)}?issuer=Attar%20House&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qrSvg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s,
    );
    // Sealed at rest: the row does not hold the secret.
    const [row] = await t.database.db
      .select()
      .from(twoFactorAccounts)
      .where(eq(twoFactorAccounts.userId, staff.id));
    expect(row?.secretSealed).not.toContain(enrolment.secret);
    expect(row?.enabledAt).toBeNull();
    // Pending: not on yet.
    expect(json(await call(staff, 'GET', ''))).toMatchObject({ enabled: false });

    const confirmed = await call(staff, 'POST', '/enrolment/confirm', {
      code: totpOf(enrolment.secret)
        .generate()
        .replace(/(\d{3})/, '$1 '),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = json<{ recoveryCodes: string[] }>(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, staff.id));
    expect(stored.map((code) => code.codeHash)).not.toContain(recoveryCodes[0]);

    const status = json<{ enabled: boolean; enabledAt: string }>(await call(staff, 'GET', ''));
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(status.enabledAt)).not.toBeNaN();

    const again = await call(staff, 'POST', '/enrolment');
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, staff.id));
    expect(log).toMatchObject({
      entityType: 'user',
      action: 'TWO_FACTOR_ENABLED',
      actorId: staff.id,
    });
  });

  it('replaces a pending secret when the setup starts again', async () => {
    const staff = await signedInUser(t, 'ADMIN', 'OWNER');
    const first = json<{ secret: string }>(await call(staff, 'POST', '/enrolment')).secret;
    const second = json<{ secret: string }>(await call(staff, 'POST', '/enrolment')).secret;
    expect(second).not.toBe(first);
    const stale = await call(staff, 'POST', '/enrolment/confirm', {
      code: totpOf(first).generate(),
    });
    expect(json(stale)).toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_INVALID' });
    const fresh = await call(staff, 'POST', '/enrolment/confirm', {
      code: totpOf(second).generate(),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a wrong first code, and a confirmation before any setup', async () => {
    const staff = await signedInUser(t, 'ADMIN', 'MANAGER');
    const early = await call(staff, 'POST', '/enrolment/confirm', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({ code: 'TWO_FACTOR_NOT_ENROLLED' });

    const secret = json<{ secret: string }>(await call(staff, 'POST', '/enrolment')).secret;
    const right = totpOf(secret).generate();
    const wrong = right === '000000' ? '000001' : '000000';
    const refused = await call(staff, 'POST', '/enrolment/confirm', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      message: 'That code is not right, or it was used already. Wait for a new code and try again.',
      details: { attemptsLeft: 4 },
    });
    expect(json(await call(staff, 'GET', ''))).toMatchObject({ enabled: false });
  });
});

describe('codes once enabled', () => {
  it('refuses a code used already, and an older code after a newer one', async () => {
    const staff = await enrolledStaff();
    // The code that confirmed the setup was used: it does not renew the recovery codes.
    const reused = await call(staff, 'POST', '/recovery-codes', { code: staff.totp.generate() });
    expect(json(reused)).toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_INVALID' });
    const older = await call(staff, 'POST', '/recovery-codes', { code: previousCode(staff.totp) });
    expect(json(older)).toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_INVALID' });
    // The next step's code (a phone a little ahead) is accepted, once.
    const ahead = nextCode(staff.totp);
    expect((await call(staff, 'POST', '/recovery-codes', { code: ahead })).statusCode).toBe(200);
    expect((await call(staff, 'POST', '/recovery-codes', { code: ahead })).statusCode).toBe(400);
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const staff = await enrolledStaff();
    const [first, second] = staff.recoveryCodes;
    const typed = ` ${first!.toUpperCase().replace('-', ' ')} `;
    const renewed = await call(staff, 'POST', '/recovery-codes', { code: typed });
    expect(renewed.statusCode).toBe(200);
    // Renewal replaced every code: the unused second code stops working too.
    const stale = await call(staff, 'POST', '/disable', { code: second });
    expect(json(stale)).toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_INVALID' });
    const fresh = json<{ recoveryCodes: string[] }>(renewed).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(second);

    expect(json(await call(staff, 'GET', ''))).toMatchObject({ recoveryCodesLeft: 10 });
    const used = fresh[0]!.replace('-', '');
    const off = await call(staff, 'POST', '/disable', { code: used });
    expect(off.statusCode).toBe(200);
    expect(json(off)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      requiredByStore: false,
    });
    const logs = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, staff.id));
    expect(logs.map((entry) => entry.action).sort()).toEqual([
      'RECOVERY_CODES_RENEWED',
      'TWO_FACTOR_DISABLED',
      'TWO_FACTOR_ENABLED',
    ]);
  });

  it('locks the account after five wrong codes, even for the right one, until the lock ends', async () => {
    const staff = await enrolledStaff();
    const right = nextCode(staff.totp);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const refused = await call(staff, 'POST', '/disable', { code: wrong });
      expect(json(refused)).toMatchObject({
        code: 'TWO_FACTOR_CODE_INVALID',
        details: { attemptsLeft: 5 - attempt },
      });
    }
    const fifth = await call(staff, 'POST', '/disable', { code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(json(fifth)).toMatchObject({
      status: 429,
      code: 'TWO_FACTOR_LOCKED',
      message: 'Too many wrong codes. Try again in 15 minutes.',
    });
    const locked = await call(staff, 'POST', '/disable', { code: right });
    expect(locked.statusCode).toBe(429);
    const retryAt = json<{ details: { retryAt: string } }>(locked).details.retryAt;
    expect(Date.parse(retryAt) - Date.now()).toBeGreaterThan(14 * 60_000);

    // The lock over, the right code works and the count starts again.
    await t.database.db
      .update(twoFactorAccounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactorAccounts.userId, staff.id));
    const off = await call(staff, 'POST', '/disable', { code: right });
    expect(off.statusCode).toBe(200);
  });

  it('answers 409 TWO_FACTOR_NOT_ENROLLED to a renewal or a disable while off', async () => {
    const staff = await signedInUser(t, 'ADMIN', 'ACCOUNTANT');
    for (const path of ['/recovery-codes', '/disable']) {
      const response = await call(staff, 'POST', path, { code: '123456' });
      expect(response.statusCode).toBe(409);
      expect(json(response)).toMatchObject({ code: 'TWO_FACTOR_NOT_ENROLLED' });
    }
  });
});

describe('who may call it', () => {
  const paths: ['GET' | 'POST', string, unknown][] = [
    ['GET', '', undefined],
    ['POST', '/enrolment', undefined],
    ['POST', '/enrolment/confirm', { code: '123456' }],
    ['POST', '/recovery-codes', { code: '123456' }],
    ['POST', '/disable', { code: '123456' }],
  ];

  it.each(paths)(
    'refuses a customer %s %s with 403 FORBIDDEN, whatever the body',
    async (method, path) => {
      const customer = await signedInUser(t);
      const response = await call(
        customer,
        method,
        path,
        method === 'POST' ? { code: 7 } : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({
        status: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        message: 'Two-factor sign-in is for staff accounts.',
        requestId: expect.any(String),
      });
    },
  );

  it.each(paths)('refuses a visitor %s %s with 401', async (method, path, payload) => {
    const response = await t.app.inject({
      method,
      url: `/api/account/two-factor${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('bad input', () => {
  const cases: [string, unknown][] = [
    ['no code', {}],
    ['a number', { code: 123456 }],
    ['null', { code: null }],
    ['letters', { code: 'abcdef' }],
    ['five digits', { code: '12345' }],
    ['seven digits', { code: '1234567' }],
    ['a NUL character', { code: '123\u0000456' }],
    ['an oversize code', { code: '1'.repeat(5000) }],
    ['an array', { code: ['123456'] }],
  ];

  it.each(cases)('answers 400 VALIDATION_FAILED on confirm for %s', async (_label, payload) => {
    const staff = await signedInUser(t, 'ADMIN', 'FULFILMENT');
    const response = await call(staff, 'POST', '/enrolment/confirm', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'code' }],
      requestId: expect.any(String),
    });
  });

  it.each([
    ...cases,
    ['a recovery code with a look-alike', { code: 'k7m2-q9w0' }] as [string, unknown],
  ])('answers 400 VALIDATION_FAILED on disable for %s', async (_label, payload) => {
    const staff = await signedInUser(t, 'ADMIN', 'FULFILMENT');
    const response = await call(staff, 'POST', '/disable', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'code' }],
    });
  });

  it('answers 400 to a body that is not an object, and a recovery code where a first code is due', async () => {
    const staff = await signedInUser(t, 'ADMIN', 'FULFILMENT');
    const text = await t.app.inject(
      withToken(staff.token, {
        method: 'POST',
        url: '/api/account/two-factor/enrolment/confirm',
        headers: { 'content-type': 'application/json' },
        payload: '"123456"',
      }),
    );
    expect(text.statusCode).toBe(400);
    const recovery = await call(staff, 'POST', '/enrolment/confirm', { code: 'k7m2-q9wx' });
    expect(recovery.statusCode).toBe(400);
    expect(json(recovery)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
