import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, products, stockMovements, users } from '../../db/schema/index.js';
import { executePrepared } from '../../lib/prepared-queries.js';

/** Stock an order took from one product, and what the product has left. */
export interface OrderStockTake {
  productId: number;
  quantity: number;
  stockAfter: number;
}

/**
 * Locks the rows of these products in id order, so that two orders sharing products queue on
 * the first one they share instead of each holding a row the other waits for.
 */
export async function lockProductsInIdOrder(db: DbOrTx, productIds: number[]): Promise<void> {
  await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    // The lock the stock update takes, and no stronger: FOR UPDATE would also wait for the key
    // checks of other tables' rows that name these products (a wishlist entry, a review).
    .for('no key update');
}

/** The product history entry each take writes, as the service's `recordStockChange` does. */
export interface TakeHistory {
  entityType: string;
  reason: string;
}

/**
 * Takes an order's units in one conditional statement, which also writes each take's ledger
 * row and its product history entry (an audit log row by the store, as the service's other
 * stock changes write it): placement runs this last before its commit, so that a best seller's
 * row stays locked for this one round trip and the commit. A product's row changes only if
 * enough stock is left at that moment and no admin deleted it, so stock never goes below zero,
 * whatever runs at the same time. Answers the lines taken, in product id order; a line missing
 * from the answer was not taken (the caller rolls the transaction back).
 */
export async function takeOrderStock(
  db: DbOrTx,
  lines: { productId: number; quantity: number }[],
  orderId: number,
  history: TakeHistory,
): Promise<OrderStockTake[]> {
  const wanted = JSON.stringify(
    lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
  );
  const result = await executePrepared<{
    product_id: number;
    quantity: number;
    stock_after: number;
  }>(
    db,
    sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as line(product_id int, quantity int)
    ),
    taken as (
      update products
      set stock_quantity = products.stock_quantity - wanted.quantity, updated_at = now()
      from wanted
      where products.id = wanted.product_id
        and products.stock_quantity >= wanted.quantity
        and products.deleted_at is null
      returning products.id as product_id, wanted.quantity, products.stock_quantity as stock_after
    ),
    ledger as (
      insert into stock_movements (product_id, delta, stock_after, reason, order_id)
      select product_id, -quantity, stock_after, 'ORDER', ${orderId} from taken
    ),
    product_history as (
      insert into audit_log (actor_id, actor_email, entity_type, entity_id, action, changes, reason)
      select null, null, ${history.entityType}, product_id, 'STOCK',
        jsonb_build_object('stockQuantity',
          jsonb_build_object('before', stock_after + quantity, 'after', stock_after)),
        ${history.reason}
      from taken
    )
    select product_id, quantity, stock_after from taken
  `,
  );
  return result.rows
    .map((row) => ({
      productId: row.product_id,
      quantity: row.quantity,
      stockAfter: row.stock_after,
    }))
    .sort((a, b) => a.productId - b.productId);
}

/** Adds units back; answers the stock after, or null for an unknown product. */
export async function addStock(
  db: DbOrTx,
  productId: number,
  quantity: number,
): Promise<number | null> {
  const [row] = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ stockQuantity: products.stockQuantity });
  return row ? row.stockQuantity : null;
}

/** The product's stock with its row locked until the transaction ends, or undefined. */
export async function lockStock(db: DbOrTx, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row?.stock;
}

export async function writeStock(db: DbOrTx, productId: number, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stockQuantity: quantity, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** The product's stock and whether an admin deleted it. */
export async function availabilityOf(
  db: DbOrTx,
  productId: number,
): Promise<{ stock: number; deleted: boolean }> {
  const [row] = await db
    .select({ stock: products.stockQuantity, deletedAt: products.deletedAt })
    .from(products)
    .where(eq(products.id, productId));
  return { stock: row?.stock ?? 0, deleted: row?.deletedAt != null };
}

export async function insertMovements(db: DbOrTx, rows: (typeof stockMovements.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

export interface MovementWithRefs {
  id: number;
  productId: number;
  delta: number;
  stockAfter: number;
  reason: (typeof stockMovements.$inferSelect)['reason'];
  orderId: number | null;
  orderNumber: string | null;
  actorId: number | null;
  actorEmail: string | null;
  note: string | null;
  createdAt: Date;
}

/** A page of a product's movements, newest first, with order numbers and actors' emails. */
export async function pageOfMovements(
  db: DbOrTx,
  productId: number,
  limit: number,
  offset: number,
): Promise<{ rows: MovementWithRefs[]; total: number }> {
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  const rows = await db
    .select({
      id: stockMovements.id,
      productId: stockMovements.productId,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      orderNumber: orders.orderNumber,
      actorId: stockMovements.actorId,
      actorEmail: users.email,
      note: stockMovements.note,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: countRow?.total ?? 0 };
}
