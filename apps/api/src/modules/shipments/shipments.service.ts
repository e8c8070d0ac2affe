import {
  paiseToRupees,
  type CourierProvider,
  type OrderStatus,
  type Shipment,
  type ShipmentEvent,
} from '@attar/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { ShipmentEventRow, ShipmentRow } from '../../db/schema/index.js';
import * as repo from './shipments.repository.js';

// An order's parcel with a courier and what the courier reported about it
// (docs/decisions/0061-shipments-and-the-courier-port.md). This module keeps the rows; booking
// (flows/shipment-booking.flow.ts) and applying courier reports are flows above it.
//
// What other modules and flows use here:
//   findShipmentByOrder(db, orderId): ShipmentRow | undefined
//   lockShipmentByOrder(tx, orderId): ShipmentRow | undefined   (row locked FOR UPDATE)
//   findShipmentByAwb(db, provider, awb): ShipmentRow | undefined
//   shipmentsOfOrders(db, orderIds): ShipmentWithEvents[]        (events oldest first)
//   shipmentDtosOfOrders(db, orderIds): Map<orderId, Shipment>   (one query pair for a page)
//   insertShipment(tx, values: NewShipment): ShipmentRow
//   recordShipmentEvent(tx, shipmentId, event: ShipmentEventInput): boolean  (true when new;
//     insert ... on conflict (event_key) do nothing)
//   updateShipment(tx, id, patch: ShipmentPatch): ShipmentRow | undefined  (sets updated_at)
//   toShipmentDto(row, events): Shipment                         (paise -> rupees; deliveryIssue
//     shows while delivery_issue_at is set and the parcel is not delivered, returning or cancelled)
//   orderIdsReadyToShip(db, limit), shipmentsBookedToday(db, limit): the fulfilment screen
//   READY_TO_SHIP_STATUSES: the order statuses a parcel may be booked for
// The orders module imports this one (every order read carries its shipment), so this module
// imports no module (eslint.config.js); work joining orders and parcels is a flow.

export type { ShipmentPatch, NewShipment } from './shipments.repository.js';
export type { ShipmentRow, ShipmentEventRow } from '../../db/schema/index.js';

/** A parcel with its courier's reports, oldest first. */
export type ShipmentWithEvents = ShipmentRow & { events: ShipmentEventRow[] };

/** One courier report as a parcel's event list keeps it; `key` makes a repeat a no-op. */
export interface ShipmentEventInput {
  key: string;
  status: ShipmentRow['status'];
  description: string;
  location: string | null;
  occurredAt: Date;
}

/** Only an order paid for (or confirmed to be paid at the door) and not yet sent is booked. */
export const READY_TO_SHIP_STATUSES = ['CONFIRMED', 'PROCESSING'] as const satisfies OrderStatus[];

export function findShipmentByOrder(db: DbOrTx, orderId: number): Promise<ShipmentRow | undefined> {
  return repo.findByOrder(db, orderId);
}

/** The order's parcel, its row locked until the transaction ends (applying a report to it). */
export function lockShipmentByOrder(tx: Tx, orderId: number): Promise<ShipmentRow | undefined> {
  return repo.lockByOrder(tx, orderId);
}

export function findShipmentByAwb(
  db: DbOrTx,
  provider: CourierProvider,
  awb: string,
): Promise<ShipmentRow | undefined> {
  return repo.findByAwb(db, provider, awb);
}

/** The parcels of these orders with their events (two queries, whatever the number of orders). */
export async function shipmentsOfOrders(
  db: DbOrTx,
  orderIds: number[],
): Promise<ShipmentWithEvents[]> {
  const rows = await repo.findByOrders(db, orderIds);
  const events = await repo.eventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    events: events.filter((event) => event.shipmentId === row.id),
  }));
}

/** Each order's parcel as the API answers it, by order id; an order without one is absent. */
export async function shipmentDtosOfOrders(
  db: DbOrTx,
  orderIds: number[],
): Promise<Map<number, Shipment>> {
  const found = await shipmentsOfOrders(db, orderIds);
  return new Map(
    found.map((shipment) => [shipment.orderId, toShipmentDto(shipment, shipment.events)]),
  );
}

export function insertShipment(tx: Tx, values: repo.NewShipment): Promise<ShipmentRow> {
  return repo.insert(tx, values);
}

/**
 * Keeps one courier report in the parcel's list, once: false when a report with its key was
 * kept already (a webhook delivered twice), so the caller applies it no further.
 */
export function recordShipmentEvent(
  tx: Tx,
  shipmentId: number,
  event: ShipmentEventInput,
): Promise<boolean> {
  return repo.insertEvent(tx, {
    shipmentId,
    eventKey: event.key,
    status: event.status,
    description: event.description,
    location: event.location,
    occurredAt: event.occurredAt,
  });
}

export function updateShipment(
  tx: Tx,
  id: number,
  patch: repo.ShipmentPatch,
): Promise<ShipmentRow | undefined> {
  return repo.update(tx, id, patch);
}

function toEventDto(event: ShipmentEventRow): ShipmentEvent {
  return {
    status: event.status,
    description: event.description,
    location: event.location,
    at: event.occurredAt.toISOString(),
  };
}

/** Once a parcel is delivered, returning or gone, a failed attempt is no longer to be answered. */
const PARCEL_JOURNEY_ENDED = new Set<ShipmentRow['status']>([
  'DELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'CANCELLED',
]);

/** A parcel as the shopper and the admin read it. */
export function toShipmentDto(row: ShipmentRow, events: ShipmentEventRow[]): Shipment {
  return {
    id: row.id,
    provider: row.provider,
    courierName: row.courierName,
    awb: row.awb,
    trackingUrl: row.trackingUrl,
    status: row.status,
    bookedAt: row.bookedAt.toISOString(),
    pickupScheduledAt: row.pickupScheduledAt ? row.pickupScheduledAt.toISOString() : null,
    codAmount: paiseToRupees(row.codAmountPaise),
    events: events.map(toEventDto),
    deliveryIssue:
      row.deliveryIssueAt && !PARCEL_JOURNEY_ENDED.has(row.status)
        ? {
            at: row.deliveryIssueAt.toISOString(),
            reason: row.deliveryIssueReason ?? '',
            shopperAction: row.deliveryIssueAction,
          }
        : null,
    rtoReceivedAt: row.rtoReceivedAt ? row.rtoReceivedAt.toISOString() : null,
  };
}

/** The orders waiting for a parcel (ready to ship, none booked), oldest first. */
export function orderIdsReadyToShip(db: DbOrTx, limit: number): Promise<number[]> {
  return repo.orderIdsWithoutShipment(db, READY_TO_SHIP_STATUSES, limit);
}

const indiaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The first instant of today in India. */
function startOfIndiaToday(now: Date): Date {
  return new Date(`${indiaDay.format(now)}T00:00:00+05:30`);
}

/** Parcels booked today (India time) that the courier has not picked up yet. */
export function shipmentsBookedToday(
  db: DbOrTx,
  limit: number,
  now = new Date(),
): Promise<ShipmentRow[]> {
  return repo.bookedSince(db, 'BOOKED', startOfIndiaToday(now), limit);
}
