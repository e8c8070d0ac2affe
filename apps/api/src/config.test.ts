import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'attar-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded database, a secret generated once and kept', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, admin: undefined });
    expect(first.pgliteDir).toBe(join(dataDir, 'db'));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(32) }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/attar' }, 'JWT_SECRET'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'owner@example.in' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
