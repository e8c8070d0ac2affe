import type { Role } from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionStart } from '../sessions/sessions.service.js';
import { openSession } from '../sessions/sessions.service.js';
import { checkStaffSignIn } from '../two-factor/staff-sign-in.service.js';
import type { TwoFactorKeys } from '../two-factor/two-factor.service.js';
import {
  accountDisabled,
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  linkGoogleSubject,
} from '../users/users.service.js';
import {
  deleteStaleLoginAttempts,
  insertLoginAttempt,
  takeLoginAttempt,
} from './oidc.repository.js';

export const GOOGLE = 'google';
const SCOPE = 'openid email profile';
const PROVIDER_TIMEOUT_SECONDS = 10;
// Plain HTTP is tolerated only for a provider on this machine (tests, the e2e mock).
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const NAME_MAX = 50;

/** A sign-in the provider or the shopper could not complete; the reason is logged, not shown. */
export class GoogleSignInRefused extends Error {
  override readonly name = 'GoogleSignInRefused';
}

export interface GoogleSignIn {
  /** Where the provider sends the shopper back; registered with Google as is. */
  readonly redirectUri: string;
  /** The provider's metadata, discovered on first use and kept for the life of the app. */
  configuration(): Promise<client.Configuration>;
}

/** Sets up Google sign-in for one app instance; discovery happens lazily and is cached. */
export function createGoogleSignIn(
  google: NonNullable<AppConfig['google']>,
  publicUrl: string,
): GoogleSignIn {
  let discovered: Promise<client.Configuration> | null = null;
  return {
    redirectUri: `${publicUrl}/oauth2/callback/${GOOGLE}`,
    configuration() {
      // A failed discovery is not cached: the next sign-in tries again.
      discovered ??= discover(google).catch((error: unknown) => {
        discovered = null;
        throw error;
      });
      return discovered;
    },
  };
}

function discover({ issuer, clientId, clientSecret }: NonNullable<AppConfig['google']>) {
  const url = new URL(issuer);
  const insecure = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  return client.discovery(url, clientId, clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/** Starts a sign-in: remembers state, nonce and PKCE verifier, and answers the provider's URL. */
export async function startGoogleSignIn(
  db: Db,
  google: GoogleSignIn,
  log: FastifyBaseLogger,
): Promise<URL> {
  let configuration: client.Configuration;
  try {
    configuration = await google.configuration();
  } catch (error) {
    log.warn({ err: error }, 'Google sign-in: discovery of the provider failed');
    throw new AppError(
      502,
      'PROVIDER_UNAVAILABLE',
      'Google sign-in is not available right now. Please try again later.',
    );
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await deleteStaleLoginAttempts(db);
  await insertLoginAttempt(db, { state, provider: GOOGLE, nonce, codeVerifier });
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: google.redirectUri,
    scope: SCOPE,
    response_type: 'code',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
}

export interface GoogleSession {
  token: string;
  id: number;
  role: Role;
}

/**
 * Completes a sign-in from the provider's redirect: the one-time state, the code exchange with
 * PKCE, the ID token's signature, issuer, audience and nonce; then finds or creates the user.
 */
export async function finishGoogleSignIn(
  start: SessionStart,
  twoFactor: TwoFactorKeys,
  google: GoogleSignIn,
  callbackUrl: URL,
): Promise<GoogleSession> {
  const { db } = start.deps;
  const state = callbackUrl.searchParams.get('state');
  if (!state) throw new GoogleSignInRefused('the callback carries no state');
  const attempt = await takeLoginAttempt(db, GOOGLE, state);
  if (!attempt) throw new GoogleSignInRefused('unknown, used or expired state');
  const providerError = callbackUrl.searchParams.get('error');
  if (providerError)
    throw new GoogleSignInRefused(`the provider answered "${providerError.slice(0, 100)}"`);

  const response = await client.authorizationCodeGrant(await google.configuration(), callbackUrl, {
    pkceCodeVerifier: attempt.codeVerifier,
    expectedNonce: attempt.nonce,
    expectedState: state,
    idTokenExpected: true,
  });
  const user = await findOrCreateGoogleUser(db, googleIdentity(response.claims()));
  if (!user.isActive) throw accountDisabled();
  const secondFactor = await checkStaffSignIn(db, twoFactor, user, { byPassword: false });
  const token = await openSession(start.deps, user, start.origin, secondFactor);
  return { token, id: user.id, role: user.role };
}

const optionalName = z.string().trim().max(200).optional().catch(undefined);

const idTokenSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  // Google sends a boolean; a few older tokens carry the string.
  email_verified: z.union([z.literal(true), z.literal('true')], { message: 'is not true' }),
  given_name: optionalName,
  family_name: optionalName,
  name: optionalName,
});

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

function googleIdentity(claims: client.IDToken | undefined): GoogleIdentity {
  const parsed = idTokenSchema.safeParse(claims ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GoogleSignInRefused(
      `ID token claim ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`,
    );
  }
  const { sub, email, given_name, family_name, name } = parsed.data;
  const [firstOfName = '', ...restOfName] = (name ?? '').split(/\s+/).filter(Boolean);
  const firstName = given_name || firstOfName || email.split('@')[0] || 'Shopper';
  const lastName = family_name || (given_name ? '' : restOfName.join(' '));
  return {
    subject: sub,
    email: email.toLowerCase(),
    firstName: firstName.slice(0, NAME_MAX),
    lastName: lastName.slice(0, NAME_MAX),
  };
}

/**
 * The user a Google identity signs in as: the one linked to it, else the account with its
 * (Google-verified) email, which gets linked, else a new customer without a password.
 */
export async function findOrCreateGoogleUser(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked) return linked;

  const byEmail = await findUserByEmail(db, identity.email);
  // A deactivated account is not linked to anything new.
  if (byEmail && !byEmail.isActive) throw accountDisabled();
  if (byEmail?.googleSubject) {
    // Another Google account already owns this user: never re-point it silently.
    throw new GoogleSignInRefused(`user ${byEmail.id} is linked to another Google account`);
  }
  const settled = byEmail
    ? await linkGoogleSubject(db, byEmail.id, identity.subject)
    : await insertUser(db, {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        role: 'CUSTOMER',
        emailVerified: true,
        googleSubject: identity.subject,
      });
  if (settled) return settled;
  // A concurrent sign-in of the same person got there first; what it wrote is the answer.
  const raced = await findUserByGoogleSubject(db, identity.subject);
  if (raced) return raced;
  throw new GoogleSignInRefused('the account could not be linked or created');
}
