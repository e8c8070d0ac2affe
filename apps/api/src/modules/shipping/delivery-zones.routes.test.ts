import type { DeliveryZone, DeliveryZonePayload, DeliveryZoneTest, Quote } from '@attar/contracts';
import { estimatedDelivery, ORDER_MESSAGES } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, productFor } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let owner: { token: string };
let codId: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  owner = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
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
      url: `/api/admin/delivery-zones${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    }),
  );

const zones = async () => json<DeliveryZone[]>(await call('GET', ''));

const zone = (values: Partial<DeliveryZonePayload> = {}): DeliveryZonePayload => ({
  name: 'Mumbai',
  kind: 'PREFIX',
  values: ['400'],
  deliverable: true,
  charge: 49,
  freeAbove: null,
  codAvailable: true,
  codLimit: null,
  daysFrom: 1,
  daysTo: 2,
  ...values,
});

async function created(values: Partial<DeliveryZonePayload>): Promise<DeliveryZone> {
  const response = await call('POST', '', zone(values));
  expect(response.statusCode).toBe(201);
  return json<DeliveryZone>(response);
}

async function moveToTop(id: number) {
  const ids = (await zones()).map((entry) => entry.id);
  const response = await call('PUT', '/order', {
    ids: [id, ...ids.filter((other) => other !== id)],
  });
  expect(response.statusCode).toBe(200);
}

const tested = async (pincode: string) =>
  json<DeliveryZoneTest>(await call('GET', `/test?pincode=${pincode}`));

const shopperCheck = async (pincode: string) =>
  json<{ available: boolean; charge: number; codAvailable: boolean }>(
    await t.app.inject({ method: 'GET', url: `/api/shipping/get-by-pincode?pincode=${pincode}` }),
  );

async function removeAllBut(names: string[]) {
  for (const entry of await zones()) {
    if (!names.includes(entry.name))
      expect((await call('DELETE', `/${entry.id}`)).statusCode).toBe(204);
  }
}

describe('the delivery zones an admin keeps', () => {
  it("lists a new store's zones in priority order", async () => {
    expect((await zones()).map((entry) => [entry.priority, entry.name, entry.values])).toEqual([
      [1, 'Army Postal Service', ['9']],
      [2, 'All India', ['1', '2', '3', '4', '5', '6', '7', '8']],
    ]);
  });

  it('adds a zone last, and the shopper sees it once it is moved before the zone it overlaps', async () => {
    const mumbai = await created({ name: 'Mumbai', values: ['400'], charge: 49 });
    expect(mumbai.priority).toBe(3);
    // All India comes first and answers for Mumbai pincodes.
    expect(await tested('400001')).toMatchObject({
      zone: { name: 'All India' },
      charge: 0,
      explanation: 'Zone 2, All India (pincodes starting with): 400001 starts with 4.',
    });
    await moveToTop(mumbai.id);
    expect(await tested('400001')).toMatchObject({
      zone: { id: mumbai.id, name: 'Mumbai' },
      available: true,
      charge: 49,
      explanation: 'Zone 1, Mumbai (pincodes starting with): 400001 starts with 400.',
      estimatedDelivery: estimatedDelivery(new Date(), 1, 2),
    });
    // The storefront's check sees the change at once.
    expect(await shopperCheck('400001')).toMatchObject({ available: true, charge: 49 });
    expect((await zones()).map((entry) => entry.name)).toEqual([
      'Mumbai',
      'Army Postal Service',
      'All India',
    ]);
  });

  it('matches whole pincodes before a prefix when listed first, and states by their ids or names', async () => {
    const exact = await created({
      name: 'Colaba',
      kind: 'PINCODE',
      values: ['400005'],
      deliverable: false,
    });
    await moveToTop(exact.id);
    expect(await tested('400005')).toMatchObject({
      zone: { name: 'Colaba' },
      available: false,
      codAvailable: false,
      estimatedDelivery: null,
      explanation: 'Zone 1, Colaba (pincodes): pincode 400005 is listed.',
    });
    expect(await tested('400001')).toMatchObject({ zone: { name: 'Mumbai' } });

    const kerala = await created({ name: 'Kerala', kind: 'STATE', values: ['Kerala'], charge: 79 });
    expect(kerala.values).toEqual(['KL']);
    await moveToTop(kerala.id);
    expect(await tested('682001')).toMatchObject({
      zone: { name: 'Kerala' },
      charge: 79,
      explanation: 'Zone 1, Kerala (states): 682001 is in one of its states.',
    });
  });

  it('says why a pincode gets no delivery', async () => {
    expect(await tested('400000')).toMatchObject({
      zone: null,
      available: false,
      explanation: "400000 is not in India Post's directory: no delivery.",
    });
  });

  it('changes and removes a zone; those after it move up', async () => {
    const before = await zones();
    const colaba = before.find((entry) => entry.name === 'Colaba')!;
    const changed = await call(
      'PUT',
      `/${colaba.id}`,
      zone({
        name: 'Colaba',
        kind: 'PINCODE',
        values: ['400005'],
        deliverable: true,
        charge: 25,
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(json<DeliveryZone>(changed)).toMatchObject({ charge: 25, deliverable: true });
    expect(await tested('400005')).toMatchObject({ zone: { name: 'Colaba' }, charge: 25 });

    expect((await call('DELETE', `/${colaba.id}`)).statusCode).toBe(204);
    const after = await zones();
    expect(after.map((entry) => entry.priority)).toEqual(after.map((_, index) => index + 1));
    expect(after.some((entry) => entry.id === colaba.id)).toBe(false);
    expect((await call('DELETE', `/${colaba.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/${colaba.id}`, zone())).statusCode).toBe(404);
  });

  it('keeps what the admin changed in the activity log', async () => {
    const response = await t.app.inject(
      withToken(owner.token, {
        method: 'GET',
        url: '/api/admin/activity-log?entityType=DELIVERY_ZONE',
      }),
    );
    expect(response.statusCode).toBe(200);
    const actions = json<{ content: { action: string }[] }>(response).content.map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['CREATE', 'UPDATE', 'DELETE', 'REORDER']));
  });
});

describe('what the shopper pays', () => {
  it("ships free above the zone's order value, and takes COD within its own limit only", async () => {
    await removeAllBut(['Army Postal Service', 'All India']);
    const metro = await created({
      name: 'Bengaluru',
      values: ['560'],
      charge: 99,
      freeAbove: 2999,
      codLimit: 3000,
    });
    await moveToTop(metro.id);
    const attar = await productFor(t, categoryId, { rupees: 1000, stock: 50 });
    const quote = async (quantity: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          items: [{ productId: attar.id, quantity }],
          pincode: '560001',
          paymentMethodId: codId,
        },
      });
      expect(response.statusCode).toBe(200);
      return json<Quote>(response);
    };
    const two = await quote(2);
    expect([two.shippingCharge, two.codAvailable, two.codLimit]).toEqual([99, true, 3000]);
    expect(two.delivery).toMatchObject({
      available: true,
      estimatedDelivery: estimatedDelivery(new Date(), 1, 2),
    });
    const three = await quote(3);
    expect(three.shippingCharge).toBe(0);
    // 3,000 of goods and the COD fee are over the zone's 3,000 limit.
    expect([three.codAvailable, three.codLimit]).toEqual([false, 3000]);
  });

  it('offers no COD where the zone does not take it', async () => {
    const noCod = await created({ name: 'Chennai', values: ['600'], codAvailable: false });
    await moveToTop(noCod.id);
    const attar = await productFor(t, categoryId, { rupees: 500 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId: attar.id, quantity: 1 }], pincode: '600001' },
    });
    expect(json<Quote>(response)).toMatchObject({
      codAvailable: false,
      codMessage: ORDER_MESSAGES.codUnavailable,
    });
  });
});

describe('bad input and the wrong caller', () => {
  it.each([
    [
      { values: ['4000011'] },
      'values.0',
      '4000011 is not the start of a pincode: use 1 to 5 digits, not starting with 0.',
    ],
    [
      { kind: 'PINCODE', values: ['40001'] },
      'values.0',
      '40001 is not a pincode: use six digits, not starting with 0.',
    ],
    [
      { kind: 'STATE', values: ['Atlantis'] },
      'values.0',
      'Atlantis is not a state or union territory of India.',
    ],
    [{ kind: 'STATE', values: ['KL', 'Kerala'] }, 'values.1', 'Kerala is listed twice.'],
    [{ values: ['4', '4'] }, 'values.1', '4 is listed twice.'],
    [{ values: [] }, 'values', 'List at least one pincode, prefix or state.'],
    [{ daysFrom: 5, daysTo: 2 }, 'daysTo', 'The last day must not be before the first.'],
    [{ daysFrom: 1.5 }, 'daysFrom', 'Delivery days are whole days from 0 to 60.'],
    [{ charge: -1 }, 'charge', 'Shipping charge must not be negative.'],
    [{ charge: '49' }, 'charge', 'Shipping charge must be a number of rupees.'],
    [{ name: '' }, 'name', 'Give the zone a name of 1 to 60 characters.'],
    [{ name: 'x'.repeat(61) }, 'name', 'Give the zone a name of 1 to 60 characters.'],
  ])('answers 400 for %j', async (values, path, message) => {
    const response = await call('POST', '', zone(values as Partial<DeliveryZonePayload>));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ path, message })]),
    });
  });

  it('answers 400 for a NUL byte and for an order that does not name every zone once', async () => {
    const nul = await call('POST', '', zone({ name: 'Mum\u0000bai' }));
    expect(nul.statusCode).toBe(400);
    const ids = (await zones()).map((entry) => entry.id);
    for (const order of [ids.slice(1), [...ids, 999_999], [ids[0], ...ids]]) {
      const response = await call('PUT', '/order', { ids: order });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses shoppers and staff whose role does not manage delivery, before reading the body', async () => {
    const shopper = await signedInUser(t);
    const catalogue = await signedInUser(t, 'ADMIN', 'CATALOGUE');
    const fulfilment = await signedInUser(t, 'ADMIN', 'FULFILMENT');
    expect((await call('GET', '', undefined, shopper.token)).statusCode).toBe(403);
    const refused = await call('POST', '', { not: 'a zone' }, catalogue.token);
    expect([refused.statusCode, json(refused).code]).toEqual([403, 'NOT_PERMITTED']);
    expect((await call('GET', '', undefined, fulfilment.token)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/delivery-zones' });
    expect(anonymous.statusCode).toBe(401);
  });
});
