import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  creditNotes,
  orderItems,
  orderNotes,
  orders,
  orderStatusEvents,
  users,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.js';
import { executePrepared } from '../../lib/prepared-queries.js';

export async function nextOrderNumber(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ value: string }>(
    sql`select nextval('order_number_seq') as value`,
  );
  return Number(result.rows[0]!.value);
}

export async function insertOrder(
  db: DbOrTx,
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An order as placement writes it; the number is given by its prefix ("AH-2026-"). */
export interface NewPlacedOrder {
  order: Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'createdAt' | 'updatedAt'> & {
    userId: number;
    createdAt: Date;
  };
  orderNumberPrefix: string;
  items: Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>[];
  /** The Idempotency-Key to claim, and the age before which an earlier claim is forgotten. */
  idempotency: { key: string; bodyHash: string; forgottenBefore: Date } | null;
}

export interface PlacedOrderRows {
  order: OrderRow;
  items: OrderItemRow[];
  /** The placing customer's names, for the order's timeline and customer. */
  customer: { firstName: string | null; lastName: string | null };
  /** False when another request holds the Idempotency-Key: the caller must roll back. */
  keyClaimed: boolean;
}

/**
 * Writes a new order with its items, its PENDING timeline entry and its Idempotency-Key in one
 * statement (one round trip: placement's transaction is short). The number comes from
 * `order_number_seq`, padded to six digits or more as `formatOrderNumber` pads it. The key is
 * inserted, or taken over when its earlier claim is older than `forgottenBefore`; a concurrent
 * request holding the key makes this statement wait for it to end (then `keyClaimed` is false
 * if it committed).
 */
export async function insertPlacedOrder(
  tx: DbOrTx,
  values: NewPlacedOrder,
): Promise<PlacedOrderRows> {
  const { order, items, idempotency } = values;
  const placedAt = order.createdAt.toISOString();
  const lines = JSON.stringify(
    items.map((item) => ({
      product_id: item.productId,
      variant_id: item.variantId,
      product_name: item.productName,
      product_sku: item.productSku,
      size: item.size ?? null,
      unit_price_paise: item.unitPricePaise,
      quantity: item.quantity,
      line_total_paise: item.lineTotalPaise,
      discount_paise: item.discountPaise ?? 0,
      prepaid_discount_paise: item.prepaidDiscountPaise ?? 0,
      gst_paise: item.gstPaise,
      hsn_code: item.hsnCode,
      gst_rate_basis_points: item.gstRateBasisPoints,
    })),
  );
  const result = await executePrepared<{
    id: number;
    order_number: string;
    item_ids: { id: number; variantId: number }[];
    key_claimed: boolean;
    first_name: string | null;
    last_name: string | null;
  }>(
    tx,
    sql`
    with sequence as (select nextval('order_number_seq') as value),
    placed as (
      insert into orders (order_number, user_id, payment_method_id, payment_method,
        payment_method_name, subtotal_paise, discount_paise, offer_discount_paise, shipping_paise,
        cod_fee_paise, prepaid_discount_paise, gift_wrap_paise, gift_message, total_paise, gst_paise,
        charges_gst_rate_basis_points, promo_code, offers, shipping_address_id,
        shipping_address, payment_due_at, cod_confirm_by, cod_code_hash, cod_code_sent_at,
        created_at, updated_at)
      select ${values.orderNumberPrefix} || lpad(value::text, greatest(6, length(value::text)), '0'),
        ${order.userId}, ${order.paymentMethodId ?? null}, ${order.paymentMethod},
        ${order.paymentMethodName}, ${order.subtotalPaise}, ${order.discountPaise ?? 0},
        ${order.offerDiscountPaise ?? 0}, ${order.shippingPaise ?? 0}, ${order.codFeePaise ?? 0},
        ${order.prepaidDiscountPaise ?? 0}, ${order.giftWrapPaise ?? 0},
        ${order.giftMessage ?? null}::text, ${order.totalPaise}, ${order.gstPaise},
        ${order.chargesGstRateBasisPoints}, ${order.promoCode ?? null},
        ${JSON.stringify(order.offers ?? [])}::jsonb, ${order.shippingAddressId ?? null},
        ${JSON.stringify(order.shippingAddress)}::jsonb,
        ${order.paymentDueAt ? order.paymentDueAt.toISOString() : null}::timestamptz,
        ${order.codConfirmBy ? order.codConfirmBy.toISOString() : null}::timestamptz,
        ${order.codCodeHash ?? null}::text,
        ${order.codCodeHash ? placedAt : null}::timestamptz,
        ${placedAt}::timestamptz, ${placedAt}::timestamptz
      from sequence
      returning id, order_number
    ),
    items as (
      insert into order_items (order_id, product_id, variant_id, product_name, product_sku, size,
        unit_price_paise, quantity, line_total_paise, discount_paise, prepaid_discount_paise,
        gst_paise, hsn_code, gst_rate_basis_points)
      select placed.id, line.product_id, line.variant_id, line.product_name, line.product_sku,
        line.size, line.unit_price_paise, line.quantity, line.line_total_paise,
        line.discount_paise, line.prepaid_discount_paise, line.gst_paise, line.hsn_code,
        line.gst_rate_basis_points
      from placed, jsonb_to_recordset(${lines}::jsonb) as line(product_id int, variant_id int,
        product_name text, product_sku text, size text, unit_price_paise int, quantity int,
        line_total_paise int, discount_paise int, prepaid_discount_paise int, gst_paise int,
        hsn_code text, gst_rate_basis_points int)
      returning id, variant_id
    ),
    timeline as (
      insert into order_status_events (order_id, status, changed_by, changed_by_role, created_at)
      select id, 'PENDING', ${order.userId}, 'CUSTOMER', ${placedAt}::timestamptz from placed
    ),
    claimed as (
      insert into order_idempotency_keys (user_id, key, body_hash, order_id)
      select ${order.userId}, ${idempotency?.key ?? null}::text, ${idempotency?.bodyHash ?? null}::text, id
      from placed
      where ${idempotency?.key ?? null}::text is not null
      on conflict (user_id, key) do update
        set body_hash = excluded.body_hash, order_id = excluded.order_id, created_at = now()
        where order_idempotency_keys.created_at < ${idempotency?.forgottenBefore.toISOString() ?? null}::timestamptz
      returning id
    )
    select placed.id, placed.order_number,
      (select json_agg(json_build_object('id', id, 'variantId', variant_id) order by id) from items)
        as item_ids,
      exists (select 1 from claimed) as key_claimed,
      users.first_name, users.last_name
    from placed left join users on users.id = ${order.userId}
  `,
  );
  const row = result.rows[0];
  if (!row) throw new Error('insert returned no row');
  const orderRow: OrderRow = {
    id: row.id,
    orderNumber: row.order_number,
    userId: order.userId,
    status: 'PENDING',
    paymentStatus: 'PENDING',
    paymentMethodId: order.paymentMethodId ?? null,
    paymentMethod: order.paymentMethod,
    paymentMethodName: order.paymentMethodName,
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise ?? 0,
    offerDiscountPaise: order.offerDiscountPaise ?? 0,
    shippingPaise: order.shippingPaise ?? 0,
    codFeePaise: order.codFeePaise ?? 0,
    prepaidDiscountPaise: order.prepaidDiscountPaise ?? 0,
    giftWrapPaise: order.giftWrapPaise ?? 0,
    giftMessage: order.giftMessage ?? null,
    cancelReason: null,
    rtoReceivedAt: null,
    totalPaise: order.totalPaise,
    gstPaise: order.gstPaise,
    chargesGstRateBasisPoints: order.chargesGstRateBasisPoints,
    promoCode: order.promoCode ?? null,
    offers: order.offers ?? [],
    shippingAddressId: order.shippingAddressId ?? null,
    shippingAddress: order.shippingAddress,
    deliveredAt: null,
    gatewayOrderId: null,
    paymentDueAt: order.paymentDueAt ?? null,
    codConfirmBy: order.codConfirmBy ?? null,
    codCodeHash: order.codCodeHash ?? null,
    codCodeSentAt: order.codCodeHash ? order.createdAt : null,
    codCodeWrongTries: 0,
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
  };
  // A free gift may be a second line of a variant the cart buys: each row takes the first line
  // of its variant not taken yet (rows come in id order, which is the lines' order).
  const unmatched = [...items];
  const itemRows = row.item_ids.map(({ id, variantId }): OrderItemRow => {
    const item = unmatched.splice(
      unmatched.findIndex((candidate) => candidate.variantId === variantId),
      1,
    )[0]!;
    return {
      id,
      orderId: row.id,
      productId: item.productId,
      variantId,
      productName: item.productName,
      productSku: item.productSku,
      size: item.size ?? null,
      unitPricePaise: item.unitPricePaise,
      quantity: item.quantity,
      lineTotalPaise: item.lineTotalPaise,
      discountPaise: item.discountPaise ?? 0,
      prepaidDiscountPaise: item.prepaidDiscountPaise ?? 0,
      gstPaise: item.gstPaise,
      hsnCode: item.hsnCode,
      gstRateBasisPoints: item.gstRateBasisPoints,
    };
  });
  return {
    order: orderRow,
    items: itemRows,
    customer: { firstName: row.first_name, lastName: row.last_name },
    keyClaimed: idempotency === null || row.key_claimed,
  };
}

export async function insertItems(db: DbOrTx, values: (typeof orderItems.$inferInsert)[]) {
  await db.insert(orderItems).values(values);
}

/** Sets the discounts and GST of some of an order's lines (each by its id). */
export async function updateItemDiscounts(
  db: DbOrTx,
  lines: { id: number; discountPaise: number; prepaidDiscountPaise: number; gstPaise: number }[],
) {
  for (const { id, ...values } of lines) {
    await db.update(orderItems).set(values).where(eq(orderItems.id, id));
  }
}

export async function insertEvent(db: DbOrTx, values: typeof orderStatusEvents.$inferInsert) {
  await db.insert(orderStatusEvents).values(values);
}

/** Locks the order row for the rest of the transaction (status changes run one at a time). */
/** Whether the customer has an order other than `orderId` that was not cancelled. */
export async function hasOtherOrder(db: DbOrTx, userId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.id, orderId), ne(orders.status, 'CANCELLED')))
    .limit(1);
  return row !== undefined;
}

