import {
  toPage,
  type AdminOrdersQuery,
  type MyOrdersQuery,
  type Order,
  type Page,
} from '@attar/contracts';
import { and, count, desc, eq, exists, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  orderItems,
  orders,
  users,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { withinIndiaDays } from '../../lib/india-days.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { toOrderDtos } from './order-dto.js';
import * as repo from './orders.repository.js';

/** The order's number, or the name of a product in it, contains the text. */
function orderNumberOrProductMatches(db: DbOrTx, text: string): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(orders.orderNumber, pattern),
    exists(
      db
        .select({ one: sql`1` })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.productName, pattern))),
    ),
  );
}

function dateRange(fromDate?: string, toDate?: string): SQL[] {
  return withinIndiaDays(orders.createdAt, fromDate, toDate);
}

async function pageOfOrders(
  db: DbOrTx,
  where: SQL | undefined,
  query: { page: number; size: number },
): Promise<Page<Order>> {
  const [totalRow] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const total = totalRow?.total ?? 0;
  if (pageOffset(query) >= total) return toPage([], total, query);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    await toOrderDtos(
      db,
      rows.map((row) => row.order),
    ),
    total,
    query,
  );
}

/**
 * The customer's own orders, newest first. `query` matches the order number or the name of a
 * product in the order; `fromDate`/`toDate` are days in India time, both included.
 */
export async function searchMyOrders(
  db: DbOrTx,
  userId: number,
  query: MyOrdersQuery,
): Promise<Page<Order>> {
  const conditions: (SQL | undefined)[] = [
    eq(orders.userId, userId),
    ...dateRange(query.fromDate, query.toDate),
  ];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.query) {
    conditions.push(orderNumberOrProductMatches(db, query.query));
  }
  return pageOfOrders(db, and(...conditions), query);
}

/** One of the customer's orders by its id or its order number; another's is 404. */
export async function trackMyOrder(db: DbOrTx, userId: number, idOrNumber: string): Promise<Order> {
  const byId = /^\d{1,9}$/.test(idOrNumber);
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        byId ? eq(orders.id, Number(idOrNumber)) : eq(orders.orderNumber, idOrNumber.toUpperCase()),
      ),
    );
  if (!row) throw notFound('Order');
  const [order] = await toOrderDtos(db, [row]);
  return order!;
}

/**
 * The order a guest names by its number and the email address or mobile number given with it
 * (POST /api/order/track): the customer's email, without regard to case, or the last ten digits
 * of the delivery address's phone or the customer's mobile. Null for a wrong number and for a
 * wrong contact alike, so the answer tells neither apart.
 */
export async function findOrderForGuest(
  db: DbOrTx,
  orderNumber: string,
  contact: string,
): Promise<OrderRow | null> {
  const text = contact.trim();
  let matches: SQL;
  if (text.includes('@')) {
    matches = sql`lower(${users.email}) = ${text.toLowerCase()}`;
  } else {
    const digits = text.replace(/[\s+\-().]/g, '');
    // A mobile number has ten digits after any +91 or 0; fewer would match too many orders.
    if (!/^\d{10,15}$/.test(digits)) return null;
    const lastTen = digits.slice(-10);
    const phoneOf = (column: SQL) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;
    matches = or(
      sql`${phoneOf(sql`${orders.shippingAddress}->>'phoneNumber'`)} = ${lastTen}`,
      sql`${phoneOf(sql`${users.phone}`)} = ${lastTen}`,
    )!;
  }
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.orderNumber, orderNumber.trim().toUpperCase()), matches));
  return row?.order ?? null;
}

/** The last ten digits of a mobile number as typed ("+91 98765-43210" -> "9876543210"). */
function mobileDigits(text: string): string | null {
  const digits = text.replace(/[\s+\-()]/g, '');
  return /^\d{4,15}$/.test(digits) ? digits.slice(-10) : null;
}

/**
 * Every order for the admin. `search` matches the order number, the customer's email, name or
 * mobile, or the phone number of the order's address; `fromDate`/`toDate` are days in India
 * time, both included.
 */
