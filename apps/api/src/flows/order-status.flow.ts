import {
  CUSTOMER_CANCEL_REASON_LABELS,
  type CustomerCancelReason,
  type Order,
  type OrderStatus,
  type ShipmentStatus,
} from '@attar/contracts';
import type { RequestContext } from '../app-context.js';
import type { Tx } from '../db/client.js';
import type { PaymentGateway } from '../modules/payments/payment-gateways.service.js';
import { refundOnlinePayments } from './order-payment.flow.js';
import type { AuditActor } from '../modules/audit/audit.service.js';
import { issueInvoiceOnShipment } from '../modules/invoices/invoices.service.js';
import { enqueueOrderStatusMail } from '../modules/orders/order-mail.service.js';
import { notifyAdmins } from '../modules/notifications/admin-notifications.service.js';
import {
  cancelOwnOrder,
  moveOrderStatus,
  orderDtoOf,
  recordStatusChange,
  type StatusMove,
} from '../modules/orders/order-admin.service.js';
import { recordExchangeShipped } from '../modules/returns/return-admin.service.js';
import { getSetting } from '../modules/settings/settings.service.js';
import {
  findShipmentByOrder,
  lockShipmentByOrder,
  recordShipmentEvent,
  updateShipment,
} from '../modules/shipments/shipments.service.js';

/** What an order's move needs beyond the database: the mail jobs' context and the gateway. */
export type StatusMoveContext = RequestContext & { gateway: PaymentGateway };

/**
 * Every effect of an order's move outside the orders module, in the move's transaction, whoever
 * made it (an admin, or a courier's report): the GST invoice issued once the goods leave (its
 * number in the audit entry), the audit entry, for an exchange's replacement the request's
 * "shipped" timeline entry and mail job, the refund of a paid online order the store cancels, and
 * the shopper's mail of the status reached (its shipped mail naming the parcel's courier and AWB
 * when one is booked), so a move that rolls back mails nothing.
 */
export async function completeStatusMove(
  context: StatusMoveContext,
  tx: Tx,
  actor: AuditActor,
  move: StatusMove,
): Promise<void> {
  const orderId = move.after.id;
  const invoice = await issueInvoiceOnShipment(tx, move.after, move.items);
  await recordStatusChange(
    tx,
    actor,
    move,
    invoice ? { invoiceNumber: { before: null, after: invoice.invoiceNumber } } : {},
  );
  if (move.after.status === 'SHIPPED') await recordExchangeShipped(context, tx, orderId);
  // A paid online order cancelled by the store is refunded through the gateway, in full.
  const refunds =
    move.after.status === 'CANCELLED' && move.before.paymentStatus === 'PAID'
      ? await refundOnlinePayments(context, tx, move.after, 'Order cancelled by the store.')
      : [];
  // The delivered mail states the return window as set now, the one a request made today meets.
  const { days } = await getSetting(tx, 'return_window_days');
  const contact = await getSetting(tx, 'store_contact');
  const parcel = await findShipmentByOrder(tx, orderId);
  await enqueueOrderStatusMail(context, tx, move, {
    returnWindowDays: days,
    contact,
    refunds,
    parcel: parcel ?? null,
  });
}

/** What an admin's move by hand says of a self-ship parcel, which no courier reports on. */
const SELF_SHIP_PARCEL_MOVES: Partial<
  Record<OrderStatus, { status: ShipmentStatus; description: (courier: string) => string }>
> = {
  SHIPPED: { status: 'PICKED_UP', description: (courier) => `Handed to ${courier}` },
  OUT_FOR_DELIVERY: { status: 'OUT_FOR_DELIVERY', description: () => 'Out for delivery' },
  DELIVERED: { status: 'DELIVERED', description: () => 'Delivered' },
  RETURNED_TO_ORIGIN: {
    status: 'RTO_INITIATED',
    description: () => 'Coming back to the store undelivered',
  },
  CANCELLED: { status: 'CANCELLED', description: () => 'Booking cancelled with the order' },
};

/**
 * A self-ship parcel follows the admin's moves by hand (docs/shipping.md, "Self-ship"), so the
 * shopper's parcel and timeline say the same thing; a Shiprocket parcel follows its courier's
 * reports instead. Each status is kept once, however often the order passes through it.
 */
async function followOnSelfShipParcel(tx: Tx, move: StatusMove): Promise<void> {
  const parcelMove = SELF_SHIP_PARCEL_MOVES[move.after.status];
  if (!parcelMove) return;
  const parcel = await lockShipmentByOrder(tx, move.after.id);
  if (!parcel || parcel.provider !== 'self') return;
  const recorded = await recordShipmentEvent(tx, parcel.id, {
    key: `self:${parcel.id}:${parcelMove.status}`,
    status: parcelMove.status,
    description: parcelMove.description(parcel.courierName),
    location: null,
    occurredAt: new Date(),
  });
  if (recorded) await updateShipment(tx, parcel.id, { status: parcelMove.status });
}

/**
 * PUT /api/order/admin/order/status: the order's move and every effect of it
 * (completeStatusMove) commit together, or none does.
 */
export async function changeOrderStatus(
  context: StatusMoveContext,
  admin: AuditActor & { id: number },
  orderId: number,
  status: OrderStatus,
): Promise<Order> {
  const row = await context.db.transaction(async (tx) => {
    const move = await moveOrderStatus(tx, admin, orderId, status);
    await completeStatusMove(context, tx, admin, move);
    await followOnSelfShipParcel(tx, move);
    return move.after;
  });
  return orderDtoOf(context.db, row);
}

/**
 * POST /api/order/my-orders/{id}/cancel (docs/product.md, "Cancelling an order"): the customer
 * cancels their order before it ships. With the move commit the stock and promo code given back,
 * the refund of what was paid online asked of the gateway, the cancellation mail (naming the
 * refund), the audit entry and a notice to the staff; none of it without the others.
 */
export async function cancelOrderByCustomer(
  context: RequestContext & { gateway: PaymentGateway },
  customer: AuditActor & { id: number },
  orderId: number,
  cancellation: { reason: CustomerCancelReason; details: string | null },
): Promise<Order> {
  const label = CUSTOMER_CANCEL_REASON_LABELS[cancellation.reason];
  const reason = cancellation.details ? `${label}: ${cancellation.details}` : label;
  const row = await context.db.transaction(async (tx) => {
    const move = await cancelOwnOrder(tx, customer, orderId, reason);
    await recordStatusChange(tx, customer, move, {
      cancelReason: { before: null, after: reason },
    });
    const refunds =
      move.before.paymentStatus === 'PAID'
        ? await refundOnlinePayments(context, tx, move.after, 'Order cancelled by the customer.')
        : [];
    const contact = await getSetting(tx, 'store_contact');
    const { days } = await getSetting(tx, 'return_window_days');
    await enqueueOrderStatusMail(context, tx, move, { returnWindowDays: days, contact, refunds });
    await notifyAdmins(tx, {
      type: 'ORDER_CANCELLED',
      title: `Order ${move.after.orderNumber} cancelled by the customer`,
      message: `${customer.email ?? 'The customer'} cancelled it: ${reason}`,
      link: `/admin/orders?search=${move.after.orderNumber}`,
      refId: move.after.id,
    });
    return move.after;
  });
  return orderDtoOf(context.db, row);
}
