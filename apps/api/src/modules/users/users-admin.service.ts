import {
  ADMIN_INVITATION_TTL_HOURS,
  toPage,
  type AdminUpdateUser,
  type AdminUser,
  type AdminUsersQuery,
  type CreateAdmin,
  type CreatedAdmin,
  type Page,
} from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { pageOffset } from '../../lib/pagination.js';
import { hashPassword } from '../../lib/passwords.js';
import { adminInvitationMail } from '../account/account-messages.js';
import { createPasswordLink, discardPasswordLinksOf } from '../account/account.service.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import { emailTaken, phoneTaken } from '../verification/verification.service.js';
import * as admin from './users-admin.repository.js';
import * as repo from './users.repository.js';
import { toAdminUserDto } from './users.service.js';

export interface UserAdminDeps {
  db: Db;
  jobs: JobQueue;
  /** The request asking: the mail job's logs carry its id. */
  requestId?: string;
  /** The store's address as people reach it; links in mail start with it. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The admin acting. */
export type Admin = AuditActor & { id: number };

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
    isActive: row.isActive,
  };
}

export const ownAccountProtected = (action: 'deactivate' | 'delete') =>
  new AppError(409, 'OWN_ACCOUNT_PROTECTED', `You cannot ${action} your own account.`);

export const accountErased = () =>
  new AppError(
    409,
    'ACCOUNT_ERASED',
    'This account was deleted and its personal data erased; it cannot be changed.',
  );

/**
 * Refuses to take away the last active admin. Locks every active admin first (in id order), so
 * two admins deactivating or deleting each other at the same moment cannot both succeed.
 */
export async function keepAnActiveAdmin(
  tx: Tx,
  target: UserRow,
  action: 'deactivate' | 'delete',
): Promise<void> {
  if (target.role !== 'ADMIN' || !target.isActive || target.erasedAt) return;
  const activeAdmins = await admin.lockActiveAdmins(tx);
  if (!activeAdmins.some((id) => id !== target.id)) {
    throw new AppError(
      409,
      'LAST_ACTIVE_ADMIN',
      `You cannot ${action} the last active admin: the store needs at least one. Add or reactivate another admin first.`,
    );
  }
}

async function adminUserOf(db: Db | Tx, id: number): Promise<AdminUser> {
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

/**
 * PUT /api/AdminUpdateUser: name, mobile and whether the account may sign in. Deactivating
 * ends every session of the account at once (its token version moves on) and its
 * set-password links; reactivating lets it sign in again.
 */
export async function updateUserAsAdmin(
  deps: Pick<UserAdminDeps, 'db'>,
  actor: Admin,
  userId: number,
  payload: AdminUpdateUser,
): Promise<AdminUser> {
  if (payload.isActive === false && userId === actor.id) throw ownAccountProtected('deactivate');
  return deps.db
    .transaction(async (tx) => {
      const seen = await repo.findUserById(tx, userId);
      if (!seen) throw notFound('User');
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
      const deactivated = current.isActive && !updated.isActive;
      if (deactivated) await discardPasswordLinksOf(tx, userId);

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
      return adminUserOf(tx, userId);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_phone_key')) throw phoneTaken();
      throw error;
    });
}

/**
 * POST /api/admin/create-admin. Without a password the new admin is mailed a one-time link to
 * choose one (no password travels anywhere); with one, the mail only says the account exists.
 */
export async function createAdmin(
  deps: UserAdminDeps,
  actor: Admin,
  payload: CreateAdmin,
): Promise<CreatedAdmin> {
  if (await repo.findUserByEmail(deps.db, payload.email)) throw emailTaken();
  const passwordHash = payload.password ? await hashPassword(payload.password) : null;
  const { created, setPasswordUrl } = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertUser(tx, {
      email: payload.email,
      passwordHash,
      firstName: payload.firstName,
      lastName: payload.lastName,
      role: 'ADMIN',
    });
    // Another account took the email since the check above.
    if (!inserted) throw emailTaken();
    await recordChange(tx, {
      actor,
      entityType: USER_ENTITY,
      entityId: inserted.id,
      action: 'CREATE',
      changes: diffFields(null, auditedUser(inserted)),
    });
    const url = passwordHash
      ? null
      : await createPasswordLink(
          tx,
          deps.publicUrl,
          inserted.id,
          ADMIN_INVITATION_TTL_HOURS * 3600,
        );
    // A job in this transaction: the invitation goes out exactly when the account exists,
    // without a slow mail server holding the answer up.
    const mail = adminInvitationMail(inserted.email, {
      firstName: inserted.firstName,
      signInUrl: `${deps.publicUrl}/admin`,
      setPasswordUrl: url,
      ttlHours: ADMIN_INVITATION_TTL_HOURS,
    });
    await enqueueMail(deps.jobs, tx, mail, deps.requestId);
    return { created: inserted, setPasswordUrl: url };
  });
  return {
    ...(await adminUserOf(deps.db, created.id)),
    passwordLinkMailed: setPasswordUrl !== null,
  };
}
