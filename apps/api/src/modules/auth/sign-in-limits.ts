import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_LIMITS, clientAddress, keyedLimit } from '../../lib/rate-limit.js';

/**
 * The answer once an email has had too many password tries from anywhere. It is the same for an
 * email no account uses, so the lockout does not tell whether the account exists.
 */
export const signInLockedMessage = (retry: string) =>
  `Too many sign-in attempts for this email. Please try again in ${retry}.`;

/**
 * The limits of every password sign-in, checked once the email is known (after decryption, for
 * POST /api/signinEncrypt) and before the password hash is computed:
 * - per address and email: a person mistyping their own password;
 * - per address: one address trying a password against many accounts (spraying);
 * - per email: many addresses guessing at one account, which then waits (lockout).
 * Each is counted only when the ones before it let the try through, so a refused address does
 * not also use up the account's allowance.
 */
export function createSignInLimits(app: FastifyInstance) {
  const perAddressAndEmail = keyedLimit(app, 'signin-ip-email', ACCOUNT_LIMITS.signInPerIpAndEmail);
  const perAddress = keyedLimit(app, 'signin-ip', ACCOUNT_LIMITS.signInPerIp);
  const perEmail = keyedLimit(
    app,
    'signin-email',
    ACCOUNT_LIMITS.signInPerEmail,
    signInLockedMessage,
  );
  return async (request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> => {
    const address = clientAddress(request);
    await perAddressAndEmail(request, reply, `${address}:${email}`);
    await perAddress(request, reply, address);
    await perEmail(request, reply, email);
  };
}
