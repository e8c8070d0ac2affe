import type {
  AdminUpdateUser,
  AdminUser,
  CreateAdmin,
  CreatedAdmin,
  StaffRole,
} from '@attar/contracts';
import type { RequestContext } from '../app-context.js';
import { assertHardToGuess, hashPassword } from '../lib/passwords.js';
import { discardPasswordLinksOf, inviteAdmin } from '../modules/account/account.service.js';
import {
  adminUserOf,
  changeStaffRole,
  changeUserAsAdmin,
  insertAdmin,
  isPhoneInUse,
  type Admin,
  type StaffActor,
} from '../modules/users/users-admin.service.js';
import { findUserByEmail } from '../modules/users/users.service.js';
import { emailTaken, phoneTaken } from '../modules/verification/verification.service.js';

/**
 * PUT /api/AdminUpdateUser: name, mobile and whether the account may sign in. Deactivating
 * ends every session of the account at once and, in the same transaction, its set-password
 * links; reactivating lets it sign in again.
 */
export async function updateUserAsAdmin(
  { db }: Pick<RequestContext, 'db'>,
  actor: StaffActor,
  userId: number,
  payload: AdminUpdateUser,
): Promise<AdminUser> {
  return db
    .transaction(async (tx) => {
      const { deactivated } = await changeUserAsAdmin(tx, actor, userId, payload);
      if (deactivated) await discardPasswordLinksOf(tx, userId);
      return adminUserOf(tx, userId);
    })
    .catch((error: unknown) => {
      if (isPhoneInUse(error)) throw phoneTaken();
      throw error;
    });
}

/**
 * POST /api/admin/create-admin. Without a password the new admin is mailed a one-time link to
 * choose one (no password travels anywhere); with one, the mail only says the account exists.
 */
export async function createAdmin(
  context: RequestContext,
  actor: Admin,
  payload: CreateAdmin,
): Promise<CreatedAdmin> {
  if (await findUserByEmail(context.db, payload.email)) throw emailTaken();
  if (payload.password) {
    await assertHardToGuess(payload.password, [payload.email, payload.firstName, payload.lastName]);
  }
  const passwordHash = payload.password ? await hashPassword(payload.password) : null;
  const { created, setPasswordUrl } = await context.db.transaction(async (tx) => {
    const inserted = await insertAdmin(tx, actor, payload, passwordHash);
    // Another account took the email since the check above.
    if (!inserted) throw emailTaken();
    const { setPasswordUrl } = await inviteAdmin(context, tx, inserted, passwordHash === null);
    return { created: inserted, setPasswordUrl };
  });
  return {
    ...(await adminUserOf(context.db, created.id)),
    passwordLinkMailed: setPasswordUrl !== null,
  };
}

/** PUT /api/admin/users/{id}/staff-role: what a staff member may do from their next request. */
export async function changeStaffRoleAsAdmin(
  { db }: Pick<RequestContext, 'db'>,
  actor: StaffActor,
  userId: number,
  staffRole: StaffRole,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    await changeStaffRole(tx, actor, userId, staffRole);
    return adminUserOf(tx, userId);
  });
}
