// Starts the built store (apps/api/dist/server.js, with the web build) on a fresh embedded
// database for a benchmark, or uses BASE_URL when it names a running store instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function waitUntilReady(baseUrl, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} was not ready within 60 s`);
}

/** Returns { baseUrl, stop }. */
export async function startStore({ port = 4390, env = {} } = {}) {
  if (process.env.BASE_URL) {
    const baseUrl = process.env.BASE_URL.replace(/\/$/, '');
    await waitUntilReady(baseUrl, null);
    return { baseUrl, stop: async () => {} };
  }
  const server = join(root, 'apps', 'api', 'dist', 'server.js');
  if (!existsSync(server) || !existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    throw new Error('Build the store first: npm run build (in the repository root).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'attar-bench-'));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'bench-admin@attarhouse.local',
      ADMIN_PASSWORD: 'bench-admin-password-1',
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child);
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
