import type { CourierProvider } from '@attar/contracts';
import { and, asc, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  orders,
  shipmentEvents,
  shipments,
  type ShipmentEventRow,
  type ShipmentRow,
} from '../../db/schema/index.js';

export type NewShipment = typeof shipments.$inferInsert;
export type ShipmentPatch = Partial<Omit<NewShipment, 'id' | 'orderId'>>;
export type NewShipmentEvent = Omit<typeof shipmentEvents.$inferInsert, 'id' | 'createdAt'>;

export async function findByOrder(db: DbOrTx, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

/** The order's parcel with its row locked for the rest of the transaction. */
export async function lockByOrder(tx: DbOrTx, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .for('update');
  return row;
}

export async function findByAwb(
  db: DbOrTx,
  provider: CourierProvider,
  awb: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.provider, provider), eq(shipments.awb, awb)));
  return row;
}

export function findByOrders(db: DbOrTx, orderIds: number[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
}

/** The events of these parcels, each parcel's oldest first. */
export function eventsOf(db: DbOrTx, shipmentIds: number[]): Promise<ShipmentEventRow[]> {
  if (shipmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, shipmentIds))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
}

export async function insert(tx: DbOrTx, values: NewShipment): Promise<ShipmentRow> {
  const [row] = await tx.insert(shipments).values(values).returning();
  return row!;
}

/** Writes the event unless its key was written already; true when it is new. */
export async function insertEvent(tx: DbOrTx, values: NewShipmentEvent): Promise<boolean> {
  const rows = await tx
    .insert(shipmentEvents)
    .values(values)
    .onConflictDoNothing({ target: shipmentEvents.eventKey })
    .returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

export async function update(
  tx: DbOrTx,
  id: number,
  patch: ShipmentPatch,
): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .update(shipments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return row;
}

/**
 * Ids of the orders that are ready to ship (these statuses) and have no parcel, oldest first:
 * the fulfilment screen's "To ship" list.
 */
export async function orderIdsWithoutShipment(
  db: DbOrTx,
  statuses: readonly (typeof orders.$inferSelect.status)[],
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...statuses]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(shipments)
            .where(eq(shipments.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Parcels in this status booked at or after `since`, in the order they were booked. */
export function bookedSince(
  db: DbOrTx,
  status: ShipmentRow['status'],
  since: Date,
  limit: number,
): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.status, status), gte(shipments.bookedAt, since)))
    .orderBy(asc(shipments.bookedAt), asc(shipments.id))
    .limit(limit);
}
