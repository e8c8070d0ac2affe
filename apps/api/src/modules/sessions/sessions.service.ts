import type { AccountSession, AccountSessions, Role, StaffRole } from '@attar/contracts';
import { SESSION_NOT_FOUND_MESSAGE } from '@attar/contracts';
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import type { SessionRecord } from '../../db/schema/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import type { SessionAccount } from '../../lib/auth-guard.js';
import { AppError } from '../../lib/errors.js';
import type { TokenService } from '../../lib/tokens.js';
import { deviceKey } from './device.js';
import { newDeviceSignInMail } from './session-mail.js';
import type { SessionOrigin } from './session-origin.js';
import * as repo from './sessions.repository.js';

export type { SessionOrigin } from './session-origin.js';
export { sessionStartOf, type SessionStart } from './session-start.js';

/** What opening a session needs: the mail job of a staff sign-in from a new device included. */
export interface SessionDeps {
  db: Db;
  jobs: JobQueue;
  tokens: TokenService;
  /** The request asking: the mail job's logs carry its id. */
  requestId?: string;
}

/** The account a session is opened for, as the sign-in path read it. */
export interface SessionHolder {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  tokenVersion: number;
}

/** What the sign-in proved beyond the password, as the two-factor check decided. */
export interface SecondFactorOutcome {
  /** When a two-factor code was proven with this sign-in; null when none was asked. */
  secondFactorAt: Date | null;
  /** The store requires two-factor sign-in and the account has not set it up yet. */
  setUpRequired: boolean;
}

const NO_SECOND_FACTOR: SecondFactorOutcome = { secondFactorAt: null, setUpRequired: false };

/** A session's last use is written at most this often: reads do not each cost a write. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/**
 * Opens a session for an account that just proved who it is, and answers its token. A staff
 * account signing in from a browser and system it never used before is told by mail (not on
 * its very first sign-in: every device is new then).
 */
export async function openSession(
  deps: SessionDeps,
  account: SessionHolder,
  origin: SessionOrigin,
  secondFactor: SecondFactorOutcome = NO_SECOND_FACTOR,
): Promise<string> {
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await repo.pruneSessions(tx, account.id);
    if (account.role === 'ADMIN') await mailIfNewDevice(deps, tx, account, origin);
    await repo.insertSession(tx, {
      id,
      userId: account.id,
      tokenVersion: account.tokenVersion,
      browser: origin.browser,
      os: origin.os,
      device: origin.device,
      ipAddress: origin.ipAddress,
      place: origin.place,
      secondFactorAt: secondFactor.secondFactorAt,
      twoFactorSetUpRequired: secondFactor.setUpRequired,
    });
  });
  return signSessionToken(deps.tokens, account, id);
}

async function mailIfNewDevice(
  deps: SessionDeps,
  tx: DbOrTx,
  account: SessionHolder,
  origin: SessionOrigin,
): Promise<void> {
  const earlier = await repo.earlierDevices(tx, account.id);
  if (earlier.length === 0) return;
  const key = deviceKey(origin);
  if (earlier.some((device) => deviceKey(device) === key)) return;
  const mail = newDeviceSignInMail(account.email, { firstName: account.firstName, origin });
  await enqueueMail(deps.jobs, tx, mail, deps.requestId);
}

function signSessionToken(
  tokens: TokenService,
  account: Pick<SessionHolder, 'id' | 'role' | 'email' | 'tokenVersion'>,
  sessionId: string,
): Promise<string> {
  return tokens.sign({
    userId: account.id,
    role: account.role,
    email: account.email,
    tokenVersion: account.tokenVersion,
    sessionId,
  });
}

/**
 * The access check's read of a token's account and session: null when the account is gone,
 * deactivated or erased, or the session is unknown, another account's or ended.
 */
export async function loadSignedInAccount(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<SessionAccount | null> {
  const row = await repo.findSessionAccount(db, userId, sessionId);
  if (!row || !row.isActive || row.erasedAt) return null;
  if (!row.sessionFound || row.sessionEndedAt) return null;
  const lastUsed = row.sessionLastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed > TOUCH_EVERY_MS) await repo.touchSession(db, sessionId);
  return {
    role: row.role,
    staffRole: row.staffRole as StaffRole | null,
    tokenVersion: row.tokenVersion,
    email: row.email,
    secondFactorAt: row.secondFactorAt,
    twoFactorSetUpRequired: row.twoFactorSetUpRequired ?? false,
  };
}

function toAccountSession(row: SessionRecord, currentId: string): AccountSession {
  return {
    id: row.id,
    current: row.id === currentId,
    browser: row.browser,
    os: row.os,
    device: row.device,
    ipAddress: row.ipAddress,
    place: row.place,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** GET /api/account/sessions: the caller's open sessions, the current one first. */
export async function listSessions(
  db: Db,
  caller: { id: number; sessionId: string },
): Promise<AccountSessions> {
  const rows = await repo.listOpenSessions(db, caller.id);
  const list = rows.map((row) => toAccountSession(row, caller.sessionId));
  list.sort((a, b) => Number(b.current) - Number(a.current));
  return { sessions: list };
}

/** DELETE /api/account/sessions/{id}: ends one of the caller's sessions (its own included). */
export async function endSession(db: Db, caller: { id: number }, sessionId: string): Promise<void> {
  if (!(await repo.endSession(db, caller.id, sessionId))) {
    throw new AppError(404, 'NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
  }
}

/** POST /api/account/sessions/end-others: every session but the caller's ends. */
export async function endOtherSessions(
  db: DbOrTx,
  caller: { id: number; sessionId: string },
): Promise<{ ended: number }> {
  return { ended: await repo.endSessionsExcept(db, caller.id, caller.sessionId) };
}

/** Sign-out: the caller's session ends; its other sessions go on. */
export async function endCurrentSession(
  db: Db,
  caller: { id: number; sessionId: string },
): Promise<void> {
  await repo.endSession(db, caller.id, caller.sessionId);
}

/**
 * After a new password (the account's token version moved on): the caller's session goes on
 * under a new token, every other one ends.
 */
export async function keepOnlyThisSession(
  db: DbOrTx,
  tokens: TokenService,
  account: Pick<SessionHolder, 'id' | 'role' | 'email' | 'tokenVersion'>,
  sessionId: string,
): Promise<string> {
  await repo.moveSessionToVersion(db, sessionId, account.tokenVersion);
  await repo.endSessionsExcept(db, account.id, sessionId);
  return signSessionToken(tokens, account, sessionId);
}

/** Every session of the account ends (a password set by link, two-factor turned off by others). */
export async function endAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await repo.endSessionsExcept(db, userId, null);
}

/**
 * Records that the session proved a two-factor code now (a fresh code, or the first code of a
 * setup, which also lifts a required setup's limits); answers when.
 */
export function markSecondFactor(db: DbOrTx, sessionId: string): Promise<Date> {
  return repo.markSecondFactor(db, sessionId);
}

/** Forgets an account's sessions and their addresses (the account's data is being erased). */
export function forgetSessions(db: DbOrTx, userId: number): Promise<void> {
  return repo.deleteSessionsOf(db, userId);
}
