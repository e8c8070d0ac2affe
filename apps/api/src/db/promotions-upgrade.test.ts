import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir, migrationsUpTo } from '../../test/migrations-up-to.js';
import { toOrderDto } from '../modules/orders/order-dto.js';
import {
  evaluatePromotions,
  promotionCandidates,
  type PromotionCartLine,
} from '../modules/promotions/promotions.service.js';
import type { DbOrTx } from './client.js';
import { orders } from './schema/index.js';

// A store's database made before promotions the owner runs (migration 0033), with the seeded
// B2G1 and FLAT50, an order that used FLAT50 and its redemption, upgraded as a new release
// starts: the codes keep their rules, the redemption still counts, the order answers its offer.

const LAST_BEFORE = 32;

let client: PGlite;
let oldMigrations: string;
let db: DbOrTx;

const rows = async <T>(text: string) => (await client.query<T>(text)).rows;

beforeAll(async () => {
  client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  oldMigrations = migrationsUpTo(LAST_BEFORE);
  await migrate(drizzle(client), { migrationsFolder: oldMigrations });
  await client.exec(`
    insert into promotions (code, description, kind, amount, once_per_customer) values
      ('B2G1', 'Buy 2 Get 1: in every group of three items, the cheapest is free.', 'BUY_N_CHEAPEST_FREE', 3, false),
      ('FLAT50', 'Flat 50% off the subtotal, once per customer.', 'PERCENT_OFF', 50, true);
    insert into users (email, first_name, last_name) values ('anaya@example.in', 'Anaya', 'Sharma');
    insert into orders (order_number, user_id, payment_method, payment_method_name,
      subtotal_paise, discount_paise, total_paise, gst_paise, charges_gst_rate_basis_points,
      promo_code, shipping_address)
      values ('AH-2026-000001', 1, 'cod', 'Cash on Delivery', 200000, 100000, 104900, 16002,
        1800, 'FLAT50', '{}'),
      ('AH-2026-000002', 1, 'cod', 'Cash on Delivery', 60000, 0, 64900, 9900, 1800, null, '{}');
    insert into promotion_redemptions (promotion_code, user_id, order_id, once_per_customer)
      values ('FLAT50', 1, 1, true);
  `);
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  db = drizzle(client) as unknown as DbOrTx;
});
afterAll(async () => {
  await client?.close();
  if (oldMigrations) rmSync(oldMigrations, { recursive: true, force: true });
});

const threeLines: PromotionCartLine[] = [
  { productId: 1, variantId: 1, categoryIds: [1], unitPricePaise: 100_000, quantity: 2 },
  { productId: 2, variantId: 2, categoryIds: [1], unitPricePaise: 60_000, quantity: 1 },
];

async function evaluated(code: string, userId: number | null) {
  const now = new Date();
  const { promotions } = await promotionCandidates(db, code, userId, now);
  return evaluatePromotions({
    lines: threeLines,
    shopper: userId === null ? null : { id: userId, hasEarlierOrder: true },
    now,
    promotions,
    code,
    gifts: new Map(),
  });
}

describe('upgrading a database made before the promotions admin', () => {
  it('makes B2G1 buy 2 get 1 and FLAT50 50% off with one use per customer, titles kept', async () => {
    expect(
      await rows(`select id, code, title, kind, percent, buy_quantity, get_quantity,
        per_customer_limit, usage_limit, first_order_only, is_active from promotions order by code`),
    ).toEqual([
      {
        id: expect.any(Number),
        code: 'B2G1',
        title: 'Buy 2 Get 1: in every group of three items, the cheapest is free.',
        kind: 'BUY_X_GET_Y',
        percent: null,
        buy_quantity: 2,
        get_quantity: 1,
        per_customer_limit: null,
        usage_limit: null,
        first_order_only: false,
        is_active: true,
      },
      {
        id: expect.any(Number),
        code: 'FLAT50',
        title: 'Flat 50% off the subtotal, once per customer.',
        kind: 'PERCENT_OFF',
        percent: 50,
        buy_quantity: null,
        get_quantity: null,
        per_customer_limit: 1,
        usage_limit: null,
        first_order_only: false,
        is_active: true,
      },
    ]);
  });

  it('keeps the redemption, now naming FLAT50 by id with the order’s discount', async () => {
    expect(
      await rows(`select p.code, r.user_id, r.order_id, r.discount_paise, r.released_at
        from promotion_redemptions r join promotions p on p.id = r.promotion_id`),
    ).toEqual([
      { code: 'FLAT50', user_id: 1, order_id: 1, discount_paise: 100_000, released_at: null },
    ]);
  });

  it('still refuses FLAT50 to the customer who used it, and gives it to another', async () => {
    expect((await evaluated('FLAT50', 1)).code).toMatchObject({
      applied: false,
      problem: 'ALREADY_USED',
      message: 'You have already used the promo code FLAT50.',
    });
    expect((await evaluated('FLAT50', null)).byCode?.discountPaise).toBe(130_000);
  });

  it('still makes the cheapest of three units free with B2G1', async () => {
    expect((await evaluated('B2G1', 1)).byCode?.lineDiscounts).toEqual([0, 60_000]);
  });

  it('answers the old orders’ offers from their promo code, and no automatic discount', async () => {
    const [withCode, without] = await rows<{ id: number }>('select id from orders order by id');
    const dtoOf = async (id: number) => {
      const [row] = await (db as unknown as ReturnType<typeof drizzle>)
        .select()
        .from(orders)
        .where(eq(orders.id, id));
      return toOrderDto(db, row!);
    };
    expect(await dtoOf(withCode!.id)).toMatchObject({
      discount: 1000,
      promoCode: 'FLAT50',
      offerDiscount: 0,
      offers: [
        {
          code: 'FLAT50',
          title: 'Flat 50% off the subtotal, once per customer.',
          discount: 1000,
          freeShipping: false,
          freeGift: null,
        },
      ],
    });
    expect(await dtoOf(without!.id)).toMatchObject({ offerDiscount: 0, offers: [] });
  });

  it('refuses an automatic offer limited per customer in the database too', async () => {
    await expect(
      client.query(`insert into promotions (code, title, kind, percent, per_customer_limit)
        values (null, 'Everyone once', 'PERCENT_OFF', 10, 1)`),
    ).rejects.toThrow(/promotions_automatic_for_everyone/);
  });
});
