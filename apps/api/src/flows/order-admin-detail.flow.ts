import type { AdminOrder } from '@attar/contracts';
import type { Db } from '../db/client.js';
import { invoiceSummaryOf, isInvoiceable } from '../modules/invoices/invoices.service.js';
import { adminOrderOf } from '../modules/orders/order-admin-view.service.js';
import { returnRequestsOfOrder } from '../modules/returns/returns.service.js';

/**
 * GET /api/admin/orders/{id}: the order as its customer reads it, with the customer's mobile,
 * the internal notes, the statuses it may move to, its invoice and its return requests.
 */
export async function getAdminOrder(db: Db, orderId: number): Promise<AdminOrder> {
  // Side by side: an unknown order fails the first, and the other two then find nothing.
  const [{ row, order }, invoice, returnRequests] = await Promise.all([
    adminOrderOf(db, orderId),
    invoiceSummaryOf(db, orderId),
    returnRequestsOfOrder(db, orderId),
  ]);
  return {
    ...order,
    invoice,
    invoiceAvailable: invoice !== null || isInvoiceable(row),
    returnRequests,
  };
}
