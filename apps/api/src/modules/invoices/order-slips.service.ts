import type { DbOrTx } from '../../db/client.js';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  customerOrderWithItems,
  orderWithItems,
  ordersToShip,
} from '../orders/order-queries.service.js';
import {
  renderGiftReceiptPdf,
  renderPackingSlipPdf,
  renderPackingSlipsPdf,
  type OrderSlip,
} from './order-slips-pdf.js';

// The order's papers without prices: the packing slip (staff) and the gift receipt (the
// shopper's own orders). Neither is kept: each download draws it from the order as placed.

export interface SlipFile {
  fileName: string;
  pdf: Buffer;
}

function slipOf(order: OrderRow, items: OrderItemRow[]): OrderSlip {
  const address = order.shippingAddress;
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    shipTo: {
      fullName: address.fullName,
      lines: [
        address.addressLine1,
        address.addressLine2,
        `${address.city}, ${address.state} ${address.zipCode}`,
        address.country,
        address.phoneNumber ? `Phone: ${address.phoneNumber}` : null,
      ].filter((line): line is string => Boolean(line)),
    },
    items: items.map((item) => ({
      name: item.productName,
      size: item.size,
      sku: item.productSku,
      quantity: item.quantity,
    })),
    giftWrap: order.giftWrapPaise > 0,
    giftMessage: order.giftMessage,
    paymentMethodName: order.paymentMethodName,
  };
}

/** Any order's packing slip (staff with orders.view). */
export async function packingSlipFile(db: DbOrTx, orderId: number): Promise<SlipFile> {
  const found = await orderWithItems(db, orderId);
  if (!found) throw notFound('Order');
  const pdf = await renderPackingSlipPdf(slipOf(found.order, found.items));
  return { fileName: `packing-slip-${found.order.orderNumber}.pdf`, pdf };
}

/**
 * The packing slips of several orders (staff with orders.view) in one PDF, a page each, in the
 * order asked; 404 naming the ids that are no order.
 */
export async function packingSlipsFile(db: DbOrTx, orderIds: number[]): Promise<SlipFile> {
  const found = await ordersToShip(db, orderIds);
  const known = new Set(found.map(({ order }) => order.id));
  const unknown = orderIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(404, 'NOT_FOUND', `No order has the id ${unknown.join(', ')}.`, {
      orderIds: unknown,
    });
  }
  const pdf = await renderPackingSlipsPdf(found.map(({ order, items }) => slipOf(order, items)));
  const name = found.length === 1 ? found[0]!.order.orderNumber : `${found.length}-orders`;
  return { fileName: `packing-slips-${name}.pdf`, pdf };
}

/** The gift receipt of one of the customer's orders; a cancelled order has none. */
export async function giftReceiptFile(
  db: DbOrTx,
  userId: number,
  orderId: number,
): Promise<SlipFile> {
  const found = await customerOrderWithItems(db, userId, orderId);
  if (!found) throw notFound('Order');
  if (found.order.status === 'CANCELLED') {
    throw new AppError(409, 'CONFLICT', 'A cancelled order has no gift receipt.');
  }
  const pdf = await renderGiftReceiptPdf(slipOf(found.order, found.items));
  return { fileName: `gift-receipt-${found.order.orderNumber}.pdf`, pdf };
}
