import {
  SHIPMENT_MESSAGES,
  type shipmentBookingSchema,
  type ShipmentBookingResult,
} from '@attar/contracts';
import type { z } from 'zod';
import type { AppContext, RequestContext } from '../app-context.js';
import type { Tx } from '../db/client.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { AppError, notFound } from '../lib/errors.js';
import { recordChange, type AuditActor } from '../modules/audit/audit.service.js';
import {
  moveOrderStatus,
  ORDER_ENTITY,
  recordStatusChange,
} from '../modules/orders/order-admin.service.js';
import { lockOrderToShip } from '../modules/orders/order-queries.service.js';
import { CourierError, type Courier } from '../modules/shipping/couriers.service.js';
import {
  findShipmentByOrder,
  insertShipment,
  READY_TO_SHIP_STATUSES,
  recordShipmentEvent,
  shipmentsOfOrders,
  toShipmentDto,
} from '../modules/shipments/shipments.service.js';
import { courierFor, parcelOrdersOf } from './parcel-order.js';

type BookingRequest = z.output<typeof shipmentBookingSchema>;
type ManualParcel = BookingRequest['manual'][number];
type Booked = ShipmentBookingResult['booked'][number];
type Failed = ShipmentBookingResult['failed'][number];

/**
 * POST /api/admin/shipments (docs/decisions/0061): books each chosen order with the courier, each
 * in its own transaction, so one order refused (not ready, booked already, refused by the
 * courier) leaves the others booked; the answer lists both. Shiprocket asked for on a store
 * without it is 422 for the whole request, before any order is touched.
 */
export async function bookShipments(
  context: RequestContext & { couriers: AppContext['couriers'] },
  admin: AuditActor & { id: number },
  request: BookingRequest,
): Promise<ShipmentBookingResult> {
  const courier = courierFor(context.couriers, request.provider);
  const manualOf = new Map(request.manual.map((parcel) => [parcel.orderId, parcel]));
  const result: ShipmentBookingResult = { booked: [], failed: [] };
  // One after the other: each booking holds its order's lock while the courier answers, and a
  // courier's API is kinder to a store that does not book fifty parcels at once.
  for (const orderId of request.orderIds) {
    const outcome = await bookOne(context, admin, courier, orderId, manualOf.get(orderId));
    if ('awb' in outcome) result.booked.push(outcome);
    else result.failed.push(outcome);
  }
  return result;
}

/** The order's number as a failure names it, learnt before the failure when it got that far. */
interface Progress {
  orderNumber: string | null;
}

async function bookOne(
  context: RequestContext,
  admin: AuditActor & { id: number },
  courier: Courier,
  orderId: number,
  manual: ManualParcel | undefined,
): Promise<Booked | Failed> {
  const progress: Progress = { orderNumber: null };
  try {
    return await context.db.transaction((tx) =>
      bookInTransaction(tx, admin, courier, orderId, manual, progress),
    );
  } catch (error) {
    const failure = failureOf(error, courier, manual);
    if (!failure) throw error;
    context.log.info(
      { orderId, code: failure.code, provider: courier.provider },
      'shipment booking refused',
    );
    return { orderId, orderNumber: progress.orderNumber, ...failure };
  }
}

/** Why one order was not booked, as its entry in `failed`; undefined for a fault of the store. */
function failureOf(
  error: unknown,
  courier: Courier,
  manual: ManualParcel | undefined,
): { code: string; message: string } | undefined {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (error instanceof CourierError) return { code: error.code, message: error.message };
  // The order's row lock lets one booking through; this is a booking that raced without it.
  if (isUniqueViolation(error, 'shipments_order_key')) {
    return { code: 'ALREADY_BOOKED', message: SHIPMENT_MESSAGES.alreadyBooked };
  }
  if (isUniqueViolation(error, 'shipments_provider_awb_key')) {
    const awb = manual?.awb ?? 'this AWB';
    return {
      code: 'AWB_TAKEN',
      message: `Another parcel with ${courier.provider === 'self' ? 'your couriers' : 'this courier'} has AWB ${awb}.`,
    };
  }
  return undefined;
}

/**
 * Books one order with its row locked: the courier is called while the lock is held, so a second
 * booking of the order waits and then finds the parcel, rather than booking a second one with
 * the courier (a parcel booked with the courier but not kept here would be paid for and lost).
 */
async function bookInTransaction(
  tx: Tx,
  admin: AuditActor & { id: number },
  courier: Courier,
  orderId: number,
  manual: ManualParcel | undefined,
  progress: Progress,
): Promise<Booked> {
  const found = await lockOrderToShip(tx, orderId);
  if (!found) throw notFound('Order');
  const { order } = found;
  progress.orderNumber = order.orderNumber;
  if (!(READY_TO_SHIP_STATUSES as readonly string[]).includes(order.status)) {
    throw new AppError(409, 'NOT_READY_TO_SHIP', SHIPMENT_MESSAGES.notReady, {
      status: order.status,
    });
  }
  if (await findShipmentByOrder(tx, orderId)) {
    throw new AppError(409, 'ALREADY_BOOKED', SHIPMENT_MESSAGES.alreadyBooked);
  }
  const [parcel] = await parcelOrdersOf(tx, [found]);
  const booked = await courier.book(
    parcel!,
    manual && {
      courierName: manual.courierName,
      awb: manual.awb,
      trackingUrl: manual.trackingUrl,
    },
  );
  const bookedAt = new Date();
  const shipment = await insertShipment(tx, {
    orderId,
    provider: courier.provider,
    courierName: booked.courierName,
    awb: booked.awb,
    trackingUrl: booked.trackingUrl,
    providerOrderId: booked.providerOrderId,
    providerShipmentId: booked.providerShipmentId,
    status: 'BOOKED',
    codAmountPaise: parcel!.codAmountPaise,
    bookedAt,
    bookedBy: admin.id,
    pickupScheduledAt: booked.pickupScheduledAt,
  });
  await recordShipmentEvent(tx, shipment.id, {
    key: `shipment:${shipment.id}:BOOKED`,
    status: 'BOOKED',
    description: `Booked with ${booked.courierName}, AWB ${booked.awb}`,
    location: null,
    occurredAt: bookedAt,
  });
  await recordChange(tx, {
    actor: admin,
    entityType: ORDER_ENTITY,
    entityId: orderId,
    action: 'SHIPMENT_BOOKED',
    changes: {
      shipment: { before: null, after: `${booked.courierName} ${booked.awb}` },
    },
    reason: order.orderNumber,
  });
  // Packing starts with the booking: a confirmed order moves on as an admin's move would.
  if (order.status === 'CONFIRMED') {
    const move = await moveOrderStatus(tx, admin, orderId, 'PROCESSING');
    await recordStatusChange(tx, admin, move);
  }
  const [kept] = await shipmentsOfOrders(tx, [orderId]);
  return {
    ...toShipmentDto(kept!, kept!.events),
    orderId,
    orderNumber: order.orderNumber,
  };
}
