import { mediaUrl, paiseToRupees, type Order } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { imagesOf } from '../catalog/products.repository.js';
import * as repo from './orders.repository.js';

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || null;
}

function toItemDto(item: OrderItemRow, imageUrl: string | null): Order['items'][number] {
  return {
    id: item.id,
    productId: item.productId,
    product: { id: item.productId, name: item.productName, sku: item.productSku, imageUrl },
    name: item.productName,
    sku: item.productSku,
    size: item.size,
    quantity: item.quantity,
    price: paiseToRupees(item.unitPricePaise),
    lineTotal: paiseToRupees(item.lineTotalPaise),
    discount: paiseToRupees(item.discountPaise),
    gstAmount: paiseToRupees(item.gstPaise),
  };
}

/** Orders as the API answers them, with items, timeline and customer, in the rows' order. */
export async function toOrderDtos(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, events, customers] = await Promise.all([
    repo.itemsOfOrders(db, ids),
    repo.eventsOfOrders(db, ids),
    repo.customersOf(db, [...new Set(rows.map((row) => row.userId))]),
  ]);
  const images = await imagesOf(db, [...new Set(items.map((item) => item.productId))]);
  const imageOf = (productId: number) => {
    const image = images.find((candidate) => candidate.productId === productId);
    return image ? mediaUrl(image.publicId, 'thumb') : null;
  };
  return rows.map((row) => {
    const customer = customers.find((candidate) => candidate.id === row.userId);
    return {
      id: row.id,
      orderId: row.id,
      orderNumber: row.orderNumber,
      orderDate: row.createdAt.toISOString(),
      status: row.status,
      paymentStatus: row.paymentStatus,
      paymentMethod: {
        id: row.paymentMethodId,
        method: row.paymentMethod,
        displayName: row.paymentMethodName,
      },
      subtotal: paiseToRupees(row.subtotalPaise),
      discount: paiseToRupees(row.discountPaise),
      promoCode: row.promoCode,
      shippingCharge: paiseToRupees(row.shippingPaise),
      codFee: paiseToRupees(row.codFeePaise),
      totalAmount: paiseToRupees(row.totalPaise),
      gstIncluded: paiseToRupees(row.gstPaise),
      deliveredDate: row.deliveredAt ? row.deliveredAt.toISOString() : null,
      shippingAddress: row.shippingAddress,
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => toItemDto(item, imageOf(item.productId))),
      timeline: events
        .filter((event) => event.orderId === row.id)
        .map((event) => ({
          status: event.status,
          at: event.createdAt.toISOString(),
          byRole: event.changedByRole,
          byName: fullName(event.firstName, event.lastName),
        })),
      customer: {
        id: row.userId,
        email: customer?.email ?? '',
        fullName: fullName(customer?.firstName ?? null, customer?.lastName ?? null) ?? '',
      },
    };
  });
}

export async function toOrderDto(db: DbOrTx, row: OrderRow): Promise<Order> {
  const [order] = await toOrderDtos(db, [row]);
  return order!;
}
