import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthGuards, registerAccessControl } from './auth-guard.js';
import {
  cacheKeyOf,
  PRIVATE_CACHE_CONTROL,
  preferredCoding,
  registerPublicCache,
  SHARED_CACHE_CONTROL,
} from './public-cache.js';
import { cachedResponseOf, StorefrontCache } from './storefront-cache.js';
import { createTokenService } from './tokens.js';

// How the answers stored directly in these tests would be sent.
const SENT = { route: '/a', vary: 'accept-encoding' };

const tokens = createTokenService('a-test-secret-that-is-at-least-32-chars');
const accounts = new Map([
  [
    7,
    {
      role: 'CUSTOMER' as const,
      staffRole: null,
      tokenVersion: 0,
      email: 'asha@example.in',
      secondFactorAt: null,
      twoFactorSetUpRequired: false,
    },
  ],
]);

/** An app whose one route greets a signed-in caller by email: an answer only they may get. */
async function greetingApp(
  cache: StorefrontCache,
): Promise<{ app: FastifyInstance; computed: () => number }> {
  const app = Fastify();
  app.decorateRequest('sessionUser', null);
  registerAccessControl(
    app,
    createAuthGuards({
      tokens,
      hasSecondFactor: async () => false,
      loadUser: async (id) => accounts.get(id) ?? null,
    }),
  );
  registerPublicCache(app, cache);
  let computed = 0;
  app.get(
    '/greeting',
    { config: { access: 'optional', publicCache: 'visitors' } },
    async (request) => {
      computed += 1;
      return { hello: request.sessionUser?.email ?? 'visitor' };
    },
  );
  await app.ready();
  return { app, computed: () => computed };
}

