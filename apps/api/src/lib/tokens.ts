import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Role } from '@attar/contracts';

export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: number;
  role: Role;
  email: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null for anything else (expired, forged, alg none). */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      return new SignJWT({ role: claims.role, email: claims.email, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        // The algorithm is pinned: a token claiming another algorithm (or none) is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (payload.role !== 'ADMIN' && payload.role !== 'CUSTOMER') return null;
        return {
          userId,
          role: payload.role,
          email: typeof payload.email === 'string' ? payload.email : '',
          tokenVersion: typeof payload.ver === 'number' ? payload.ver : -1,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
