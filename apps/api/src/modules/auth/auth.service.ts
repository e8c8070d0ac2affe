import {
  signInSchema,
  type AuthOptions,
  type SignInPayload,
  type SignInResponse,
  type SignUpPayload,
  type SignUpResponse,
} from '@attar/contracts';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { assertHardToGuess, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { decryptSignInPayload } from '../../lib/signin-encryption.js';
import type { SessionStart } from '../sessions/sessions.service.js';
import { endCurrentSession, openSession } from '../sessions/sessions.service.js';
import { checkStaffSignIn } from '../two-factor/staff-sign-in.service.js';
import type { TwoFactorKeys } from '../two-factor/two-factor.service.js';
import {
  accountDisabled,
  findUserByEmail,
  findUserByPhone,
  insertUser,
  toUserDto,
} from '../users/users.service.js';
import {
  consumeRegistrationProofs,
  emailTaken,
  phoneTaken,
} from '../verification/verification.service.js';

/**
 * Creates a customer account; the role is never taken from the request. The email and mobile
 * count as verified when a registration code for them was verified in the last 30 minutes.
 * The new account is signed in: the answer carries a token, as a password sign-in's does.
 */
export async function signUp(
  { deps, origin }: SessionStart,
  payload: SignUpPayload,
): Promise<SignUpResponse> {
  const { db } = deps;
  if (await findUserByEmail(db, payload.email)) throw emailTaken();
  if (payload.mobile && (await findUserByPhone(db, payload.mobile))) throw phoneTaken();
  await assertHardToGuess(payload.password, [payload.email, payload.firstname, payload.lastname]);
  const passwordHash = await hashPassword(payload.password);
  const row = await db.transaction(async (tx) => {
    // The codes are used up with the insert: a failed sign-up rolls their use back.
    const proofs = await consumeRegistrationProofs(tx, payload.email, payload.mobile);
    const inserted = await insertUser(tx, {
      email: payload.email,
      passwordHash,
      firstName: payload.firstname,
      lastName: payload.lastname,
      phone: payload.mobile ?? null,
      role: 'CUSTOMER',
      ...proofs,
    });
    // Another sign-up took the email or the mobile since the checks above.
    if (!inserted) throw (await findUserByEmail(tx, payload.email)) ? emailTaken() : phoneTaken();
    return inserted;
  });
  const user = toUserDto(row);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    token: await openSession(deps, row, origin),
    message: 'Registration successful',
  };
}

/**
 * Checks a password sign-in, and a staff account's two-factor code when it has two-factor on
 * (401 TWO_FACTOR_REQUIRED without one), and opens a session: the answer carries its token.
 */
export async function signIn(
  { deps, origin }: SessionStart,
  twoFactor: TwoFactorKeys,
  payload: SignInPayload,
): Promise<SignInResponse> {
  const row = await findUserByEmail(deps.db, payload.email);
  const valid = await verifyPassword(row?.passwordHash ?? null, payload.password);
  if (!row || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  // Told only to whoever knows the password, so it reveals nothing to anyone else.
  if (!row.isActive) throw accountDisabled();
  const secondFactor = await checkStaffSignIn(deps.db, twoFactor, row, {
    byPassword: true,
    code: payload.code,
  });
  return {
    id: row.id,
    token: await openSession(deps, row, origin, secondFactor),
    role: row.role,
  };
}

/** Signs out: the caller's session ends and its token stops working at once; others go on. */
export async function signOut(db: Db, caller: { id: number; sessionId: string }): Promise<void> {
  await endCurrentSession(db, caller);
}

/**
 * Reads the credentials of POST /api/signinEncrypt, whose JSON payload arrives AES-encrypted;
 * the caller then limits and checks them as a plain sign-in.
 */
export function decryptSignIn(
  encryption: AppConfig['signinEncryption'],
  base64EncryptedData: string,
): SignInPayload {
  if (!encryption)
    throw new AppError(404, 'FEATURE_DISABLED', 'Encrypted sign-in is not enabled on this store');
  const plain = decryptSignInPayload(base64EncryptedData, encryption.key, encryption.iv);
  let payload: unknown = null;
  try {
    payload = plain === null ? null : JSON.parse(plain);
  } catch {
    payload = null;
  }
  const parsed = signInSchema.safeParse(payload);
  if (!parsed.success) {
    throw new AppError(400, 'MALFORMED_REQUEST', 'The encrypted sign-in data could not be read');
  }
  return parsed.data;
}

/** What the sign-in page may offer: Google, and the key for encrypted sign-in. */
export function authOptions(config: Pick<AppConfig, 'google' | 'signinEncryption'>): AuthOptions {
  return { google: Boolean(config.google), signinEncryption: config.signinEncryption ?? null };
}
