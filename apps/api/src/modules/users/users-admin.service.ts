import {
  LAST_OWNER_MESSAGE,
  staffRoleCan,
  toPage,
  type StaffRole,
  type AdminUpdateUser,
  type AdminUser,
  type AdminUsersQuery,
  type CreateAdmin,
  type Page,
} from '@attar/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notPermitted } from '../../lib/auth-guard.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import {
  diffFields,
  recordChange,
  redactHistory,
  REDACTED_VALUE,
  type AuditActor,
} from '../audit/audit.service.js';
import * as admin from './users-admin.repository.js';
import * as repo from './users.repository.js';
import { toAdminUserDto } from './users.service.js';

/** The admin acting. */
export type Admin = AuditActor & { id: number };

/** The admin acting on accounts, with the staff role that says what they may change. */
export type StaffActor = Admin & { staffRole: StaffRole };

/** The audit log's name for an account. */
export const USER_ENTITY = 'user';

/** The fields of an account the audit log records; never a password hash or token version. */
export function auditedUser(row: UserRow): Record<string, unknown> {
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.phone,
    role: row.role,
    staffRole: row.staffRole,
    isActive: row.isActive,
  };
}

export const ownAccountProtected = (action: 'deactivate' | 'delete') =>
  new AppError(409, 'OWN_ACCOUNT_PROTECTED', `You cannot ${action} your own account.`);

/**
 * A staff account is changed only by someone who may manage staff: customers.manage, which the
 * route asks, covers customers alone (docs/permissions.md).
 */
export function assertMayChangeAccount(actor: StaffActor, target: UserRow): void {
  if (target.role === 'ADMIN' && !staffRoleCan(actor.staffRole, 'staff.manage')) {
    throw notPermitted(actor.staffRole, 'staff.manage');
  }
}

export const accountErased = () =>
  new AppError(
    409,
    'ACCOUNT_ERASED',
    'This account was deleted and its personal data erased; it cannot be changed.',
  );

/**
 * Refuses to take away the last active admin, or the last active owner. Locks every active admin
 * first (in id order), so two admins deactivating, deleting or demoting each other at the same
 * moment cannot both succeed. `action` 'demote' is a change of the target's staff role.
 */
export async function keepAnActiveAdmin(
  tx: Tx,
  target: UserRow,
  action: 'deactivate' | 'delete' | 'demote',
): Promise<void> {
  if (target.role !== 'ADMIN' || !target.isActive || target.erasedAt) return;
  const activeAdmins = await admin.lockActiveAdmins(tx);
  const others = activeAdmins.filter((other) => other.id !== target.id);
  if (action !== 'demote' && others.length === 0) {
    throw new AppError(
      409,
      'LAST_ACTIVE_ADMIN',
      `You cannot ${action} the last active admin: the store needs at least one. Add or reactivate another admin first.`,
    );
  }
  const current = activeAdmins.find((row) => row.id === target.id);
  if (current?.staffRole === 'OWNER' && !others.some((other) => other.staffRole === 'OWNER')) {
    throw new AppError(409, 'LAST_OWNER', LAST_OWNER_MESSAGE);
  }
}

export async function adminUserOf(db: DbOrTx, id: number): Promise<AdminUser> {
  const row = await admin.findUserWithOrders(db, id);
  if (!row) throw notFound('User');
  return toAdminUserDto(row);
}

/** GET /api/admin/get-users: accounts newest first, found by email, name or mobile. */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<Page<AdminUser>> {
  const { rows, total } = await admin.pageOfUsers(
    db,
    { search: query.search, role: query.role },
    query.size,
    pageOffset(query),
  );
  return toPage(rows.map(toAdminUserDto), total, query);
}

/** A change of the users table refused because another account has the mobile number. */
export const isPhoneInUse = (error: unknown) => isUniqueViolation(error, 'users_phone_key');

/**
 * An admin's change of an account's name, mobile or whether it may sign in, with its audit
 * entry, in the caller's transaction. Deactivating ends every session of the account at once
 * (its token version moves on); `deactivated` tells the caller to end what other modules keep.
 */
export async function changeUserAsAdmin(
  tx: Tx,
  actor: StaffActor,
  userId: number,
  payload: AdminUpdateUser,
): Promise<{ deactivated: boolean }> {
  if (payload.isActive === false && userId === actor.id) throw ownAccountProtected('deactivate');
  const seen = await repo.findUserById(tx, userId);
  if (!seen) throw notFound('User');
  assertMayChangeAccount(actor, seen);
  if (payload.isActive === false) await keepAnActiveAdmin(tx, seen, 'deactivate');
  const current = await admin.lockUser(tx, userId);
  if (!current) throw notFound('User');
  if (current.erasedAt) throw accountErased();

  const phoneChanged = payload.mobile !== undefined && payload.mobile !== current.phone;
  const updated = await admin.updateUserAsAdmin(tx, userId, {
    firstName: payload.firstName,
    lastName: payload.lastName,
    phone: payload.mobile,
    // A number the admin typed in has not been proven by its owner: no OTP sign-in with it yet.
    ...(phoneChanged ? { phoneVerified: false } : {}),
    isActive: payload.isActive,
  });
  if (!updated) throw notFound('User');

  const changes = diffFields(auditedUser(current), auditedUser(updated));
  if (Object.keys(changes).length > 0) {
    const action =
      current.isActive === updated.isActive
        ? 'UPDATE'
        : updated.isActive
          ? 'REACTIVATE'
          : 'DEACTIVATE';
    await recordChange(tx, {
      actor,
      entityType: USER_ENTITY,
      entityId: userId,
      action,
      changes,
    });
  }
  return { deactivated: current.isActive && !updated.isActive };
}

