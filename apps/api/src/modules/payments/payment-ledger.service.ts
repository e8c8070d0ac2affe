import { paiseToRupees, type PaymentLedgerEntry, type PaymentProvider } from '@attar/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  gatewayEvents,
  orders,
  paymentLedger,
  type PaymentLedgerRow,
} from '../../db/schema/index.js';

// The payments ledger (docs/decisions/0047): rows appended in the transaction that learns of
// each gateway order, capture, failure and refund. What was paid and refunded are sums of rows.

type LedgerInsert = typeof paymentLedger.$inferInsert;

export async function recordGatewayOrder(
  db: DbOrTx,
  entry: {
    orderId: number;
    provider: PaymentProvider;
    gatewayOrderId: string;
    amountPaise: number;
  },
): Promise<void> {
  await db.insert(paymentLedger).values({ ...entry, kind: 'GATEWAY_ORDER', status: 'created' });
}

/**
 * A captured payment, once: false when this payment's capture is already in the ledger (the
 * checkout's call and the webhook both report it, in either order).
 */
export async function recordCapture(
  db: DbOrTx,
  entry: Omit<LedgerInsert, 'kind' | 'status'>,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentLedger)
    .values({ ...entry, kind: 'CAPTURE', status: 'captured' })
    .onConflictDoNothing()
    .returning({ id: paymentLedger.id });
  return inserted.length > 0;
}

/** A failed attempt, once per payment. */
export async function recordFailure(
  db: DbOrTx,
  entry: Omit<LedgerInsert, 'kind' | 'status'>,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentLedger)
    .values({ ...entry, kind: 'FAILURE', status: 'failed' })
    .onConflictDoNothing()
    .returning({ id: paymentLedger.id });
  return inserted.length > 0;
}

/** A refund the store asks for: pending until the gateway accepts it. */
export async function recordRefundRequest(
  db: DbOrTx,
  entry: {
    orderId: number;
    provider: PaymentProvider;
    gatewayPaymentId: string;
    amountPaise: number;
    detail: string;
    reference: string;
  },
): Promise<PaymentLedgerRow> {
  const [row] = await db
    .insert(paymentLedger)
    .values({ ...entry, kind: 'REFUND', status: 'requested' })
    .returning();
  return row!;
}

export async function findLedgerRow(db: DbOrTx, id: number): Promise<PaymentLedgerRow | undefined> {
  const [row] = await db.select().from(paymentLedger).where(eq(paymentLedger.id, id));
  return row;
}

/** A refund's progress at the gateway: its id once accepted, then processed or failed. */
export async function updateRefund(
  db: DbOrTx,
  id: number,
  changes: { gatewayRefundId?: string; status: string; detail?: string },
): Promise<void> {
  await db
    .update(paymentLedger)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(paymentLedger.id, id));
}

/** The refund row of a gateway refund id (its webhook names it). */
export async function refundByGatewayId(
  db: DbOrTx,
  provider: PaymentProvider,
  gatewayRefundId: string,
): Promise<PaymentLedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.provider, provider),
        eq(paymentLedger.kind, 'REFUND'),
        eq(paymentLedger.gatewayRefundId, gatewayRefundId),
      ),
    );
  return row;
}

/** An order's captures, oldest first. */
export async function capturesOf(db: DbOrTx, orderId: number): Promise<PaymentLedgerRow[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'CAPTURE')))
    .orderBy(asc(paymentLedger.id));
}

/**
 * Each captured payment of an order with what no refund has taken of it yet (a failed refund
 * takes nothing), in paise, leaving out those refunded in full.
 */
