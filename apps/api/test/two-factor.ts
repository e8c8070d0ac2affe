import type { StaffRole } from '@attar/contracts';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { json, signedInUser, withToken, type TestApp } from './test-app.js';

/** The authenticator app of a test: the store's settings (SHA-1, 6 digits, 30 s) on a secret. */
export const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A code of the step before the current one: still inside the window, but older than any accepted now. */
export const previousCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() - 30_000 });
/** A code of the next step: inside the window, and newer than one accepted now. */
export const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

export type EnrolledStaff = Awaited<ReturnType<typeof signedInUser>> & {
  totp: TOTP;
  recoveryCodes: string[];
};

/** Signs in a staff member and turns two-factor sign-in on, as they would on the screen. */
export async function enrolledStaff(t: TestApp, role: StaffRole): Promise<EnrolledStaff> {
  const staff = await signedInUser(t, 'ADMIN', role);
  const call = (url: string, payload?: object) =>
    t.app.inject(withToken(staff.token, { method: 'POST', url, payload }));
  const started = await call('/api/account/two-factor/enrolment');
  expect(started.statusCode).toBe(200);
  const totp = totpOf(json<{ secret: string }>(started).secret);
  const confirmed = await call('/api/account/two-factor/enrolment/confirm', {
    code: totp.generate(),
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    ...staff,
    totp,
    recoveryCodes: json<{ recoveryCodes: string[] }>(confirmed).recoveryCodes,
  };
}
