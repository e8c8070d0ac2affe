import { TWO_FACTOR_MESSAGES, type Role } from '@attar/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SecondFactorOutcome } from '../sessions/sessions.service.js';
import {
  isTwoFactorEnabled,
  isTwoFactorRequiredByStore,
  verifySecondFactor,
  type TwoFactorKeys,
} from './two-factor.service.js';

const NOTHING_ASKED: SecondFactorOutcome = { secondFactorAt: null, setUpRequired: false };

/**
 * The second step of a sign-in, after its first factor (a password, a texted code, Google)
 * proved who is signing in (decision 0055):
 * - a customer: nothing more;
 * - staff with two-factor on: by password only, with a code (401 TWO_FACTOR_REQUIRED without
 *   one; the code errors of verifySecondFactor); a texted code or Google is refused (403
 *   TWO_FACTOR_PASSWORD_REQUIRED), since they would skip the second factor;
 * - staff without it while the store requires it: signed in, to set it up first.
 */
export async function checkStaffSignIn(
  db: Db,
  keys: TwoFactorKeys,
  account: { id: number; role: Role },
  attempt: { byPassword: boolean; code?: string },
): Promise<SecondFactorOutcome> {
  if (account.role !== 'ADMIN') return NOTHING_ASKED;
  if (!(await isTwoFactorEnabled(db, account.id))) {
    return { secondFactorAt: null, setUpRequired: await isTwoFactorRequiredByStore(db) };
  }
  if (!attempt.byPassword) {
    throw new AppError(403, 'TWO_FACTOR_PASSWORD_REQUIRED', TWO_FACTOR_MESSAGES.passwordRequired);
  }
  if (!attempt.code) {
    throw new AppError(401, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.codeRequired);
  }
  const proof = await verifySecondFactor(db, keys, account.id, attempt.code);
  return { secondFactorAt: proof.verifiedAt, setUpRequired: false };
}
