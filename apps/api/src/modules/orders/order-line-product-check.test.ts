import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultVariantOf } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, placedOrder, productFor } from '../../../test/order-fixtures.js';
import { createTestApp, onPostgres, signedInUser, type TestApp } from '../../../test/test-app.js';
import { orderItems } from '../../db/schema/index.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';

// An order line's product is checked at the commit (migration 0011, docs/decisions/0031): the
// rule still holds, and a line being written no longer locks its product's row.
let t: TestApp;
let orderId: number;
let productId: number;
let variantId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { codId, categoryId } = await orderReadyStore(t);
  const shopper = await signedInUser(t);
  productId = (await productFor(t, categoryId, { rupees: 1200, stock: 10 })).id;
  variantId = (await defaultVariantOf(t.database.db, productId)).id;
  orderId = (
    await placedOrder(t, shopper.token, {
      items: [{ productId, quantity: 1 }],
      paymentMethodId: codId,
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

// The line names a real variant so that only its product key can fail.
const line = (product: number) => ({
  orderId,
  productId: product,
  variantId,
  productName: 'Checked Attar',
  productSku: 'CHK-1',
  unitPricePaise: 120_000,
  quantity: 1,
  lineTotalPaise: 120_000,
  gstPaise: 18_305,
  hsnCode: '3303',
  gstRateBasisPoints: 1800,
});

const linesOfOrder = async () =>
  (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).length;

describe('an order line names a product, checked at the commit', () => {
  it('refuses a line for a product that does not exist when the transaction commits, keeping nothing', async () => {
    let insertedWithinTransaction = false;
    const outcome = await t.database.db
      .transaction(async (tx) => {
        await tx.insert(orderItems).values(line(2_000_000_000));
        insertedWithinTransaction = true;
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(insertedWithinTransaction).toBe(true);
    expect(isForeignKeyViolation(outcome, 'order_items_product_id_products_id_fk')).toBe(true);
    expect(await linesOfOrder()).toBe(1);
  });

  // With the check at the insert, the line held its product's row FOR KEY SHARE until the
  // commit, and every order of a best seller added itself to the row's holders (a multixact).
  it.runIf(onPostgres)(
    'takes no lock on the product row while the line waits for its commit',
    async () => {
      await t.database.db
        .transaction(async (writing) => {
          await writing.insert(orderItems).values(line(productId));
          const lockedElsewhere = await t.database.db.transaction(async (other) => {
            const rows = await other.execute(
              sql`select id from products where id = ${productId} for update nowait`,
            );
            return rows.rows.length;
          });
          expect(lockedElsewhere).toBe(1);
          writing.rollback();
        })
        .catch((error: unknown) => {
          // drizzle's rollback() ends the transaction by throwing.
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      expect(await linesOfOrder()).toBe(1);
    },
  );
});
