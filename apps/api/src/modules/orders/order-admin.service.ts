import {
  CANCEL_MESSAGES,
  canChangeOrderStatus,
  type Order,
  type OrderStatus,
  isOnlinePayment,
  isPayOnDelivery,
} from '@attar/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import * as inventory from '../catalog/inventory.service.js';
import { noticesHandled } from '../notifications/admin-notifications.service.js';
import { releaseRedemptions } from '../promotions/promotions.service.js';
import { toOrderDto } from './order-dto.js';
import * as repo from './orders.repository.js';

/** The audit log's entity type of an order. */
export const ORDER_ENTITY = 'order';

/** The fields of an order a status change may touch, as the audit log records them. */
function auditedFields(order: Pick<OrderRow, 'status' | 'paymentStatus' | 'deliveredAt'>) {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    deliveredAt: order.deliveredAt ? order.deliveredAt.toISOString() : null,
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

/**
 * A move already checked, on the locked order: the change, its timeline entry and its effects
 * here (delivery date, COD paid, stock and promo code given back).
 */
async function applyStatusMove(
  tx: Tx,
  order: OrderRow,
  status: OrderStatus,
  by: { actor: AuditActor & { id: number }; role: 'ADMIN' | 'CUSTOMER' },
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
    const items = await repo.itemsOfOrders(tx, [order.id]);
    await inventory.putBackStock(
      tx,
      items.map((item) => ({
        productId: item.productId,
        variantId: item.variantId,
        quantity: item.quantity,
      })),
      {
        reason: 'CANCEL',
        actor: by.actor,
        order: { id: order.id, orderNumber: order.orderNumber },
      },
    );
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
): Promise<void> {
  await recordChange(tx, {
    actor: admin,
    entityType: ORDER_ENTITY,
    entityId: move.before.id,
    action: 'STATUS',
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
