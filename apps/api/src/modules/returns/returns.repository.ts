import { BLOCKING_RETURN_STATUSES } from '@attar/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/like-pattern.js';
import { withinIndiaDays } from '../../lib/india-days.js';
import type { DbOrTx } from '../../db/client.js';
import {
  creditNotes,
  orderItems,
  orders,
  returnRequestEvents,
  returnRequests,
  users,
  type NewReturnRequestRow,
  type ReturnRequestEventRow,
  type ReturnRequestRow,
} from '../../db/schema/index.js';

export async function insertRequest(
  db: DbOrTx,
  values: NewReturnRequestRow,
): Promise<ReturnRequestRow> {
  const [row] = await db.insert(returnRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function insertEvent(db: DbOrTx, values: typeof returnRequestEvents.$inferInsert) {
  await db.insert(returnRequestEvents).values(values);
}

/** Locks the request for the rest of the transaction: decisions on one request run one at a time. */
export async function lockRequest(db: DbOrTx, id: number): Promise<ReturnRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  return row;
}

export async function updateRequest(
  db: DbOrTx,
  id: number,
  values: Partial<ReturnRequestRow>,
): Promise<ReturnRequestRow> {
  const [row] = await db
    .update(returnRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(returnRequests.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** The order lines among `orderItemIds` that have a request not rejected. */
export async function itemsWithBlockingRequest(
  db: DbOrTx,
  orderItemIds: number[],
): Promise<Set<number>> {
  if (orderItemIds.length === 0) return new Set();
  const rows = await db
    .select({ orderItemId: returnRequests.orderItemId })
    .from(returnRequests)
    .where(
      and(
        inArray(returnRequests.orderItemId, orderItemIds),
        inArray(returnRequests.status, [...BLOCKING_RETURN_STATUSES]),
      ),
    );
  return new Set(rows.map((row) => row.orderItemId));
}

/** Requests whose replacement ships in this order (an exchange order). */
export async function requestsOfExchangeOrder(
  db: DbOrTx,
  orderId: number,
): Promise<ReturnRequestRow[]> {
  return db.select().from(returnRequests).where(eq(returnRequests.exchangeOrderId, orderId));
}

/**
 * Whether every line of the order has a completed return, counting `completing` (a request
 * being completed in this transaction) as completed: the order is then refunded in full.
 */
export async function everyLineReturned(
  db: DbOrTx,
  orderId: number,
  completing: number,
): Promise<boolean> {
  const [row] = await db
    .select({
      lines: sql<number>`count(distinct ${orderItems.id})`,
      returned: sql<number>`count(distinct ${orderItems.id}) filter (where ${returnRequests.type} = 'RETURN' and (${returnRequests.status} = 'COMPLETED' or ${returnRequests.id} = ${completing}))`,
    })
    .from(orderItems)
    .leftJoin(returnRequests, eq(returnRequests.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId));
  return row !== undefined && Number(row.lines) > 0 && Number(row.returned) >= Number(row.lines);
}

const exchangeOrders = alias(orders, 'exchange_orders');

/** What a request's view is made of: the request and what it points at. */
const viewColumns = {
  request: returnRequests,
  order: {
    orderNumber: orders.orderNumber,
    status: orders.status,
    createdAt: orders.createdAt,
    deliveredAt: orders.deliveredAt,
    totalPaise: orders.totalPaise,
    paymentMethod: orders.paymentMethod,
    paymentMethodName: orders.paymentMethodName,
  },
  item: {
    productName: orderItems.productName,
    productSku: orderItems.productSku,
    size: orderItems.size,
    unitPricePaise: orderItems.unitPricePaise,
    quantity: orderItems.quantity,
    lineTotalPaise: orderItems.lineTotalPaise,
    discountPaise: orderItems.discountPaise,
  },
  customer: {
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
  },
  exchangeOrder: {
    id: exchangeOrders.id,
    orderNumber: exchangeOrders.orderNumber,
    status: exchangeOrders.status,
  },
  /** The credit note the completed return issued (invoices writes it; one per request). */
  creditNote: {
    id: creditNotes.id,
    creditNoteNumber: creditNotes.creditNoteNumber,
    issuedAt: creditNotes.issuedAt,
    totalPaise: sql<number>`(${creditNotes.snapshot} -> 'totals' ->> 'totalPaise')::integer`,
  },
};

function viewQuery(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .leftJoin(exchangeOrders, eq(exchangeOrders.id, returnRequests.exchangeOrderId))
    .leftJoin(creditNotes, eq(creditNotes.returnRequestId, returnRequests.id));
}

export type ReturnRequestView = Awaited<ReturnType<typeof findViews>>[number];

export async function findViews(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return viewQuery(db).where(inArray(returnRequests.id, ids));
}

export interface RequestFilter {
  userId?: number;
  status?: ReturnRequestRow['status'];
  type?: ReturnRequestRow['type'];
  /** Request id, order number, customer email or name. */
  text?: string;
  fromDate?: string;
  toDate?: string;
}

function whereOf(filter: RequestFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.userId !== undefined) conditions.push(eq(returnRequests.userId, filter.userId));
  if (filter.status) conditions.push(eq(returnRequests.status, filter.status));
  if (filter.type) conditions.push(eq(returnRequests.type, filter.type));
  conditions.push(...withinIndiaDays(returnRequests.createdAt, filter.fromDate, filter.toDate));
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    const byId = /^#?\d{1,9}$/.test(filter.text)
      ? eq(returnRequests.id, Number(filter.text.replace('#', '')))
      : undefined;
    conditions.push(
      or(
        byId,
        ilike(orders.orderNumber, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A page of request views, newest first, and how many match. */
export async function pageOfViews(
  db: DbOrTx,
  filter: RequestFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ReturnRequestView[]; total: number }> {
  const where = whereOf(filter);
  const [totalRow] = await db
    .select({ total: count() })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(users, eq(users.id, returnRequests.userId))
    .where(where);
  const total = totalRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await viewQuery(db)
    .where(where)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(limit)
    .offset(offset);
  return { rows, total };
}

export async function eventsOf(db: DbOrTx, requestIds: number[]): Promise<ReturnRequestEventRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(returnRequestEvents)
    .where(inArray(returnRequestEvents.requestId, requestIds))
    .orderBy(asc(returnRequestEvents.createdAt), asc(returnRequestEvents.id));
}

/** The requests made on one order's lines, oldest first, with each line's product name. */
export async function requestsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: returnRequests.id,
      type: returnRequests.type,
      status: returnRequests.status,
      productName: orderItems.productName,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
}
