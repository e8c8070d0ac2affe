import { randomInt } from 'node:crypto';
import {
  isAuthenticatorCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_DEFAULT_ISSUER,
  TWO_FACTOR_LOCK_MINUTES,
  TWO_FACTOR_MAX_FAILED_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  withoutSpaces,
  type RecoveryCodes,
  type Role,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@attar/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { createSealer, deriveKey, keyedHash, type Sealer } from '../../lib/sealed-secrets.js';
import { recordChange } from '../audit/audit.service.js';
import { getSetting } from '../settings/settings.service.js';
import { findUserById } from '../users/users.service.js';
import * as repo from './two-factor.repository.js';

/*
 * Two-factor sign-in for staff accounts (decision 0055). The sign-in's code step and the
 * "fresh code" step-up call verifySecondFactor; the account screen calls the rest.
 */

/** The keys the second factor needs, derived once from the app's JWT secret. */
export interface TwoFactorKeys {
  /** Seals authenticator secrets at rest. */
  secrets: Sealer;
  /** Keys the stored hashes of recovery codes. */
  recoveryCodeKey: Buffer;
}

export function twoFactorKeys(jwtSecret: string): TwoFactorKeys {
  return {
    secrets: createSealer(jwtSecret, 'two-factor-secret'),
    recoveryCodeKey: deriveKey(jwtSecret, 'two-factor-recovery-code'),
  };
}

/** How a second factor was proven. */
export type SecondFactorMethod = 'authenticator' | 'recovery-code';

export interface SecondFactorProof {
  method: SecondFactorMethod;
  /** When it was proven: the session's `secondFactorAt`. */
  verifiedAt: Date;
}

// RFC 6238 as every authenticator app reads it; a window of one step each way allows for a
// phone's clock a little off and for a code typed as it changes.
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const TOTP_WINDOW = 1;
const SECRET_BYTES = 20;

const codeInvalid = (attemptsLeft: number) =>
  new AppError(400, 'TWO_FACTOR_CODE_INVALID', TWO_FACTOR_MESSAGES.codeInvalid, { attemptsLeft });
const notEnrolled = () =>
  new AppError(409, 'TWO_FACTOR_NOT_ENROLLED', TWO_FACTOR_MESSAGES.notEnrolled);
const alreadyEnabled = () =>
  new AppError(409, 'TWO_FACTOR_ALREADY_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
function locked(until: Date, now: number): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
  return new AppError(429, 'TWO_FACTOR_LOCKED', TWO_FACTOR_MESSAGES.locked(minutes), {
    retryAt: until.toISOString(),
  });
}

/** 403 for a customer: two-factor sign-in is a staff account's. */
export function assertStaff(user: { role: Role }): void {
  if (user.role !== 'ADMIN') throw forbidden(TWO_FACTOR_MESSAGES.staffOnly);
}

// The user id is the sealed secret's context: a secret copied to another account's row does not open.
const sealContext = (userId: number) => `user:${userId}`;

/**
 * The account's TOTP secret. A secret that does not open means JWT_SECRET changed since the
 * setup: an operator's error (decision 0055), logged as one, not the person's wrong code.
 */
function openSecret(keys: TwoFactorKeys, userId: number, sealed: string): string {
  try {
    return keys.secrets.open(sealed, sealContext(userId));
  } catch (cause) {
    throw new Error(
      `The two-factor secret of user ${userId} does not open: was JWT_SECRET changed? (decision 0055)`,
      { cause },
    );
  }
}

function totpOf(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label, secret: Secret.fromBase32(secretBase32) });
}

function hashRecoveryCode(keys: TwoFactorKeys, normalised: string): string {
  return keyedHash(keys.recoveryCodeKey, normalised);
}

function newRecoveryCode(): string {
  const pick = () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  const characters = Array.from({ length: 8 }, pick).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** Ten new recovery codes, stored hashed in place of the old ones; answered in the clear once. */
async function issueRecoveryCodes(
  tx: DbOrTx,
  keys: TwoFactorKeys,
  userId: number,
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const list = [...codes];
  await repo.replaceRecoveryCodes(
    tx,
    userId,
    list.map((code) => hashRecoveryCode(keys, code)),
  );
  return list;
}

async function auditTwoFactor(
  tx: DbOrTx,
  userId: number,
  action: 'TWO_FACTOR_ENABLED' | 'TWO_FACTOR_DISABLED' | 'RECOVERY_CODES_RENEWED',
  changes: Record<string, { before: unknown; after: unknown }>,
): Promise<void> {
  const user = await findUserById(tx, userId);
  await recordChange(tx, {
    actor: { id: userId, email: user?.email ?? null },
    entityType: 'user',
    entityId: userId,
    action,
    changes,
  });
}

/** Whether the owner asks every staff account to use two-factor sign-in (Settings). */
export async function isTwoFactorRequiredByStore(db: DbOrTx): Promise<boolean> {
  return (await getSetting(db, 'staff_two_factor')).required;
}

export async function twoFactorStatus(db: DbOrTx, userId: number): Promise<TwoFactorStatus> {
  const account = await repo.findAccount(db, userId);
  const requiredByStore = await isTwoFactorRequiredByStore(db);
  if (!account?.enabledAt) {
    return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredByStore };
  }
  return {
    enabled: true,
    enabledAt: account.enabledAt.toISOString(),
    recoveryCodesLeft: await repo.countUnusedRecoveryCodes(db, userId),
    requiredByStore,
  };
}

