import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_SECONDS,
  type OtpSentResponse,
  type SignInResponse,
} from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { SmsSender } from '../../lib/sms.js';
import {
  accountDisabled,
  findUserByEmail,
  findUserByPhone,
  markUserVerified,
} from '../users/users.service.js';
import {
  ACCOUNT_DISABLED_SMS,
  ACCOUNT_EXISTS_SMS,
  accountExistsMail,
  codeSentence,
  emailCodeMail,
} from './verification-messages.js';
import * as repo from './verification.repository.js';
import type { CodeRow, CodeTarget } from './verification.repository.js';
import type { SessionStart } from '../sessions/sessions.service.js';
import { openSession } from '../sessions/sessions.service.js';
import { checkStaffSignIn } from '../two-factor/staff-sign-in.service.js';
import type { TwoFactorKeys } from '../two-factor/two-factor.service.js';

export interface VerificationDeps {
  db: Db;
  sms: SmsSender;
  mailer: Mailer;
  /** Key of the code hashes (the server's signing secret). */
  codeSecret: string;
  /** A staff account's second factor, checked when it signs in with a texted code. */
  twoFactor: TwoFactorKeys;
  /** The store's address as shoppers reach it, for links in mail. */
  publicUrl: string;
  /** The asking request's logger: the sending's log lines carry its request id. */
  log: FastifyBaseLogger;
}

/** How long a verified registration code stays good for sign-up. */
export const REGISTRATION_PROOF_SECONDS = 30 * 60;

/**
 * The one answer of every code send, whether or not a code went out, so that the sends do not
 * tell which mobile numbers and email addresses have accounts.
 */
const CODE_SENT: OtpSentResponse = { message: 'OTP sent', expiresInSeconds: OTP_TTL_SECONDS };

const otpInvalid = () => new AppError(400, 'OTP_INVALID', 'The code is incorrect.');
const otpExpired = () =>
  new AppError(400, 'OTP_EXPIRED', 'The code has expired. Ask for a new one.');
const tooManyAttempts = () =>
  new AppError(429, 'OTP_TOO_MANY_ATTEMPTS', 'Too many wrong codes. Ask for a new one.');
const accountNotFound = () =>
  new AppError(404, 'ACCOUNT_NOT_FOUND', 'No account uses this mobile number. Register first.');
export const phoneTaken = () =>
  new AppError(409, 'PHONE_TAKEN', 'This mobile number is already registered.');
export const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists');

/**
 * Codes are kept as an HMAC keyed with the server secret, not argon2: a 6-digit code has only
 * a million values, so a slow hash would not stop an offline search anyway, while the secret
 * (which is not in the database) does. The code lives 10 minutes and allows 5 tries, and a
 * fast hash keeps these public endpoints from becoming a CPU lever for attackers.
 */
function hashCode(secret: string, target: CodeTarget, code: string): string {
  return createHmac('sha256', secret)
    .update(`otp:${target.channel}:${target.purpose}:${target.destination}:${code}`)
    .digest('hex');
}

