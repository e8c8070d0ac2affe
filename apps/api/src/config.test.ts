import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'attar-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded database, a secret generated once and kept', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      admin: undefined,
    });
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
    [{ CATALOG_CACHE: 'maybe' }, 'CATALOG_CACHE'],
    [{ CATALOG_CACHE_TTL_MS: 'soon' }, 'CATALOG_CACHE_TTL_MS'],
    [{ CATALOG_CACHE_TTL_MS: '0' }, 'CATALOG_CACHE_TTL_MS'],
    [{ CATALOG_CACHE_TTL_MS: '3600000' }, 'CATALOG_CACHE_TTL_MS'],
    [{ SHIPROCKET_EMAIL: 'api@attarhouse.in' }, 'SHIPROCKET_PASSWORD'],
    [{ SHIPROCKET_PASSWORD: 'api-password' }, 'SHIPROCKET_EMAIL'],
    [{ SHIPROCKET_EMAIL: 'not-an-email', SHIPROCKET_PASSWORD: 'x' }, 'SHIPROCKET_EMAIL'],
    [
      {
        SHIPROCKET_EMAIL: 'api@attarhouse.in',
        SHIPROCKET_PASSWORD: 'x',
        SHIPROCKET_API_BASE: 'sr',
      },
      'SHIPROCKET_API_BASE',
    ],
  ])('stops with a message naming the variable for %o', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(
      new RegExp(`\\b${variable}\\b`),
    );
  });

  it('keeps catalogue answers a second unless told otherwise, and turns the cache off on request', () => {
    const cacheOf = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, ...env }).catalogCache;
    expect(cacheOf({})).toEqual({ enabled: true, ttlMs: 1000 });
    expect(cacheOf({ CATALOG_CACHE: 'OFF' })).toEqual({ enabled: false, ttlMs: 1000 });
    expect(cacheOf({ CATALOG_CACHE_TTL_MS: ' 250 ' })).toEqual({ enabled: true, ttlMs: 250 });
  });

  it('books by hand unless both Shiprocket variables are set, with its defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).shiprocket).toBeNull();
    const shiprocket = (env: Record<string, string>) =>
      loadConfig({
        DATA_DIR: dataDir,
        SHIPROCKET_EMAIL: 'api@attarhouse.in',
        SHIPROCKET_PASSWORD: 'api-password',
        ...env,
      }).shiprocket;
    expect(shiprocket({})).toEqual({
      email: 'api@attarhouse.in',
      password: 'api-password',
      webhookToken: null,
      apiBase: 'https://apiv2.shiprocket.in/v1/external',
      pickupLocation: 'Primary',
    });
    expect(
      shiprocket({
        SHIPROCKET_WEBHOOK_TOKEN: ' webhook-token ',
        SHIPROCKET_API_BASE: 'http://127.0.0.1:4010/v1/external/',
        SHIPROCKET_PICKUP_LOCATION: 'Kala Ghoda Warehouse',
      }),
    ).toMatchObject({
      webhookToken: 'webhook-token',
      apiBase: 'http://127.0.0.1:4010/v1/external',
      pickupLocation: 'Kala Ghoda Warehouse',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SHIPROCKET_EMAIL: 'api@attarhouse.in' })).toThrow(
      /SHIPROCKET_PASSWORD: SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD .* are set together or not at all/,
    );
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12 ,fd00::/8', ['10.0.0.0/8', '172.16.0.0/12', 'fd00::/8']],
    ['::1,loopback,uniquelocal', ['::1', 'loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%o as %o', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("refuses TRUST_PROXY=true, pointing to a hop count or the proxies' addresses", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every hop.*number of proxies in front of the server \(1 for a single reverse proxy\)/,
    );
  });

  it.each([
    'yes',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.1,proxy.internal',
    '-1',
    '1.5',
    '11',
    '10.0.0.300',
  ])('refuses TRUST_PROXY=%o with a message naming it', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(/\bTRUST_PROXY\b/);
  });

  it('turns a hop count into a function trusting the nearest hops only', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('192.0.2.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
  });
});
