import {
  errorBodySchema,
  recoveryCodesSchema,
  secondFactorCodePayloadSchema,
  secondFactorVerifiedSchema,
  twoFactorConfirmSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '@attar/contracts';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import {
  assertStaff,
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  renewRecoveryCodes,
  twoFactorStatus,
  verifySecondFactor,
} from './two-factor.service.js';
import { endOtherSessions, markSecondFactor } from '../sessions/sessions.service.js';

/** A signed-in staff member's own two-factor sign-in (decision 0055). */
export const twoFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const keys = context.twoFactorKeys;

  // Runs after the access check (which goes first) and before the body is read: a customer is
  // refused whatever they send.
  const staffOnly: onRequestHookHandler = async (request) => assertStaff(currentUser(request));
  const refusals = { 401: errorBodySchema, 403: errorBodySchema };
  const codeRefusals = {
    400: errorBodySchema,
    ...refusals,
    409: errorBodySchema,
    429: errorBodySchema,
  };

  app.get(
    '/account/two-factor',
    {
      config: { access: 'user', duringTwoFactorSetUp: true },
      onRequest: staffOnly,
      schema: {
        tags: ['two-factor'],
        summary: 'Whether two-factor sign-in is on for your staff account, and recovery codes left',
        response: { 200: twoFactorStatusSchema, ...refusals },
      },
    },
    async (request) => twoFactorStatus(db, currentUser(request).id),
  );

  app.post(
    '/account/two-factor/enrolment',
    {
      config: { access: 'user', duringTwoFactorSetUp: true },
      onRequest: staffOnly,
      schema: {
        tags: ['two-factor'],
        summary:
          'Start setting up an authenticator app: a new secret and its QR code (409 TWO_FACTOR_ALREADY_ENABLED)',
        response: { 200: twoFactorEnrolmentSchema, ...refusals, 409: errorBodySchema },
      },
    },
    async (request) => beginEnrolment(db, keys, currentUser(request)),
  );

  app.post(
    '/account/two-factor/enrolment/confirm',
    {
      config: { access: 'user', duringTwoFactorSetUp: true },
      onRequest: staffOnly,
      schema: {
        tags: ['two-factor'],
        summary:
          'Turn two-factor sign-in on with a first code from the app; answers the recovery codes once (400 TWO_FACTOR_CODE_INVALID, 429 TWO_FACTOR_LOCKED)',
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesSchema, ...codeRefusals },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The first code proves this session too: a setup the store required is done with it.
      return confirmEnrolment(db, keys, user.id, request.body.code, (tx) =>
        markSecondFactor(tx, user.sessionId),
      );
    },
  );

  app.post(
    '/account/two-factor/recovery-codes',
    {
      config: { access: 'user' },
      onRequest: staffOnly,
      schema: {
        tags: ['two-factor'],
        summary:
          'New recovery codes for a code from the app or a recovery code; the old ones stop working (400 TWO_FACTOR_CODE_INVALID, 409 TWO_FACTOR_NOT_ENROLLED, 429 TWO_FACTOR_LOCKED)',
        body: secondFactorCodePayloadSchema,
        response: { 200: recoveryCodesSchema, ...codeRefusals },
      },
    },
    async (request) => renewRecoveryCodes(db, keys, currentUser(request).id, request.body.code),
  );

  app.post(
    '/account/two-factor/disable',
    {
      config: { access: 'user' },
      onRequest: staffOnly,
      schema: {
        tags: ['two-factor'],
        summary:
          'Turn two-factor sign-in off for a code from the app or a recovery code; every other session of the account ends (400 TWO_FACTOR_CODE_INVALID, 409 TWO_FACTOR_NOT_ENROLLED or TWO_FACTOR_REQUIRED_BY_STORE, 429 TWO_FACTOR_LOCKED)',
        body: secondFactorCodePayloadSchema,
        response: { 200: twoFactorStatusSchema, ...codeRefusals },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return disableTwoFactor(db, keys, user.id, request.body.code, (tx) =>
        endOtherSessions(tx, user),
      );
    },
  );

  app.post(
    '/account/two-factor/verify',
    {
      config: { access: 'user' },
      onRequest: staffOnly,
      schema: {
        tags: ['two-factor'],
        summary:
          'Confirm it is you with a code from the app or a recovery code: sensitive admin actions then go through for the next minutes (403 FRESH_CODE_REQUIRED before); 400 TWO_FACTOR_CODE_INVALID, 409 TWO_FACTOR_NOT_ENROLLED, 429 TWO_FACTOR_LOCKED',
        body: secondFactorCodePayloadSchema,
        response: { 200: secondFactorVerifiedSchema, ...codeRefusals },
      },
    },
    async (request) => {
      const user = currentUser(request);
      let verifiedAt = new Date();
      await verifySecondFactor(db, keys, user.id, request.body.code, async (tx) => {
        verifiedAt = await markSecondFactor(tx, user.sessionId);
      });
      return { verifiedAt: verifiedAt.toISOString() };
    },
  );
};