describe('a route whose signed-in answer differs (publicCache: visitors)', () => {
  let app: FastifyInstance;
  let computed: () => number;
  let token: string;
  beforeAll(async () => {
    ({ app, computed } = await greetingApp(new StorefrontCache({ enabled: true, ttlMs: 60_000 })));
    token = await tokens.sign({
      userId: 7,
      role: 'CUSTOMER',
      email: 'asha@example.in',
      tokenVersion: 0,
      sessionId: '7a7a7a7a-7a7a-4a7a-8a7a-7a7a7a7a7a7a',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const greet = (withToken: boolean) =>
    app.inject({
      method: 'GET',
      url: '/greeting',
      headers: withToken ? { authorization: `Bearer ${token}` } : {},
    });

  it("never gives a visitor the signed-in caller's answer, nor the other way round", async () => {
    const signedInFirst = await greet(true);
    expect(signedInFirst.json()).toEqual({ hello: 'asha@example.in' });
    expect(signedInFirst.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(signedInFirst.headers.vary).toBe('accept-encoding, authorization');

    const visitor = await greet(false);
    expect(visitor.json()).toEqual({ hello: 'visitor' });
    expect(visitor.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);

    expect((await greet(true)).json()).toEqual({ hello: 'asha@example.in' });
    expect((await greet(false)).json()).toEqual({ hello: 'visitor' });
  });

  it("caches the visitors' answer only: signed-in callers are answered afresh each time", async () => {
    const before = computed();
    await greet(false);
    await greet(false);
    expect(computed()).toBe(before);
    await greet(true);
    await greet(true);
    expect(computed()).toBe(before + 2);
  });

  it("still lets a signed-in caller's browser revalidate its own answer", async () => {
    const first = await greet(true);
    const again = await app.inject({
      method: 'GET',
      url: '/greeting',
      headers: { authorization: `Bearer ${token}`, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('registering a cached route', () => {
  it.each<[FastifyContextConfig]>([
    [{ access: 'admin', publicCache: 'everyone' }],
    [{ access: 'optional', publicCache: 'everyone' }],
    [{ publicCache: 'visitors' }],
    [{ access: 'user', publicCache: 'visitors' }],
  ])('refuses %o: an answer cached for everyone must not depend on who asks', async (config) => {
    const app = Fastify();
    registerPublicCache(app, new StorefrontCache({ enabled: true, ttlMs: 1000 }));
    expect(() => app.get('/x', { config }, async () => ({}))).toThrow(/publicCache/);
    await app.close();
  });
});

describe('StorefrontCache', () => {
  it('does not store an answer computed before a clear, so a change is never hidden by it', () => {
    const cache = new StorefrontCache({ enabled: true, ttlMs: 60_000 });
    const flight = cache.begin('/a');
    cache.clear();
    flight.settle(cachedResponseOf('{"price":1}', SENT));
    expect(cache.response('/a')).toBeUndefined();
    const next = cache.begin('/a');
    next.settle(cachedResponseOf('{"price":2}', SENT));
    expect(cache.response('/a')?.body.toString()).toBe('{"price":2}');
  });

  it('forgets answers after their TTL and keeps nothing when off', () => {
    let now = 0;
    const short = new StorefrontCache({ enabled: true, ttlMs: 1000, now: () => now });
    short.begin('/a').settle(cachedResponseOf('{}', SENT));
    now = 999;
    expect(short.response('/a')).toBeDefined();
    now = 1000;
    expect(short.response('/a')).toBeUndefined();

    const off = new StorefrontCache({ enabled: false, ttlMs: 60_000 });
    off.begin('/a').settle(cachedResponseOf('{}', SENT));
    expect(off.response('/a')).toBeUndefined();
    expect(off.flight('/a')).toBeUndefined();
  });

  it('has one request renew an entry in the last quarter of its life while the others still get it', () => {
    let now = 0;
    const cache = new StorefrontCache({ enabled: true, ttlMs: 1000, now: () => now });
    cache.begin('/a').settle(cachedResponseOf('{"v":1}', SENT));
    expect(cache.lookup('/a')?.renew).toBe(false);
    now = 800;
    expect(cache.lookup('/a')?.renew).toBe(true);
    const renewal = cache.begin('/a');
    expect(cache.lookup('/a')).toMatchObject({ renew: false });
    expect(cache.response('/a')?.body.toString()).toBe('{"v":1}');
    renewal.settle(cachedResponseOf('{"v":2}', SENT));
    expect(cache.lookup('/a')).toMatchObject({ renew: false });
    expect(cache.response('/a')?.body.toString()).toBe('{"v":2}');
  });

  it('keeps within its bounds by dropping the oldest entries', () => {
    const cache = new StorefrontCache({ enabled: true, ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['/a', '/b', '/c'])
      cache.begin(key).settle(cachedResponseOf(`"${key}"`, SENT));
    expect(cache.response('/a')).toBeUndefined();
    expect(cache.response('/b')).toBeDefined();
    expect(cache.response('/c')).toBeDefined();
  });

  it('counts compressed copies in its size bound', () => {
    const cache = new StorefrontCache({ enabled: true, ttlMs: 60_000, maxBytes: 100 });
    const body = `"${'x'.repeat(58)}"`;
    cache.begin('/a').settle(cachedResponseOf(body, SENT));
    const stored = cache.response('/a')!;
    cache.grew('/a', cachedResponseOf(body, SENT), 50);
    expect(cache.response('/a')).toBeDefined();
    cache.grew('/a', stored, 50);
    expect(cache.response('/a')).toBeUndefined();
  });

  it('loads a remembered value once per TTL, and again after a clear', async () => {
    const cache = new StorefrontCache({ enabled: true, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.remember('k', load), cache.remember('k', load)])).toEqual([
      1, 1,
    ]);
    cache.clear();
    expect(await cache.remember('k', load)).toBe(2);
  });

  it('with the cache off, loads a remembered value per call but keeps one kept for its TTL', async () => {
    let now = 0;
    const cache = new StorefrontCache({ enabled: false, ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect([await cache.remember('r', load), await cache.remember('r', load)]).toEqual([1, 2]);
    expect([await cache.keep('k', load), await cache.keep('k', load)]).toEqual([3, 3]);
    now = 1000;
    expect(await cache.keep('k', load)).toBe(4);
    cache.clear();
    expect(await cache.keep('k', load)).toBe(5);
  });

  it('keeps remembered values within its entry bound, the oldest going first', async () => {
    const cache = new StorefrontCache({ enabled: true, ttlMs: 60_000, maxEntries: 2 });
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return key;
    };
    for (const key of ['a', 'b', 'b', 'c', 'b', 'a']) await cache.remember(key, load(key));
    // "c" made three: "a", the first stored, went; "b" stayed.
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('request details', () => {
  it('keys a query by its sorted parameters', () => {
    expect(cacheKeyOf('/api/products/getAll?size=3&page=1&gender=MEN')).toBe(
      cacheKeyOf('/api/products/getAll?gender=MEN&page=1&size=3'),
    );
    expect(cacheKeyOf('/api/menus/getAll')).toBe('/api/menus/getAll');
    expect(cacheKeyOf('/api/products/search?keyword=rose%20oud')).toBe(
      cacheKeyOf('/api/products/search?keyword=rose+oud'),
    );
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'gzip'],
    [undefined, null],
  ])('picks a coding for Accept-Encoding %o: %o', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