export async function unrefundedCaptures(
  db: DbOrTx,
  orderId: number,
): Promise<{ id: string; amountPaise: number }[]> {
  const rows = await db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId))
    .orderBy(asc(paymentLedger.id));
  const refundedOf = (paymentId: string) =>
    rows
      .filter(
        (row) =>
          row.kind === 'REFUND' && row.status !== 'failed' && row.gatewayPaymentId === paymentId,
      )
      .reduce((sum, row) => sum + row.amountPaise, 0);
  return rows
    .filter((row) => row.kind === 'CAPTURE' && row.gatewayPaymentId !== null)
    .map((row) => ({
      id: row.gatewayPaymentId!,
      amountPaise: row.amountPaise - refundedOf(row.gatewayPaymentId!),
    }))
    .filter((capture) => capture.amountPaise > 0);
}

/** Paise captured and paise refunded or being refunded (a failed refund does not count). */
export async function paidAndRefundedPaise(
  db: DbOrTx,
  orderId: number,
): Promise<{ capturedPaise: number; refundedPaise: number }> {
  const [row] = await db
    .select({
      captured: sql<number>`coalesce(sum(${paymentLedger.amountPaise}) filter (where ${paymentLedger.kind} = 'CAPTURE'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${paymentLedger.amountPaise}) filter (where ${paymentLedger.kind} = 'REFUND' and ${paymentLedger.status} <> 'failed'), 0)::int`,
    })
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId));
  return { capturedPaise: row?.captured ?? 0, refundedPaise: row?.refunded ?? 0 };
}

/**
 * Records a gateway event as applied, in the transaction that applies it: false when it was
 * applied before (the same webhook again), and then the caller applies nothing.
 */
export async function claimGatewayEvent(
  db: DbOrTx,
  event: { provider: PaymentProvider; eventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(gatewayEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.id });
  return inserted.length > 0;
}

/** The ledger of orders, oldest row first, as the admin reads it. */
export async function ledgerOfOrders(
  db: DbOrTx,
  orderIds: number[],
): Promise<(PaymentLedgerEntry & { orderId: number })[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(paymentLedger)
    .where(inArray(paymentLedger.orderId, orderIds))
    .orderBy(asc(paymentLedger.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    gatewayOrderId: row.gatewayOrderId,
    gatewayPaymentId: row.gatewayPaymentId,
    gatewayRefundId: row.gatewayRefundId,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    method: row.method,
    detail: row.detail,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A failed refund asked for again: the same row (its reference, which the customer's mail
 * named, stays) goes back to requested. False when the row is not a failed refund any more (two
 * retries at once: the first wins).
 */
export async function reopenFailedRefund(db: DbOrTx, id: number, detail: string): Promise<boolean> {
  const reopened = await db
    .update(paymentLedger)
    .set({ status: 'requested', gatewayRefundId: null, detail, updatedAt: new Date() })
    .where(
      and(
        eq(paymentLedger.id, id),
        eq(paymentLedger.kind, 'REFUND'),
        eq(paymentLedger.status, 'failed'),
      ),
    )
    .returning({ id: paymentLedger.id });
  return reopened.length > 0;
}

/** Refunds of an order the gateway has not finished: requested, pending or failed. */
export async function unsettledRefundCount(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.orderId, orderId),
        eq(paymentLedger.kind, 'REFUND'),
        sql`${paymentLedger.status} <> 'processed'`,
      ),
    );
  return row?.count ?? 0;
}

/** Captures and refunds written in [start, end), oldest first, with their order's number. */
export async function capturesAndRefundsBetween(
  db: DbOrTx,
  start: Date,
  end: Date,
): Promise<{ entry: PaymentLedgerRow; orderNumber: string }[]> {
  return db
    .select({ entry: paymentLedger, orderNumber: orders.orderNumber })
    .from(paymentLedger)
    .innerJoin(orders, eq(orders.id, paymentLedger.orderId))
    .where(
      and(
        inArray(paymentLedger.kind, ['CAPTURE', 'REFUND']),
        gte(paymentLedger.createdAt, start),
        lt(paymentLedger.createdAt, end),
      ),
    )
    .orderBy(asc(paymentLedger.createdAt), asc(paymentLedger.id));
}
