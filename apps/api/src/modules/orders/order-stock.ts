import type { Tx } from '../../db/client.js';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.js';
import type { AuditActor } from '../audit/audit.service.js';
import * as inventory from '../catalog/inventory.service.js';
import * as repo from './orders.repository.js';

/**
 * Every unit of an order back on sale, in the caller's transaction: a cancellation by the store,
 * the shopper or the system, and a parcel received back undelivered. `note` goes into the stock
 * history beside the order's number. Answers the order's lines.
 */
export async function putOrderStockBack(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
  actor: AuditActor,
  note: string | null = null,
): Promise<OrderItemRow[]> {
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
      actor,
      order: { id: order.id, orderNumber: order.orderNumber },
      note,
    },
  );
  return items;
}
