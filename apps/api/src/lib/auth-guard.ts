import {
  isSecondFactorFresh,
  notPermittedMessage,
  staffRoleCan,
  TWO_FACTOR_MESSAGES,
  type Permission,
  type Role,
  type StaffRole,
} from '@attar/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import {
  freshCodeRuleOfRoute,
  permissionOfRoute,
  type FreshCodeRule,
} from './admin-permissions.js';
import { AppError, forbidden, unauthenticated } from './errors.js';
import type { TokenService } from './tokens.js';

export interface SessionUser {
  id: number;
  role: Role;
  /** A staff account's role (docs/permissions.md); null for a customer. */
  staffRole: StaffRole | null;
  email: string;
  /** The session of the token (a `sessions` row): what sign-out and the sessions list name. */
  sessionId: string;
  /** When this session last proved a two-factor code; null when it never did. */
  secondFactorAt: Date | null;
  /** The session may only set up two-factor sign-in (and sign out) until it has. */
  twoFactorSetUpRequired: boolean;
}

/** What the guards read of a token's account and session on every request. */
export interface SessionAccount {
  role: Role;
  staffRole: StaffRole | null;
  tokenVersion: number;
  email: string;
  secondFactorAt: Date | null;
  twoFactorSetUpRequired: boolean;
}

/**
 * Who may call a route, declared once in its options as `config: { access }`:
 * - `user`: any signed-in account (401 without a valid token);
 * - `admin`: an administrator (401 without a token, 403 for a customer);
 * - `optional`: anyone; a token, when sent, must be valid and identifies the caller.
 * Routes without it are public.
 */
export type RouteAccess = 'user' | 'admin' | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check of a route that declares `config.access`. */
    sessionUser: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The route serves a session that must set up two-factor sign-in first (reading who one is,
     * signing out, the setup itself); every other guarded route refuses such a session.
     */
    duringTwoFactorSetUp?: boolean;
  }
}

export interface AuthGuardDeps {
  tokens: TokenService;
  /**
   * Current role and token version of a user, or null when the account is gone or the token's
   * session has ended.
   */
  loadUser(id: number, sessionId: string): Promise<SessionAccount | null>;
  /** Whether a staff account has two-factor sign-in on (the step-up asks only those). */
  hasSecondFactor(userId: number): Promise<boolean>;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AuthGuards {
  requireUser: Guard;
  requireAdmin: Guard;
  /**
   * A sensitive action's step-up: staff with two-factor on whose session proved no code in the
   * last few minutes are refused (403 FRESH_CODE_REQUIRED) until they send one to
   * POST /api/account/two-factor/verify.
   */
  requireFreshCode: Guard;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Guards every protected route uses. The role comes from the database, not the token, so a
 * demoted admin loses access at once; a token whose session ended (sign-out, ended from another
 * device) or whose version is stale (new password, deactivation) is refused.
 */
export function createAuthGuards({ tokens, loadUser, hasSecondFactor }: AuthGuardDeps): AuthGuards {
  const requireUser: Guard = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthenticated('Your session is invalid or has expired. Sign in again.');
    const user = await loadUser(claims.userId, claims.sessionId);
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw unauthenticated('Your session is invalid or has expired. Sign in again.');
    }
    request.sessionUser = {
      id: claims.userId,
      role: user.role,
      staffRole: user.staffRole,
      email: user.email,
      sessionId: claims.sessionId,
      secondFactorAt: user.secondFactorAt,
      twoFactorSetUpRequired: user.twoFactorSetUpRequired,
    };
  };
  const requireAdmin: Guard = async (request, reply) => {
    await requireUser(request, reply);
    if (request.sessionUser?.role !== 'ADMIN') throw forbidden('This needs an administrator');
  };
  const requireFreshCode: Guard = async (request) => {
    const user = currentUser(request);
    if (user.role !== 'ADMIN' || isSecondFactorFresh(user.secondFactorAt)) return;
    if (!(await hasSecondFactor(user.id))) return;
    throw new AppError(403, 'FRESH_CODE_REQUIRED', TWO_FACTOR_MESSAGES.freshCodeRequired);
  };
  return { requireUser, requireAdmin, requireFreshCode };
}

/** 403 TWO_FACTOR_SETUP_REQUIRED: a session the store asks to set up two-factor sign-in first. */
const setUpRequired = () =>
  new AppError(403, 'TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setUpRequired);

/** 403 NOT_PERMITTED: staff whose role does not hold `permission`. */
export const notPermitted = (staffRole: StaffRole, permission: Permission) =>
  new AppError(403, 'NOT_PERMITTED', notPermittedMessage(staffRole), { permission });

/**
 * Refuses staff whose role lacks `permission` (403 NOT_PERMITTED). Every admin route checks its
 * permission before its body is read; a service checks a finer one this way (a staff account's
 * edit needs staff.manage where a customer's needs customers.manage).
 */
export function assertPermitted(user: SessionUser, permission: Permission): void {
  if (user.role !== 'ADMIN' || !user.staffRole) throw forbidden('This needs an administrator');
  if (!staffRoleCan(user.staffRole, permission)) throw notPermitted(user.staffRole, permission);
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthenticated();
  return request.sessionUser;
}

/**
 * Puts the access check of every route that declares `config.access` first among its
 * `onRequest` hooks, so who is calling is settled before the body is read or validated, and
 * marks the route in the OpenAPI document (bearer security, and the `admin` tag for admin
 * routes). Register before the routes.
 */
export function registerAccessControl(app: FastifyInstance, guards: AuthGuards) {
  // Admin routes get a check of their own permission (below).
  const checks: Record<Exclude<RouteAccess, 'admin'>, Guard> = {
    user: guards.requireUser,
    optional: async (request, reply) => {
      if (request.headers.authorization) await guards.requireUser(request, reply);
    },
  };
  /** An admin route's check: an administrator whose role holds the route's permission. */
  const permittedAdmin = (permission: Permission): Guard => {
    return async (request, reply) => {
      await guards.requireAdmin(request, reply);
      assertPermitted(currentUser(request), permission);
    };
  };
  /** Refuses a session that must set up two-factor first, on a route that is not the setup. */
  const setUpGate = (check: Guard): Guard => {
    return async (request, reply) => {
      await check(request, reply);
      if (request.sessionUser?.twoFactorSetUpRequired) throw setUpRequired();
    };
  };
  /** The step-up, after the body is validated: a rule may ask it only of some bodies. */
  const freshCodeCheck = (rule: FreshCodeRule): Guard => {
    return async (request, reply) => {
      if (rule === true || rule(request)) await guards.requireFreshCode(request, reply);
    };
  };
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    const method = [route.method].flat()[0]!;
    const check =
      access === 'admin' ? permittedAdmin(permissionOfRoute(method, route.url)) : checks[access];
    const gated =
      access === 'optional' || route.config?.duringTwoFactorSetUp ? check : setUpGate(check);
    route.onRequest = [gated as onRequestHookHandler, ...existing];
    const freshCode = access === 'admin' ? freshCodeRuleOfRoute(method, route.url) : undefined;
    if (freshCode) {
      const handlers = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [freshCodeCheck(freshCode) as preHandlerHookHandler, ...handlers];
    }
    if (!route.schema || access === 'optional') return;
    const tags = route.schema.tags ?? [];
    route.schema.security = [{ bearer: [] }];
    if (access === 'admin' && !tags.includes('admin')) route.schema.tags = [...tags, 'admin'];
  });
}
