import {
  CANCEL_MESSAGES,
  canChangeOrderStatus,
  SHIPMENT_MESSAGES,
  type Order,
  type OrderStatus,
  isOnlinePayment,
  isPayOnDelivery,
} from '@attar/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { diffFields, recordChange, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service.js';
import { noticesHandled } from '../notifications/admin-notifications.service.js';
import { releaseRedemptions } from '../promotions/promotions.service.js';
import { toOrderDto } from './order-dto.js';
import { putOrderStockBack } from './order-stock.js';
import * as repo from './orders.repository.js';

/** The audit log's entity type of an order. */
export const ORDER_ENTITY = 'order';

/** The fields of an order a status change may touch, as the audit log records them. */
function auditedFields(
  order: Pick<OrderRow, 'status' | 'paymentStatus' | 'deliveredAt' | 'rtoReceivedAt'>,
) {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
    rtoReceivedAt: order.rtoReceivedAt ? order.rtoReceivedAt.toISOString() : null,
  };
}

/** An order's row before and after an admin's status change, and its lines. */
export interface StatusMove {
  before: OrderRow;
  after: OrderRow;
  items: OrderItemRow[];
}

/**
 * An admin moves an order along docs/product.md, "Order statuses": forward (skipping is allowed) or to
 * CANCELLED before SHIPPED; anything else is 409. In the caller's transaction, with the order
 * row locked so that two admins cannot both move it: the change, its timeline entry and its
 * effects here (delivery date, COD paid, stock and promo code given back). The caller adds the
 * effects other modules own and then records the audit entry (recordStatusChange).
 */
export async function moveOrderStatus(
  tx: Tx,
  admin: AuditActor & { id: number },
  orderId: number,
  status: OrderStatus,
): Promise<StatusMove> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (!canChangeOrderStatus(order.status, status)) {
    throw new AppError(
      409,
      'INVALID_STATUS_TRANSITION',
      `An order that is ${order.status} cannot become ${status}.`,
      { from: order.status, to: status },
    );
  }
  return applyStatusMove(tx, order, status, { actor: admin, role: 'ADMIN' });
}

/**
 * A courier's report moves the order (docs/decisions/0061), in the caller's transaction with the
 * order row locked: forward along its path, or back to the store (RETURNED_TO_ORIGIN) from
 * SHIPPED or OUT_FOR_DELIVERY, never out of CANCELLED or RETURNED_TO_ORIGIN. Null when the order
 * is there already or beyond: a late or repeated report moves nothing. The timeline entry is the
 * store's (SYSTEM), named after the courier.
 */
export async function moveOrderForCourier(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  courierName: string,
): Promise<StatusMove | null> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (status === 'CANCELLED' || !canChangeOrderStatus(order.status, status)) return null;
  return applyStatusMove(tx, order, status, {
    actor: SYSTEM_ACTOR,
    role: 'SYSTEM',
    name: courierName,
  });
}

/**
 * The admin has the parcel the courier brought back (docs/decisions/0061), in the caller's
 * transaction with the order row locked: its units go back to stock as a cancellation's do, and
 * the order is marked received. 409 NOT_RETURNED unless it is RETURNED_TO_ORIGIN, 409
 * ALREADY_RECEIVED the second time. The promo code stays used: the shopper refused the parcel,
 * and a code given back would reward it. The caller refunds and records the audit entry.
 */
export async function receiveReturnedParcel(
  tx: Tx,
  admin: AuditActor,
  orderId: number,
): Promise<StatusMove> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (order.status !== 'RETURNED_TO_ORIGIN') {
    throw new AppError(409, 'NOT_RETURNED', SHIPMENT_MESSAGES.notReturned, {
      status: order.status,
    });
  }
  if (order.rtoReceivedAt) {
    throw new AppError(409, 'ALREADY_RECEIVED', SHIPMENT_MESSAGES.alreadyReceived, {
      receivedAt: order.rtoReceivedAt.toISOString(),
    });
  }
  const items = await putOrderStockBack(tx, order, admin, 'Parcel returned undelivered');
  const changes: Partial<OrderRow> = { rtoReceivedAt: new Date() };
  // Paid otherwise than online (nothing today), the store refunds it outside the gateway; paid
  // online, it stays PAID until the gateway's refund is processed, as for a cancellation.
  if (order.paymentStatus === 'PAID' && !isOnlinePayment(order.paymentMethod)) {
    changes.paymentStatus = 'REFUNDED';
  }
  await repo.updateOrder(tx, order.id, changes);
  return { before: order, after: { ...order, ...changes }, items };
}