function sameHash(storedHex: string, candidateHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const candidate = Buffer.from(candidateHex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Stores a fresh code for the target (replacing any older one) and returns it for sending. */
async function issueCode(deps: VerificationDeps, target: CodeTarget): Promise<string> {
  const code = newCode();
  await repo.replaceCode(deps.db, target, hashCode(deps.codeSecret, target, code), OTP_TTL_SECONDS);
  return code;
}

/** Why a code cannot be tried, or null when it can. */
function refusal(row: CodeRow | undefined): AppError | null {
  if (!row || row.verifiedAt || row.consumedAt) return otpInvalid();
  if (row.attempts >= OTP_MAX_ATTEMPTS) return tooManyAttempts();
  if (row.expired) return otpExpired();
  return null;
}

/**
 * Checks a code: single use, limited tries, expiry. A sign-in code is used up at once; a
 * registration code is marked verified and used up later by sign-up.
 */
async function checkCode(deps: VerificationDeps, target: CodeTarget, otp: string): Promise<void> {
  const before = await repo.findCode(deps.db, target);
  if (!before) throw otpInvalid();
  const refused = refusal(before);
  if (refused) throw refused;
  const claimed = await repo.claimAttempt(deps.db, before.id, OTP_MAX_ATTEMPTS);
  // Another request changed the code between the read and the claim: explain its new state.
  if (!claimed) throw refusal(await repo.findCode(deps.db, target)) ?? otpInvalid();
  if (!sameHash(claimed.codeHash, hashCode(deps.codeSecret, target, otp))) throw otpInvalid();
  const won = await repo.markCodeVerified(
    deps.db,
    claimed.id,
    claimed.codeHash,
    target.purpose === 'SIGN_IN',
  );
  if (!won) throw otpInvalid();
}

/**
 * Texts a sign-in code when the mobile number is verified on an account; otherwise texts
 * nothing, with the same answer. A number typed into a profile but never proven does not open
 * that account to whoever holds the number.
 */
export async function sendSignInCode(
  deps: VerificationDeps,
  mobile: string,
): Promise<OtpSentResponse> {
  const user = await findUserByPhone(deps.db, mobile);
  if (!user?.phoneVerified) return CODE_SENT;
  if (!user.isActive) {
    // Its owner learns why no code comes; the answer stays the same for everyone else.
    await deps.sms.send(mobile, ACCOUNT_DISABLED_SMS, deps.log);
    return CODE_SENT;
  }
  const code = await issueCode(deps, { channel: 'SMS', destination: mobile, purpose: 'SIGN_IN' });
  await deps.sms.send(mobile, codeSentence(code), deps.log);
  return CODE_SENT;
}

/** Signs in with a texted code; the mobile number counts as verified from then on. */
export async function signInWithCode(
  deps: VerificationDeps,
  start: SessionStart,
  mobile: string,
  otp: string,
): Promise<SignInResponse> {
  await checkCode(deps, { channel: 'SMS', destination: mobile, purpose: 'SIGN_IN' }, otp);
  const user = await findUserByPhone(deps.db, mobile);
  // The number moved to another account, unproven there, since the code was sent.
  if (!user?.phoneVerified) throw accountNotFound();
  // Deactivated since the code was sent.
  if (!user.isActive) throw accountDisabled();
  const secondFactor = await checkStaffSignIn(deps.db, deps.twoFactor, user, { byPassword: false });
  await markUserVerified(deps.db, user.id, { phoneVerified: true });
  const token = await openSession(start.deps, user, start.origin, secondFactor);
  return { id: user.id, token, role: user.role };
}

/**
 * Texts a code proving a new customer owns a mobile number. A number an account already uses
 * gets a note saying so instead of a code, with the same answer.
 */
export async function sendRegistrationSmsCode(
  deps: VerificationDeps,
  mobile: string,
): Promise<OtpSentResponse> {
  if (await findUserByPhone(deps.db, mobile)) {
    await deps.sms.send(mobile, ACCOUNT_EXISTS_SMS, deps.log);
    return CODE_SENT;
  }
  const code = await issueCode(deps, {
    channel: 'SMS',
    destination: mobile,
    purpose: 'REGISTRATION',
  });
  await deps.sms.send(mobile, codeSentence(code), deps.log);
  return CODE_SENT;
}

/**
 * Mails a code proving a new customer owns an email address. An address an account already
 * uses gets a mail inviting its owner to sign in instead of a code, with the same answer.
 */
export async function sendRegistrationEmailCode(
  deps: VerificationDeps,
  email: string,
): Promise<OtpSentResponse> {
  if (await findUserByEmail(deps.db, email)) {
    await deps.mailer.send(accountExistsMail(email, `${deps.publicUrl}/login`), deps.log);
    return CODE_SENT;
  }
  const code = await issueCode(deps, {
    channel: 'EMAIL',
    destination: email,
    purpose: 'REGISTRATION',
  });
  await deps.mailer.send(emailCodeMail(email, code), deps.log);
  return CODE_SENT;
}

/** Checks a registration code; sign-up within 30 minutes then marks the account verified. */
export async function verifyRegistrationCode(
  deps: VerificationDeps,
  channel: 'SMS' | 'EMAIL',
  destination: string,
  otp: string,
): Promise<{ verified: true; message: string }> {
  await checkCode(deps, { channel, destination, purpose: 'REGISTRATION' }, otp);
  return {
    verified: true,
    message: channel === 'SMS' ? 'Mobile number verified' : 'Email verified',
  };
}

/**
 * Uses up the registration codes verified recently for a new account's email and mobile;
 * says which were proven. Runs inside the sign-up transaction.
 */
export async function consumeRegistrationProofs(
  tx: DbOrTx,
  email: string,
  mobile: string | undefined,
): Promise<{ emailVerified: boolean; phoneVerified: boolean }> {
  const emailVerified = await repo.consumeVerifiedRegistrationCode(
    tx,
    'EMAIL',
    email,
    REGISTRATION_PROOF_SECONDS,
  );
  const phoneVerified = mobile
    ? await repo.consumeVerifiedRegistrationCode(tx, 'SMS', mobile, REGISTRATION_PROOF_SECONDS)
    : false;
  return { emailVerified, phoneVerified };
}

/**
 * Deletes the codes sent to an erased account's email and mobile (decision 0015), in the
 * erasure's transaction.
 */
export async function discardCodesFor(
  tx: DbOrTx,
  contact: { email: string; phone: string | null },
): Promise<void> {
  await repo.deleteCodesTo(tx, [
    { channel: 'EMAIL', destination: contact.email.toLowerCase() },
    ...(contact.phone ? [{ channel: 'SMS' as const, destination: contact.phone }] : []),
  ]);
}