export async function searchAllOrders(db: DbOrTx, query: AdminOrdersQuery): Promise<Page<Order>> {
  const conditions: (SQL | undefined)[] = [...dateRange(query.fromDate, query.toDate)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.awaiting === 'cod-confirmation') {
    conditions.push(isNotNull(orders.codConfirmBy), eq(orders.status, 'PENDING'));
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches: (SQL | undefined)[] = [
      ilike(orders.orderNumber, pattern),
      ilike(users.email, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ];
    const mobile = mobileDigits(query.search);
    if (mobile) {
      const mobilePattern = `%${mobile}%`;
      matches.push(
        ilike(users.phone, mobilePattern),
        ilike(
          sql`regexp_replace(${orders.shippingAddress}->>'phoneNumber', '[^0-9]', '', 'g')`,
          mobilePattern,
        ),
      );
    }
    conditions.push(or(...matches));
  }
  return pageOfOrders(db, and(...conditions), query);
}

/** An order with its lines, its row locked for the rest of the transaction; null when none. */
export async function lockOrderWithItems(
  tx: DbOrTx,
  orderId: number,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) return null;
  return { order, items: await repo.itemsOfOrders(tx, [order.id]) };
}

/** An order as a parcel of it is booked and printed: its row, its lines and its customer. */
export interface OrderToShip {
  order: OrderRow;
  items: OrderItemRow[];
  customer: repo.CustomerRow | null;
}

/**
 * An order with its lines and customer, its row locked for the rest of the transaction (a
 * booking holds it while the courier answers); null when none.
 */
export async function lockOrderToShip(tx: DbOrTx, orderId: number): Promise<OrderToShip | null> {
  const found = await lockOrderWithItems(tx, orderId);
  if (!found) return null;
  const [customer] = await repo.customersOf(tx, [found.order.userId]);
  return { ...found, customer: customer ?? null };
}

/** Orders with their lines and customers, unlocked, in the order of `orderIds`; unknown ids are left out. */
export async function ordersToShip(db: DbOrTx, orderIds: number[]): Promise<OrderToShip[]> {
  const rows = await repo.findOrders(db, orderIds);
  const [items, customers] = await Promise.all([
    repo.itemsOfOrders(
      db,
      rows.map((row) => row.id),
    ),
    repo.customersOf(db, [...new Set(rows.map((row) => row.userId))]),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    return [
      {
        order,
        items: items.filter((item) => item.orderId === id),
        customer: customers.find((customer) => customer.id === order.userId) ?? null,
      },
    ];
  });
}

/** An order with its lines, unlocked; null when none. */
export async function orderWithItems(
  db: DbOrTx,
  orderId: number,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const order = await repo.findOrder(db, orderId);
  if (!order) return null;
  return { order, items: await repo.itemsOfOrders(db, [order.id]) };
}

/** An order row by id, or undefined. */
export function findOrderRow(db: DbOrTx, orderId: number): Promise<OrderRow | undefined> {
  return repo.findOrder(db, orderId);
}

/** Whether the customer has a DELIVERED order with the product in it (a verified purchase). */
export async function hasDeliveredOrderOf(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'DELIVERED'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One of the customer's orders with its lines, or null (another customer's order is null too). */
export async function customerOrderWithItems(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return null;
  return { order, items: await repo.itemsOfOrders(db, [order.id]) };
}

/**
 * The customer's DELIVERED orders delivered at or after `deliveredSince`, most recently
 * delivered first, with their lines. `query` matches the order number or a product's name;
 * `fromDate`/`toDate` are order days in India time.
 */
export async function deliveredOrdersOf(
  db: DbOrTx,
  userId: number,
  deliveredSince: Date,
  query: { page: number; size: number; query?: string; fromDate?: string; toDate?: string },
): Promise<{ orders: OrderRow[]; items: OrderItemRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(orders.userId, userId),
    eq(orders.status, 'DELIVERED'),
    sql`${orders.deliveredAt} >= ${deliveredSince.toISOString()}`,
    ...dateRange(query.fromDate, query.toDate),
  ];
  if (query.query) {
    conditions.push(orderNumberOrProductMatches(db, query.query));
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(orders).where(where);
  const total = totalRow?.total ?? 0;
  if (pageOffset(query) >= total) return { orders: [], items: [], total };
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return {
    orders: rows,
    items: await repo.itemsOfOrders(
      db,
      rows.map((row) => row.id),
    ),
    total,
  };
}

/** Whether the customer has an order that was not cancelled (besides `exceptOrderId`). */
export function hasOrderedBefore(
  db: DbOrTx,
  userId: number,
  exceptOrderId: number | null = null,
): Promise<boolean> {
  return repo.hasOrderBesides(db, userId, exceptOrderId);
}
