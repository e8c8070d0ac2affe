import type { Address, Page } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { shippingAddresses } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const home = {
  fullName: 'Anaya Sharma',
  addressLine1: '12 Marine Drive',
  addressLine2: 'Flat 4B, Sea View',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400002',
  phoneNumber: '9876543210',
};
const office = {
  ...home,
  addressLine1: '3 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

const add = (token: string, payload: unknown) =>
  t.app.inject(
    withToken(token, {
      method: 'POST',
      url: '/api/shipping-addresses/Add',
      payload: payload as object,
    }),
  );
const update = (token: string, id: number | string, payload: unknown) =>
  t.app.inject(
    withToken(token, {
      method: 'PUT',
      url: `/api/shipping-addresses/update/${id}`,
      payload: payload as object,
    }),
  );
const getOne = (token: string, id: number | string) =>
  t.app.inject(withToken(token, { method: 'GET', url: `/api/shipping-addresses/GetBy/${id}` }));
const remove = (token: string, id: number | string) =>
  t.app.inject(withToken(token, { method: 'DELETE', url: `/api/shipping-addresses/delete/${id}` }));
async function list(token: string, query = '') {
  const response = await t.app.inject(
    withToken(token, { method: 'GET', url: `/api/shipping-addresses/GetAll${query}` }),
  );
  expect(response.statusCode).toBe(200);
  return json<Page<Address>>(response);
}
async function added(token: string, payload: unknown): Promise<Address> {
  const response = await add(token, payload);
  expect(response.statusCode).toBe(201);
  return json<Address>(response);
}
const defaults = async (token: string) =>
  (await list(token, '?size=100')).content.filter((address) => address.isDefault).map((a) => a.id);

describe('POST /api/shipping-addresses/Add', () => {
  it('saves the address with its id; the first one becomes the default, India the country', async () => {
    const { token } = await signedInUser(t);
    const first = await added(token, home);
    expect(first).toEqual({ id: expect.any(Number), ...home, country: 'India', isDefault: true });
    const second = await added(token, office);
    expect(second).toMatchObject({ city: 'Bengaluru', isDefault: false });
    expect(await getOne(token, first.id).then((r) => json<Address>(r))).toEqual(first);
  });

  it('spells state and city as the location list does, and keeps blank optional fields as null', async () => {
    const { token } = await signedInUser(t);
    const address = await added(token, {
      ...home,
      fullName: '  राहुल शर्मा ',
      state: 'MH',
      city: 'pune',
      zipCode: ' 411001 ',
      addressLine2: '   ',
      phoneNumber: '',
      country: '',
      id: 999,
      userId: 1,
    });
    expect(address).toMatchObject({
      fullName: 'राहुल शर्मा',
      state: 'Maharashtra',
      city: 'Pune',
      zipCode: '411001',
      addressLine2: null,
      phoneNumber: null,
      country: 'India',
    });
    expect(address.id).not.toBe(999);
    const byName = await added(token, {
      ...office,
      state: 'karnataka',
      city: 'KA-bengaluru',
      country: 'India',
    });
    expect(byName).toMatchObject({ state: 'Karnataka', city: 'Bengaluru' });
  });

  it.each([
    { city: 'Gurugram', state: 'Haryana', zipCode: '122001' },
    { city: 'Kochi', state: 'Kerala', zipCode: '682001' },
    { city: 'Prayagraj', state: 'Uttar Pradesh', zipCode: '211001' },
    { city: 'Leh', state: 'Ladakh', zipCode: '194101' },
    { city: 'Port Blair', state: 'AN', zipCode: '744101' },
  ])('accepts an address in $city, $state $zipCode', async (place) => {
    const { token } = await signedInUser(t);
    const address = await added(token, { ...home, ...place });
    expect(address).toMatchObject({ city: place.city, zipCode: place.zipCode });
    expect(address.state).toBe(place.state === 'AN' ? 'Andaman and Nicobar Islands' : place.state);
  });

  it("keeps the city in the shopper's words, spelt as the pincode's places where it is one", async () => {
    const { token } = await signedInUser(t);
    const suburb = await added(token, {
      ...home,
      city: '  Sector  Phase-II  Old.Town ',
      state: 'Haryana',
      zipCode: '122001',
    });
    expect(suburb.city).toBe('Sector Phase-II Old.Town');
    const office = await added(token, {
      ...home,
      city: 'arjun nagar',
      state: 'haryana',
      zipCode: '122001',
    });
    expect(office).toMatchObject({ city: 'Arjun Nagar', state: 'Haryana' });
  });

  it('accepts a border pincode in either of its states', async () => {
    const { token } = await signedInUser(t);
    // 533464 has post offices in Andhra Pradesh and in Yanam (Puducherry).
    for (const state of ['Andhra Pradesh', 'Puducherry']) {
      expect(
        await added(token, { ...home, city: 'Yanam', state, zipCode: '533464' }),
      ).toMatchObject({
        state,
      });
    }
  });

  it('moves the default to a new address sent with isDefault true', async () => {
    const { token } = await signedInUser(t);
    const first = await added(token, home);
    const second = await added(token, { ...office, isDefault: false });
    const third = await added(token, {
      ...home,
      addressLine1: '7 Juhu Tara Road',
      isDefault: true,
    });
    expect(third.isDefault).toBe(true);
    expect(await defaults(token)).toEqual([third.id]);
    const ids = (await list(token)).content.map((address) => address.id);
    expect(ids).toEqual([third.id, second.id, first.id]);
  });

  it(`allows 20 addresses and answers 409 ADDRESS_LIMIT_REACHED for the 21st`, async () => {
    const { token } = await signedInUser(t);
    const saved: Address[] = [];
    for (let n = 0; n < 20; n += 1)
      saved.push(await added(token, { ...home, addressLine1: `${n + 1} Marine Drive` }));
    const refused = await add(token, home);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      status: 409,
      code: 'ADDRESS_LIMIT_REACHED',
      message: 'You can keep at most 20 addresses. Delete one to add another.',
      requestId: expect.any(String),
    });
    expect((await list(token)).totalElements).toBe(20);
    expect((await remove(token, saved[5]!.id)).statusCode).toBe(204);
    expect((await add(token, home)).statusCode).toBe(201);
  });
});

