import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { type Database, openDatabase } from '../client.js';
import { paymentMethods, pincodeRules, settings } from '../schema/index.js';
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

  const rules = async () =>
    (await database.db.select().from(pincodeRules))
      .map((rule) => `${rule.prefix}:${rule.available}:${rule.chargePaise}:${rule.codAvailable}`)
      .sort();

  it('adds the delivery rules, payment methods and settings to a database that has a catalogue', async () => {
    await addCategory(database.db, { name: 'Attars' });
    expect(await seedDemoCatalogue(database.db, { mediaDir })).toEqual({ seeded: false });
    expect(await rules()).toEqual([
      '1:true:0:true',
      '2:true:0:true',
      '3:true:0:true',
      '4:true:0:true',
      '5:true:0:true',
      '6:true:0:true',
      '7:true:0:true',
      '8:true:0:true',
      '9:false:0:false',
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
    await database.db.delete(pincodeRules).where(eq(pincodeRules.prefix, '4'));
    await seedStoreDefaults(database.db);
    expect(await rules()).toHaveLength(9);
    expect(await rules()).toContain('4:true:0:true');
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
