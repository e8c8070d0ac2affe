import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Role } from '@attar/contracts';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
/**
 * Who issues session tokens and who they are for. Checked on every token, so that a token
 * signed with the same secret for another purpose or by another service is not a session.
 */
export const TOKEN_ISSUER = 'attar-house';
export const TOKEN_AUDIENCE = 'attar-house-api';

export interface TokenClaims {
  userId: number;
  role: Role;
  email: string;
  tokenVersion: number;
  /** The session this token belongs to (a `sessions` row): ending it refuses the token. */
  sessionId: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /**
   * Returns the claims of a valid token, or null for anything else (expired, forged, alg none,
   * no expiry, another issuer or audience).
   */
  verify(token: string): Promise<TokenClaims | null>;
}

/** A session id is a UUID (lower-case, as PostgreSQL prints it). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// How many verified tokens a process remembers: the signed-in shoppers of a busy hour.
const REMEMBERED_TOKENS = 10_000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // Tokens whose signature and claims were checked, until they expire (ms) and never past it: a
  // session's requests then cost one signature check (about a millisecond) rather than one
  // each. Only what the token itself proves is kept; the guards still read the account on every
  // request, so signing out, a new password or a deactivation refuses the token at once.
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: TokenClaims, expiresAt: number) => {
    // Maps iterate in insertion order: past the bound, the oldest entry goes.
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt });
  };
  return {
    async sign(claims) {
      return new SignJWT({
        role: claims.role,
        email: claims.email,
        ver: claims.tokenVersion,
        sid: claims.sessionId,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(token);
      }
      try {
        // The algorithm is pinned: a token claiming another algorithm (or none) is refused. A
        // token must say when it expires: one without `exp` would never stop working.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          // A token without a session (made before sessions were kept) is refused: its holder
          // signs in again once, and every session from then on can be listed and ended.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (payload.role !== 'ADMIN' && payload.role !== 'CUSTOMER') return null;
        if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) return null;
        const claims: TokenClaims = {
          userId,
          role: payload.role,
          email: typeof payload.email === 'string' ? payload.email : '',
          tokenVersion: typeof payload.ver === 'number' ? payload.ver : -1,
          sessionId: payload.sid,
        };
        // jose takes a token as expired from the second `exp` names (required above).
        remember(token, Object.freeze(claims), payload.exp! * 1000);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
