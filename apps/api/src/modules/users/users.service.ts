import { randomBytes } from 'node:crypto';
import type { Role, UpdateUserPayload, User } from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
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
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in user's profile. */
export async function getProfile(db: Db, userId: number): Promise<User> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw notFound('User');
  return toUserDto(row);
}

/** Changes the fields a customer may change about themselves (never role or email). */
export async function updateProfile(db: Db, userId: number, payload: UpdateUserPayload): Promise<User> {
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

/** What the auth guard needs to know about a token's user. */
export async function loadSessionUser(
  db: Db,
  userId: number,
): Promise<{ role: Role; tokenVersion: number; email: string } | null> {
  const row = await repo.findUserById(db, userId);
  return row ? { role: row.role, tokenVersion: row.tokenVersion, email: row.email } : null;
}

export type AdminAccountResult =
  | { status: 'exists' }
  | { status: 'created'; email: string; generatedPassword: string | null };

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
      if (existing.role !== 'ADMIN') await repo.updateUser(db, existing.id, { role: 'ADMIN' });
      // A new ADMIN_PASSWORD is how an owner takes the admin back: the sessions signed in with
      // the old password end with it. The same password at every restart keeps them.
      if (!(await verifyPassword(existing.passwordHash, configured.password))) {
        await repo.replacePasswordHash(db, existing.id, await hashPassword(configured.password));
      }
      return { status: 'exists' };
    }
    await repo.insertUser(db, {
      email: configured.email,
      passwordHash: await hashPassword(configured.password),
      firstName: 'Store',
      lastName: 'Admin',
      role: 'ADMIN',
      emailVerified: true,
    });
    return { status: 'created', email: configured.email, generatedPassword: null };
  }
  if ((await repo.countAdmins(db)) > 0) return { status: 'exists' };
  const email = 'admin@attarhouse.local';
  const generatedPassword = randomBytes(12).toString('base64url');
  await repo.insertUser(db, {
    email,
    passwordHash: await hashPassword(generatedPassword),
    firstName: 'Store',
    lastName: 'Admin',
    role: 'ADMIN',
    emailVerified: true,
  });
  return { status: 'created', email, generatedPassword };
}