/** Whether the account signs in with a second factor (its setup confirmed). */
export async function isTwoFactorEnabled(db: DbOrTx, userId: number): Promise<boolean> {
  return Boolean((await repo.findAccount(db, userId))?.enabledAt);
}

/**
 * Starts (or starts again) the setup of an authenticator app: a new secret, sealed and kept
 * pending until confirmEnrolment, replacing one still pending. 409 TWO_FACTOR_ALREADY_ENABLED
 * when two-factor sign-in is on.
 */
export async function beginEnrolment(
  db: Db,
  keys: TwoFactorKeys,
  user: { id: number; email: string; role: Role },
): Promise<TwoFactorEnrolment> {
  assertStaff(user);
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const sealed = keys.secrets.seal(secret, sealContext(user.id));
  if (!(await repo.savePendingSecret(db, user.id, sealed))) throw alreadyEnabled();
  const otpauthUri = totpOf(secret, user.email, TWO_FACTOR_DEFAULT_ISSUER).toString();
  const qrSvg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { secret, otpauthUri, qrSvg };
}

type CheckOutcome<T> =
  | { kind: 'accepted'; method: SecondFactorMethod; result: T }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'locked'; until: Date }
  | { kind: 'not-enrolled' }
  | { kind: 'already-enabled' };

/**
 * Checks a code against the account's row, locked for the check: an authenticator code of a
 * step newer than the last accepted one, or (once enabled) an unused recovery code. An accepted
 * code runs `onAccepted` in the same transaction, so what it allows happens exactly when the code
 * is used up. A wrong code is counted and the count committed, which is why the outcome is
 * answered, not thrown.
 */
async function checkCode<T>(
  db: Db,
  keys: TwoFactorKeys,
  userId: number,
  rawCode: string,
  stage: 'pending' | 'enabled',
  onAccepted: (tx: DbOrTx) => Promise<T>,
): Promise<CheckOutcome<T>> {
  return db.transaction(async (tx): Promise<CheckOutcome<T>> => {
    const account = await repo.lockAccount(tx, userId);
    if (!account) return { kind: 'not-enrolled' };
    if (stage === 'pending' && account.enabledAt) return { kind: 'already-enabled' };
    if (stage === 'enabled' && !account.enabledAt) return { kind: 'not-enrolled' };
    const now = Date.now();
    if (account.lockedUntil && account.lockedUntil.getTime() > now) {
      return { kind: 'locked', until: account.lockedUntil };
    }

    const digits = withoutSpaces(rawCode);
    if (isAuthenticatorCode(digits)) {
      const totp = totpOf(openSecret(keys, userId, account.secretSealed));
      const delta = totp.validate({ token: digits, timestamp: now, window: TOTP_WINDOW });
      if (delta !== null) {
        const timeStep = totp.counter({ timestamp: now }) + delta;
        // A step at or before the last accepted one is a code used already: not written.
        if (await repo.acceptTimeStep(tx, userId, timeStep, stage === 'pending')) {
          return { kind: 'accepted', method: 'authenticator', result: await onAccepted(tx) };
        }
      }
    } else if (stage === 'enabled') {
      const recovery = normaliseRecoveryCode(rawCode);
      if (recovery && (await repo.useRecoveryCode(tx, userId, hashRecoveryCode(keys, recovery)))) {
        await repo.clearFailures(tx, userId);
        return { kind: 'accepted', method: 'recovery-code', result: await onAccepted(tx) };
      }
    }

    const failures = account.failedAttempts + 1;
    if (failures >= TWO_FACTOR_MAX_FAILED_ATTEMPTS) {
      const until = new Date(now + TWO_FACTOR_LOCK_MINUTES * 60_000);
      // The count starts again after the lock, so one more wrong code does not lock again.
      await repo.recordFailure(tx, userId, 0, until);
      return { kind: 'locked', until };
    }
    await repo.recordFailure(tx, userId, failures, null);
    return { kind: 'wrong', attemptsLeft: TWO_FACTOR_MAX_FAILED_ATTEMPTS - failures };
  });
}

