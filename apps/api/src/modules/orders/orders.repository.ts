import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  orderItems,
  orders,
  orderStatusEvents,
  products,
  users,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.js';

export async function nextOrderNumber(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ value: string }>(sql`select nextval('order_number_seq') as value`);
  return Number(result.rows[0]!.value);
}

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertItems(db: DbOrTx, values: (typeof orderItems.$inferInsert)[]) {
  await db.insert(orderItems).values(values);
}

export async function insertEvent(db: DbOrTx, values: typeof orderStatusEvents.$inferInsert) {
  await db.insert(orderStatusEvents).values(values);
}

/**
 * Takes `quantity` units in one conditional statement: no row changes unless enough stock is
 * left at that moment, so stock never goes below zero, whatever runs at the same time.
 * Answers the stock left, or null when there was not enough.
 */
export async function takeStock(
  db: DbOrTx,
  productId: number,
  quantity: number,
): Promise<number | null> {
  const [row] = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
    .returning({ stockQuantity: products.stockQuantity });
  return row ? row.stockQuantity : null;
}

export async function putBackStock(db: DbOrTx, productId: number, quantity: number) {
  await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}`, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

export async function stockOf(db: DbOrTx, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? 0;
}

/** Locks the order row for the rest of the transaction (status changes run one at a time). */
export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(db: DbOrTx, id: number, values: Partial<OrderRow>) {
  await db.update(orders).set({ ...values, updatedAt: new Date() }).where(eq(orders.id, id));
}

export async function itemsOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

export interface EventWithName {
  orderId: number;
  status: OrderRow['status'];
  changedByRole: 'CUSTOMER' | 'ADMIN' | 'SYSTEM';
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

export async function eventsOfOrders(db: DbOrTx, orderIds: number[]): Promise<EventWithName[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderStatusEvents.orderId,
      status: orderStatusEvents.status,
      changedByRole: orderStatusEvents.changedByRole,
      createdAt: orderStatusEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(orderStatusEvents)
    .leftJoin(users, eq(users.id, orderStatusEvents.changedBy))
    .where(inArray(orderStatusEvents.orderId, orderIds))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
}

export interface CustomerRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export async function customersOf(db: DbOrTx, userIds: number[]): Promise<CustomerRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
