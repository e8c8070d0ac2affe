import { isSecondFactorFresh } from '@attar/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, signedInUser, type TestApp } from '../../../test/test-app.js';
import type { AppError } from '../../lib/errors.js';
import {
  beginEnrolment,
  confirmEnrolment,
  isTwoFactorEnabled,
  twoFactorKeys,
  twoFactorStatus,
  verifySecondFactor,
  type TwoFactorKeys,
} from './two-factor.service.js';

// The service as sign-in and the step-up will call it. The races run on both databases; only
// PostgreSQL runs the requests truly side by side (TEST_DB=postgres), PGlite one after another.
let t: TestApp;
let keys: TwoFactorKeys;
beforeAll(async () => {
  t = await createTestApp();
  keys = twoFactorKeys(t.config.jwtSecret);
});
afterAll(async () => {
  await t.close();
});

async function enrolled() {
  const staff = await signedInUser(t, 'ADMIN', 'SUPPORT');
  const db = t.database.db;
  const { secret } = await beginEnrolment(db, keys, { ...staff, role: 'ADMIN' });
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  // The step before the current one confirms, so the current step's code is still unused.
  const { recoveryCodes } = await confirmEnrolment(
    db,
    keys,
    staff.id,
    totp.generate({ timestamp: Date.now() - 30_000 }),
  );
  return { id: staff.id, totp, recoveryCodes };
}

const codeOf = (reason: unknown) => (reason as AppError).code;

describe('verifySecondFactor', () => {
  it('proves the factor with a current code, once', async () => {
    const staff = await enrolled();
    expect(await isTwoFactorEnabled(t.database.db, staff.id)).toBe(true);
    const code = staff.totp.generate();
    const proof = await verifySecondFactor(t.database.db, keys, staff.id, code);
    expect(proof.method).toBe('authenticator');
    expect(isSecondFactorFresh(proof.verifiedAt)).toBe(true);
    await expect(verifySecondFactor(t.database.db, keys, staff.id, code)).rejects.toMatchObject({
      status: 400,
      code: 'TWO_FACTOR_CODE_INVALID',
    });
  });

  it('proves it with a recovery code, which is then used up', async () => {
    const staff = await enrolled();
    const recovery = staff.recoveryCodes[0]!;
    const proof = await verifySecondFactor(t.database.db, keys, staff.id, recovery);
    expect(proof.method).toBe('recovery-code');
    expect(await twoFactorStatus(t.database.db, staff.id)).toMatchObject({ recoveryCodesLeft: 9 });
    await expect(verifySecondFactor(t.database.db, keys, staff.id, recovery)).rejects.toMatchObject(
      { code: 'TWO_FACTOR_CODE_INVALID' },
    );
  });

  it('answers TWO_FACTOR_NOT_ENROLLED for an account without it, or with its setup pending', async () => {
    const staff = await signedInUser(t, 'ADMIN', 'OWNER');
    await expect(verifySecondFactor(t.database.db, keys, staff.id, '123456')).rejects.toMatchObject(
      { status: 409, code: 'TWO_FACTOR_NOT_ENROLLED' },
    );
    const { secret } = await beginEnrolment(t.database.db, keys, { ...staff, role: 'ADMIN' });
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect(await isTwoFactorEnabled(t.database.db, staff.id)).toBe(false);
    await expect(verifySecondFactor(t.database.db, keys, staff.id, code)).rejects.toMatchObject({
      code: 'TWO_FACTOR_NOT_ENROLLED',
    });
  });

  it('refuses a customer the setup (403 FORBIDDEN)', async () => {
    const customer = await signedInUser(t);
    await expect(
      beginEnrolment(t.database.db, keys, { ...customer, role: 'CUSTOMER' }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('does not open a secret with keys derived from another JWT secret', async () => {
    const staff = await enrolled();
    const rotated = twoFactorKeys('another-jwt-secret-that-is-at-least-32-chars');
    await expect(
      verifySecondFactor(t.database.db, rotated, staff.id, staff.totp.generate()),
    ).rejects.toThrow(/was JWT_SECRET changed/);
  });
});

describe(`the same code at the same moment (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  // Five: a reused code counts as a wrong one, and four wrong ones in a row stay below the lock.
  it('accepts an authenticator code for exactly one of five requests', async () => {
    const staff = await enrolled();
    const code = staff.totp.generate();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => verifySecondFactor(t.database.db, keys, staff.id, code)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [codeOf(result.reason)] : [],
    );
    expect(new Set(refusals)).toEqual(new Set(['TWO_FACTOR_CODE_INVALID']));
  });

  it('accepts a recovery code for exactly one of five requests', async () => {
    const staff = await enrolled();
    const code = staff.recoveryCodes[5]!;
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => verifySecondFactor(t.database.db, keys, staff.id, code)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await twoFactorStatus(t.database.db, staff.id)).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('counts every one of many wrong codes sent at once: four refusals, then the lock', async () => {
    const staff = await enrolled();
    const right = staff.totp.generate();
    const wrong = right === '111111' ? '222222' : '111111';
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => verifySecondFactor(t.database.db, keys, staff.id, wrong)),
    );
    const codes = results.map((result) =>
      result.status === 'rejected' ? codeOf(result.reason) : 'ACCEPTED',
    );
    expect(codes.filter((code) => code === 'TWO_FACTOR_CODE_INVALID')).toHaveLength(4);
    expect(codes.filter((code) => code === 'TWO_FACTOR_LOCKED')).toHaveLength(6);
    await expect(verifySecondFactor(t.database.db, keys, staff.id, right)).rejects.toMatchObject({
      status: 429,
      code: 'TWO_FACTOR_LOCKED',
    });
  });
});
