import { gstIncludedPaise, isOnlinePayment, ONLINE_PAYMENT_MESSAGES } from '@attar/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { SYSTEM_ACTOR } from '../audit/audit.service.js';
import * as inventory from '../catalog/inventory.service.js';
import { releaseRedemptions } from '../promotions/promotions.service.js';
import { putOrderStockBack } from './order-stock.js';
import * as repo from './orders.repository.js';

// An order paid online, as the orders module sees it (docs/decisions/0047): placed PENDING with
// payment PENDING and its stock held until `payment_due_at`; confirmed when a capture is
// applied; cancelled with its stock back when the hold expires unpaid. The payment flows
// (flows/order-payment.flow.ts) call these in their transactions.

/** The customer's own order with this id; 404 for an unknown id or another's order. */
export async function findCustomerOrder(
  db: DbOrTx,
  customerId: number,
  orderId: number,
): Promise<OrderRow> {
  const order = await repo.findOrder(db, orderId);
  if (!order || order.userId !== customerId) throw notFound('Order');
  return order;
}

/** The order with this id, locked; 404 unless it is the customer's own. */
export async function lockCustomerOrder(
  tx: Tx,
  customerId: number,
  orderId: number,
): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || order.userId !== customerId) throw notFound('Order');
  return order;
}

/** Whether the order still waits for an online payment: placed, unpaid, not cancelled. */
export function isAwaitingOnlinePayment(order: OrderRow): boolean {
  return (
    isOnlinePayment(order.paymentMethod) &&
    order.status === 'PENDING' &&
    order.paymentStatus === 'PENDING'
  );
}

/** 409 NOT_AWAITING_PAYMENT unless the order waits for an online payment. */
export function assertAwaitingOnlinePayment(order: OrderRow): void {
  if (!isAwaitingOnlinePayment(order)) {
    throw new AppError(409, 'NOT_AWAITING_PAYMENT', ONLINE_PAYMENT_MESSAGES.notAwaitingPayment, {
      status: order.status,
      paymentStatus: order.paymentStatus,
    });
  }
}

export const lockOrder = repo.lockOrder;
export const findOrder = repo.findOrder;
export const lockOrderOfGatewayOrder = repo.lockOrderOfGatewayOrder;

/** Remembers the gateway order an order is paid against. */
export async function attachGatewayOrder(
  db: DbOrTx,
  orderId: number,
  gatewayOrderId: string,
): Promise<void> {
  await repo.updateOrder(db, orderId, { gatewayOrderId });
}

/** The system moves the order to a status: the change and its timeline entry. */
export async function moveBySystem(
  tx: Tx,
  order: OrderRow,
  changes: Partial<OrderRow> & { status: OrderRow['status'] },
): Promise<OrderRow> {
  await repo.updateOrder(tx, order.id, changes);
  await repo.insertEvent(tx, {
    orderId: order.id,
    status: changes.status,
    changedBy: null,
    changedByRole: 'SYSTEM',
  });
  return { ...order, ...changes };
}

/** A captured payment confirms the order: PAID and CONFIRMED together, by the system. */
export function confirmPaidOrder(tx: Tx, order: OrderRow): Promise<OrderRow> {
  return moveBySystem(tx, order, { status: 'CONFIRMED', paymentStatus: 'PAID' });
}

/**
 * A paid order the store cannot fulfil (its hold expired and the stock is gone, or it was
 * switched to cash on delivery): PAID now, refunded by the caller's refund job.
 */
export async function markPaid(tx: Tx, order: OrderRow): Promise<OrderRow> {
  await repo.updateOrder(tx, order.id, { paymentStatus: 'PAID' });
  return { ...order, paymentStatus: 'PAID' };
}

/** An order whose every payment was refunded. */
export async function markRefunded(tx: Tx, orderId: number): Promise<void> {
  await repo.updateOrder(tx, orderId, { paymentStatus: 'REFUNDED' });
}

