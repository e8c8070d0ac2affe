import { ACTIVITY_LOG_CSV_COLUMNS, type ActivityLogEntry, type Page } from '@attar/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { auditLog } from '../../db/schema/index.js';
import { parseCsv } from '../../lib/csv.js';
import { indiaIsoTime } from './activity-log.service.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let otherAdmin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  otherAdmin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(auditLog);
});

type EntryValues = Partial<typeof auditLog.$inferInsert>;

/** Writes log entries straight into the audit log, oldest first, and answers their ids. */
async function entries(...values: EntryValues[]): Promise<number[]> {
  const rows = await t.database.db
    .insert(auditLog)
    .values(
      values.map((value, index) => ({
        actorId: admin.id,
        actorEmail: admin.email,
        entityType: 'product',
        entityId: 100 + index,
        action: 'UPDATE',
        changes: { price: { before: 1000, after: 1200 } },
        reason: null,
        createdAt: new Date(Date.UTC(2026, 2, 1, 6, index)),
        ...value,
      })),
    )
    .returning({ id: auditLog.id });
  return rows.map((row) => row.id);
}

const get = (url: string, token: string | null = admin.token) =>
  t.app.inject(token ? withToken(token, { method: 'GET', url }) : { method: 'GET', url });

async function log(query = '') {
  const response = await get(`/api/admin/activity-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<ActivityLogEntry>>(response);
}
const idsOf = async (query: string) => (await log(query)).content.map((entry) => entry.id);

describe('GET /api/admin/activity-log', () => {
  it('lists entries newest first with who, when, what, the values before and after and why', async () => {
    const [older, newer, system] = await entries(
      {},
      {
        entityType: 'category',
        entityId: 7,
        action: 'CREATE',
        changes: { name: { before: null, after: 'Attars' } },
      },
      {
        actorId: null,
        actorEmail: null,
        action: 'STOCK',
        changes: { stockQuantity: { before: 5, after: 3 } },
        reason: 'ORDER AH-2026-000012',
      },
    );
    const page = await log('?size=2');
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, first: true, last: false });
    expect(page.content).toEqual([
      {
        id: system,
        at: '2026-03-01T06:02:00.000Z',
        actor: { id: null, email: null },
        entityType: 'product',
        entityId: 102,
        action: 'STOCK',
        changes: { stockQuantity: { before: 5, after: 3 } },
        reason: 'ORDER AH-2026-000012',
      },
      {
        id: newer,
        at: '2026-03-01T06:01:00.000Z',
        actor: { id: admin.id, email: admin.email },
        entityType: 'category',
        entityId: 7,
        action: 'CREATE',
        changes: { name: { before: null, after: 'Attars' } },
        reason: null,
      },
    ]);
    expect(await idsOf('?page=1&size=2')).toEqual([older]);
  });

  it('shows a write an admin makes through the API, with that admin as the actor', async () => {
    const response = await t.app.inject(
      withToken(otherAdmin.token, {
        method: 'POST',
        url: '/api/categories/add',
        payload: { name: 'Activity Attars', productType: 'FRAGRANCE' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const category = json<{ id: number }>(response);
    const [entry] = (await log(`?actor=${otherAdmin.id}`)).content;
    expect(entry).toMatchObject({
      actor: { id: otherAdmin.id, email: otherAdmin.email },
      entityType: 'category',
      entityId: category.id,
      action: 'CREATE',
      changes: expect.objectContaining({ name: { before: null, after: 'Activity Attars' } }),
    });
  });

  it('filters by actor: an admin id, or a part of the email without regard to case', async () => {
    const [mine, theirs] = await entries(
      {},
      { actorId: otherAdmin.id, actorEmail: 'Meera.Admin@attar.example' },
      { actorId: null, actorEmail: null },
    );
    expect(await idsOf(`?actor=${admin.id}`)).toEqual([mine]);
    expect(await idsOf('?actor=MEERA.admin')).toEqual([theirs]);
    expect(await idsOf('?actor=%25')).toEqual([]);
    expect(await idsOf('?actor=999999')).toEqual([]);
  });

  it('filters by entity type (exactly) and entity id', async () => {
    const [product7, category7, product8] = await entries(
      { entityId: 7 },
      { entityType: 'category', entityId: 7 },
      { entityId: 8 },
    );
    expect(await idsOf('?entityType=product')).toEqual([product8, product7]);
    expect(await idsOf('?entityType=category')).toEqual([category7]);
    expect(await idsOf('?entityType=product&entityId=7')).toEqual([product7]);
    expect(await idsOf('?entityId=7')).toEqual([category7, product7]);
    expect(await idsOf('?entityType=prod')).toEqual([]);
  });

  it('keeps the days from fromDate to toDate in India time, both included', async () => {
    const [lateOn4th, earlyOn5th, lateOn5th, on6th] = await entries(
      { createdAt: new Date('2026-03-04T18:29:00Z') },
      { createdAt: new Date('2026-03-04T18:30:00Z') },
      { createdAt: new Date('2026-03-05T18:29:59Z') },
      { createdAt: new Date('2026-03-05T18:30:00Z') },
    );
    expect(await idsOf('?fromDate=2026-03-05&toDate=2026-03-05')).toEqual([lateOn5th, earlyOn5th]);
    expect(await idsOf('?fromDate=2026-03-06')).toEqual([on6th]);
    expect(await idsOf('?toDate=2026-03-04')).toEqual([lateOn4th]);
  });

  it.each([
    ['page=x', 'page'],
    ['size=101', 'size'],
    ['fromDate=2026-13-01', 'fromDate'],
    ['fromDate=2026-03-06&toDate=2026-03-05', 'toDate'],
    ['actor=a%00b', 'actor'],
    [`actor=${'a'.repeat(101)}`, 'actor'],
    ['entityType=product%20type', 'entityType'],
    [`entityType=${'a'.repeat(51)}`, 'entityType'],
    ['entityId=x', 'entityId'],
    ['entityId=0', 'entityId'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const response = await get(`/api/admin/activity-log?${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ path })]),
    });
  });
});