export async function lockOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Locks the order paid through this gateway order, if any. */
export async function lockOrderOfGatewayOrder(
  db: DbOrTx,
  gatewayOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId))
    .for('update');
  return row;
}

export async function updateOrder(db: DbOrTx, id: number, values: Partial<OrderRow>) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
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
  /** The courier's name on an entry its report made; null when an account made it. */
  changedByName: string | null;
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
      changedByName: orderStatusEvents.changedByName,
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

/** Orders by id, in no particular order; unknown ids are left out. */
export async function findOrders(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/**
 * The credit notes of some orders as their DTOs list them, oldest first. The notes are issued
 * by the invoices module (which reads orders, so orders cannot call it); this reads their
 * summary only, the total from the note as issued.
 */
export async function creditNotesOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: creditNotes.id,
      orderId: creditNotes.orderId,
      creditNoteNumber: creditNotes.creditNoteNumber,
      issuedAt: creditNotes.issuedAt,
      totalPaise: sql<number>`(${creditNotes.snapshot} -> 'totals' ->> 'totalPaise')::integer`,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
}
export type CreditNoteListRow = Awaited<ReturnType<typeof creditNotesOfOrders>>[number];

/**
 * Whether the customer has an order that was not cancelled, other than `exceptOrderId` (the
 * order being placed): a first-order-only promotion is for a customer without one.
 */
export async function hasOrderBesides(
  db: DbOrTx,
  userId: number,
  exceptOrderId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'CANCELLED'),
        exceptOrderId === null ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
