import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../../test/catalog-fixtures.js';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app.js';
import { findProducts } from '../modules/catalog/products.repository.js';

// A prepared query run in transactions: each transaction is a new handle, and the connection it
// borrows must reuse the statement it already holds, not keep one more per transaction.
describe.runIf(onPostgres)('a prepared query inside transactions', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const category = await addCategory(t.database.db, { name: 'Prepared Attars' });
    productId = (
      await addProduct(t.database.db, {
        name: 'Prepared Rose',
        categoryId: category.id,
        pricePaise: 90_000,
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves one named statement on the connection however many transactions ran it', async () => {
    let held = 0;
    // One after another, so the pool lends the same idle connection each time.
    for (let run = 0; run < 5; run += 1) {
      held = await t.database.db.transaction(async (tx) => {
        const [product] = await findProducts(tx, [productId]);
        expect(product?.name).toBe('Prepared Rose');
        const [row] = (
          await tx.execute<{ count: number }>(
            sql`select count(*)::int as count from pg_prepared_statements where name like 'storefront_%'`,
          )
        ).rows;
        return row?.count ?? 0;
      });
    }
    expect(held).toBe(1);
  });
});
