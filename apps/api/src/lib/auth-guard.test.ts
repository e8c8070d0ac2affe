import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAuthGuards } from './auth-guard.js';
import { AppError } from './errors.js';
import { createTokenService } from './tokens.js';

const tokens = createTokenService('a-test-secret-that-is-at-least-32-chars');
const accounts = new Map([
  [
    1,
    {
      role: 'ADMIN' as const,
      staffRole: 'OWNER' as const,
      tokenVersion: 0,
      email: 'admin@example.in',
      secondFactorAt: null,
      twoFactorSetUpRequired: false,
    },
  ],
  [
    2,
    {
      role: 'CUSTOMER' as const,
      staffRole: null,
      tokenVersion: 3,
      email: 'shopper@example.in',
      secondFactorAt: null,
      twoFactorSetUpRequired: false,
    },
  ],
]);
const OPEN_SESSION = '6f1c2b7e-0d4a-4c1e-9b8a-3e5f7a9c1d20';
const ENDED_SESSION = '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const guards = createAuthGuards({
  tokens,
  hasSecondFactor: async () => false,
  loadUser: async (id, sessionId) =>
    sessionId === ENDED_SESSION ? null : (accounts.get(id) ?? null),
});

function requestWith(token?: string) {
  return {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    sessionUser: null,
  } as unknown as FastifyRequest;
}
const reply = {} as FastifyReply;

async function failureOf(run: Promise<void>): Promise<{ status: number; code: string } | null> {
  try {
    await run;
    return null;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code };
    throw error;
  }
}

describe('requireAdmin', () => {
  it('lets an admin through and records who it is', async () => {
    const request = requestWith(
      await tokens.sign({
        userId: 1,
        role: 'ADMIN',
        email: 'admin@example.in',
        tokenVersion: 0,
        sessionId: OPEN_SESSION,
      }),
    );
    await guards.requireAdmin(request, reply);
    expect(request.sessionUser).toEqual({
      id: 1,
      role: 'ADMIN',
      staffRole: 'OWNER',
      email: 'admin@example.in',
      sessionId: OPEN_SESSION,
      secondFactorAt: null,
      twoFactorSetUpRequired: false,
    });
  });

  it('answers 403 to a customer, even one whose token claims ADMIN', async () => {
    const token = await tokens.sign({
      userId: 2,
      role: 'ADMIN',
      email: 'shopper@example.in',
      tokenVersion: 3,
      sessionId: OPEN_SESSION,
    });
    expect(await failureOf(guards.requireAdmin(requestWith(token), reply))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('answers 401 without a token, for a stale token version, an ended session and a deleted account', async () => {
    const stale = await tokens.sign({
      userId: 2,
      role: 'CUSTOMER',
      email: 'shopper@example.in',
      tokenVersion: 2,
      sessionId: OPEN_SESSION,
    });
    const gone = await tokens.sign({
      userId: 9,
      role: 'ADMIN',
      email: 'gone@example.in',
      tokenVersion: 0,
      sessionId: OPEN_SESSION,
    });
    const ended = await tokens.sign({
      userId: 1,
      role: 'ADMIN',
      email: 'admin@example.in',
      tokenVersion: 0,
      sessionId: ENDED_SESSION,
    });
    for (const request of [
      requestWith(),
      requestWith(stale),
      requestWith(gone),
      requestWith(ended),
    ]) {
      expect(await failureOf(guards.requireAdmin(request, reply))).toEqual({
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });
});
