// Starts the built server on a fresh embedded database for the journeys, with Google sign-in
// pointed at a local OpenID provider (oauth2-mock-server) that signs everyone in as one shopper.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';

const here = dirname(fileURLToPath(import.meta.url));
// E2E_DATA_DIR (relative to the repository) lets two runs of the journeys go side by side;
// e2e/tests/identity-helpers.ts reads the outbox from the same place.
const dataDir = resolve(here, '..', process.env.E2E_DATA_DIR ?? 'e2e/.data');
rmSync(dataDir, { recursive: true, force: true });

const port = process.env.E2E_PORT ?? '4310';
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? '4311');

/** The Google account the local provider signs in as; e2e/tests/google-sign-in.spec.ts expects it. */
const GOOGLE_ACCOUNT = {
  sub: 'e2e-google-shopper',
  email: 'google.shopper@e2e.attarhouse.in',
  email_verified: true,
  given_name: 'Anika',
  family_name: 'Sharma',
  name: 'Anika Sharma',
};

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(oidcPort, '127.0.0.1');
provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, GOOGLE_ACCOUNT));

const server = spawn(process.execPath, [join(here, '..', 'apps', 'api', 'dist', 'server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: '',
    ADMIN_EMAIL: 'admin@e2e.attarhouse.in',
    ADMIN_PASSWORD: 'e2e-admin-password',
    LOG_LEVEL: 'warn',
    // The journeys' fixture gives every test its own X-Forwarded-For address (tests/fixtures.ts);
    // the browser, standing in for a reverse proxy, connects from this machine.
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: 'attar-house-e2e',
    GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
    OIDC_ISSUER: provider.issuer.url,
    // Test-only values, so that password journeys go through POST /api/signinEncrypt as a store
    // with encrypted sign-in configured would.
    SIGNIN_ENCRYPTION_KEY: '5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e5e2e',
    SIGNIN_ENCRYPTION_IV: 'a77a4a77a4a77a4a77a4a77a4a77a4a7',
    // The back-in-stock journey waits for the check that mails shoppers: every 2 s, not a minute.
    BACK_IN_STOCK_SWEEP_SECONDS: '2',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void provider.stop().finally(() => process.exit(code ?? 0));
});
