import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, products, stockMovements, users } from '../../db/schema/index.js';

/**
 * Takes `quantity` units of a live product in one conditional statement: no row changes unless
 * enough stock is left at that moment (and no admin deleted the product meanwhile), so stock
 * never goes below zero, whatever runs at the same time. Answers the stock left, or null.
 */
export async function takeStock(
  db: DbOrTx,
  productId: number,
  quantity: number,
): Promise<number | null> {
  const [row] = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(products.id, productId),
        gte(products.stockQuantity, quantity),
        isNull(products.deletedAt),
      ),
    )
    .returning({ stockQuantity: products.stockQuantity });
  return row ? row.stockQuantity : null;
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
