import { canChangeOrderStatus, type Order, type OrderStatus, isPayOnDelivery } from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import * as inventory from '../catalog/inventory.service.js';
import { issueInvoiceOnShipment } from '../invoices/invoices.service.js';
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

/**
 * An admin moves an order along docs/product.md, "Order statuses": forward (skipping is allowed) or
 * to CANCELLED before SHIPPED; anything else is 409. The change, its timeline entry, its audit
 * entry and its effects (delivery date, COD paid, stock and promo code given back, the GST invoice
 * issued once the goods leave) commit together, with the order row locked so that two admins
 * cannot both move it.
 */
export async function changeOrderStatus(
  db: Db,
  admin: AuditActor & { id: number },
  orderId: number,
  status: OrderStatus,
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
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
    const now = new Date();
    const changes: Partial<OrderRow> = { status };
    if (status === 'DELIVERED') {
      changes.deliveredAt = now;
      if (isPayOnDelivery(order.paymentMethod)) changes.paymentStatus = 'PAID';
    }
    if (status === 'CANCELLED') {
      if (order.paymentStatus === 'PAID') changes.paymentStatus = 'REFUNDED';
      const items = await repo.itemsOfOrders(tx, [order.id]);
      await inventory.putBackStock(
        tx,
        items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        { reason: 'CANCEL', actor: admin, order: { id: order.id, orderNumber: order.orderNumber } },
      );
      await releaseRedemptions(tx, order.id);
    }
    await repo.updateOrder(tx, order.id, changes);
    await repo.insertEvent(tx, {
      orderId: order.id,
      status,
      changedBy: admin.id,
      changedByRole: 'ADMIN',
      createdAt: now,
    });
    const updated = { ...order, ...changes };
    const invoice = await issueInvoiceOnShipment(tx, updated, await repo.itemsOfOrders(tx, [order.id]));
    await recordChange(tx, {
      actor: admin,
      entityType: ORDER_ENTITY,
      entityId: order.id,
      action: 'STATUS',
      changes: {
        ...diffFields(auditedFields(order), auditedFields(updated)),
        ...(invoice ? { invoiceNumber: { before: null, after: invoice.invoiceNumber } } : {}),
      },
      reason: order.orderNumber,
    });
    return updated;
  });
  return toOrderDto(db, row);
}

/**
 * A paid order whose every line was returned and refunded is REFUNDED (in the caller's
 * transaction).
 */
export async function markOrderRefunded(tx: DbOrTx, orderId: number): Promise<void> {
  const order = await repo.lockOrder(tx, orderId);
  if (order?.paymentStatus === 'PAID') await repo.updateOrder(tx, orderId, { paymentStatus: 'REFUNDED' });
}
