import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sessionOriginOf, type SessionOrigin } from './session-origin.js';
import type { SessionDeps } from './sessions.service.js';

/** What every sign-in path hands to `openSession`: the app's parts and where the request came from. */
export interface SessionStart {
  deps: SessionDeps;
  origin: SessionOrigin;
}

export function sessionStartOf(context: AppContext, request: FastifyRequest): SessionStart {
  return {
    deps: { db: context.db, jobs: context.jobs, tokens: context.tokens, requestId: request.id },
    origin: sessionOriginOf(request, context.config.trustProxy !== false),
  };
}