/**
 * A new admin account with its audit entry, in the caller's transaction; undefined when another
 * account has the email.
 */
export async function insertAdmin(
  tx: Tx,
  actor: Admin,
  payload: CreateAdmin,
  passwordHash: string | null,
): Promise<UserRow | undefined> {
  const inserted = await repo.insertUser(tx, {
    email: payload.email,
    passwordHash,
    firstName: payload.firstName,
    lastName: payload.lastName,
    role: 'ADMIN',
    staffRole: payload.staffRole ?? 'MANAGER',
  });
  if (!inserted) return undefined;
  await recordChange(tx, {
    actor,
    entityType: USER_ENTITY,
    entityId: inserted.id,
    action: 'CREATE',
    changes: diffFields(null, auditedUser(inserted)),
  });
  return inserted;
}

/**
 * PUT /api/admin/users/{id}/staff-role: a staff account's new role, with its audit entry. Not
 * one's own (an owner would lock themself out), never a customer's (staff are added as such),
 * and never the last active owner's.
 */
export async function changeStaffRole(
  tx: Tx,
  actor: StaffActor,
  userId: number,
  staffRole: StaffRole,
): Promise<void> {
  if (userId === actor.id) {
    throw new AppError(409, 'OWN_ACCOUNT_PROTECTED', 'You cannot change your own role.');
  }
  const seen = await repo.findUserById(tx, userId);
  if (!seen) throw notFound('User');
  if (seen.erasedAt) throw accountErased();
  if (seen.role !== 'ADMIN') {
    throw new AppError(
      409,
      'CONFLICT',
      'Only staff accounts have a role. Add a staff member with Add admin.',
    );
  }
  if (seen.staffRole === staffRole) return;
  if (staffRole !== 'OWNER') await keepAnActiveAdmin(tx, seen, 'demote');
  const current = await admin.lockUser(tx, userId);
  if (!current) throw notFound('User');
  const updated = await repo.updateUser(tx, userId, { staffRole });
  if (!updated) throw notFound('User');
  await recordChange(tx, {
    actor,
    entityType: USER_ENTITY,
    entityId: userId,
    action: 'ROLE_CHANGE',
    changes: diffFields(auditedUser(current), auditedUser(updated)),
  });
}

/** The name an erased account's reviews and orders show instead of the person's. */
export const ERASED_NAMES = { CUSTOMER: 'Former customer', ADMIN: 'Former admin' } as const;

/** The account fields that held personal data, blanked in the account's audit history too. */
const PERSONAL_FIELDS = ['email', 'firstName', 'lastName', 'mobile'] as const;

/**
 * The first step of an erasure, in the caller's transaction: the account locked, or undefined
 * when it was erased already (erasing again changes nothing). Refuses the admin's own account
 * and the last active admin.
 */
export async function lockAccountToErase(
  tx: Tx,
  actor: StaffActor,
  userId: number,
): Promise<UserRow | undefined> {
  if (userId === actor.id) throw ownAccountProtected('delete');
  const seen = await repo.findUserById(tx, userId);
  if (!seen) throw notFound('User');
  assertMayChangeAccount(actor, seen);
  if (seen.erasedAt) return undefined;
  await keepAnActiveAdmin(tx, seen, 'delete');
  const current = await admin.lockUser(tx, userId);
  if (!current || current.erasedAt) return undefined;
  return current;
}

/**
 * Blanks the account row: a placeholder email and name, no phone, password or Google link,
 * deactivated with `erased_at` set and its tokens ended.
 */
export async function eraseUserRow(tx: Tx, current: UserRow): Promise<UserRow> {
  const erased = await admin.eraseUserRow(tx, current.id, ERASED_NAMES[current.role]);
  if (!erased) throw notFound('User');
  return erased;
}

/**
 * The last step of an erasure: the personal values in the account's audit history blanked, and
 * the erasure's own audit entry, which says what `deleted` elsewhere and how many orders stay.
 */
export async function recordErasure(
  tx: Tx,
  actor: Admin,
  current: UserRow,
  erased: UserRow,
  deleted: string,
): Promise<void> {
  await redactHistory(tx, USER_ENTITY, current.id, PERSONAL_FIELDS);
  const before = auditedUser(current);
  const after = auditedUser(erased);
  const changes: Record<string, { before: unknown; after: unknown }> = {
    isActive: { before: before.isActive, after: after.isActive },
    erasedAt: { before: null, after: erased.erasedAt?.toISOString() ?? null },
  };
  for (const field of PERSONAL_FIELDS) {
    if (before[field] !== null || after[field] !== null) {
      changes[field] = {
        before: before[field] === null ? null : REDACTED_VALUE,
        after: after[field],
      };
    }
  }
  const kept = await admin.findUserWithOrders(tx, current.id);
  await recordChange(tx, {
    actor,
    entityType: USER_ENTITY,
    entityId: current.id,
    action: 'DELETE',
    changes,
    reason: `Personal data erased (${deleted}); ${kept?.orderCount ?? 0} order(s) kept.`,
  });
}