describe('GET /api/admin/activity-log/entity-types', () => {
  it('lists the entity types the log holds, once each, in order', async () => {
    await entries({}, { entityType: 'RETURN_REQUEST' }, { entityType: 'category' }, {});
    const response = await get('/api/admin/activity-log/entity-types');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(['RETURN_REQUEST', 'category', 'product']);
  });
});

describe('GET /api/admin/activity-log/export.csv', () => {
  /** The export's rows as objects by column, after checking its byte order mark and header. */
  function rowsOf(body: string): Record<string, string>[] {
    expect(body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(body.slice(1));
    expect(header!.cells).toEqual([...ACTIVITY_LOG_CSV_COLUMNS]);
    return rows.map((row) =>
      Object.fromEntries(
        ACTIVITY_LOG_CSV_COLUMNS.map((column, index) => [column, row.cells[index]!]),
      ),
    );
  }

  it('downloads every matching entry as CSV, newest first, changes as JSON', async () => {
    const [first, second] = await entries(
      {
        changes: { name: { before: 'Rose, "Kannauj"', after: 'Rose\nAttar' } },
        reason: '=HYPERLINK("x")',
        createdAt: new Date('2026-03-05T18:45:00Z'),
      },
      { actorId: null, actorEmail: null, entityType: 'category', action: 'DELETE' },
    );
    const response = await get('/api/admin/activity-log/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="attar-house-activity-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = rowsOf(response.body);
    // The first was written later in the day (its time), so it comes first.
    expect(rows.map((row) => Number(row.id))).toEqual([first, second]);
    expect(rows[0]).toEqual({
      id: String(first),
      at: '2026-03-06T00:15:00+05:30',
      actorId: String(admin.id),
      actorEmail: admin.email,
      entityType: 'product',
      entityId: '100',
      action: 'UPDATE',
      changes: '{"name":{"before":"Rose, \\"Kannauj\\"","after":"Rose\\nAttar"}}',
      // A spreadsheet would run it as a formula: it starts with a quote.
      reason: `'=HYPERLINK("x")`,
    });
    expect(JSON.parse(rows[0]!.changes!)).toEqual({
      name: { before: 'Rose, "Kannauj"', after: 'Rose\nAttar' },
    });
    expect(rows[1]).toMatchObject({
      actorId: '',
      actorEmail: '',
      entityType: 'category',
      reason: '',
    });
  });

  it('follows the filters, over more entries than one page of the export reads', async () => {
    const many = Array.from({ length: 620 }, (_, index) => ({
      entityId: index + 1,
      createdAt: new Date(Date.UTC(2026, 2, 10, 6, 0, index)),
    }));
    await entries(...many, { entityType: 'category', createdAt: new Date('2026-03-10T07:00:00Z') });
    const products = rowsOf(
      (await get('/api/admin/activity-log/export.csv?entityType=product')).body,
    );
    expect(products).toHaveLength(620);
    expect(new Set(products.map((row) => row.id)).size).toBe(620);
    expect(products[0]!.entityId).toBe('620');
    expect(products.at(-1)!.entityId).toBe('1');
    const none = rowsOf((await get('/api/admin/activity-log/export.csv?fromDate=2026-03-11')).body);
    expect(none).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    const response = await get('/api/admin/activity-log/export.csv?toDate=yesterday');
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_FAILED');
  });

  it('writes times as ISO-8601 in India time', () => {
    expect(indiaIsoTime(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01T00:00:00+05:30');
    expect(indiaIsoTime(new Date('2026-03-05T07:05:09.999Z'))).toBe('2026-03-05T12:35:09+05:30');
  });
});

describe('access', () => {
  it.each([
    '/api/admin/activity-log',
    '/api/admin/activity-log/entity-types',
    '/api/admin/activity-log/export.csv',
  ])('%s answers 401 to a visitor and 403 to a customer', async (url) => {
    const visitor = await get(url, null);
    expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
    const shopper = await get(url, customer.token);
    expect([shopper.statusCode, json(shopper).code]).toEqual([403, 'FORBIDDEN']);
  });
});
