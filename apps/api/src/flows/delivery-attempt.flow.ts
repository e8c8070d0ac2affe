import {
  COURIER_PROVIDER_LABELS,
  SHIPMENT_MESSAGES,
  type deliveryAttemptSchema,
  type guestTrackSchema,
  type Order,
} from '@attar/contracts';
import type { z } from 'zod';
import type { AppContext, RequestContext } from '../app-context.js';
import type { Db, Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import type { AuditActor } from '../modules/audit/audit.service.js';
import { notifyAdmins } from '../modules/notifications/admin-notifications.service.js';
import { orderDtoOf } from '../modules/orders/order-admin.service.js';
import { lockCustomerOrder, lockOrder } from '../modules/orders/order-payment.service.js';
import { findOrderForGuest } from '../modules/orders/order-queries.service.js';
import {
  lockShipmentByOrder,
  toShipmentDto,
  updateShipment,
  type ShipmentRow,
} from '../modules/shipments/shipments.service.js';
import { courierFailure, courierFor } from './parcel-order.js';
import { adminOrderLink } from './shipment-events.flow.js';

// The shopper's answer to a failed delivery attempt (docs/decisions/0061), signed in or as a
// guest who names the order by its number and the email or mobile given with it, and the guest's
// order lookup itself.

type DeliveryAttempt = z.output<typeof deliveryAttemptSchema>;
type GuestLookup = z.output<typeof guestTrackSchema>;

export type DeliveryAttemptContext = RequestContext & { couriers: AppContext['couriers'] };

/** The same 404 for a wrong number and a wrong contact: the lookup tells nobody which. */
const trackNotFound = () => new AppError(404, 'NOT_FOUND', SHIPMENT_MESSAGES.trackNotFound);

async function guestOrder(db: Db, lookup: GuestLookup): Promise<OrderRow> {
  const row = await findOrderForGuest(db, lookup.orderNumber, lookup.contact);
  if (!row) throw trackNotFound();
  return row;
}

/** POST /api/order/track: the order (with its parcel) a guest names; 404 otherwise. */
export async function trackOrderAsGuest(db: Db, lookup: GuestLookup): Promise<Order> {
  return orderDtoOf(db, await guestOrder(db, lookup));
}

/** POST /api/order/my-orders/{id}/delivery-attempt: the customer's own order (404 otherwise). */
export function answerDeliveryIssueAsCustomer(
  context: DeliveryAttemptContext,
  customer: AuditActor & { id: number },
  orderId: number,
  attempt: DeliveryAttempt,
): Promise<Order> {
  return answerDeliveryIssue(
    context,
    (tx) => lockCustomerOrder(tx, customer.id, orderId),
    attempt,
    customer.email ?? 'The customer',
  );
}

/** POST /api/order/track/delivery-attempt: the order a guest names, as the lookup finds it. */
export async function answerDeliveryIssueAsGuest(
  context: DeliveryAttemptContext,
  request: GuestLookup & DeliveryAttempt,
): Promise<Order> {
  const found = await guestOrder(context.db, request);
  return answerDeliveryIssue(
    context,
    async (tx) => (await lockOrder(tx, found.id)) ?? Promise.reject(trackNotFound()),
    request,
    'The shopper (tracking as a guest)',
  );
}

/** What the staff do next: nothing when the courier was asked, else call their own courier. */
function nextStep(parcel: ShipmentRow, phone: string | null): string {
  const onPhone = phone ? ' on it' : '';
  return parcel.provider === 'self'
    ? `Ask ${parcel.courierName} to try AWB ${parcel.awb} again${onPhone}.`
    : `${parcel.courierName} was asked through ${COURIER_PROVIDER_LABELS[parcel.provider]} to try AWB ${parcel.awb} again${onPhone}.`;
}

/**
 * With the order and its parcel locked, so that two answers cannot both go to the courier: 409
 * NO_DELIVERY_ISSUE unless a failed attempt waits for an answer; the courier is asked for another
 * attempt (on the new phone, if given) while the lock is held, and only once it accepts are the
 * answer recorded and the staff told.
 */
async function answerDeliveryIssue(
  context: DeliveryAttemptContext,
  lock: (tx: Tx) => Promise<OrderRow>,
  attempt: DeliveryAttempt,
  who: string,
): Promise<Order> {
  const row = await context.db.transaction(async (tx) => {
    const order = await lock(tx);
    const parcel = await lockShipmentByOrder(tx, order.id);
    // The parcel's own rule of an open issue: failed, unanswered, and the parcel still out.
    if (!parcel || toShipmentDto(parcel, []).deliveryIssue?.shopperAction !== null) {
      throw new AppError(409, 'NO_DELIVERY_ISSUE', SHIPMENT_MESSAGES.noDeliveryIssue);
    }
    const phone = attempt.action === 'NEW_PHONE' ? (attempt.phone ?? null) : null;
    const comment = phone
      ? `The customer asks for another delivery attempt; call them on ${phone}.`
      : 'The customer asks for another delivery attempt.';
    await courierFor(context.couriers, parcel.provider)
      .reattempt(parcel.awb, { phone, comment })
      .catch(courierFailure);
    await updateShipment(tx, parcel.id, { deliveryIssueAction: attempt.action });
    await notifyAdmins(tx, {
      type: 'DELIVERY_FAILED',
      title: `Delivery attempt answered: order ${order.orderNumber}`,
      message: `${phone ? `${who} gave a new phone: ${phone}.` : `${who} asked for another attempt.`} ${nextStep(parcel, phone)}`,
      link: adminOrderLink(order.id),
      refId: order.id,
    });
    return order;
  });
  return orderDtoOf(context.db, row);
}
