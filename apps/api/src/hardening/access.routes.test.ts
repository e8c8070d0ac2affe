import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signedInUser, type TestApp } from '../../test/test-app.js';

interface Operation {
  method: string;
  url: string;
  tags: string[];
  guarded: boolean;
}

/** Every operation of the OpenAPI document, with path parameters filled in. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, (name) =>
        name === '{publicId}' ? 'up-0123456789abcdef' : '1',
      ),
      tags: operation.tags ?? [],
      guarded: (operation.security ?? []).length > 0,
    })),
  );
}

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await signedInUser(t)).token;
});
afterAll(() => t.close());

describe('who may call what (the authorization matrix)', () => {
  it('lists the admin routes in the OpenAPI document', () => {
    const admin = operationsOf(t.app).filter((operation) => operation.tags.includes('admin'));
    expect(admin.length).toBeGreaterThan(5);
    expect(admin.every((operation) => operation.guarded)).toBe(true);
  });

  it('answers every admin route 401 for a visitor and 403 for a customer, before reading the body', async () => {
    const admin = operationsOf(t.app).filter((operation) => operation.tags.includes('admin'));
    for (const { method, url } of admin) {
      const payload = ['POST', 'PUT', 'PATCH'].includes(method)
        ? { not: 'a valid body' }
        : undefined;
      const visitor = await t.app.inject({ method: method as 'GET', url, payload });
      expect([url, visitor.statusCode, json(visitor).code]).toEqual([url, 401, 'UNAUTHENTICATED']);
      const asCustomer = await t.app.inject({
        method: method as 'GET',
        url,
        payload,
        headers: { authorization: `Bearer ${customer}` },
      });
      expect([url, asCustomer.statusCode, json(asCustomer).code]).toEqual([url, 403, 'FORBIDDEN']);
    }
  });

  it('answers every other guarded route 401 for a visitor, before reading the body', async () => {
    const guarded = operationsOf(t.app).filter(
      (operation) => operation.guarded && !operation.tags.includes('admin'),
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const { method, url } of guarded) {
      const payload = ['POST', 'PUT', 'PATCH'].includes(method)
        ? { not: 'a valid body' }
        : undefined;
      const visitor = await t.app.inject({ method: method as 'GET', url, payload });
      expect([url, visitor.statusCode, json(visitor).code]).toEqual([url, 401, 'UNAUTHENTICATED']);
    }
  });

  it('refuses an anonymous review with a bad body as 401, not 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/1/reviews',
      payload: { rating: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});
