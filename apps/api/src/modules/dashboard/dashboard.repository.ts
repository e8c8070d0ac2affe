import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  adminNotifications,
  orderItems,
  orders,
  products,
  returnRequests,
  users,
  productVariants,
} from '../../db/schema/index.js';

// The dashboard's read model: aggregates over the store's tables, read-only, in one place. It
// writes nothing and owns no table, so it reads them directly rather than through each module.

const counted = sql`${orders.status} <> 'CANCELLED'`;

function inRange(from: Date, to: Date) {
  return sql`${orders.createdAt} >= ${from.toISOString()} and ${orders.createdAt} < ${to.toISOString()}`;
}

export interface Range {
  from: Date;
  to: Date;
}

/** Revenue (paise) and order count of each range, cancelled orders left out. */
export async function salesIn(
  db: DbOrTx,
  ranges: Record<string, Range>,
): Promise<Record<string, { revenuePaise: number; orders: number }>> {
  const columns = Object.fromEntries(
    Object.entries(ranges).flatMap(([name, range]) => [
      [
        `${name}Revenue`,
        sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${inRange(range.from, range.to)}), 0)`,
      ],
      [`${name}Orders`, sql<string>`count(*) filter (where ${inRange(range.from, range.to)})`],
    ]),
  );
  const [row] = await db.select(columns).from(orders).where(counted);
  return Object.fromEntries(
    Object.keys(ranges).map((name) => [
      name,
      {
        revenuePaise: Number(row?.[`${name}Revenue`] ?? 0),
        orders: Number(row?.[`${name}Orders`] ?? 0),
      },
    ]),
  );
}

export async function ordersByStatus(db: DbOrTx) {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
}

/** Revenue and orders per India day since `from`, days without orders absent. */
export async function salesByDay(db: DbOrTx, from: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  return db
    .select({ day, revenuePaise: sql<string>`sum(${orders.totalPaise})`, orders: count() })
    .from(orders)
    .where(and(counted, gte(orders.createdAt, from)))
    .groupBy(day);
}

export async function customersJoined(db: DbOrTx, range: Range): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(users)
    .where(
      and(
        eq(users.role, 'CUSTOMER'),
        gte(users.createdAt, range.from),
        sql`${users.createdAt} < ${range.to.toISOString()}`,
      ),
    );
  return row?.count ?? 0;
}

/** The best sellers since `from` by units or by revenue (paise, after line discounts). */
export async function topProducts(db: DbOrTx, from: Date, by: 'units' | 'revenue', limit: number) {
  const units = sql<string>`sum(${orderItems.quantity})`;
  const revenue = sql<string>`sum(${orderItems.lineTotalPaise} - ${orderItems.discountPaise})`;
  return db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${orderItems.productName})`,
      sku: sql<string>`max(${orderItems.productSku})`,
      units,
      revenuePaise: revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(counted, gte(orders.createdAt, from), ne(orders.paymentMethod, 'exchange')))
    .groupBy(orderItems.productId)
    .orderBy(desc(by === 'units' ? units : revenue), asc(orderItems.productId))
    .limit(limit);
}

// Stock is counted per variant (docs/decisions/0057-variants.md): each size of a product is a
// row of its own, named with its options.
const stockColumns = {
  productId: products.id,
  name: sql<string>`${products.name} || coalesce(' (' || nullif(concat_ws(' · ', ${productVariants.size}, ${productVariants.colour}), '') || ')', '')`,
  sku: productVariants.sku,
  stockQuantity: productVariants.stockQuantity,
};

// A gift set made of components keeps no stock of its own (decision 0060): its components are
// listed instead.
const liveVariants = and(
  isNull(products.deletedAt),
  isNull(productVariants.deletedAt),
  sql`not exists (select 1 from gift_set_components c where c.set_product_id = ${products.id})`,
);

/** Live variants with stock between 1 and `threshold`, fewest first, and how many there are. */
export async function lowStock(db: DbOrTx, threshold: number, limit: number) {
  const where = and(
    liveVariants,
    gt(productVariants.stockQuantity, 0),
    lte(productVariants.stockQuantity, threshold),
  );
  return stockRows(db, where, [asc(productVariants.stockQuantity), asc(products.name)], limit);
}

export async function outOfStock(db: DbOrTx, limit: number) {
  const where = and(liveVariants, eq(productVariants.stockQuantity, 0));
  return stockRows(db, where, [asc(products.name), asc(productVariants.sortOrder)], limit);
}

async function stockRows(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number) {
  const [total] = await db
    .select({ count: count() })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where);
  const rows = await db
    .select(stockColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return { rows, total: total?.count ?? 0 };
}

export async function openReturnRequests(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(returnRequests)
    .where(inArray(returnRequests.status, ['REQUESTED', 'APPROVED']));
  return row?.count ?? 0;
}

export async function unreadNotifications(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(adminNotifications)
    .where(eq(adminNotifications.isRead, false));
  return row?.count ?? 0;
}
