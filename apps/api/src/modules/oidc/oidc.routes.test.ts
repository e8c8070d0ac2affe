import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oidcLoginAttempts, users } from '../../db/schema/index.js';
import {
  GOOGLE_TEST_CLIENT,
  sessionFrom,
  signInWithGoogle,
  startGoogleProvider,
  startSignIn,
  visitProvider,
  type GoogleTestProvider,
} from '../../../test/google-provider.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let provider: GoogleTestProvider;
let t: TestApp;
let subjects = 0;

beforeAll(async () => {
  provider = await startGoogleProvider();
  t = await createTestApp({ env: provider.env() });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
beforeEach(() => {
  provider.tamperIdToken(null);
});

/** A fresh Google identity per test, so tests do not depend on each other. */
function newGoogleShopper(overrides: Record<string, unknown> = {}) {
  subjects += 1;
  const identity = {
    sub: `10876${subjects}`,
    email: `kavya.${subjects}@gmail.example`,
    email_verified: true,
    given_name: 'Kavya',
    family_name: 'Menon',
    name: 'Kavya Menon',
    ...overrides,
  };
  provider.signInAs(identity);
  return identity;
}

async function me(token: string) {
  return t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));
}

async function usersWithEmail(email: string) {
  return t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

function expectRefused(response: { statusCode: number; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/login?error=google');
}

describe('GET /oauth2/authorization/google', () => {
  it('stores state, nonce and PKCE verifier and redirects to the provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(String(response.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: GOOGLE_TEST_CLIENT.id,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${t.config.publicUrl}/oauth2/callback/google`,
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    const [attempt] = await t.database.db
      .select()
      .from(oidcLoginAttempts)
      .where(eq(oidcLoginAttempts.state, params.state ?? ''));
    expect(attempt).toMatchObject({ provider: 'google', nonce: params.nonce });
    // The verifier stays on the server; only its S256 challenge travels.
    expect(url.href).not.toContain(attempt?.codeVerifier);
  });

  it('removes attempts older than ten minutes when a new one starts', async () => {
    await t.database.db.insert(oidcLoginAttempts).values({
      state: 'abandoned-state',
      provider: 'google',
      nonce: 'n',
      codeVerifier: 'v',
      createdAt: new Date(Date.now() - 11 * 60_000),
    });
    await startSignIn(t);
    const left = await t.database.db
      .select()
      .from(oidcLoginAttempts)
      .where(eq(oidcLoginAttempts.state, 'abandoned-state'));
    expect(left).toEqual([]);
  });

  it('answers 404 NOT_FOUND for a provider the store does not have', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth2/authorization/facebook' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Sign-in provider not found',
    });
  });

  it('keeps unknown /oauth2 paths JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oauth2/callback/facebook' });
    expect(response.statusCode).toBe(404);
    expect(json(response).code).toBe('NOT_FOUND');
  });
});

