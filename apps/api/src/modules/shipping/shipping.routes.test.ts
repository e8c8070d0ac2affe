import { estimatedDelivery, type DeliveryCheck } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneForPincode } from '../../../test/delivery-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { deliveryZones } from '../../db/schema/index.js';
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
 * After a zone is written past the services (the admin's routes clear the cache themselves): the
 * storefront cache keeps a pincode's zone for CATALOG_CACHE_TTL_MS, and this clears it as that
 * wait would.
 */
const zonesChanged = () => storefrontChanged(t.database.db);

async function delivery(pincode: string): Promise<DeliveryCheck> {
  const response = await check(pincode);
  expect(response.statusCode).toBe(200);
  return json<DeliveryCheck>(response);
}

/** What the demo zones promise a pincode they deliver to today: free, COD, 2 to 7 working days. */
const demoDelivery = (pincode: string): DeliveryCheck => ({
  pincode,
  available: true,
  charge: 0,
  codAvailable: true,
  freeAbove: null,
  estimatedDelivery: estimatedDelivery(new Date(), 2, 7),
});

const noDelivery = (pincode: string): DeliveryCheck => ({
  pincode,
  available: false,
  charge: 0,
  codAvailable: false,
  freeAbove: null,
  estimatedDelivery: null,
});

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
      expect(await delivery(pincode)).toEqual(demoDelivery(pincode));
    }
    const { token } = await signedInUser(t);
    expect(json(await check('400002', token))).toEqual(demoDelivery('400002'));
  });

  it('does not deliver to the Army Postal Service (pincodes starting 9)', async () => {
    expect(await delivery('900001')).toEqual(noDelivery('900001'));
  });

  it('does not deliver to a pincode India Post does not have, whatever the zones say', async () => {
    // Both start with a digit the demo zones deliver to, but no post office has them.
    for (const pincode of ['100000', '400000']) {
      expect(await delivery(pincode)).toEqual(noDelivery(pincode));
    }
    await zoneForPincode(t.database.db, '123456');
    await zonesChanged();
    expect(await delivery('123456')).toEqual(noDelivery('123456'));
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

  it('answers with the first zone that lists the pincode: its charge, threshold, COD and days', async () => {
    await zoneForPincode(t.database.db, '560002', {
      chargePaise: 9900,
      freeAbovePaise: 2_999_00,
      codAvailable: false,
      daysFrom: 1,
      daysTo: 3,
    });
    await zonesChanged();
    expect(await delivery('560002')).toEqual({
      pincode: '560002',
      available: true,
      charge: 99,
      codAvailable: false,
      freeAbove: 2999,
      estimatedDelivery: estimatedDelivery(new Date(), 1, 3),
    });
    // Its neighbour still goes by the demo zone.
    expect(await delivery('560003')).toEqual(demoDelivery('560003'));
  });

  it('offers neither a charge nor cash on delivery where it does not deliver', async () => {
    await zoneForPincode(t.database.db, '333302', { deliverable: false, chargePaise: 5000 });
    await zonesChanged();
    expect(await delivery('333302')).toEqual(noDelivery('333302'));
  });

  it('does not deliver where no zone covers the pincode', async () => {
    const [allIndia] = await t.database.db
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.name, 'All India'));
    await t.database.db
      .update(deliveryZones)
      .set({ values: allIndia!.values.filter((prefix) => prefix !== '7') })
      .where(eq(deliveryZones.id, allIndia!.id));
    await zonesChanged();
    expect(await delivery('700001')).toEqual(noDelivery('700001'));
    // The start-up seed does not bring back what an admin changed.
    await seedStoreDefaults(t.database.db);
    await zonesChanged();
    expect((await delivery('700001')).available).toBe(false);
    await t.database.db
      .update(deliveryZones)
      .set({ values: allIndia!.values })
      .where(eq(deliveryZones.id, allIndia!.id));
    await zonesChanged();
  });
});

describe('deliveryFor', () => {
  it('answers the charge in paise for the quote and order code', async () => {
    await zoneForPincode(t.database.db, '561203', { chargePaise: 4050 });
    await zonesChanged();
    const monday = new Date('2026-11-30T06:00:00Z');
    expect(await deliveryFor(t.database.db, '561203', monday)).toEqual({
      pincode: '561203',
      available: true,
      chargePaise: 4050,
      freeAbovePaise: null,
      codAvailable: true,
      codLimitPaise: null,
      estimatedDelivery: { from: '2026-12-02', to: '2026-12-05' },
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
