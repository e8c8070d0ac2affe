import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { CHECK_TIMEOUT_MS } from './readiness.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A TCP relay in front of the real Redis that can be told to stop passing anything on: a Redis
 * that keeps its connections open but no longer answers (a hung server, a dropped route).
 */
async function hangableRelay(
  target: URL,
): Promise<{ url: string; hang(): void; close(): Promise<void> }> {
  let hung = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => {
      if (!hung) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!hung) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    hang: () => {
      hung = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.runIf(redisUrl)('GET /api/ready with Redis', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof hangableRelay>>;
  beforeAll(async () => {
    relay = await hangableRelay(new URL(redisUrl!));
    t = await createTestApp({
      redisUrl: relay.url,
      redisKeyPrefix: `attar-test-${randomBytes(4).toString('hex')}:`,
    });
  });
  afterAll(async () => {
    await relay?.close();
    await t?.close();
  });

  it('reports Redis ok when it answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'ok', queue: 'ok' },
    });
  });

  it('answers 503 within its time limit when Redis stops answering, naming Redis', async () => {
    relay.hang();
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    const tookMs = performance.now() - started;
    expect(tookMs).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
    expect(tookMs).toBeLessThan(CHECK_TIMEOUT_MS + 1000);
    expect(response.statusCode).toBe(503);
    expect(json(response)).toMatchObject({
      code: 'NOT_READY',
      details: { failed: ['redis'], checks: { database: 'ok', redis: 'timed out', queue: 'ok' } },
    });
  });
});
