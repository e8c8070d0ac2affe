import {
  CUSTOMER_CANCEL_REASON_LABELS,
  type CustomerCancelReason,
  type Order,
  type OrderStatus,
} from '@attar/contracts';
import type { RequestContext } from '../app-context.js';
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
} from '../modules/orders/order-admin.service.js';
import { recordExchangeShipped } from '../modules/returns/return-admin.service.js';
import { getSetting } from '../modules/settings/settings.service.js';

/**
 * PUT /api/order/admin/order/status: the order's move and every effect of it commit together,
 * or none does: the GST invoice issued once the goods leave (its number in the audit entry),
 * for an exchange's replacement the request's "shipped" timeline entry and mail job, and the
 * shopper's mail of the status reached (shipped, out for delivery, delivered, cancelled), so a
 * move that rolls back mails nothing.
 */
export async function changeOrderStatus(
  context: RequestContext & { gateway: PaymentGateway },
  admin: AuditActor & { id: number },
  orderId: number,
  status: OrderStatus,
): Promise<Order> {
  const row = await context.db.transaction(async (tx) => {
    const move = await moveOrderStatus(tx, admin, orderId, status);
    const invoice = await issueInvoiceOnShipment(tx, move.after, move.items);
    await recordStatusChange(
      tx,
      admin,
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
    await enqueueOrderStatusMail(context, tx, move, { returnWindowDays: days, contact, refunds });
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
