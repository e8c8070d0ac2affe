import { hash, verify } from '@node-rs/argon2';
import { AppError } from './errors.js';

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

// Verifying against a fixed hash when the user does not exist keeps sign-in timing the same.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * Refuses a new password that is easy to guess (docs/product.md, "Passwords"): 400
 * VALIDATION_FAILED on `field`, saying why and what would help. `personal` holds the person's own
 * details (email, names). The estimator and its list of common passwords load on the first call.
 */
export async function assertHardToGuess(
  password: string,
  personal: (string | null | undefined)[],
  field = 'password',
): Promise<void> {
  const { judgePassword, weakPasswordMessage } = await import('@attar/contracts/password-strength');
  const judgement = judgePassword(
    password,
    personal.filter((value): value is string => Boolean(value)),
  );
  if (judgement.acceptable) return;
  const message = weakPasswordMessage(judgement);
  throw new AppError(400, 'VALIDATION_FAILED', `${field}: ${message}`, [{ path: field, message }]);
}
