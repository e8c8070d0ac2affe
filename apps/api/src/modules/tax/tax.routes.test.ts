import type { GstRateTable } from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { auditLog, gstRates } from '../../db/schema/index.js';
import { indiaDateOf } from './tax.service.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };

const URL = '/api/admin/settings/gst-rates';
const DAY = 24 * 60 * 60 * 1000;
const today = () => indiaDateOf(new Date());
const inDays = (days: number) => indiaDateOf(new Date(Date.now() + days * DAY));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null = admin.token,
  payload?: object,
) => {
  const options = { method, url, ...(payload ? { payload } : {}) };
  return t.app.inject(token ? withToken(token, options) : options);
};
const add = (payload: object, token: string | null = admin.token) =>
  call('POST', URL, token, payload);

const rate = (values: object = {}) => ({
  hsnCode: '3304',
  ratePercent: 18,
  effectiveFrom: '2017-07-01',
  description: 'Beauty or make-up preparations',
  ...values,
});

describe('GET /api/admin/settings/gst-rates', () => {
  it('lists the seeded codes with the rate in force today', async () => {
    const response = await call('GET', URL);
    expect(response.statusCode).toBe(200);
    const table = json<GstRateTable>(response);
    expect(table.today).toBe(today());
    const seeded = Object.fromEntries(
      table.items.map((item) => [item.hsnCode, item.inForce?.ratePercent]),
    );
    expect(seeded).toMatchObject({ '3303': 18, '3307': 18, '7113': 3, '7117': 3 });
    expect(table.items.find((item) => item.hsnCode === '7113')).toMatchObject({
      description: 'Articles of jewellery of precious metal',
      inForce: { effectiveFrom: '2017-07-01', status: 'IN_FORCE' },
      scheduled: [],
    });
  });
});

describe('POST /api/admin/settings/gst-rates', () => {
  it('adds a new HSN code from any day since GST began, and records who did', async () => {
    const response = await add(rate());
    expect(response.statusCode, response.body).toBe(201);
    const item = json<GstRateTable>(response).items.find((entry) => entry.hsnCode === '3304');
    expect(item).toMatchObject({
      description: 'Beauty or make-up preparations',
      inForce: { ratePercent: 18, effectiveFrom: '2017-07-01', status: 'IN_FORCE' },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'gst_rate'), eq(auditLog.entityId, item!.inForce!.id)));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'CREATE' });
  });

  it('stores a rate with two decimals in basis points: 0.25% is 25', async () => {
    const response = await add(
      rate({ hsnCode: '7102', ratePercent: 0.25, description: 'Diamonds' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(gstRates).where(eq(gstRates.hsnCode, '7102'));
    expect(row!.rateBasisPoints).toBe(25);
    const item = json<GstRateTable>(response).items.find((entry) => entry.hsnCode === '7102');
    expect(item!.inForce!.ratePercent).toBe(0.25);
  });

  it('takes a new rate of a taxed code from today or later, with its history', async () => {
    const now = await add(rate({ hsnCode: '3304', ratePercent: 12, effectiveFrom: today() }));
    expect(now.statusCode, now.body).toBe(201);
    const later = await add(rate({ hsnCode: '3304', ratePercent: 5, effectiveFrom: inDays(30) }));
    expect(later.statusCode, later.body).toBe(201);
    const item = json<GstRateTable>(later).items.find((entry) => entry.hsnCode === '3304')!;
    expect(item.inForce).toMatchObject({ ratePercent: 12, effectiveFrom: today() });
    expect(item.scheduled).toEqual([
      expect.objectContaining({ ratePercent: 5, effectiveFrom: inDays(30), status: 'SCHEDULED' }),
    ]);
    expect(item.rates.map((entry) => [entry.ratePercent, entry.status])).toEqual([
      [5, 'SCHEDULED'],
      [12, 'IN_FORCE'],
      [18, 'PAST'],
    ]);
  });

  it('refuses a day in the past for a code already taxed, also through its heading', async () => {
    for (const hsnCode of ['3303', '33030010']) {
      const response = await add(rate({ hsnCode, ratePercent: 28, effectiveFrom: inDays(-1) }));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [
          {
            path: 'effectiveFrom',
            message: expect.stringContaining(`a new rate can start today (${today()}) or later`),
          },
        ],
      });
    }
  });

  it('refuses a second rate of a code on the same day with 409', async () => {
    const response = await add(rate({ hsnCode: '3303', effectiveFrom: '2017-07-01' }));
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('HSN 3303 already has a rate from 2017-07-01'),
    });
  });

  const refused: [string, object, string][] = [
    ['a rate above 100', { ratePercent: 101 }, 'ratePercent'],
    ['a negative rate', { ratePercent: -1 }, 'ratePercent'],
    ['three decimals', { ratePercent: 1.125 }, 'ratePercent'],
    ['a rate as text', { ratePercent: '18' }, 'ratePercent'],
    ['a code of 5 digits', { hsnCode: '33031' }, 'hsnCode'],
    ['a code with letters', { hsnCode: 'ABCD' }, 'hsnCode'],
    ['no code', { hsnCode: undefined }, 'hsnCode'],
    ['a day that does not exist', { effectiveFrom: '2027-02-30' }, 'effectiveFrom'],
    ['a day before GST', { effectiveFrom: '2017-06-30' }, 'effectiveFrom'],
    ['a day in another format', { effectiveFrom: '01/07/2030' }, 'effectiveFrom'],
    ['a blank description', { description: '  ' }, 'description'],
    ['a NUL character', { description: 'Soap\u0000' }, 'description'],
    ['a long description', { description: 'x'.repeat(201) }, 'description'],
  ];
  it.each(refused)('refuses %s with 400 on its field', async (_, values, path) => {
    const response = await add(rate({ hsnCode: '3401', ...values }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ path })]),
    });
  });
});

describe('DELETE /api/admin/settings/gst-rates/{id}', () => {
  it('deletes a scheduled rate', async () => {
    const added = await add(rate({ hsnCode: '7113', ratePercent: 5, effectiveFrom: inDays(10) }));
    const scheduled = json<GstRateTable>(added).items.find((item) => item.hsnCode === '7113')!
      .scheduled[0]!;
    const response = await call('DELETE', `${URL}/${scheduled.id}`);
    expect(response.statusCode).toBe(204);
    const table = json<GstRateTable>(await call('GET', URL));
    expect(table.items.find((item) => item.hsnCode === '7113')!.scheduled).toEqual([]);
  });

  it('refuses a rate in force or past with 409, an unknown one with 404, a bad id with 400', async () => {
    const table = json<GstRateTable>(await call('GET', URL));
    const inForce = table.items.find((item) => item.hsnCode === '7117')!.inForce!;
    const refused = await call('DELETE', `${URL}/${inForce.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('only a scheduled rate can be deleted'),
    });
    expect((await call('DELETE', `${URL}/999999`)).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/x`)).statusCode).toBe(400);
    expect((await call('DELETE', `${URL}/99999999999999`)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to a customer, before reading the body', async () => {
    for (const [token, status] of [
      [null, 401],
      [customer.token, 403],
    ] as const) {
      expect((await call('GET', URL, token)).statusCode).toBe(status);
      expect((await add({ hsnCode: 'not even valid' }, token)).statusCode).toBe(status);
      expect((await call('DELETE', `${URL}/1`, token)).statusCode).toBe(status);
    }
    const [row] = await t.database.db.select().from(gstRates).where(eq(gstRates.id, 1));
    expect(row).toBeDefined();
  });
});
