import { SUBSCRIBER_CSV_COLUMNS, type Page, type Subscriber } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers, users } from '../../db/schema/index.js';
import { parseCsv } from '../../lib/csv.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { indiaTimestamp } from './newsletter-admin.service.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };
let priya: { id: number; token: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
  priya = await signedInUser(t);
  await t.database.db
    .update(users)
    .set({ firstName: 'Priya', lastName: 'Nair' })
    .where(eq(users.id, priya.id));
  // An older subscription with no account any more, one that left, and two by their accounts.
  await t.database.db.insert(newsletterSubscribers).values([
    { email: 'walk.in@example.in', userId: null, subscribedAt: new Date('2026-01-05T04:30:00Z') },
    { email: '=cmd@example.in', userId: null, subscribedAt: new Date('2026-01-06T04:30:00Z') },
    {
      email: 'gone@example.in',
      userId: null,
      subscribedAt: new Date('2026-01-07T04:30:00Z'),
      unsubscribedAt: new Date('2026-02-01T04:30:00Z'),
    },
  ]);
  for (const shopper of [customer, priya]) {
    const response = await t.app.inject(
      withToken(shopper.token, {
        method: 'POST',
        url: `/api/subscribe?email=${encodeURIComponent(shopper.email)}`,
      }),
    );
    expect(response.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const list = (query = '', token: string | null = admin.token) => {
  const options = { method: 'GET' as const, url: `/api/admin/subscribers${query}` };
  return t.app.inject(token ? withToken(token, options) : options);
};
const exportCsv = (query = '', token: string | null = admin.token) => {
  const options = { method: 'GET' as const, url: `/api/admin/subscribers/export.csv${query}` };
  return t.app.inject(token ? withToken(token, options) : options);
};

function rowsOf(body: string): Record<string, string>[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(body.slice(1));
  expect(header?.cells).toEqual([...SUBSCRIBER_CSV_COLUMNS]);
  return rows.map((row) =>
    Object.fromEntries(SUBSCRIBER_CSV_COLUMNS.map((column, i) => [column, row.cells[i] ?? ''])),
  );
}

describe('GET /api/admin/subscribers', () => {
  it('lists current subscribers newest first with the account each belongs to', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const page = json<Page<Subscriber>>(response);
    expect(page.content.map((row) => row.email)).toEqual([
      priya.email,
      customer.email,
      '=cmd@example.in',
      'walk.in@example.in',
    ]);
    expect(page.totalElements).toBe(4);
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      email: priya.email,
      subscribedAt: expect.any(String),
      account: { id: priya.id, fullName: 'Priya Nair', email: priya.email },
    });
    expect(page.content.at(-1)).toMatchObject({
      subscribedAt: '2026-01-05T04:30:00.000Z',
      account: null,
    });
  });

  it('searches the address and the account name, and pages', async () => {
    const byName = json<Page<Subscriber>>(await list('?search=priya%20n'));
    expect(byName.content.map((row) => row.email)).toEqual([priya.email]);
    const byAddress = json<Page<Subscriber>>(await list('?search=WALK.IN'));
    expect(byAddress.content.map((row) => row.email)).toEqual(['walk.in@example.in']);
    expect(json<Page<Subscriber>>(await list('?search=gone@')).totalElements).toBe(0);
    const second = json<Page<Subscriber>>(await list('?size=2&page=1'));
    expect(second).toMatchObject({ number: 1, size: 2, totalElements: 4, last: true });
    expect(second.content.map((row) => row.email)).toEqual([
      '=cmd@example.in',
      'walk.in@example.in',
    ]);
  });

  it('stops listing an address once it unsubscribes', async () => {
    const leaver = await signedInUser(t);
    const subscribe = `/api/subscribe?email=${encodeURIComponent(leaver.email)}`;
    await t.app.inject(withToken(leaver.token, { method: 'POST', url: subscribe }));
    expect(json<Page<Subscriber>>(await list(`?search=${leaver.email}`)).totalElements).toBe(1);
    await t.app.inject(
      withToken(leaver.token, {
        method: 'DELETE',
        url: '/api/subscribe',
        payload: { email: leaver.email },
      }),
    );
    expect(json<Page<Subscriber>>(await list(`?search=${leaver.email}`)).totalElements).toBe(0);
  });

  it('refuses bad paging and a search that is too long or holds NUL', async () => {
    for (const query of [
      '?size=0',
      '?size=101',
      '?page=x',
      `?search=${'a'.repeat(255)}`,
      '?search=%00',
    ]) {
      const response = await list(query);
      expect([query, response.statusCode, json(response).code]).toEqual([
        query,
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('answers 401 for a visitor and 403 for a customer', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', customer.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/subscribers/export.csv', () => {
  it('downloads every current subscriber as CSV, in India time, formulas defused', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="attar-house-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toContain('\r\n');
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row.email)).toEqual([
      priya.email,
      customer.email,
      "'=cmd@example.in",
      'walk.in@example.in',
    ]);
    expect(rows[0]).toMatchObject({
      accountId: String(priya.id),
      accountName: 'Priya Nair',
      accountEmail: priya.email,
    });
    expect(rows[3]).toEqual({
      email: 'walk.in@example.in',
      subscribedAt: '2026-01-05T10:00:00+05:30',
      accountId: '',
      accountName: '',
      accountEmail: '',
    });
  });

  it('follows the search', async () => {
    const rows = rowsOf((await exportCsv('?search=nair')).body);
    expect(rows.map((row) => row.email)).toEqual([priya.email]);
    expect(rowsOf((await exportCsv('?search=nobody')).body)).toEqual([]);
  });

  it('answers 401 for a visitor, 403 for a customer and 400 for a bad search', async () => {
    expect((await exportCsv('', null)).statusCode).toBe(401);
    expect((await exportCsv('', customer.token)).statusCode).toBe(403);
    expect((await exportCsv('?search=%00')).statusCode).toBe(400);
  });
});

describe('indiaTimestamp', () => {
  it("writes India's clock time with its offset", () => {
    expect(indiaTimestamp(new Date('2026-03-31T20:15:09.500Z'))).toBe('2026-04-01T01:45:09+05:30');
  });
});
