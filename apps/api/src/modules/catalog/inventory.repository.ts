import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, products, productVariants, stockMovements, users } from '../../db/schema/index.js';
import { executePrepared } from '../../lib/prepared-queries.js';

/** Stock an order took from one variant, and what the variant has left. */
export interface OrderStockTake {
  productId: number;
  variantId: number;
  quantity: number;
  stockAfter: number;
}

/**
 * Locks the rows of these variants in id order, so that two orders sharing variants queue on
 * the first one they share instead of each holding a row the other waits for.
 */
export async function lockVariantsInIdOrder(db: DbOrTx, variantIds: number[]): Promise<void> {
  await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds))
    .orderBy(asc(productVariants.id))
    // The lock the stock update takes, and no stronger: FOR UPDATE would also wait for the key
    // checks of the order lines that name these variants.
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
 * row stays locked for this one round trip and the commit. A variant's row changes only if
 * enough stock is left at that moment and no admin removed it or deleted its product, so stock
 * never goes below zero, whatever runs at the same time. Answers the lines taken, in variant id
 * order; a line missing from the answer was not taken (the caller rolls the transaction back).
 */
export async function takeOrderStock(
  db: DbOrTx,
  lines: { variantId: number; quantity: number }[],
  orderId: number,
  history: TakeHistory,
): Promise<OrderStockTake[]> {
  const wanted = JSON.stringify(
    lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
  );
  const result = await executePrepared<{
    product_id: number;
    variant_id: number;
    quantity: number;
    stock_after: number;
  }>(
    db,
    sql`
    with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb) as line(variant_id int, quantity int)
    ),
    taken as (
      update product_variants
      set stock_quantity = product_variants.stock_quantity - wanted.quantity, updated_at = now()
      from wanted, products
      where product_variants.id = wanted.variant_id
        and products.id = product_variants.product_id
        and product_variants.stock_quantity >= wanted.quantity
        and product_variants.deleted_at is null
        and products.deleted_at is null
      returning product_variants.product_id, product_variants.id as variant_id, wanted.quantity,
        product_variants.stock_quantity as stock_after
    ),
    ledger as (
      insert into stock_movements (product_id, variant_id, delta, stock_after, reason, order_id)
      select product_id, variant_id, -quantity, stock_after, 'ORDER', ${orderId} from taken
    ),
    product_history as (
      insert into audit_log (actor_id, actor_email, entity_type, entity_id, action, changes, reason)
      select null, null, ${history.entityType}, product_id, 'STOCK',
        jsonb_build_object('stockQuantity',
          jsonb_build_object('before', stock_after + quantity, 'after', stock_after)),
        ${history.reason}
      from taken
    )
    select product_id, variant_id, quantity, stock_after from taken
  `,
  );
  return result.rows
    .map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      quantity: row.quantity,
      stockAfter: row.stock_after,
    }))
    .sort((a, b) => a.variantId - b.variantId);
}

/** Adds units back; answers the stock after, or null for an unknown variant. */
export async function addStock(
  db: DbOrTx,
  variantId: number,
  quantity: number,
): Promise<number | null> {
  const [row] = await db
    .update(productVariants)
    .set({
      stockQuantity: sql`${productVariants.stockQuantity} + ${quantity}`,
      updatedAt: new Date(),
    })
    .where(eq(productVariants.id, variantId))
    .returning({ stockQuantity: productVariants.stockQuantity });
  return row ? row.stockQuantity : null;
}

/** A variant's stock, SKU and product, with its row locked until the transaction ends. */
export async function lockStock(
  db: DbOrTx,
  variantId: number,
): Promise<{ stock: number; productId: number; sku: string } | undefined> {
  const [row] = await db
    .select({
      stock: productVariants.stockQuantity,
      productId: productVariants.productId,
      sku: productVariants.sku,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
    .for('no key update');
  return row;
}

export async function writeStock(db: DbOrTx, variantId: number, quantity: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stockQuantity: quantity, updatedAt: new Date() })
    .where(eq(productVariants.id, variantId));
}

/** The variant's stock, and whether an admin removed it or deleted its product. */
export async function availabilityOf(
  db: DbOrTx,
  variantId: number,
): Promise<{ stock: number; deleted: boolean }> {
  const [row] = await db
    .select({
      stock: productVariants.stockQuantity,
      variantDeletedAt: productVariants.deletedAt,
      productDeletedAt: products.deletedAt,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  return {
    stock: row?.stock ?? 0,
    deleted: row?.variantDeletedAt != null || row?.productDeletedAt != null,
  };
}

/** The id of the product's default variant, or undefined for an unknown product. */
export async function defaultVariantOf(db: DbOrTx, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true)));
  return row?.id;
}

/** The product's variant of this id, or undefined when it is not one of the product's. */
export async function variantOfProduct(
  db: DbOrTx,
  productId: number,
  variantId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.id, variantId)));
  return row?.id;
}

export async function insertMovements(db: DbOrTx, rows: (typeof stockMovements.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

export interface MovementWithRefs {
  id: number;
  productId: number;
  variantId: number;
  sku: string;
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
      variantId: stockMovements.variantId,
      sku: productVariants.sku,
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
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: countRow?.total ?? 0 };
}
