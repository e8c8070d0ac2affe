import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { type Database, openDatabase } from '../client.js';
import { deliveryZones, paymentMethods, settings } from '../schema/index.js';
import { seedDemoCatalogue } from './index.js';
import { seedStoreDefaults } from './store-defaults.js';

describe('seedStoreDefaults', () => {
  let database: Database;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'attar-seed-defaults-'));
    database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const zones = async () =>
    (await database.db.select().from(deliveryZones).orderBy(deliveryZones.priority)).map(
      (zone) =>
        `${zone.name}:${zone.kind}:${zone.values.join(',')}:${zone.deliverable}:${zone.chargePaise}:${zone.codAvailable}:${zone.daysFrom}-${zone.daysTo}`,
    );

  it('adds the delivery zones, payment methods and settings to a database that has a catalogue', async () => {
    await addCategory(database.db, { name: 'Attars' });
    expect(await seedDemoCatalogue(database.db, { mediaDir })).toEqual({ seeded: false });
    expect(await zones()).toEqual([
      'Army Postal Service:PREFIX:9:false:0:false:0-0',
      'All India:PREFIX:1,2,3,4,5,6,7,8:true:0:true:2-7',
    ]);
    const methods = await database.db
      .select()
      .from(paymentMethods)
      .orderBy(paymentMethods.sortOrder);
    expect(methods.map((m) => [m.method, m.isActive])).toEqual([
      ['cod', true],
      ['upi_on_delivery', false],
      ['test_gateway', true],
      ['razorpay', false],
    ]);
    const [codFee] = await database.db.select().from(settings).where(eq(settings.key, 'cod_fee'));
    expect(codFee?.value).toEqual({ paise: 4900 });
  });

  it('adds only what is missing and leaves what an admin changed', async () => {
    await database.db
      .update(paymentMethods)
      .set({ isActive: false })
      .where(eq(paymentMethods.method, 'cod'));
    await database.db
      .update(settings)
      .set({ value: { paise: 2500 } })
      .where(eq(settings.key, 'cod_fee'));
    await database.db.delete(deliveryZones).where(eq(deliveryZones.name, 'Army Postal Service'));
    await seedStoreDefaults(database.db);
    // A zone the admin removed stays removed.
    expect(await zones()).toEqual(['All India:PREFIX:1,2,3,4,5,6,7,8:true:0:true:2-7']);
    const methods = await database.db
      .select()
      .from(paymentMethods)
      .orderBy(paymentMethods.sortOrder);
    expect(methods.map((m) => [m.method, m.isActive])).toEqual([
      ['cod', false],
      ['upi_on_delivery', false],
      ['test_gateway', true],
      ['razorpay', false],
    ]);
    const [codFee] = await database.db.select().from(settings).where(eq(settings.key, 'cod_fee'));
    expect(codFee?.value).toEqual({ paise: 2500 });
  });
});
