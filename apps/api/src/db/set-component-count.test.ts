import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir, migrationsUpTo } from '../../test/migrations-up-to.js';

// A database made before products counted their gift-set components (migration 0031), with a
// set of two vials, upgraded as a new release starts: the count is filled in, and kept by the
// components from then on (reads compute a set's stock only where the count is above 0).

const LAST_BEFORE = 30;

let client: PGlite;
let oldMigrations: string;

const counts = async () =>
  (
    await client.query<{ id: number; component_count: number }>(
      'select id, component_count from products order by id',
    )
  ).rows;

beforeAll(async () => {
  client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  oldMigrations = migrationsUpTo(LAST_BEFORE);
  await migrate(drizzle(client), { migrationsFolder: oldMigrations });
  await client.exec(`
    insert into categories (name, slug, product_type) values ('Gift Sets', 'gift-sets', 'GIFT_SET');
    insert into products (name, slug, sku, description, short_description, price_paise, size,
      category_id, product_type) values
      ('Rose Vial', 'rose-vial', 'AH-V-1', 'Rose.', 'Rose.', 50000, '10 ml', 1, 'GIFT_SET'),
      ('Oud Vial', 'oud-vial', 'AH-V-2', 'Oud.', 'Oud.', 50000, '10 ml', 1, 'GIFT_SET'),
      ('Two Vials', 'two-vials', 'AH-S-1', 'Both.', 'Both.', 90000, null, 1, 'GIFT_SET'),
      ('Jasmine Vial', 'jasmine-vial', 'AH-V-3', 'Jasmine.', 'Jasmine.', 50000, '10 ml', 1, 'GIFT_SET');
    insert into gift_set_components (set_product_id, component_variant_id, quantity)
      select 3, v.id, 1 from product_variants v where v.product_id in (1, 2);
  `);
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
});
afterAll(async () => {
  await client?.close();
  if (oldMigrations) rmSync(oldMigrations, { recursive: true, force: true });
});

describe('a gift set’s component count', () => {
  it('is filled in on upgrade: two for the set, none for the vials', async () => {
    expect(await counts()).toEqual([
      { id: 1, component_count: 0 },
      { id: 2, component_count: 0 },
      { id: 3, component_count: 2 },
      { id: 4, component_count: 0 },
    ]);
  });

  it('follows the components as they are added and removed', async () => {
    await client.query(`insert into gift_set_components (set_product_id, component_variant_id, quantity)
      select 3, v.id, 2 from product_variants v where v.product_id = 4`);
    expect((await counts())[2]).toEqual({ id: 3, component_count: 3 });
    await client.query(`delete from gift_set_components where set_product_id = 3
      and component_variant_id in (select id from product_variants where product_id in (1, 4))`);
    expect((await counts())[2]).toEqual({ id: 3, component_count: 1 });
  });

  it('refuses a direct change of the count', async () => {
    await expect(
      client.query('update products set component_count = 5 where id = 3'),
    ).rejects.toThrow(/change product_variants or gift_set_components instead/);
  });

  it('lets a component’s product go, the set counting one fewer', async () => {
    await client.query('delete from products where id = 2');
    expect(await counts()).toEqual([
      { id: 1, component_count: 0 },
      { id: 3, component_count: 0 },
      { id: 4, component_count: 0 },
    ]);
    await client.query('delete from products where id = 3');
    expect((await counts()).map((row) => row.id)).toEqual([1, 4]);
  });
});
