import { TWO_FACTOR_MESSAGES } from '@attar/contracts';
import type { RequestContext } from '../app-context.js';
import { AppError, notFound } from '../lib/errors.js';
import { recordChange } from '../modules/audit/audit.service.js';
import { endAllSessions } from '../modules/sessions/sessions.service.js';
import { isTwoFactorEnabled, removeTwoFactor } from '../modules/two-factor/two-factor.service.js';
import {
  accountErased,
  assertMayChangeAccount,
  USER_ENTITY,
  type StaffActor,
} from '../modules/users/users-admin.service.js';
import { findUserById } from '../modules/users/users.service.js';

/**
 * POST /api/admin/users/{id}/two-factor/reset: an owner takes away a staff member's second
 * factor when they lost both their phone and their recovery codes. In one transaction the
 * secret and recovery codes go, every session of the account ends, and the activity log keeps
 * who did it. The staff member signs in with their password and sets it up again (at once, when
 * the store requires it).
 */
export async function resetTwoFactorAsAdmin(
  { db }: Pick<RequestContext, 'db'>,
  actor: StaffActor,
  userId: number,
): Promise<void> {
  if (userId === actor.id) {
    throw new AppError(409, 'OWN_ACCOUNT_PROTECTED', TWO_FACTOR_MESSAGES.resetOwn);
  }
  const target = await findUserById(db, userId);
  if (!target) throw notFound('User');
  if (target.erasedAt) throw accountErased();
  if (target.role !== 'ADMIN') {
    throw new AppError(409, 'CONFLICT', TWO_FACTOR_MESSAGES.staffOnly);
  }
  assertMayChangeAccount(actor, target);
  if (!(await isTwoFactorEnabled(db, userId))) {
    throw new AppError(409, 'TWO_FACTOR_NOT_ENROLLED', TWO_FACTOR_MESSAGES.notEnrolled);
  }
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, userId);
    await endAllSessions(tx, userId);
    await recordChange(tx, {
      actor,
      entityType: USER_ENTITY,
      entityId: userId,
      action: 'TWO_FACTOR_RESET',
      changes: { twoFactor: { before: true, after: false } },
    });
  });
}