describe('GET /api/shipping-addresses/GetAll', () => {
  it('answers a page object, the default first, then the newest', async () => {
    const { token } = await signedInUser(t);
    expect(await list(token)).toMatchObject({
      content: [],
      totalElements: 0,
      totalPages: 0,
      empty: true,
    });
    const a = await added(token, home);
    const b = await added(token, office);
    const c = await added(token, { ...home, addressLine1: '9 Carter Road' });
    const page = await list(token);
    expect(page.content.map((address) => address.id)).toEqual([a.id, c.id, b.id]);
    expect(page).toMatchObject({
      totalElements: 3,
      totalPages: 1,
      number: 0,
      size: 10,
      first: true,
      last: true,
    });
    const second = await list(token, '?page=1&size=2');
    expect(second.content.map((address) => address.id)).toEqual([b.id]);
    expect(second).toMatchObject({ totalPages: 2, number: 1, size: 2, first: false, last: true });
    expect((await list(token, '?page=5')).content).toEqual([]);
  });

  it('answers 400 for bad paging', async () => {
    const { token } = await signedInUser(t);
    for (const query of ['?size=0', '?size=101', '?page=-1', '?page=x']) {
      const response = await t.app.inject(
        withToken(token, { method: 'GET', url: `/api/shipping-addresses/GetAll${query}` }),
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/shipping-addresses/GetBy/{id}', () => {
  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    const { token } = await signedInUser(t);
    const unknown = await getOne(token, 2_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Address not found',
    });
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await getOne(token, id);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PUT /api/shipping-addresses/update/{id}', () => {
  it('replaces the fields and answers the address', async () => {
    const { token } = await signedInUser(t);
    const address = await added(token, home);
    const response = await update(token, address.id, {
      ...office,
      addressLine2: null,
      phoneNumber: '080123456789',
    });
    expect(response.statusCode).toBe(200);
    const expected = { ...address, ...office, addressLine2: null, phoneNumber: '080123456789' };
    expect(json<Address>(response)).toEqual(expected);
    expect(json<Address>(await getOne(token, address.id))).toEqual(expected);
  });

  it('moves the default with isDefault true, and leaves it in place with false', async () => {
    const { token } = await signedInUser(t);
    const first = await added(token, home);
    const second = await added(token, office);
    expect(
      json<Address>(await update(token, second.id, { ...office, isDefault: true })).isDefault,
    ).toBe(true);
    expect(await defaults(token)).toEqual([second.id]);
    const unset = json<Address>(await update(token, second.id, { ...office, isDefault: false }));
    expect(unset.isDefault).toBe(true);
    expect(json<Address>(await update(token, first.id, home)).isDefault).toBe(false);
    expect(await defaults(token)).toEqual([second.id]);
  });

  it('checks the fields as Add does', async () => {
    const { token } = await signedInUser(t);
    const address = await added(token, home);
    const response = await update(token, address.id, { ...home, zipCode: '04000' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Pincode must be 6 digits.',
    });
    const elsewhere = await update(token, address.id, { ...home, zipCode: '560001' });
    expect(elsewhere.statusCode).toBe(400);
    expect(json(elsewhere)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Pincode 560001 is in Karnataka, not Maharashtra.',
      details: [{ path: 'zipCode' }],
    });
    expect(json<Address>(await getOne(token, address.id)).zipCode).toBe('400002');
    expect((await update(token, 'abc', home)).statusCode).toBe(400);
    const unknown = await update(token, 2_000_000, home);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Address not found' });
  });
});

describe('DELETE /api/shipping-addresses/delete/{id}', () => {
  it('deletes with 204; deleting the default makes the newest remaining one the default', async () => {
    const { token } = await signedInUser(t);
    const first = await added(token, home);
    const second = await added(token, office);
    const third = await added(token, { ...home, addressLine1: '5 Worli Sea Face' });
    const response = await remove(token, second.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await defaults(token)).toEqual([first.id]);
    expect((await remove(token, first.id)).statusCode).toBe(204);
    expect(await defaults(token)).toEqual([third.id]);
    expect((await remove(token, third.id)).statusCode).toBe(204);
    expect(await list(token)).toMatchObject({ totalElements: 0, empty: true });
    const again = await remove(token, third.id);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toMatchObject({ code: 'NOT_FOUND', message: 'Address not found' });
    expect((await remove(token, 'x')).statusCode).toBe(400);
    // After the last one goes, the next address is the first again and so the default.
    expect((await added(token, office)).isDefault).toBe(true);
  });
});

describe('addresses access', () => {
  it(`answers 404 for another customer's address and leaves it untouched`, async () => {
    const anaya = await signedInUser(t);
    const dev = await signedInUser(t);
    const address = await added(anaya.token, home);
    for (const response of [
      await getOne(dev.token, address.id),
      await update(dev.token, address.id, { ...office, isDefault: true }),
      await remove(dev.token, address.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Address not found',
      });
    }
    expect((await list(dev.token)).content).toEqual([]);
    expect(json<Address>(await getOne(anaya.token, address.id))).toEqual(address);
  });

  it.each([
    ['POST', '/api/shipping-addresses/Add'],
    ['GET', '/api/shipping-addresses/GetAll'],
    ['GET', '/api/shipping-addresses/GetBy/1'],
    ['PUT', '/api/shipping-addresses/update/1'],
    ['DELETE', '/api/shipping-addresses/delete/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === 'POST' || method === 'PUT' ? { payload: home } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('keeps one default per customer in the database itself', async () => {
    const { id, token } = await signedInUser(t);
    await added(token, home);
    const row = { ...home, userId: id, country: 'India', isDefault: true };
    await expect(t.database.db.insert(shippingAddresses).values(row)).rejects.toThrow();
    const rows = await t.database.db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe.runIf(onPostgres)('addresses under concurrency (PostgreSQL)', () => {
  it('keeps exactly one default when ten addresses ask for it at once', async () => {
    const { token } = await signedInUser(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        add(token, { ...home, addressLine1: `${n} Linking Road`, isDefault: true }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(await defaults(token)).toHaveLength(1);
  });

  it('never lets a customer pass 20 addresses', async () => {
    const { token } = await signedInUser(t);
    const responses = await Promise.all(Array.from({ length: 25 }, () => add(token, home)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(20).fill(201), ...Array(5).fill(409)]);
    expect((await list(token)).totalElements).toBe(20);
    expect(await defaults(token)).toHaveLength(1);
  });
});