describe('GET /oauth2/callback/google', () => {
  it('creates a customer from the ID token and hands the web app a working session', async () => {
    const identity = newGoogleShopper();
    const response = await signInWithGoogle(t);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const session = sessionFrom(response.headers.location);
    expect(session.role).toBe('CUSTOMER');

    const profile = await me(session.token);
    expect(profile.statusCode).toBe(200);
    expect(json(profile)).toMatchObject({
      id: session.id,
      email: identity.email,
      firstname: 'Kavya',
      lastname: 'Menon',
      role: 'CUSTOMER',
      emailVerified: true,
    });
    const [row] = await usersWithEmail(identity.email);
    expect(row).toMatchObject({ googleSubject: identity.sub, passwordHash: null });
  });

  it('signs the same Google account in as the same user the second time', async () => {
    const identity = newGoogleShopper();
    const first = sessionFrom((await signInWithGoogle(t)).headers.location);
    const second = sessionFrom((await signInWithGoogle(t)).headers.location);
    expect(second.id).toBe(first.id);
    expect(await usersWithEmail(identity.email)).toHaveLength(1);
    // Linked by subject: a changed email at Google still finds the account.
    provider.signInAs({ ...identity, email: 'kavya.new@gmail.example' });
    expect(sessionFrom((await signInWithGoogle(t)).headers.location).id).toBe(first.id);
  });

  it('links an existing password account with the same email instead of duplicating it', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        email: 'Priya.Nair@Example.in',
        password: 'rose-and-oud',
        firstname: 'Priya',
        lastname: 'Nair',
      },
    });
    expect(signUp.statusCode).toBe(201);
    newGoogleShopper({ email: 'priya.nair@example.in', given_name: 'P', family_name: 'N' });

    const session = sessionFrom((await signInWithGoogle(t)).headers.location);
    expect(session.id).toBe(json<{ id: number }>(signUp).id);
    expect(json(await me(session.token))).toMatchObject({
      firstname: 'Priya',
      lastname: 'Nair',
      emailVerified: true,
    });
    expect(await usersWithEmail('priya.nair@example.in')).toHaveLength(1);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'priya.nair@example.in', password: 'rose-and-oud' },
    });
    expect(password.statusCode).toBe(200);
  });

  it("keeps an administrator's role", async () => {
    const admin = await signedInUser(t, 'ADMIN');
    newGoogleShopper({ email: admin.email });
    const session = sessionFrom((await signInWithGoogle(t)).headers.location);
    expect(session).toMatchObject({ id: admin.id, role: 'ADMIN' });
  });

  it('refuses an email already linked to another Google account', async () => {
    const owner = newGoogleShopper();
    await signInWithGoogle(t);
    newGoogleShopper({ email: owner.email });
    expectRefused(await signInWithGoogle(t));
  });

  it.each([
    [
      'only a full name',
      { given_name: undefined, family_name: undefined, name: 'Ira Sen Gupta' },
      'Ira',
      'Sen Gupta',
    ],
    [
      'no name at all',
      { given_name: undefined, family_name: undefined, name: undefined },
      'ira.nameless',
      '',
    ],
  ])('names a new customer from %s', async (_label, claims, firstname, lastname) => {
    newGoogleShopper({ ...claims, email: `ira.nameless.${subjects + 1}@gmail.example` });
    const session = sessionFrom((await signInWithGoogle(t)).headers.location);
    const profile = json<{ firstname: string; lastname: string }>(await me(session.token));
    expect(profile.firstname.startsWith(firstname)).toBe(true);
    expect(profile.lastname).toBe(lastname);
  });

  it('accepts a state once only', async () => {
    newGoogleShopper();
    const callbackPath = await visitProvider(t, await startSignIn(t));
    const state = new URLSearchParams(callbackPath.split('?')[1]).get('state') ?? '';
    expect(
      sessionFrom((await t.app.inject({ method: 'GET', url: callbackPath })).headers.location)
        .token,
    ).not.toBe('');
    expect(
      await t.database.db
        .select()
        .from(oidcLoginAttempts)
        .where(eq(oidcLoginAttempts.state, state)),
    ).toEqual([]);
    expectRefused(await t.app.inject({ method: 'GET', url: callbackPath }));
  });

  it('refuses a tampered, unknown or missing state', async () => {
    newGoogleShopper();
    const callbackPath = await visitProvider(t, await startSignIn(t));
    const tampered = callbackPath.replace(
      /state=([^&]+)/,
      (_, state: string) => `state=${state.slice(0, -2)}xx`,
    );
    expectRefused(await t.app.inject({ method: 'GET', url: tampered }));
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: '/oauth2/callback/google?code=abc&state=never-issued',
      }),
    );
    expectRefused(await t.app.inject({ method: 'GET', url: '/oauth2/callback/google' }));
  });

  it('refuses a state older than ten minutes', async () => {
    newGoogleShopper();
    const callbackPath = await visitProvider(t, await startSignIn(t));
    const state = new URLSearchParams(callbackPath.split('?')[1]).get('state') ?? '';
    await t.database.db
      .update(oidcLoginAttempts)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(oidcLoginAttempts.state, state));
    expectRefused(await t.app.inject({ method: 'GET', url: callbackPath }));
  });

  it('refuses an email Google has not verified, creating nobody', async () => {
    const identity = newGoogleShopper({ email_verified: false });
    expectRefused(await signInWithGoogle(t));
    expect(await usersWithEmail(identity.email)).toEqual([]);
  });

  it('refuses an ID token without an email', async () => {
    newGoogleShopper({ email: undefined });
    expectRefused(await signInWithGoogle(t));
  });

  it.each([
    ['another nonce', { nonce: 'replayed-nonce' }],
    ['another audience', { aud: 'someone-elses-client' }],
    ['another issuer', { iss: 'https://accounts.evil.example' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses an ID token with %s', async (_label, change) => {
    const identity = newGoogleShopper();
    provider.tamperIdToken((payload) => Object.assign(payload, change));
    expectRefused(await signInWithGoogle(t));
    expect(await usersWithEmail(identity.email)).toEqual([]);
  });

  it('refuses when the provider answers with an error', async () => {
    newGoogleShopper();
    provider.failNextAuthorization('access_denied');
    const callbackPath = await visitProvider(t, await startSignIn(t));
    expect(callbackPath).toContain('error=access_denied');
    expectRefused(await t.app.inject({ method: 'GET', url: callbackPath }));
  });

  it('refuses when the code exchange fails', async () => {
    const identity = newGoogleShopper();
    provider.failNextTokenRequest();
    expectRefused(await signInWithGoogle(t));
    expect(await usersWithEmail(identity.email)).toEqual([]);
  });
});

describe('Google sign-in switched off or unreachable', () => {
  it('answers 404 FEATURE_DISABLED when Google is not configured', async () => {
    const plain = await createTestApp();
    try {
      for (const url of [
        '/oauth2/authorization/google',
        '/oauth2/callback/google?code=a&state=b',
      ]) {
        const response = await plain.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(json(response)).toMatchObject({
          code: 'FEATURE_DISABLED',
          message: 'Google sign-in is not enabled on this store',
        });
      }
      const other = await plain.app.inject({
        method: 'GET',
        url: '/oauth2/authorization/facebook',
      });
      expect(json(other).code).toBe('NOT_FOUND');
    } finally {
      await plain.close();
    }
  });

  it('answers 502 PROVIDER_UNAVAILABLE when the provider cannot be discovered', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const broken = await createTestApp({
      env: { ...provider.env(), OIDC_ISSUER: `http://127.0.0.1:${closedPort}` },
    });
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/oauth2/authorization/google',
      });
      expect(response.statusCode).toBe(502);
      expect(json(response)).toMatchObject({
        status: 502,
        error: 'Bad Gateway',
        code: 'PROVIDER_UNAVAILABLE',
      });
      const rows = await broken.database.db.select().from(oidcLoginAttempts);
      expect(rows).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
