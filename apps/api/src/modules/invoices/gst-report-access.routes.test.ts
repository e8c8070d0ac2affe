import type { GstSummary } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

// Who may ask for the GST reports, and the queries they refuse. The figures themselves are
// tested on real invoices in gst-report.routes.test.ts.

const OCTOBER = 'from=2026-10-01&to=2026-10-31';

let t: TestApp;
let admin: { token: string };
let shopper: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  shopper = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string | null = admin.token) =>
  t.app.inject(token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url });

describe('bad queries and access', () => {
  it('answers zeros for a period without documents', async () => {
    const summary = json<GstSummary>(
      await get('/api/admin/gst/summary?from=2025-01-01&to=2025-01-31'),
    );
    expect(summary.invoices).toMatchObject({ count: 0, byRate: [], total: { value: 0 } });
    expect(summary.net.total.totalTax).toBe(0);
  });

  it.each([
    ['/api/admin/gst/summary', 'from'],
    ['/api/admin/gst/summary?from=2026-10-01', 'to'],
    ['/api/admin/gst/summary?from=2026-10-31&to=2026-10-01', 'to'],
    ['/api/admin/gst/summary?from=2026-02-30&to=2026-03-31', 'from'],
    ['/api/admin/gst/summary?from=2025-01-01&to=2026-01-02', 'to'],
    ['/api/admin/gst/summary?from=2026-10-01%00&to=2026-10-31', 'from'],
    [`/api/admin/gst/gstr1.csv?${OCTOBER}`, 'section'],
    [`/api/admin/gst/gstr1.csv?${OCTOBER}&section=b2b`, 'section'],
    ['/api/admin/gst/sales-register.csv?from=yesterday&to=2026-10-31', 'from'],
  ])('%s is 400 VALIDATION_FAILED naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = json<{ code: string; details: { path: string }[] }>(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((detail) => detail.path).join(' ')).toContain(field);
  });

  it('takes a financial year whole', async () => {
    expect((await get('/api/admin/gst/summary?from=2026-04-01&to=2027-03-31')).statusCode).toBe(
      200,
    );
  });

  it.each([
    `/api/admin/gst/summary?${OCTOBER}`,
    `/api/admin/gst/gstr1.csv?${OCTOBER}&section=b2cs`,
    `/api/admin/gst/sales-register.csv?${OCTOBER}`,
  ])('%s answers 401 to a visitor and 403 to a customer', async (url) => {
    const visitor = await get(url, null);
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).code).toBe('UNAUTHENTICATED');
    const customer = await get(url, shopper.token);
    expect(customer.statusCode).toBe(403);
    expect(json(customer).code).toBe('FORBIDDEN');
  });
});