function acceptedOrThrow<T>(
  outcome: CheckOutcome<T>,
): Extract<CheckOutcome<T>, { kind: 'accepted' }> {
  switch (outcome.kind) {
    case 'accepted':
      return outcome;
    case 'wrong':
      throw codeInvalid(outcome.attemptsLeft);
    case 'locked':
      throw locked(outcome.until, Date.now());
    case 'not-enrolled':
      throw notEnrolled();
    case 'already-enabled':
      throw alreadyEnabled();
  }
}

/**
 * Proves the second factor of an account with two-factor sign-in on: a current authenticator
 * code (each works once) or an unused recovery code (used up). Errors: 400
 * TWO_FACTOR_CODE_INVALID (wrong or used; details.attemptsLeft), 429 TWO_FACTOR_LOCKED (too
 * many wrong codes; details.retryAt), 409 TWO_FACTOR_NOT_ENROLLED. Of two requests with the
 * same code at the same moment, exactly one succeeds. `onAccepted` runs in the transaction that
 * uses the code up (to record the proof on the session, say): if it throws, the code stays unused.
 */
export async function verifySecondFactor(
  db: Db,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
  onAccepted: (tx: DbOrTx) => Promise<void> = async () => undefined,
): Promise<SecondFactorProof> {
  const { method } = acceptedOrThrow(
    await checkCode(db, keys, userId, code, 'enabled', onAccepted),
  );
  return { method, verifiedAt: new Date() };
}

/**
 * Turns two-factor sign-in on with a first code from the app set up by beginEnrolment, and
 * answers the ten recovery codes, shown only here. Errors as verifySecondFactor's, and 409
 * TWO_FACTOR_ALREADY_ENABLED. `onAccepted` runs in the same transaction (the session records
 * the proof).
 */
export async function confirmEnrolment(
  db: Db,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
  onAccepted: (tx: DbOrTx) => Promise<unknown> = async () => undefined,
): Promise<RecoveryCodes> {
  const outcome = await checkCode(db, keys, userId, code, 'pending', async (tx) => {
    await onAccepted(tx);
    const codes = await issueRecoveryCodes(tx, keys, userId);
    await auditTwoFactor(tx, userId, 'TWO_FACTOR_ENABLED', {
      twoFactor: { before: false, after: true },
    });
    return codes;
  });
  return { recoveryCodes: acceptedOrThrow(outcome).result };
}

/** New recovery codes for a valid code; the old ones stop working. Errors as verifySecondFactor's. */
export async function renewRecoveryCodes(
  db: Db,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
): Promise<RecoveryCodes> {
  const outcome = await checkCode(db, keys, userId, code, 'enabled', async (tx) => {
    const left = await repo.countUnusedRecoveryCodes(tx, userId);
    const codes = await issueRecoveryCodes(tx, keys, userId);
    await auditTwoFactor(tx, userId, 'RECOVERY_CODES_RENEWED', {
      recoveryCodesLeft: { before: left, after: codes.length },
    });
    return codes;
  });
  return { recoveryCodes: acceptedOrThrow(outcome).result };
}

/**
 * Turns two-factor sign-in off for a valid code; the secret and recovery codes are deleted and
 * `onAccepted` runs in the same transaction (the account's other sessions end). 409
 * TWO_FACTOR_REQUIRED_BY_STORE while the store requires it.
 */
export async function disableTwoFactor(
  db: Db,
  keys: TwoFactorKeys,
  userId: number,
  code: string,
  onAccepted: (tx: DbOrTx) => Promise<unknown> = async () => undefined,
): Promise<TwoFactorStatus> {
  if (await isTwoFactorRequiredByStore(db)) {
    throw new AppError(409, 'TWO_FACTOR_REQUIRED_BY_STORE', TWO_FACTOR_MESSAGES.requiredByStore);
  }
  const outcome = await checkCode(db, keys, userId, code, 'enabled', async (tx) => {
    await onAccepted(tx);
    await repo.deleteAccount(tx, userId);
    await auditTwoFactor(tx, userId, 'TWO_FACTOR_DISABLED', {
      twoFactor: { before: true, after: false },
    });
  });
  acceptedOrThrow(outcome);
  return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredByStore: false };
}

/**
 * Removes an account's second factor without a code, for the store's own paths (an erased
 * account, an owner resetting a staff member who lost their phone); the caller audits it.
 */
export async function removeTwoFactor(tx: DbOrTx, userId: number): Promise<void> {
  await repo.deleteAccount(tx, userId);
}
