import type { DeliveryCheck } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { pincodeRules } from '../../db/schema/index.js';
import { seedStoreDefaults } from '../../db/seed/store-defaults.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { deliveryFor } from './shipping.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedStoreDefaults(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const check = (pincode: string, token?: string) => {
  const options = {
    method: 'GET' as const,
    url: `/api/shipping/get-by-pincode?pincode=${encodeURIComponent(pincode)}`,
  };
  return t.app.inject(token ? withToken(token, options) : options);
};
/**
 * After a rule is written past the services (rules have no admin API): the storefront cache
 * keeps a pincode's rule for CATALOG_CACHE_TTL_MS, and this clears it as that wait would.
 */
const rulesChanged = () => storefrontChanged(t.database.db);

async function delivery(pincode: string): Promise<DeliveryCheck> {
  const response = await check(pincode);
  expect(response.statusCode).toBe(200);
  return json<DeliveryCheck>(response);
}

describe('GET /api/shipping/get-by-pincode', () => {
  it('delivers free with cash on delivery to pincodes starting 1 to 8, to visitors too', async () => {
    for (const pincode of [
      '110001',
      '226001',
      '302001',
      '400002',
      '560001',
      '600001',
      '700001',
      '800001',
    ]) {
      expect(await delivery(pincode)).toEqual({
        pincode,
        available: true,
        charge: 0,
        codAvailable: true,
      });
    }
    const { token } = await signedInUser(t);
    const signedIn = await check('400002', token);
    expect(json(signedIn)).toEqual({
      pincode: '400002',
      available: true,
      charge: 0,
      codAvailable: true,
    });
  });

  it('does not deliver to the Army Postal Service (pincodes starting 9)', async () => {
    expect(await delivery('900001')).toEqual({
      pincode: '900001',
      available: false,
      charge: 0,
      codAvailable: false,
    });
  });

  it('does not deliver to a pincode India Post does not have, whatever the rules say', async () => {
    // Both start with a digit the seeded rules deliver to, but no post office has them.
    for (const pincode of ['100000', '400000']) {
      expect(await delivery(pincode)).toEqual({
        pincode,
        available: false,
        charge: 0,
        codAvailable: false,
      });
    }
    await t.database.db
      .insert(pincodeRules)
      .values({ prefix: '123456', available: true, chargePaise: 0, codAvailable: true });
    await rulesChanged();
    expect(await delivery('123456')).toMatchObject({ available: false, codAvailable: false });
  });

  it.each(['', '12345', '1234567', '012345', '40000a', '4000 2', 'abcdef', '४००००२'])(
    'answers 400 "Pincode must be 6 digits." for %j',
    async (pincode) => {
      const response = await check(pincode);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Pincode must be 6 digits.',
        details: [{ path: 'pincode', message: 'Pincode must be 6 digits.' }],
      });
    },
  );

  it('answers 400 without a pincode or with two', async () => {
    for (const url of [
      '/api/shipping/get-by-pincode',
      '/api/shipping/get-by-pincode?pincode=400001&pincode=400002',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Pincode must be 6 digits.',
      });
    }
  });

  it('lets the most specific rule win: exact pincode, then the longer prefix, then the shorter', async () => {
    await t.database.db.insert(pincodeRules).values([
      { prefix: '560001', available: true, chargePaise: 9900, codAvailable: false },
      { prefix: '5600', available: false, chargePaise: 0, codAvailable: false },
      { prefix: '56', available: true, chargePaise: 4050, codAvailable: true },
    ]);
    await rulesChanged();
    expect(await delivery('560001')).toEqual({
      pincode: '560001',
      available: true,
      charge: 99,
      codAvailable: false,
    });
    expect(await delivery('560002')).toMatchObject({ available: false, charge: 0 });
    expect(await delivery('561101')).toEqual({
      pincode: '561101',
      available: true,
      charge: 40.5,
      codAvailable: true,
    });
    expect(await delivery('570001')).toEqual({
      pincode: '570001',
      available: true,
      charge: 0,
      codAvailable: true,
    });
  });

  it('offers neither a charge nor cash on delivery where it does not deliver', async () => {
    await t.database.db
      .insert(pincodeRules)
      .values({ prefix: '3333', available: false, chargePaise: 5000, codAvailable: true });
    await rulesChanged();
    expect(await delivery('333302')).toEqual({
      pincode: '333302',
      available: false,
      charge: 0,
      codAvailable: false,
    });
  });

  it('does not deliver where no rule covers the pincode', async () => {
    await t.database.db.delete(pincodeRules).where(eq(pincodeRules.prefix, '7'));
    await rulesChanged();
    expect(await delivery('700001')).toEqual({
      pincode: '700001',
      available: false,
      charge: 0,
      codAvailable: false,
    });
    // The start-up seed puts a missing demo rule back.
    await seedStoreDefaults(t.database.db);
    await rulesChanged();
    expect((await delivery('700001')).available).toBe(true);
  });
});

describe('deliveryFor', () => {
  it('answers the charge in paise for the quote and order code', async () => {
    expect(await deliveryFor(t.database.db, '561203')).toEqual({
      pincode: '561203',
      available: true,
      chargePaise: 4050,
      codAvailable: true,
    });
  });

  it('refuses a pincode that is not six digits', async () => {
    await expect(deliveryFor(t.database.db, '056123')).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Pincode must be 6 digits.',
    });
  });
});
