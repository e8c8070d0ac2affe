import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { sessionStartOf } from '../sessions/sessions.service.js';
import {
  createGoogleSignIn,
  finishGoogleSignIn,
  GOOGLE,
  GoogleSignInRefused,
  startGoogleSignIn,
} from './oidc.service.js';

/** Where the web app picks the session up; the token travels in the fragment only. */
const WEB_CALLBACK_PATH = '/google-callback';
const WEB_FAILURE_PATH = '/login?error=google';
/** The sign-in page explains a deactivated account (ACCOUNT_DISABLED_MESSAGE). */
const WEB_DISABLED_PATH = '/login?error=account-disabled';
/** A staff account with two-factor on signs in with its password and code, never by Google. */
const WEB_TWO_FACTOR_PATH = '/login?error=two-factor';

const googleDisabled = () =>
  new AppError(404, 'FEATURE_DISABLED', 'Google sign-in is not enabled on this store');

/**
 * OpenID Connect sign-in, under /oauth2 as the spec has it. Google is the one provider, and
 * only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are configured.
 */
export const oidcRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { config, db } = context;
  const google = config.google ? createGoogleSignIn(config.google, config.publicUrl) : null;

  app.get(
    '/authorization/:provider',
    {
      // Each call writes a row. Generous per address: many shoppers share a carrier's NAT.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with a provider (302 to the provider)',
        params: z.object({ provider: z.string() }),
      },
    },
    async (request, reply) => {
      if (request.params.provider !== GOOGLE) throw notFound('Sign-in provider');
      if (!google) throw googleDisabled();
      const authorizationUrl = await startGoogleSignIn(db, google, request.log);
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
    },
  );

  app.get(
    `/callback/${GOOGLE}`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Where Google sends the shopper back (302 to the web app)',
        description:
          "Takes the provider's `code` and `state` (or `error`). Success redirects to " +
          '`/google-callback#token=...&id=...&role=...`, any failure to `/login?error=google` (a deactivated account to `/login?error=account-disabled`).',
      },
    },
    async (request, reply) => {
      if (!google) throw googleDisabled();
      reply.header('cache-control', 'no-store');
      // The exchange must name exactly the redirect_uri the authorization request used.
      const callbackUrl = new URL(google.redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      try {
        const session = await finishGoogleSignIn(
          sessionStartOf(context, request),
          context.twoFactorKeys,
          google,
          callbackUrl,
        );
        const fragment = new URLSearchParams({
          token: session.token,
          id: String(session.id),
          role: session.role,
        });
        return reply.redirect(`${WEB_CALLBACK_PATH}#${fragment.toString()}`, 302);
      } catch (error) {
        if (error instanceof AppError && error.code === 'ACCOUNT_DISABLED') {
          return reply.redirect(WEB_DISABLED_PATH, 302);
        }
        if (error instanceof AppError && error.code === 'TWO_FACTOR_PASSWORD_REQUIRED') {
          return reply.redirect(WEB_TWO_FACTOR_PATH, 302);
        }
        if (error instanceof GoogleSignInRefused) {
          request.log.warn({ reason: error.message }, 'Google sign-in refused');
        } else {
          request.log.warn({ err: error }, 'Google sign-in failed');
        }
        return reply.redirect(WEB_FAILURE_PATH, 302);
      }
    },
  );
};