/**
 * The hold expired unpaid: the order is CANCELLED by the system, its stock back on sale and
 * its promo code given back.
 */
export function cancelUnpaidOrder(tx: Tx, order: OrderRow): Promise<OrderRow> {
  return cancelBySystem(tx, order, 'unpaid when its payment time ran out', { paymentDueAt: null });
}

/**
 * The store cancels an order by itself (nobody acted in time): CANCELLED by the system, its stock
 * back on sale with `why` in the stock history, and its promo code given back.
 */
export async function cancelBySystem(
  tx: Tx,
  order: OrderRow,
  why: string,
  changes: Partial<OrderRow> = {},
): Promise<OrderRow> {
  await putOrderStockBack(tx, order, SYSTEM_ACTOR, why);
  await releaseRedemptions(tx, order.id);
  return moveBySystem(tx, order, { ...changes, status: 'CANCELLED' });
}

/**
 * A payment arrived after the hold expired and the order was cancelled: takes its stock again
 * (in a savepoint) and confirms it. False, with nothing changed, when the stock is gone.
 */
export async function revivePaidOrder(
  tx: Tx,
  jobs: JobQueue,
  order: OrderRow,
  lowStockThreshold: number,
): Promise<OrderRow | null> {
  const items = await repo.itemsOfOrders(tx, [order.id]);
  try {
    await tx.transaction(async (savepoint) => {
      await inventory.takeStockForOrder(
        savepoint,
        jobs,
        items.map((item) => ({
          productId: item.productId,
          variantId: item.variantId,
          name: item.productName,
          sku: item.productSku,
          quantity: item.quantity,
        })),
        { id: order.id, orderNumber: order.orderNumber },
        lowStockThreshold,
      );
    });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  return confirmPaidOrder(tx, order);
}

/**
 * The shopper gives up paying online and pays on delivery instead, on the same order: its
 * method becomes the pay-on-delivery one, the prepaid discount comes off its lines (their GST
 * grows with what they now cost), the cash-on-delivery fee is added (with the GST it contains,
 * at the rate of the order's charges), and the hold ends. The order stays PENDING for the store
 * to confirm, as every cash-on-delivery order does.
 */
export async function switchToPayOnDelivery(
  tx: Tx,
  order: OrderRow,
  method: { id: number; method: string; displayName: string },
  feePaise: number,
): Promise<OrderRow> {
  const items = await repo.itemsOfOrders(tx, [order.id]);
  const withoutPrepaid = items
    .filter((item) => item.prepaidDiscountPaise > 0)
    .map((item) => {
      const discountPaise = item.discountPaise - item.prepaidDiscountPaise;
      const gstPaise = gstIncludedPaise(
        item.lineTotalPaise - discountPaise,
        item.gstRateBasisPoints,
      );
      return {
        id: item.id,
        discountPaise,
        prepaidDiscountPaise: 0,
        gstPaise,
        gstAdded: gstPaise - item.gstPaise,
      };
    });
  await repo.updateItemDiscounts(
    tx,
    withoutPrepaid.map(({ gstAdded: _gstAdded, ...line }) => line),
  );
  const linesGstAdded = withoutPrepaid.reduce((sum, line) => sum + line.gstAdded, 0);
  const changes: Partial<OrderRow> = {
    paymentMethodId: method.id,
    paymentMethod: method.method,
    paymentMethodName: method.displayName,
    codFeePaise: order.codFeePaise + feePaise,
    prepaidDiscountPaise: 0,
    totalPaise: order.totalPaise + order.prepaidDiscountPaise + feePaise,
    gstPaise:
      order.gstPaise + linesGstAdded + gstIncludedPaise(feePaise, order.chargesGstRateBasisPoints),
    paymentDueAt: null,
  };
  await repo.updateOrder(tx, order.id, changes);
  return { ...order, ...changes };
}
