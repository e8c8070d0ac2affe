import { ADMIN_INVITATION_TTL_HOURS, type SignInResponse } from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, unauthenticated } from '../../lib/errors.js';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { assertHardToGuess, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import {
  findUserByEmail,
  findUserById,
  markUserVerified,
  replacePasswordHash,
} from '../users/users.service.js';
import { adminInvitationMail, passwordLinkMail } from './account-messages.js';
import * as repo from './account.repository.js';
import { endAllSessions, keepOnlyThisSession } from '../sessions/sessions.service.js';

export interface AccountDeps {
  db: Db;
  jobs: JobQueue;
  /** The request asking: the mail job's logs carry its id. */
  requestId?: string;
  tokens: TokenService;
  /** The store's address as shoppers reach it; links in mail start with it. */
  publicUrl: string;
}

export const PASSWORD_LINK_TTL_SECONDS = 60 * 60;

export const PASSWORD_LINK_SENT = {
  message: 'If an account exists for this email, we have sent a link to set a password.',
};
export const PASSWORD_SET = { message: 'Your password is set. You can sign in now.' };

const linkInvalid = () =>
  new AppError(400, 'LINK_INVALID', 'This link is invalid or has expired. Ask for a new one.');

/**
 * Mails a one-time link to set a password when an account has this email. The answer is the
 * same either way, and the mail goes out after it, so neither the answer nor its timing tells
 * whether an account exists.
 */
export async function sendPasswordLink(
  deps: AccountDeps,
  email: string,
): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.db, email);
  // A deactivated account could not sign in with a new password anyway.
  if (!user?.isActive) return PASSWORD_LINK_SENT;
  await deps.db.transaction(async (tx) => {
    const url = await createPasswordLink(tx, deps.publicUrl, user.id, PASSWORD_LINK_TTL_SECONDS);
    await enqueueMail(deps.jobs, tx, passwordLinkMail(user.email, url), deps.requestId);
  });
  return PASSWORD_LINK_SENT;
}

/**
 * Stores a new one-time link to set the user's password (older unused links stop working) and
 * answers its address, to be mailed once the caller's transaction commits.
 */
export async function createPasswordLink(
  tx: DbOrTx,
  publicUrl: string,
  userId: number,
  ttlSeconds: number,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await repo.replacePasswordLink(tx, userId, hash, ttlSeconds);
  return `${publicUrl}/set-password?token=${token}`;
}

/**
 * Mails a new admin where to sign in, with a one-time link to choose a password when the account
 * has none, in the transaction that creates the account: the invitation goes out exactly when
 * the account exists, without a slow mail server holding the answer up.
 */
export async function inviteAdmin(
  deps: { jobs: JobQueue; publicUrl: string; requestId?: string },
  tx: DbOrTx,
  admin: { id: number; email: string; firstName: string },
  withPasswordLink: boolean,
): Promise<{ setPasswordUrl: string | null }> {
  const url = withPasswordLink
    ? await createPasswordLink(tx, deps.publicUrl, admin.id, ADMIN_INVITATION_TTL_HOURS * 3600)
    : null;
  const mail = adminInvitationMail(admin.email, {
    firstName: admin.firstName,
    signInUrl: `${deps.publicUrl}/admin`,
    setPasswordUrl: url,
    ttlHours: ADMIN_INVITATION_TTL_HOURS,
  });
  await enqueueMail(deps.jobs, tx, mail, deps.requestId);
  return { setPasswordUrl: url };
}

/** Ends every set-password link of the user (deactivation, erasure: decision 0015). */
export async function discardPasswordLinksOf(tx: DbOrTx, userId: number): Promise<void> {
  await repo.deletePasswordLinksOf(tx, userId);
}

/**
 * Sets a password through a mailed link: the link is used up, older sessions end, and the
 * email counts as verified (the link reached its inbox).
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
): Promise<{ message: string }> {
  const tokenHash = hashLinkToken(token);
  // Checked before the (deliberately slow) password hash, so a bad link costs little.
  const linkedUserId = await repo.findUsablePasswordLink(db, tokenHash);
  if (!linkedUserId) throw linkInvalid();
  const owner = await findUserById(db, linkedUserId);
  await assertHardToGuess(password, [owner?.email, owner?.firstName, owner?.lastName]);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await repo.consumePasswordLink(tx, tokenHash);
    if (!userId) throw linkInvalid();
    await replacePasswordHash(tx, userId, passwordHash);
    await endAllSessions(tx, userId);
    await markUserVerified(tx, userId, { emailVerified: true });
  });
  return PASSWORD_SET;
}

/**
 * Changes the signed-in user's password after checking the current one. Every other session
 * ends; the answer carries a fresh token so this one goes on.
 */
export async function changePassword(
  deps: Pick<AccountDeps, 'db' | 'tokens'>,
  caller: { id: number; sessionId: string },
  payload: { currentPassword: string; newPassword: string },
): Promise<SignInResponse> {
  const userId = caller.id;
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthenticated();
  if (!user.passwordHash) {
    throw new AppError(
      400,
      'WRONG_PASSWORD',
      'Your account has no password yet. Ask for a link by email to set one.',
    );
  }
  if (!(await verifyPassword(user.passwordHash, payload.currentPassword))) {
    throw new AppError(400, 'WRONG_PASSWORD', 'Your current password is incorrect.');
  }
  await assertHardToGuess(
    payload.newPassword,
    [user.email, user.firstName, user.lastName],
    'newPassword',
  );
  const passwordHash = await hashPassword(payload.newPassword);
  return deps.db.transaction(async (tx) => {
    const updated = await replacePasswordHash(tx, userId, passwordHash);
    if (!updated) throw unauthenticated();
    // This browser stays signed in under a new token; every other session ends.
    const token = await keepOnlyThisSession(tx, deps.tokens, updated, caller.sessionId);
    return { id: updated.id, token, role: updated.role };
  });
}
