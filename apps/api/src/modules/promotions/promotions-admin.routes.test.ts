import {
  NO_PROMOTION_TARGETS,
  notPermittedMessage,
  PROMOTION_MESSAGES,
  type ActivityLogEntry,
  type Page,
  type Promotion,
  type PromotionPayload,
} from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCategory, addVariant } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import { promotionPayload } from '../../../test/promotion-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let owner: { token: string };
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ categoryId } = await orderReadyStore(t));
  owner = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = owner.token,
) =>
  t.app.inject(
    withToken(token, {
      method,
      url: `/api/admin/promotions${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

async function created(values: Partial<PromotionPayload>): Promise<Promotion> {
  const response = await call('POST', '', promotionPayload(values));
  expect(response.statusCode, response.body).toBe(201);
  return json<Promotion>(response);
}

const errorOf = (response: { body: string }) =>
  json<{ code: string; message: string; details?: { path: string; message: string }[] }>(response);

describe('the promotions an owner keeps', () => {
  it('lists the seeded B2G1 and FLAT50 as buy 2 get 1 and 50% off once per customer', async () => {
    const response = await call('GET', '');
    expect(response.statusCode).toBe(200);
    const seeded = json<Promotion[]>(response).filter((row) =>
      ['B2G1', 'FLAT50'].includes(row.code ?? ''),
    );
    expect(seeded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'B2G1',
          kind: 'BUY_X_GET_Y',
          buyQuantity: 2,
          getQuantity: 1,
          perCustomerLimit: null,
          status: 'ACTIVE',
          stats: { uses: 0, revenue: 0, discount: 0 },
        }),
        expect.objectContaining({
          code: 'FLAT50',
          kind: 'PERCENT_OFF',
          percent: 50,
          perCustomerLimit: 1,
          status: 'ACTIVE',
        }),
      ]),
    );
  });

  it('adds a code with its targets, customers and window, and answers it as written', async () => {
    const rose = await productFor(t, categoryId, { rupees: 1000 });
    const giftSets = await addCategory(t.database.db, { name: `Gift sets ${Date.now()}` });
    const large = await addVariant(t.database.db, rose.id, { sku: 'ROSE-LARGE-1', size: '100 ml' });
    const shopper = await signedInUser(t);
    const payload = promotionPayload({
      code: ' diwali25 ',
      title: 'Diwali: 25% off',
      percent: 25,
      // Sent by the form for another kind: not kept.
      amountOff: 100,
      minCartValue: 1499.5,
      includes: { productIds: [rose.id], categoryIds: [], variantSkus: [] },
      excludes: { productIds: [], categoryIds: [giftSets.id], variantSkus: ['rose-large-1'] },
      customerEmails: [shopper.email.toUpperCase()],
      usageLimit: 100,
      perCustomerLimit: 2,
      firstOrderOnly: true,
      startsAt: '2026-10-20T00:00',
      endsAt: '2026-11-12T23:59',
    });
    const promotion = await created(payload);
    expect(promotion).toMatchObject({
      code: 'DIWALI25',
      title: 'Diwali: 25% off',
      kind: 'PERCENT_OFF',
      percent: 25,
      amountOff: null,
      minCartValue: 1499.5,
      includes: { productIds: [rose.id], categoryIds: [], variantSkus: [] },
      excludes: { productIds: [], categoryIds: [giftSets.id], variantSkus: [large.sku] },
      customerEmails: [shopper.email],
      usageLimit: 100,
      perCustomerLimit: 2,
      firstOrderOnly: true,
      startsAt: '2026-10-20T00:00',
      endsAt: '2026-11-12T23:59',
      isActive: true,
      stats: { uses: 0, revenue: 0, discount: 0 },
    });
    expect(new Date(promotion.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(json<Promotion>(await call('GET', `/${promotion.id}`))).toEqual(promotion);
    expect(json<Promotion[]>(await call('GET', ''))[0]!.id).toBe(promotion.id);
  });

  it('says where each promotion stands now: scheduled, active, ended, off', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in India on 1 November 2026.
    vi.setSystemTime(new Date('2026-11-01T04:30:00Z'));
    const window = { startsAt: '2026-11-01T10:00', endsAt: '2026-11-01T12:00' };
    const promotion = await created({ code: 'WINDOW1', ...window });
    expect(promotion.status).toBe('ACTIVE');
    vi.setSystemTime(new Date('2026-11-01T04:29:59Z'));
    expect(json<Promotion>(await call('GET', `/${promotion.id}`)).status).toBe('SCHEDULED');
    vi.setSystemTime(new Date('2026-11-01T06:30:00Z'));
    expect(json<Promotion>(await call('GET', `/${promotion.id}`)).status).toBe('ENDED');
    const off = await created({ code: 'OFFNOW', isActive: false });
    expect(off.status).toBe('OFF');
    vi.useRealTimers();
  });

  it('changes a promotion, and keeps each write in the activity log', async () => {
    const promotion = await created({ code: 'CHANGEME' });
    const changed = await call(
      'PUT',
      `/${promotion.id}`,
      promotionPayload({
        code: 'CHANGED',
        kind: 'AMOUNT_OFF',
        percent: null,
        amountOff: 250.5,
        title: 'Rs 250.50 off',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Promotion>(changed)).toMatchObject({
      id: promotion.id,
      code: 'CHANGED',
      kind: 'AMOUNT_OFF',
      percent: null,
      amountOff: 250.5,
    });
    expect((await call('DELETE', `/${promotion.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${promotion.id}`)).statusCode).toBe(404);
    const log = json<Page<ActivityLogEntry>>(
      await t.app.inject(
        withToken(owner.token, {
          method: 'GET',
          url: `/api/admin/activity-log?entityType=PROMOTION&entityId=${promotion.id}`,
        }),
      ),
    );
    expect(log.content.map((entry) => entry.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(log.content[1]!.changes).toMatchObject({
      code: { before: 'CHANGEME', after: 'CHANGED' },
      kind: { before: 'PERCENT_OFF', after: 'AMOUNT_OFF' },
    });
  });

  it('makes an automatic offer with code null', async () => {
    const offer = await created({ code: null, kind: 'FREE_SHIPPING', percent: null });
    expect(offer).toMatchObject({ code: null, kind: 'FREE_SHIPPING', status: 'ACTIVE' });
    expect((await call('DELETE', `/${offer.id}`)).statusCode).toBe(204);
  });
});

describe('refusals', () => {
  it.each([
    [{ code: 'DIWALI-20' }, 'code', PROMOTION_MESSAGES.code],
    [{ code: 'AB' }, 'code', PROMOTION_MESSAGES.code],
    [{ title: '' }, 'title', PROMOTION_MESSAGES.title],
    [{ title: 'x'.repeat(81) }, 'title', PROMOTION_MESSAGES.title],
    [{ title: 'Diwali\u0000' }, 'title', undefined],
    [{ kind: 'HALF_PRICE' }, 'kind', PROMOTION_MESSAGES.kind],
    [{ percent: null }, 'percent', PROMOTION_MESSAGES.percent],
    [{ percent: 101 }, 'percent', PROMOTION_MESSAGES.percent],
    [{ percent: '20' }, 'percent', PROMOTION_MESSAGES.percent],
    [{ kind: 'AMOUNT_OFF', amountOff: 0 }, 'amountOff', PROMOTION_MESSAGES.amountOff],
    [
      { kind: 'BUY_X_GET_Y', buyQuantity: 2, getQuantity: 21 },
      'getQuantity',
      PROMOTION_MESSAGES.buyGet,
    ],
    [{ kind: 'FREE_GIFT', giftSku: 'AH-1' }, 'minCartValue', PROMOTION_MESSAGES.giftNeedsMinimum],
    [{ startsAt: '2026-11-12 10:00' }, 'startsAt', PROMOTION_MESSAGES.dateTime],
    [
      { startsAt: '2026-11-12T10:00', endsAt: '2026-11-12T09:00' },
      'endsAt',
      PROMOTION_MESSAGES.endBeforeStart,
    ],
    [{ usageLimit: 0 }, 'usageLimit', PROMOTION_MESSAGES.uses],
    [{ code: null, perCustomerLimit: 1 }, 'code', PROMOTION_MESSAGES.automaticPerCustomer],
    [
      {
        includes: { ...NO_PROMOTION_TARGETS, productIds: [1] },
        excludes: { ...NO_PROMOTION_TARGETS, productIds: [1] },
      },
      'excludes',
      PROMOTION_MESSAGES.includedAndExcluded,
    ],
    [
      {
        includes: {
          ...NO_PROMOTION_TARGETS,
          productIds: Array.from({ length: 501 }, (_, i) => i + 1),
        },
      },
      'includes.productIds',
      PROMOTION_MESSAGES.tooManyTargets,
    ],
    [{ customerEmails: ['not-an-email'] }, 'customerEmails.0', 'Use a valid email address.'],
    [{ isActive: 'yes' }, 'isActive', 'Active must be true or false.'],
  ])('refuses %j with 400 on %s', async (values, path, message) => {
    const response = await call('POST', '', { ...promotionPayload(), ...values });
    expect(response.statusCode, response.body).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.map((detail) => detail.path)).toContain(path);
    if (message) expect(body.details).toContainEqual({ path, message });
  });

  it('refuses a time that does not exist in the calendar', async () => {
    const response = await call('POST', '', promotionPayload({ startsAt: '2026-02-30T10:00' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { path: 'startsAt', message: PROMOTION_MESSAGES.dateTime },
    ]);
  });

  it('answers 422 naming the products, categories, SKUs, gift and customers the store does not have', async () => {
    const response = await call(
      'POST',
      '',
      promotionPayload({
        code: 'UNKNOWNS',
        kind: 'FREE_GIFT',
        percent: null,
        giftSku: 'NO-SUCH-GIFT',
        minCartValue: 2000,
        includes: { productIds: [987654], categoryIds: [987655], variantSkus: ['NO-SUCH-SKU'] },
        customerEmails: ['nobody@example.in'],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'includes.productIds', message: 'No product has the id 987654.' },
        { path: 'includes.categoryIds', message: 'No category has the id 987655.' },
        { path: 'includes.variantSkus', message: 'No product has the SKU NO-SUCH-SKU.' },
        { path: 'giftSku', message: 'No product has the SKU NO-SUCH-GIFT.' },
        { path: 'customerEmails', message: 'No account has the email nobody@example.in.' },
      ],
    });
    expect(errorOf(response).message).toContain('No product has the id 987654.');
  });

  it('answers 409 for a code another promotion has, on adding and on changing', async () => {
    const first = await created({ code: 'TAKEN1' });
    const again = await call('POST', '', promotionPayload({ code: 'taken1' }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'CONFLICT',
      message: PROMOTION_MESSAGES.codeTaken('TAKEN1'),
    });
    const second = await created({ code: 'TAKEN2' });
    const renamed = await call('PUT', `/${second.id}`, promotionPayload({ code: 'TAKEN1' }));
    expect(renamed.statusCode).toBe(409);
    // Its own code is not another's.
    const same = await call(
      'PUT',
      `/${first.id}`,
      promotionPayload({ code: 'TAKEN1', percent: 30 }),
    );
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for a promotion that does not exist, 400 for an id that is none', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(
        method,
        '/987654',
        method === 'PUT' ? promotionPayload() : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Promotion not found',
      });
    }
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });

  it('refuses a customer, a visitor and a staff role without promotions.manage; a manager may', async () => {
    const customer = await signedInUser(t);
    expect((await call('GET', '', undefined, customer.token)).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/promotions' });
    expect(visitor.statusCode).toBe(401);
    const catalogue = await signedInUser(t, 'ADMIN', 'CATALOGUE');
    const refused = await call('POST', '', promotionPayload({ code: 'NOTYOURS' }), catalogue.token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'NOT_PERMITTED',
      message: notPermittedMessage('CATALOGUE'),
    });
    const manager = await signedInUser(t, 'ADMIN', 'MANAGER');
    expect(
      (await call('POST', '', promotionPayload({ code: 'MANAGERS' }), manager.token)).statusCode,
    ).toBe(201);
  });
});
