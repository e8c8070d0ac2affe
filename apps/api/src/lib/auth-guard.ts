import type { Role } from '@attar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.js';
import type { TokenService } from './tokens.js';

export interface SessionUser {
  id: number;
  role: Role;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireUser`/`requireAdmin` pre-handlers. */
    sessionUser: SessionUser | null;
  }
}

export interface AuthGuardDeps {
  tokens: TokenService;
  /** Current role and token version of a user, or null when the account is gone. */
  loadUser(id: number): Promise<{ role: Role; tokenVersion: number; email: string } | null>;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthGuards {
  requireUser: Guard;
  requireAdmin: Guard;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Guards every protected route uses. The role comes from the database, not the token, so a
 * demoted admin loses access at once; a token whose version is stale (logout, new password)
 * is refused.
 */
export function createAuthGuards({ tokens, loadUser }: AuthGuardDeps): AuthGuards {
  const requireUser: Guard = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthenticated('Your session is invalid or has expired. Sign in again.');
    const user = await loadUser(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw unauthenticated('Your session is invalid or has expired. Sign in again.');
    }
    request.sessionUser = { id: claims.userId, role: user.role, email: user.email };
  };
  const requireAdmin: Guard = async (request, reply) => {
    await requireUser(request, reply);
    if (request.sessionUser?.role !== 'ADMIN') throw forbidden('This needs an administrator');
  };
  return { requireUser, requireAdmin };
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthenticated();
  return request.sessionUser;
}
