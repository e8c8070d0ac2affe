import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const webDir = mkdtempSync(join(tmpdir(), 'attar-web-'));
beforeAll(async () => {
  const html = '<!doctype html><title>Attar House</title><div id="root"></div>';
  writeFileSync(join(webDir, 'index.html'), html);
  writeFileSync(join(webDir, 'index.html.br'), brotliCompressSync(html));
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('GET /api/health says the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(json(response)).toEqual({ status: 'ok' });
  });

  it('GET /api/ready says the database answers, and 503 when it does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'not configured', queue: 'ok' },
    });
    const other = await createTestApp();
    try {
      await other.database.close();
      const down = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(json(down)).toMatchObject({
        status: 503,
        code: 'NOT_READY',
        // The queue's counts are read from the same database.
        details: {
          failed: ['database', 'queue'],
          checks: { database: 'failed', redis: 'not configured', queue: 'failed' },
        },
      });
    } finally {
      // Closing the app closes its database a second time, which waits for the first close.
      await other.close();
    }
  });
});

describe('unknown paths and the web app', () => {
  it('answers unknown /api paths with a JSON 404 error body', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/products/getAll'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ status: 404, error: 'Not Found', code: 'NOT_FOUND' });
      expect(json(response).requestId).toEqual(expect.any(String));
    }
  });

  it('serves the SPA for any other page path, with a content security policy', async () => {
    for (const url of ['/', '/shop?page=2', '/a/page/that/does/not/exist']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it("gives the API's answers a short set of security headers, and pages the whole document set", async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(answer.headers['origin-agent-cluster']).toBeUndefined();
    }
    for (const url of ['/', '/api/docs']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['content-security-policy']).not.toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('compresses JSON for browsers that accept it, and serves precompressed page files', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(api.headers['content-encoding']).toBe('gzip');
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = json<{ openapi: string; paths: Record<string, unknown> }>(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/signin',
        '/api/signup',
        '/api/products/getAll',
        '/api/menus/getAll',
      ]),
    );
  });
});
