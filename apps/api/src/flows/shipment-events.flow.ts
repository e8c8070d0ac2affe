import {
  SHIPMENT_MESSAGES,
  type CourierProvider,
  type OrderStatus,
  type ShipmentStatus,
} from '@attar/contracts';
import type { Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.js';
import { notifyAdmins } from '../modules/notifications/admin-notifications.service.js';
import { moveOrderForCourier } from '../modules/orders/order-admin.service.js';
import { enqueueDeliveryFailedMail } from '../modules/orders/order-mail.service.js';
import { lockOrder } from '../modules/orders/order-payment.service.js';
import { getSetting } from '../modules/settings/settings.service.js';
import {
  findShipmentByAwb,
  findShipmentByOrder,
  lockShipmentByOrder,
  recordShipmentEvent,
  shipmentsOfOrders,
  updateShipment,
  type ShipmentPatch,
  type ShipmentRow,
} from '../modules/shipments/shipments.service.js';
import type { CourierEvent } from '../modules/shipping/couriers.service.js';
import type { AppContext } from '../app-context.js';
import { AppError } from '../lib/errors.js';
import { completeStatusMove, type StatusMoveContext } from './order-status.flow.js';
import { courierFailure, courierFor } from './parcel-order.js';

// Applying what a courier reports about its parcels (docs/decisions/0061): each report once,
// the parcel's status following its newest report, the order moved forward only, a failed
// attempt (NDR) told to the staff and the shopper, a parcel coming back (RTO) to the staff.

/** The order status a report moves the order to, when it is behind; reports not named move none. */
const ORDER_STATUS_OF_REPORT: Partial<Record<ShipmentStatus, OrderStatus>> = {
  PICKED_UP: 'SHIPPED',
  IN_TRANSIT: 'SHIPPED',
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
  RTO_INITIATED: 'RETURNED_TO_ORIGIN',
  // A lost "RTO initiated" report: the parcel's arrival back says as much.
  RTO_DELIVERED: 'RETURNED_TO_ORIGIN',
};

/** The courier's words as a clause: without the full stop some couriers end them with. */
const clause = (words: string) => words.trim().replace(/\.+$/, '');

/** Where a staff notice about an order's parcel leads: the admin's order page. */
export const adminOrderLink = (orderId: number) => `/admin/orders/${orderId}`;

/**
 * Applies a courier's reports, each in its own transaction with the order row locked, and
 * answers how many were new. A report of an AWB the store does not know (booked elsewhere, or
 * deleted) is logged and skipped: the courier would only send it again on an error.
 */
export async function applyCourierEvents(
  context: StatusMoveContext,
  provider: CourierProvider,
  events: CourierEvent[],
): Promise<number> {
  let applied = 0;
  for (const event of events) {
    const shipment = await findShipmentByAwb(context.db, provider, event.awb);
    if (!shipment) {
      context.log.warn(
        { provider, awb: event.awb, status: event.status },
        'courier report of an unknown AWB skipped',
      );
      continue;
    }
    if (await applyCourierEvent(context, shipment.orderId, shipment.id, event)) applied += 1;
  }
  return applied;
}

/**
 * POST /api/admin/orders/{id}/shipment/refresh: asks the parcel's courier for every report it
 * has about the AWB and applies the ones the store lacks, as the webhook would have (a webhook
 * lost, or not set up yet); answers how many were new. 409 SHIPMENT_NOT_BOOKED without a parcel.
 * A self-ship parcel has no courier to ask: nothing is new.
 */
export async function refreshParcelTracking(
  context: StatusMoveContext & { couriers: AppContext['couriers'] },
  orderId: number,
): Promise<number> {
  const shipment = await findShipmentByOrder(context.db, orderId);
  if (!shipment) {
    throw new AppError(409, 'SHIPMENT_NOT_BOOKED', SHIPMENT_MESSAGES.notBooked, { orderId });
  }
  const courier = courierFor(context.couriers, shipment.provider);
  const reports = await courier.track(shipment.awb).catch(courierFailure);
  return applyCourierEvents(context, shipment.provider, reports);
}

/**
 * One report: kept in the parcel's list under its key, and applied only when the key is new,
 * so a webhook delivered twice (or two at once: the order's lock queues them) changes nothing
 * the second time. The order row is locked first, as every move of the order locks it.
 */
async function applyCourierEvent(
  context: StatusMoveContext,
  orderId: number,
  shipmentId: number,
  event: CourierEvent,
): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !(await recordShipmentEvent(tx, shipmentId, event))) return false;
    const parcel = (await lockShipmentByOrder(tx, orderId))!;
    if (await isNewestReport(tx, orderId, event)) {
      await followNewestReport(context, tx, order, parcel, event);
    }
    const target = ORDER_STATUS_OF_REPORT[event.status];
    const move = target ? await moveOrderForCourier(tx, orderId, target, parcel.courierName) : null;
    if (move) await completeStatusMove(context, tx, SYSTEM_ACTOR, move);
    await noticeReturn(tx, order, parcel, event);
    return true;
  });
}

