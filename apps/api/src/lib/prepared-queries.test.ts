import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../../test/catalog-fixtures.js';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app.js';
import { statementNameOfText } from '../db/statement-names.js';
import { findProducts } from '../modules/catalog/products.repository.js';
import { executePrepared } from './prepared-queries.js';

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

describe('a hand-written statement run prepared', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const productNamed = (name: string) =>
    sql`select ${name}::text as name, now() as at, ${JSON.stringify({ ids: [1, 2] })}::jsonb as data`;

  it('answers what db.execute answers, its values as parameters', async () => {
    const prepared = await executePrepared(t.database.db, productNamed('Oud Royale'));
    const plain = await t.database.db.execute(productNamed('Oud Royale'));
    expect(prepared.rows).toHaveLength(1);
    expect(Object.keys(prepared.rows[0]!)).toEqual(Object.keys(plain.rows[0]!));
    expect(prepared.rows[0]!.name).toBe('Oud Royale');
    expect(typeof prepared.rows[0]!.at).toBe(typeof plain.rows[0]!.at);
    expect(prepared.rows[0]!.data).toEqual({ ids: [1, 2] });
  });

  it('names a text once, and another text differently', () => {
    const text = 'select $1::int as one';
    expect(statementNameOfText(text)).toBe(statementNameOfText(text));
    expect(statementNameOfText(`${text}, 2 as two`)).not.toBe(statementNameOfText(text));
  });

  it.runIf(onPostgres)(
    'leaves one named statement with its text on the connection, whatever the values',
    async () => {
      let held: { name: string; statement: string }[] = [];
      for (let run = 0; run < 5; run += 1) {
        held = await t.database.db.transaction(async (tx) => {
          const { rows } = await executePrepared<{ name: string }>(
            tx,
            productNamed(`Attar ${run}`),
          );
          expect(rows[0]!.name).toBe(`Attar ${run}`);
          return (
            await tx.execute<{ name: string; statement: string }>(
              sql`select name, statement from pg_prepared_statements where statement like '%::text as name, now() as at%'`,
            )
          ).rows;
        });
      }
      expect(held).toHaveLength(1);
      expect(held[0]!.name).toMatch(/^statement_\d+$/);
    },
  );
});
