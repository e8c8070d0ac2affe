import { canChangeOrderStatus, type Order, type OrderStatus } from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { releaseRedemptions } from '../promotions/promotions.service.js';
import { toOrderDto } from './order-dto.js';
import * as repo from './orders.repository.js';

/**
 * An admin moves an order along ARCHITECTURE section 6: forward (skipping is allowed) or to
 * CANCELLED before SHIPPED; anything else is 409. The change, its timeline entry and its
 * effects (delivery date, COD paid, stock and promo code given back) commit together, with
 * the order row locked so that two admins cannot both move it.
 */
export async function changeOrderStatus(
  db: Db,
  adminId: number,
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
      if (order.paymentMethod === 'cod') changes.paymentStatus = 'PAID';
    }
    if (status === 'CANCELLED') {
      if (order.paymentStatus === 'PAID') changes.paymentStatus = 'REFUNDED';
      for (const item of await repo.itemsOfOrders(tx, [order.id])) {
        await repo.putBackStock(tx, item.productId, item.quantity);
      }
      await releaseRedemptions(tx, order.id);
    }
    await repo.updateOrder(tx, order.id, changes);
    await repo.insertEvent(tx, {
      orderId: order.id,
      status,
      changedBy: adminId,
      changedByRole: 'ADMIN',
      createdAt: now,
    });
    return { ...order, ...changes };
  });
  return toOrderDto(db, row);
}
