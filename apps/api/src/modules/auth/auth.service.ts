import type { SignInPayload, SignInResponse, SignUpPayload } from '@attar/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { bumpTokenVersion, findUserByEmail, insertUser } from '../users/users.repository.js';
import { toUserDto } from '../users/users.service.js';

/** Creates a customer account; the role is never taken from the request. */
export async function signUp(db: Db, payload: SignUpPayload) {
  const passwordHash = await hashPassword(payload.password);
  const row = await insertUser(db, {
    email: payload.email,
    passwordHash,
    firstName: payload.firstname,
    lastName: payload.lastname,
    role: 'CUSTOMER',
  });
  if (!row) throw new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists');
  const user = toUserDto(row);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    message: 'Registration successful',
  };
}

/** Checks a password sign-in and issues a token. */
export async function signIn(db: Db, tokens: TokenService, payload: SignInPayload): Promise<SignInResponse> {
  const row = await findUserByEmail(db, payload.email);
  const valid = await verifyPassword(row?.passwordHash ?? null, payload.password);
  if (!row || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
  const token = await tokens.sign({
    userId: row.id,
    role: row.role,
    email: row.email,
    tokenVersion: row.tokenVersion,
  });
  return { id: row.id, token, role: row.role };
}

/** Ends every session of the user on the server: their tokens stop working at once. */
export async function signOut(db: Db, userId: number): Promise<void> {
  await bumpTokenVersion(db, userId);
}
