import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir, migrationsUpTo } from '../../test/migrations-up-to.js';

// A store's database made before variants and delivery zones (migrations 0023 and 0024), with a
// product, its ledger, an order of it and its pincode rules, upgraded as a new release starts:
// nothing is lost, and every pincode keeps its answer.

const LAST_BEFORE = 22;

let client: PGlite;
let oldMigrations: string;

const rows = async <T>(text: string) => (await client.query<T>(text)).rows;

beforeAll(async () => {
  client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  oldMigrations = migrationsUpTo(LAST_BEFORE);
  await migrate(drizzle(client), { migrationsFolder: oldMigrations });
  await client.exec(`
    insert into categories (name, slug, product_type) values ('Attars', 'attars', 'FRAGRANCE');
    insert into products (name, slug, sku, description, short_description, price_paise,
      sale_price_paise, size, category_id, product_type, stock_quantity, weight_mg)
      values ('Kannauj Rose Attar', 'kannauj-rose-attar', 'AH-FR-012', 'Rose.', 'Rose.', 340000,
        290000, '12 ml', 1, 'FRAGRANCE', 37, 15000);
    insert into users (email, first_name, last_name) values ('anaya@example.in', 'Anaya', 'Sharma');
    insert into orders (order_number, user_id, payment_method, payment_method_name,
      subtotal_paise, total_paise, gst_paise, charges_gst_rate_basis_points, shipping_address)
      values ('AH-2026-000001', 1, 'cod', 'Cash on Delivery', 580000, 580000, 88475, 1800, '{}');
    insert into order_items (order_id, product_id, product_name, product_sku, size,
      unit_price_paise, quantity, line_total_paise, gst_paise, hsn_code, gst_rate_basis_points)
      values (1, 1, 'Kannauj Rose Attar', 'AH-FR-012', '12 ml', 290000, 2, 580000, 88475,
        '3303', 1800);
    insert into stock_movements (product_id, delta, stock_after, reason, order_id)
      values (1, 39, 39, 'ADMIN_EDIT', null), (1, -2, 37, 'ORDER', 1);
    insert into pincode_rules (prefix, available, charge_paise, cod_available) values
      ('4', true, 0, true), ('560001', true, 9900, false), ('56', true, 4050, true),
      ('9', false, 0, false);
  `);
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
});
afterAll(async () => {
  await client?.close();
  if (oldMigrations) rmSync(oldMigrations, { recursive: true, force: true });
});

describe('upgrading a database made before variants and delivery zones', () => {
  it('makes each product its own default variant, with its SKU, prices, size, weight and stock', async () => {
    expect(
      await rows(`select product_id, sku, size, colour, price_paise, sale_price_paise,
        stock_quantity, weight_mg, is_default, deleted_at from product_variants`),
    ).toEqual([
      {
        product_id: 1,
        sku: 'AH-FR-012',
        size: '12 ml',
        colour: null,
        price_paise: 340000,
        sale_price_paise: 290000,
        stock_quantity: 37,
        weight_mg: 15000,
        is_default: true,
        deleted_at: null,
      },
    ]);
    expect(
      await rows(`select sku, price_paise, sale_price_paise, size, from_price_paise, variant_count
        from products`),
    ).toEqual([
      {
        sku: 'AH-FR-012',
        price_paise: 340000,
        sale_price_paise: 290000,
        size: '12 ml',
        from_price_paise: 290000,
        variant_count: 1,
      },
    ]);
  });

  it('names that variant on the order line and on every ledger row', async () => {
    const [variant] = await rows<{ id: number }>('select id from product_variants');
    expect(await rows('select variant_id, quantity, product_sku from order_items')).toEqual([
      { variant_id: variant!.id, quantity: 2, product_sku: 'AH-FR-012' },
    ]);
    expect(
      await rows('select variant_id, delta, stock_after from stock_movements order by id'),
    ).toEqual([
      { variant_id: variant!.id, delta: 39, stock_after: 39 },
      { variant_id: variant!.id, delta: -2, stock_after: 37 },
    ]);
  });

  it('turns each pincode rule into a zone, the longest prefix asked first', async () => {
    expect(
      await rows(`select priority, name, kind, values, deliverable, charge_paise, cod_available,
        free_above_paise, days_from, days_to from delivery_zones order by priority`),
    ).toEqual([
      {
        priority: 1,
        name: 'Pincode 560001',
        kind: 'PINCODE',
        values: ['560001'],
        deliverable: true,
        charge_paise: 9900,
        cod_available: false,
        free_above_paise: null,
        days_from: 2,
        days_to: 7,
      },
      expect.objectContaining({ priority: 2, name: 'Pincodes starting 56', charge_paise: 4050 }),
      expect.objectContaining({ priority: 3, name: 'Pincodes starting 4', kind: 'PREFIX' }),
      expect.objectContaining({ priority: 4, name: 'Pincodes starting 9', deliverable: false }),
    ]);
  });

  it('keeps the mirror honest afterwards: a product refuses a direct price change', async () => {
    await expect(client.query('update products set price_paise = 1 where id = 1')).rejects.toThrow(
      /mirrors its default variant/,
    );
    await client.query('update product_variants set price_paise = 350000 where product_id = 1');
    expect(await rows('select price_paise, from_price_paise from products')).toEqual([
      { price_paise: 350000, from_price_paise: 290000 },
    ]);
  });
});