/** Whether no report kept for the parcel happened after this one (reports come out of order). */
async function isNewestReport(tx: Tx, orderId: number, event: CourierEvent): Promise<boolean> {
  const [shipment] = await shipmentsOfOrders(tx, [orderId]);
  return shipment?.events.at(-1)?.eventKey === event.key;
}

/**
 * The parcel takes the status of its newest report. A failed attempt opens a delivery issue for
 * the shopper to answer (the staff are told, the shopper mailed once per attempt); the parcel
 * out for delivery again, or delivered, closes it.
 */
async function followNewestReport(
  context: StatusMoveContext,
  tx: Tx,
  order: OrderRow,
  parcel: ShipmentRow,
  event: CourierEvent,
): Promise<void> {
  const patch: ShipmentPatch = { status: event.status };
  const failed = event.status === 'DELIVERY_FAILED';
  if (failed) {
    patch.deliveryIssueAt = event.occurredAt;
    patch.deliveryIssueReason = event.description;
    patch.deliveryIssueAction = null;
  } else if (
    parcel.deliveryIssueAt &&
    (event.status === 'OUT_FOR_DELIVERY' || event.status === 'DELIVERED')
  ) {
    patch.deliveryIssueAt = null;
    patch.deliveryIssueReason = null;
    patch.deliveryIssueAction = null;
  }
  await updateShipment(tx, parcel.id, patch);
  if (!failed) return;
  await notifyAdmins(tx, {
    type: 'DELIVERY_FAILED',
    title: `Delivery failed: order ${order.orderNumber}`,
    message: `${parcel.courierName} could not deliver AWB ${parcel.awb}: ${clause(event.description)}. The shopper was mailed a link to ask for another attempt.`,
    link: adminOrderLink(order.id),
    refId: order.id,
  });
  const contact = await getSetting(tx, 'store_contact');
  await enqueueDeliveryFailedMail(
    context,
    tx,
    order,
    { courierName: parcel.courierName, reason: event.description },
    contact,
  );
}

/** The staff hear of a parcel coming back, and of its arrival: someone must receive it. */
async function noticeReturn(
  tx: Tx,
  order: OrderRow,
  parcel: ShipmentRow,
  event: CourierEvent,
): Promise<void> {
  if (event.status === 'RTO_INITIATED') {
    await notifyAdmins(tx, {
      type: 'DELIVERY_FAILED',
      title: `Parcel returning: order ${order.orderNumber}`,
      message: `${parcel.courierName} is bringing AWB ${parcel.awb} back undelivered: ${clause(event.description)}.`,
      link: adminOrderLink(order.id),
      refId: order.id,
    });
  } else if (event.status === 'RTO_DELIVERED') {
    await notifyAdmins(tx, {
      type: 'DELIVERY_FAILED',
      title: `Parcel back: order ${order.orderNumber}`,
      message: `${parcel.courierName} brought AWB ${parcel.awb} back to the store: mark it received on the order once you have it, to put the stock back and refund what was paid online.`,
      link: adminOrderLink(order.id),
      refId: order.id,
    });
  }
}
