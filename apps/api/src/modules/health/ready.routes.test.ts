import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, json } from '../../../test/test-app.js';

/** A local port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('GET /api/ready', () => {
  it('reports each dependency, Redis as not configured in the embedded mode', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        status: 'ok',
        checks: { database: 'ok', redis: 'not configured', queue: 'ok' },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 NOT_READY naming the database when it does not answer', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      const body = json<{ details: { failed: string[]; checks: Record<string, string> } }>(
        response,
      );
      expect(body).toMatchObject({ status: 503, error: 'Service Unavailable', code: 'NOT_READY' });
      expect(body.details.failed).toContain('database');
      expect(body.details.checks).toMatchObject({ database: 'failed', redis: 'not configured' });
    } finally {
      // Closing the app closes its database a second time, which waits for the first close.
      await t.close();
    }
  });

  it('answers 503 NOT_READY naming Redis, and only Redis, when Redis is unreachable', async () => {
    const t = await createTestApp({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        status: 503,
        code: 'NOT_READY',
        message: 'Not ready: redis not answering',
        details: { failed: ['redis'], checks: { database: 'ok', queue: 'ok' } },
        requestId: response.headers['x-request-id'],
      });
      expect(['failed', 'timed out']).toContain(
        json<{ details: { checks: { redis: string } } }>(response).details.checks.redis,
      );
    } finally {
      await t.close();
    }
  });
});
