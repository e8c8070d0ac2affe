import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { settings } from '../../db/schema/index.js';
import { seedStoreDefaults } from '../../db/seed/store-defaults.js';
import { codFeePaise } from './payments.service.js';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedStoreDefaults(t.database.db);
  admin = (await signedInUser(t, 'ADMIN')).token;
  customer = (await signedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const read = (token?: string) => {
  const options = { method: 'GET' as const, url: '/api/admin/settings/cod-fee' };
  return t.app.inject(token ? withToken(token, options) : options);
};
const write = (token: string | null, payload: unknown) => {
  const options = {
    method: 'PUT' as const,
    url: '/api/admin/settings/cod-fee',
    payload: payload as object,
  };
  return t.app.inject(token ? withToken(token, options) : options);
};
const storedValue = async () =>
  (await t.database.db.select().from(settings).where(eq(settings.key, 'cod_fee')))[0]?.value;

describe('GET /api/admin/settings/cod-fee', () => {
  it('answers the seeded fee of 49 rupees to visitors, customers and admins', async () => {
    for (const token of [undefined, customer, admin]) {
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ codFee: 49 });
    }
    expect(await storedValue()).toEqual({ paise: 4900 });
  });
});

describe('PUT /api/admin/settings/cod-fee', () => {
  it('sets the fee in rupees and keeps it in paise', async () => {
    const response = await write(admin, { codFee: 59.5 });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ codFee: 59.5 });
    expect(json(await read())).toEqual({ codFee: 59.5 });
    expect(await storedValue()).toEqual({ paise: 5950 });
    expect(await codFeePaise(t.database.db)).toBe(5950);
    for (const codFee of [0, 1000, 0.01, 19.99]) {
      expect(json(await write(admin, { codFee }))).toEqual({ codFee });
      expect(json(await read())).toEqual({ codFee });
    }
  });

  it('keeps an admin’s fee when the start-up seed runs again', async () => {
    await write(admin, { codFee: 75 });
    await seedStoreDefaults(t.database.db);
    expect(json(await read())).toEqual({ codFee: 75 });
  });

  it.each([
    [{ codFee: -1 }, 'codFee: COD fee must be between 0 and 1000 rupees.'],
    [{ codFee: 1000.01 }, 'codFee: COD fee must be between 0 and 1000 rupees.'],
    [{ codFee: 49.555 }, 'codFee: COD fee may have at most 2 decimals.'],
    [{ codFee: '49' }, 'codFee: COD fee must be a number of rupees.'],
    [{ codFee: null }, 'codFee: COD fee must be a number of rupees.'],
    [{}, 'codFee: COD fee must be a number of rupees.'],
    [{ codFee: 1e308 }, 'codFee: COD fee must be between 0 and 1000 rupees.'],
  ])('answers 400 for %j and keeps the fee', async (payload, message) => {
    const before = json(await read());
    const response = await write(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(json(await read())).toEqual(before);
  });

  it('is for admins only', async () => {
    const before = json(await read());
    const forbidden = await write(customer, { codFee: 10 });
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const anonymous = await write(null, { codFee: 10 });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(json(await read())).toEqual(before);
  });
});

describe('a store without the setting', () => {
  it('charges the default of 49 rupees until the seed or an admin stores one', async () => {
    await t.database.db.delete(settings).where(eq(settings.key, 'cod_fee'));
    expect(json(await read())).toEqual({ codFee: 49 });
    await seedStoreDefaults(t.database.db);
    expect(await storedValue()).toEqual({ paise: 4900 });
  });
});
