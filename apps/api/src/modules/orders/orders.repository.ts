import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  orderItems,
  orderNotes,
  orders,
  orderStatusEvents,
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
  phone: string | null;
}

export async function customersOf(db: DbOrTx, userIds: number[]): Promise<CustomerRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

export async function insertNote(
  db: DbOrTx,
  values: typeof orderNotes.$inferInsert,
): Promise<typeof orderNotes.$inferSelect> {
  const [row] = await db.insert(orderNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An order's internal notes, oldest first, with their authors' names and emails. */
export async function notesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderNotes.id,
      body: orderNotes.body,
      createdAt: orderNotes.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
