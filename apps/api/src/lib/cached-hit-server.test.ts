import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpCall, type HttpAnswer } from '../../test/http-call.js';
import { createAuthGuards, registerAccessControl } from './auth-guard.js';
import { CachedHitServer } from './cached-hit-server.js';
import { StoreMetrics } from './metrics.js';
import { registerPublicCache, SHARED_CACHE_CONTROL } from './public-cache.js';
import { registerSecurityHeaders } from './security-headers.js';
import { StorefrontCache } from './storefront-cache.js';
import { createTokenService } from './tokens.js';

const tokens = createTokenService('a-test-secret-that-is-at-least-32-chars');
// Headers a hit is sent with whichever path sends it; the id and date differ per answer.
const PER_ANSWER = new Set(['x-request-id', 'date']);

/**
 * An app like the store's (security headers, access control, the public cache) whose one cached
 * route greets a signed-in caller by email, served by a CachedHitServer. `reachedFastify`
 * counts the requests Fastify itself received.
 */
async function greetingApp() {
  const hits = new CachedHitServer();
  const logLines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  let nextId = 0;
  const requestId = () => `00000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`;
  const app = Fastify({
    serverFactory: hits.serverFactory,
    logger: { level: 'info', stream: logStream },
    genReqId: requestId,
  });
  app.decorateRequest('sessionUser', null);
  let reachedFastify = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    reachedFastify += 1;
    done();
  });
  // As app.ts does: every answer names its request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const securityHeadersFor = await registerSecurityHeaders(app, {});
  registerAccessControl(
    app,
    createAuthGuards({
      tokens,
      hasSecondFactor: async () => false,
      loadUser: async () => ({
        role: 'CUSTOMER',
        staffRole: null,
        tokenVersion: 0,
        email: 'asha@example.in',
        secondFactorAt: null,
        twoFactorSetUpRequired: false,
      }),
    }),
  );
  const cache = new StorefrontCache({ enabled: true, ttlMs: 60_000 });
  registerPublicCache(app, cache);
  const metrics = new StoreMetrics();
  const serving = { cache, securityHeadersFor, requestId, log: app.log, metrics };
  hits.serve(serving);
  app.get(
    '/api/greeting/:name',
    { config: { access: 'optional', publicCache: 'visitors' } },
    async (request) => ({
      hello: request.sessionUser?.email ?? (request.params as { name: string }).name,
      // Long enough to be compressed (the cache compresses from 1 KiB).
      poem: 'Roses of Kannauj, distilled at dawn. '.repeat(40),
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    hits,
    serving,
    cache,
    metrics,
    logLines,
    base,
    reachedFastify: () => reachedFastify,
  };
}

const withoutPerAnswer = (answer: HttpAnswer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('a fresh public-cache hit', () => {
  let t: Awaited<ReturnType<typeof greetingApp>>;
  beforeAll(async () => {
    t = await greetingApp();
  });
  afterAll(async () => {
    await t?.app.close();
  });
  beforeEach(() => {
    t.cache.clear();
  });

  const greet = (headers: Record<string, string> = {}, method = 'GET') =>
    httpCall(`${t.base}/api/greeting/meera?lang=en`, { headers, method });

  it('is answered before Fastify, with the status, headers and body Fastify sent', async () => {
    const computed = await greet();
    const reached = t.reachedFastify();
    const hit = await greet();
    expect(t.reachedFastify()).toBe(reached);
    expect(hit.status).toBe(200);
    expect(hit.text()).toBe(computed.text());
    expect(withoutPerAnswer(hit)).toEqual(withoutPerAnswer(computed));
    expect(hit.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(hit.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(hit.headers.vary).toBe('accept-encoding, authorization');
    expect(computed.headers['x-request-id']).toMatch(/^0{8}-0{4}-4000-8000-\d{12}$/);
    expect(hit.headers['x-request-id']).toMatch(/^0{8}-0{4}-4000-8000-\d{12}$/);
    expect(hit.headers['x-request-id']).not.toBe(computed.headers['x-request-id']);
  });

  it("runs on a server with Fastify's own timeouts (keep-alive 72 s)", () => {
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.requestTimeout).toBe(0);
  });

  it('answers 304 to a browser that has it, and the coding the client takes', async () => {
    const computed = await greet();
    const reached = t.reachedFastify();
    const revalidated = await greet({ 'if-none-match': computed.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(computed.headers.etag);

    const compressed = await greet({ 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(`${computed.headers.etag!.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(computed.text());
    expect(t.reachedFastify()).toBe(reached);
  });

  it('writes the completion line and counts the route, as Fastify does', async () => {
    await greet();
    const hit = await greet();
    const line = t.logLines.filter((entry) => entry.msg === 'request completed').at(-1);
    expect(line).toMatchObject({
      reqId: hit.headers['x-request-id'],
      method: 'GET',
      url: '/api/greeting/meera?lang=en',
      statusCode: 200,
    });
    const { body } = await t.metrics.exposition();
    expect(body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/greeting\/:name",status_class="2xx"\} \d+/,
    );
  });

  it('leaves to Fastify a signed-in caller, a HEAD, a key not cached and a stopped server', async () => {
    await greet();
    const token = await tokens.sign({
      userId: 7,
      role: 'CUSTOMER',
      email: 'asha@example.in',
      tokenVersion: 0,
      sessionId: '7a7a7a7a-7a7a-4a7a-8a7a-7a7a7a7a7a7a',
    });
    let reached = t.reachedFastify();
    const signedIn = await greet({ authorization: `Bearer ${token}` });
    expect(signedIn.json()).toMatchObject({ hello: 'asha@example.in' });
    expect(t.reachedFastify()).toBe((reached += 1));

    expect((await greet({}, 'HEAD')).status).toBe(200);
    expect(t.reachedFastify()).toBe((reached += 1));

    const other = await httpCall(`${t.base}/api/greeting/kabir`);
    expect(other.json()).toMatchObject({ hello: 'kabir' });
    expect(t.reachedFastify()).toBe((reached += 1));

    t.hits.stop();
    try {
      expect((await greet()).status).toBe(200);
      expect(t.reachedFastify()).toBe((reached += 1));
    } finally {
      t.hits.serve(t.serving);
    }
  });

  it('is not served once the catalogue changed (the cache was cleared)', async () => {
    await greet();
    t.cache.clear();
    const reached = t.reachedFastify();
    expect((await greet()).status).toBe(200);
    expect(t.reachedFastify()).toBe(reached + 1);
  });
});