/**
 * The customer cancels their own order (docs/product.md, "Cancelling an order"), in the caller's
 * transaction with the order row locked: as the store's cancellation, before it ships, with
 * their reason kept on the order. Another customer's order is 404, as an unknown one.
 */
export async function cancelOwnOrder(
  tx: Tx,
  customer: AuditActor & { id: number },
  orderId: number,
  reason: string,
): Promise<StatusMove> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || order.userId !== customer.id) throw notFound('Order');
  if (order.status === 'CANCELLED') {
    throw new AppError(409, 'INVALID_STATUS_TRANSITION', CANCEL_MESSAGES.alreadyCancelled, {
      from: order.status,
      to: 'CANCELLED',
    });
  }
  if (!canChangeOrderStatus(order.status, 'CANCELLED')) {
    throw new AppError(409, 'INVALID_STATUS_TRANSITION', CANCEL_MESSAGES.shipped, {
      from: order.status,
      to: 'CANCELLED',
    });
  }
  return applyStatusMove(
    tx,
    order,
    'CANCELLED',
    { actor: customer, role: 'CUSTOMER' },
    { cancelReason: reason },
  );
}

/** Who moves an order: an admin, its customer, or the store on a courier's report (named). */
interface MovedBy {
  actor: AuditActor;
  role: 'ADMIN' | 'CUSTOMER' | 'SYSTEM';
  name?: string;
}

/**
 * A move already checked, on the locked order: the change, its timeline entry and its effects
 * here (delivery date, COD paid, stock and promo code given back).
 */
async function applyStatusMove(
  tx: Tx,
  order: OrderRow,
  status: OrderStatus,
  by: MovedBy,
  extra: Partial<OrderRow> = {},
): Promise<StatusMove> {
  const now = new Date();
  // Moved on, an order waiting for its cash-on-delivery code waits no more.
  const changes: Partial<OrderRow> = { ...extra, status, codConfirmBy: null, codCodeHash: null };
  if (status === 'DELIVERED') {
    changes.deliveredAt = now;
    if (isPayOnDelivery(order.paymentMethod)) changes.paymentStatus = 'PAID';
  }
  if (status === 'CANCELLED') {
    // Paid online, the order stays PAID until the gateway's refund is processed (the payment
    // flow asks for it); paid otherwise, it is refunded by the store outside the gateway.
    if (order.paymentStatus === 'PAID' && !isOnlinePayment(order.paymentMethod)) {
      changes.paymentStatus = 'REFUNDED';
    }
    await putOrderStockBack(tx, order, by.actor);
    await releaseRedemptions(tx, order.id);
  }
  await repo.updateOrder(tx, order.id, changes);
  // The "new order" notice asked an admin to act; once the order moves on (or is cancelled)
  // someone has, so the bell stops counting it.
  if (order.status === 'PENDING') await noticesHandled(tx, 'NEW_ORDER', order.id);
  await repo.insertEvent(tx, {
    orderId: order.id,
    status,
    changedBy: by.actor.id,
    changedByRole: by.role,
    changedByName: by.name ?? null,
    createdAt: now,
  });
  return {
    before: order,
    after: { ...order, ...changes },
    items: await repo.itemsOfOrders(tx, [order.id]),
  };
}

/** The audit entry of a status change; `more` holds what the caller's other effects changed. */
export async function recordStatusChange(
  tx: Tx,
  admin: AuditActor,
  move: StatusMove,
  more: Record<string, { before: unknown; after: unknown }> = {},
  action = 'STATUS',
): Promise<void> {
  await recordChange(tx, {
    actor: admin,
    entityType: ORDER_ENTITY,
    entityId: move.before.id,
    action,
    changes: { ...diffFields(auditedFields(move.before), auditedFields(move.after)), ...more },
    reason: move.before.orderNumber,
  });
}

/** The order as its customer and the admin's lists show it. */
export function orderDtoOf(db: DbOrTx, row: OrderRow): Promise<Order> {
  return toOrderDto(db, row);
}

/**
 * A paid order whose every line was returned and refunded is REFUNDED (in the caller's
 * transaction).
 */
export async function markOrderRefunded(tx: DbOrTx, orderId: number): Promise<void> {
  const order = await repo.lockOrder(tx, orderId);
  if (order?.paymentStatus === 'PAID')
    await repo.updateOrder(tx, orderId, { paymentStatus: 'REFUNDED' });
}
