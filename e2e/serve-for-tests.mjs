// Starts the built server on a fresh embedded database for the journeys.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '.data');
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [join(here, '..', 'apps', 'api', 'dist', 'server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: '',
    ADMIN_EMAIL: 'admin@e2e.attarhouse.in',
    ADMIN_PASSWORD: 'e2e-admin-password',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
