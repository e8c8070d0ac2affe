// Starts the built store (apps/api/dist/server.js, with the web build) on a fresh data folder
// for a benchmark, or uses BASE_URL when it names a running store instead; and the small
// helpers the benchmarks share (a database of their own, a free port, a call to the API).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuSeconds } from './cpu-use.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function waitUntilReady(baseUrl) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
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

/** Resolves once the server prints that it is open: with workers, once every one listens. */
function waitForOpenLine(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the store did not open within 120 s:\n${output}`)),
      120_000,
    );
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped with code ${code}:\n${output}`));
    };
    const onData = (chunk) => {
      output += chunk.toString();
      if (!output.includes('Attar House is open')) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      child.stdout.resume();
      resolve();
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Returns { baseUrl, pid, stop } (no pid for BASE_URL). `env` adds to the server's environment (DATABASE_URL,
 * WEB_CONCURRENCY, CATALOG_CACHE, ...); `dataDir` keeps the data folder of an earlier start
 * (the caller then removes it), otherwise a fresh one is made and removed on stop.
 */
export async function startStore({ port = 4390, env = {}, dataDir, useBaseUrl = true } = {}) {
  if (useBaseUrl && process.env.BASE_URL) {
    const baseUrl = process.env.BASE_URL.replace(/\/$/, '');
    await waitUntilReady(baseUrl);
    return { baseUrl, stop: async () => {} };
  }
  const server = join(root, 'apps', 'api', 'dist', 'server.js');
  if (!existsSync(server) || !existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    throw new Error('Build the store first: npm run build (in the repository root).');
  }
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'attar-bench-'));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: folder,
      ADMIN_EMAIL: 'bench-admin@attarhouse.local',
      ADMIN_PASSWORD: 'bench-admin-password-1',
      ...env,
    },
  });
  await waitForOpenLine(child);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!dataDir) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Makes `store` a store that has been serving a while, as the Lighthouse benches measure it: each
 * path is drawn five times (the server's code runs cold the first time), then the store is left
 * to finish its start-up work.
 */
export async function warmUp(store, paths) {
  for (const path of paths)
    for (let i = 0; i < 5; i += 1) await (await fetch(`${store.baseUrl}${path}`)).text();
  await waitUntilIdle(store.pid);
}

/**
 * Waits until the store's process has been nearly idle (under 5% of a core) for a second: a
 * fresh store seeds its catalogue and makes its images' sizes in the background at start, which
 * would otherwise share the machine with the first measurements. Gives up after `limitMs`.
 */
async function waitUntilIdle(pid, limitMs = 60_000) {
  if (!pid || cpuSeconds(pid) === null) return;
  const deadline = Date.now() + limitMs;
  let before = cpuSeconds(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    if (now === null || now - before < 0.05) return;
    before = now;
  }
}

/** Runs the statements in turn on one connection to the server; returns the last result. */
async function onServer(adminDatabaseUrl, ...statements) {
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    let result;
    for (const statement of statements) result = await admin.query(statement);
    return result;
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database for one run on the PostgreSQL server `adminDatabaseUrl` names:
 * { name, url, version, drop }. `drop` removes it, connections and all.
 */
export async function createBenchDatabase(adminDatabaseUrl) {
  const name = `attar_bench_${process.pid}_${Date.now()}`;
  const { rows } = await onServer(
    adminDatabaseUrl,
    `create database ${name}`,
    'show server_version',
  );
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    version: rows[0].server_version,
    drop: () => onServer(adminDatabaseUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A port nothing listens on now (other benchmarks may run on this machine). */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Calls the store's API with JSON; throws on an answer that is not 2xx. */
export async function call(base, path, { method = 'GET', token, body } = {}) {
  const headers = {
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * A new customer with an address in Lucknow, signed in, and the bench admin's token (the admin
 * startStore creates): { token, adminToken, address }.
 */
export async function benchShopper(base) {
  const account = {
    email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@attarhouse.local`,
    password: 'bench-password-1',
    firstname: 'Bench',
    lastname: 'Shopper',
  };
  await call(base, '/api/signup', { method: 'POST', body: account });
  const { token } = await call(base, '/api/signin', {
    method: 'POST',
    body: { email: account.email, password: account.password },
  });
  const { token: adminToken } = await call(base, '/api/signin', {
    method: 'POST',
    body: { email: 'bench-admin@attarhouse.local', password: 'bench-admin-password-1' },
  });
  // The pincode must exist and lie in the state (docs/decisions/0013-pincode-directory.md).
  const address = await call(base, '/api/shipping-addresses/Add', {
    method: 'POST',
    token,
    body: {
      fullName: 'Bench Shopper',
      addressLine1: '1 Test Road',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      zipCode: '226001',
      country: 'India',
      phoneNumber: '9876543210',
    },
  });
  return { token, adminToken, address };
}
