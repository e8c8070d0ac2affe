import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_DISABLED_MESSAGE,
  type AdminUser,
  type UpdateUserPayload,
  type User,
  type UserStatus,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { SessionAccount } from '../../lib/auth-guard.js';
import { AppError, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import * as repo from './users.repository.js';

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstName,
    lastname: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    role: row.role,
    staffRole: row.staffRole,
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where an account stands: erased (deleted), inactive (deactivated by an admin) or active. */
export function statusOf(row: Pick<UserRow, 'isActive' | 'erasedAt'>): UserStatus {
  if (row.erasedAt) return 'ERASED';
  return row.isActive ? 'ACTIVE' : 'INACTIVE';
}

/** An account as the admin's users screen shows it: never a password hash, token version or code. */
export function toAdminUserDto(row: UserRow & { orderCount: number }): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    mobile: row.phone,
    role: row.role,
    staffRole: row.staffRole,
    isActive: row.isActive,
    status: statusOf(row),
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    createdAt: row.createdAt.toISOString(),
    erasedAt: row.erasedAt?.toISOString() ?? null,
    orderCount: row.orderCount,
  };
}

/** What every sign-in path answers for a deactivated account, once the credentials are right. */
export const accountDisabled = () =>
  new AppError(403, 'ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);

/** The signed-in user's profile. */
export async function getProfile(db: Db, userId: number): Promise<User> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw notFound('User');
  return toUserDto(row);
}

/** Changes the fields a customer may change about themselves (never role or email). */
export async function updateProfile(
  db: Db,
  userId: number,
  payload: UpdateUserPayload,
): Promise<User> {
  const current = await repo.findUserById(db, userId);
  if (!current) throw notFound('User');
  const phoneChanged = payload.phone !== undefined && payload.phone !== current.phone;
  const row = await repo
    .updateUser(db, userId, {
      firstName: payload.firstname,
      lastName: payload.lastname,
      phone: payload.phone,
      // A new number has not been verified by this account.
      ...(phoneChanged ? { phoneVerified: false } : {}),
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_phone_key')) {
        throw new AppError(409, 'PHONE_TAKEN', 'This mobile number is already registered.');
      }
      throw error;
    });
  if (!row) throw notFound('User');
  return toUserDto(row);
}

/**
 * What the auth guard needs to know about a token's user; null for an account that is gone,
 * deactivated or erased (their token versions were bumped too: this holds on its own).
 */
export async function loadSessionUser(
  db: Db,
  userId: number,
): Promise<Omit<SessionAccount, 'secondFactorAt' | 'twoFactorSetUpRequired'> | null> {
  const row = await repo.findSessionRow(db, userId);
  if (!row || !row.isActive || row.erasedAt) return null;
  return {
    role: row.role,
    staffRole: row.staffRole,
    tokenVersion: row.tokenVersion,
    email: row.email,
  };
}

export type AdminAccountResult =
  { status: 'exists' } | { status: 'created'; email: string; generatedPassword: string | null };

/**
 * Makes sure the store has an administrator: the configured one (a changed ADMIN_PASSWORD
 * replaces the password and ends that admin's older sessions), or on a database with none a
 * generated account whose one-time password the caller prints once.
 */
export async function ensureAdminAccount(
  db: Db,
  configured: { email: string; password: string } | undefined,
): Promise<AdminAccountResult> {
  if (configured) {
    const existing = await repo.findUserByEmail(db, configured.email);
    if (existing) {
      // The configured admin is the store's owner: an owner again if another admin changed that.
      if (existing.role !== 'ADMIN' || existing.staffRole !== 'OWNER') {
        await repo.updateUser(db, existing.id, { role: 'ADMIN', staffRole: 'OWNER' });
      }
      // The owner's account is how they get back in, even if another admin deactivated it.
      if (!existing.isActive) await repo.updateUser(db, existing.id, { isActive: true });
      // A new ADMIN_PASSWORD is how an owner takes the admin back: the sessions signed in with
      // the old password end with it. The same password at every restart keeps them.
      if (!(await verifyPassword(existing.passwordHash, configured.password))) {
        await repo.replacePasswordHash(db, existing.id, await hashPassword(configured.password));
      }
      return { status: 'exists' };
    }
    const inserted = await repo.insertUser(db, {
      email: configured.email,
      passwordHash: await hashPassword(configured.password),
      firstName: 'Store',
      lastName: 'Admin',
      role: 'ADMIN',
      emailVerified: true,
    });
    // Another instance starting at the same moment made it first.
    if (!inserted) return { status: 'exists' };
    return { status: 'created', email: configured.email, generatedPassword: null };
  }
  if ((await repo.countAdmins(db)) > 0) return { status: 'exists' };
  const email = 'admin@attarhouse.local';
  const generatedPassword = randomBytes(12).toString('base64url');
  const inserted = await repo.insertUser(db, {
    email,
    passwordHash: await hashPassword(generatedPassword),
    firstName: 'Store',
    lastName: 'Admin',
    role: 'ADMIN',
    emailVerified: true,
  });
  // Another instance starting at the same moment made it (and printed its password) first:
  // this password was never stored, so it must not be shown.
  if (!inserted) return { status: 'exists' };
  return { status: 'created', email, generatedPassword };
}

/** Emails of the admins who can sign in: who store-wide mail (low stock) goes to. */
export function activeAdminEmails(db: Db): Promise<string[]> {
  return repo.activeAdminEmails(db);
}

/*
 * The account reads and writes other modules need (sign-up and sign-in, Google sign-in,
 * verification codes, set-password links): they reach the users' table through these, never
 * through users.repository. Each takes the database or the caller's open transaction.
 */

/** The account with this id, or undefined. */
export function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** The account with this email (compared case-insensitively), or undefined. */
export function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** The account whose (normalised, 10-digit) mobile number this is, or undefined. */
export function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  return repo.findUserByPhone(db, phone);
}

/** The account linked to this Google subject, or undefined. */
export function findUserByGoogleSubject(db: DbOrTx, subject: string): Promise<UserRow | undefined> {
  return repo.findUserByGoogleSubject(db, subject);
}

/**
 * Creates an account as given (the caller decides its role and what counts as verified);
 * returns undefined when its email or mobile number is already taken.
 */
export function insertUser(db: DbOrTx, user: repo.NewUser): Promise<UserRow | undefined> {
  return repo.insertUser(db, user);
}

/**
 * Links a Google account to a user that has none yet, marking the email verified; returns the
 * updated row, or undefined when the user is gone or already linked.
 */
export function linkGoogleSubject(
  db: DbOrTx,
  id: number,
  subject: string,
): Promise<UserRow | undefined> {
  return repo.linkGoogleSubject(db, id, subject);
}

/** Marks the email and/or the mobile number of a user as proven by a code or link. */
export function markUserVerified(
  db: DbOrTx,
  id: number,
  flags: { emailVerified?: boolean; phoneVerified?: boolean },
): Promise<void> {
  return repo.markUserVerified(db, id, flags);
}

/**
 * Sets a new password hash and ends every session issued so far; returns the row with its new
 * token version (to sign a fresh token for the caller), or undefined when the user is gone.
 */
export function replacePasswordHash(
  db: DbOrTx,
  id: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  return repo.replacePasswordHash(db, id, passwordHash);
}

/** Ends every session of the user: the tokens issued so far stop working. */
export function bumpTokenVersion(db: DbOrTx, id: number): Promise<void> {
  return repo.bumpTokenVersion(db, id);
}
