import { expect } from 'vitest';
import {
  OAuth2Server,
  type MutableResponse,
  type MutableToken,
  type Payload,
} from 'oauth2-mock-server';
import type { TestApp } from './test-app.js';

export const GOOGLE_TEST_CLIENT = { id: 'attar-house-test', secret: 'not-a-real-secret' };

export interface GoogleIdentityClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/**
 * A real OpenID provider on 127.0.0.1 (oauth2-mock-server) standing in for Google. Its tokens
 * carry the claims a test sets; `tamperIdToken` changes the next ID tokens after that.
 */
export interface GoogleTestProvider {
  issuer: string;
  /** The identity the provider signs in as, from the next token on. */
  signInAs(claims: GoogleIdentityClaims): void;
  tamperIdToken(change: ((payload: Payload) => void) | null): void;
  /** Makes the next authorization redirect carry `error` instead of a code. */
  failNextAuthorization(error: string): void;
  /** Makes the next token request fail as the provider would. */
  failNextTokenRequest(): void;
  /** The env that points an app's Google sign-in at this provider. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

export async function startGoogleProvider(): Promise<GoogleTestProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let claims: GoogleIdentityClaims = { sub: 'google-subject-0' };
  let tamper: ((payload: Payload) => void) | null = null;
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, claims);
    // Only the ID token carries an audience set to our client id.
    if (tamper && token.payload.aud === GOOGLE_TEST_CLIENT.id) tamper(token.payload);
  });
  const issuer = server.issuer.url ?? '';
  return {
    issuer,
    signInAs(next) {
      claims = next;
    },
    tamperIdToken(change) {
      tamper = change;
    },
    failNextAuthorization(error) {
      server.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
        url.searchParams.delete('code');
        url.searchParams.set('error', error);
      });
    },
    failNextTokenRequest() {
      server.service.once('beforeResponse', (response: MutableResponse) => {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'The code has expired' };
      });
    },
    env: () => ({
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      OIDC_ISSUER: issuer,
    }),
    stop: () => server.stop(),
  };
}

/** GET /oauth2/authorization/google; answers the provider URL it redirects to. */
export async function startSignIn(t: TestApp): Promise<URL> {
  const response = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

/** What the browser does at the provider: follows its redirect back to our callback path. */
export async function visitProvider(t: TestApp, authorizationUrl: URL): Promise<string> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicUrl}/oauth2/callback/google`);
  return `${back.pathname}${back.search}`;
}

/** The whole round trip; answers our callback's response. */
export async function signInWithGoogle(t: TestApp) {
  const callbackPath = await visitProvider(t, await startSignIn(t));
  return t.app.inject({ method: 'GET', url: callbackPath });
}

/** The session the callback hands the web app in its redirect's fragment. */
export function sessionFrom(location: unknown): { token: string; id: number; role: string } {
  const url = new URL(String(location), 'http://store.test');
  expect(url.pathname).toBe('/google-callback');
  expect(url.search).toBe('');
  const fragment = new URLSearchParams(url.hash.slice(1));
  return {
    token: fragment.get('token') ?? '',
    id: Number(fragment.get('id')),
    role: fragment.get('role') ?? '',
  };
}
