import {
  emailOtpSendSchema,
  emailOtpVerifyQuerySchema,
  errorBodySchema,
  otpSendSchema,
  otpSentResponseSchema,
  otpVerifySchema,
  signInResponseSchema,
  verifiedResponseSchema,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../../app-context.js';
import { ACCOUNT_LIMITS, bodyField, clientAddress, limitGuard } from '../../lib/rate-limit.js';
import {
  sendRegistrationEmailCode,
  sendRegistrationSmsCode,
  sendSignInCode,
  signInWithCode,
  verifyRegistrationCode,
  type VerificationDeps,
} from './verification.service.js';
import { sessionStartOf } from '../sessions/sessions.service.js';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

/** One-time codes by SMS and mail: sign-in by mobile number, and proof of contact details at sign-up. */
export const verificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // Per request, so that the lines of a code's sending carry the request id.
  const depsOf = (request: FastifyRequest): VerificationDeps => ({
    ...requestContext(context, request),
    sms: context.sms,
    mailer: context.mailer,
    codeSecret: context.config.jwtSecret,
    twoFactor: context.twoFactorKeys,
  });

  // One budget per address across every kind of code; one per destination and purpose.
  const sendPerIp = limitGuard(app, 'code-send-ip', ACCOUNT_LIMITS.codeSendPerIp, clientAddress);
  const verifyPerIp = limitGuard(
    app,
    'code-verify-ip',
    ACCOUNT_LIMITS.codeVerifyPerIp,
    clientAddress,
  );
  const sendPerDestination = (purpose: string, field: 'mobile' | 'email') =>
    limitGuard(app, `code-send-${purpose}`, ACCOUNT_LIMITS.codeSendPerDestination, (request) =>
      bodyField(request, field),
    );
  const signInSendPerMobile = sendPerDestination('sms-sign-in', 'mobile');
  const registrationSendPerMobile = sendPerDestination('sms-registration', 'mobile');
  const registrationSendPerEmail = sendPerDestination('email-registration', 'email');

  app.post(
    '/phone/OTPsend',
    {
      preHandler: [sendPerIp, signInSendPerMobile],
      schema: {
        tags: ['verification'],
        summary:
          'Text a sign-in code to a mobile number verified on an account (the same answer for any other number, which gets nothing)',
        body: otpSendSchema,
        response: {
          200: otpSentResponseSchema,
          502: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => sendSignInCode(depsOf(request), request.body.mobile),
  );

  app.post(
    '/phone/OTPverify',
    {
      preHandler: verifyPerIp,
      schema: {
        tags: ['verification'],
        summary: 'Sign in with the texted code (403 ACCOUNT_DISABLED for a deactivated account)',
        body: otpVerifySchema,
        response: {
          200: signInResponseSchema,
          403: errorBodySchema,
          404: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      signInWithCode(
        depsOf(request),
        sessionStartOf(context, request),
        request.body.mobile,
        request.body.otp,
      ),
  );

  app.post(
    '/phone/OTPsend-registration',
    {
      preHandler: [sendPerIp, registrationSendPerMobile],
      schema: {
        tags: ['verification'],
        summary:
          'Text a code proving a new customer owns a mobile number (a number with an account gets a note instead; the answer is the same)',
        body: otpSendSchema,
        response: {
          200: otpSentResponseSchema,
          502: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => sendRegistrationSmsCode(depsOf(request), request.body.mobile),
  );

  app.post(
    '/phone/OTPverify-registration',
    {
      preHandler: verifyPerIp,
      schema: {
        tags: ['verification'],
        summary: 'Confirm the mobile number of a new customer; sign-up then marks it verified',
        body: otpVerifySchema,
        response: { 200: verifiedResponseSchema, ...errors },
      },
    },
    async (request) =>
      verifyRegistrationCode(depsOf(request), 'SMS', request.body.mobile, request.body.otp),
  );

  app.post(
    '/send-email-verification-otp-registration',
    {
      preHandler: [sendPerIp, registrationSendPerEmail],
      schema: {
        tags: ['verification'],
        summary:
          'Mail a code proving a new customer owns an email address (an address with an account gets a note instead; the answer is the same)',
        body: emailOtpSendSchema,
        response: {
          200: otpSentResponseSchema,
          502: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => sendRegistrationEmailCode(depsOf(request), request.body.email),
  );

  app.post(
    '/verify-email-otp',
    {
      preHandler: verifyPerIp,
      schema: {
        tags: ['verification'],
        summary: 'Confirm the email address of a new customer (email and otp in the query string)',
        querystring: emailOtpVerifyQuerySchema,
        response: { 200: verifiedResponseSchema, ...errors },
      },
    },
    async (request) =>
      verifyRegistrationCode(depsOf(request), 'EMAIL', request.query.email, request.query.otp),
  );
};
