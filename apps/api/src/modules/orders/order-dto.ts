import { paiseToRupees, type Order, type Shipment } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { OrderItemRow, OrderRow } from '../../db/schema/index.js';
import { thumbnailUrlsOf } from '../catalog/catalog.service.js';
import { shipmentDtosOfOrders } from '../shipments/shipments.service.js';
import * as repo from './orders.repository.js';

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || null;
}

function toItemDto(item: OrderItemRow, imageUrl: string | null): Order['items'][number] {
  return {
    id: item.id,
    productId: item.productId,
    variantId: item.variantId,
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

/** Who placed an order and who changed its status, as an order shows them. */
export interface OrderPeople {
  customer: { email: string; firstName: string | null; lastName: string | null } | undefined;
  events: (Pick<
    repo.EventWithName,
    'status' | 'changedByRole' | 'createdAt' | 'firstName' | 'lastName'
  > &
    Partial<Pick<repo.EventWithName, 'changedByName'>>)[];
  /** Credit notes against its invoice; none for an order just placed. */
  creditNotes?: Pick<
    repo.CreditNoteListRow,
    'id' | 'creditNoteNumber' | 'issuedAt' | 'totalPaise'
  >[];
  /** Its parcel with the courier; none before booking. */
  shipment?: Shipment | null;
}

/** One order as the API answers it, from its row, its items (in id order) and its people. */
export function assembleOrderDto(
  row: OrderRow,
  items: OrderItemRow[],
  { customer, events, creditNotes = [], shipment = null }: OrderPeople,
  imageOf: (productId: number) => string | null,
): Order {
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
    offerDiscount: paiseToRupees(row.offerDiscountPaise),
    offers: row.offers.map(({ discountPaise, ...offer }) => ({
      ...offer,
      discount: paiseToRupees(discountPaise),
    })),
    shippingCharge: paiseToRupees(row.shippingPaise),
    codFee: paiseToRupees(row.codFeePaise),
    giftWrapCharge: paiseToRupees(row.giftWrapPaise),
    giftMessage: row.giftMessage,
    cancelReason: row.cancelReason,
    rtoReceivedAt: row.rtoReceivedAt ? row.rtoReceivedAt.toISOString() : null,
    prepaidDiscount: paiseToRupees(row.prepaidDiscountPaise),
    totalAmount: paiseToRupees(row.totalPaise),
    gstIncluded: paiseToRupees(row.gstPaise),
    deliveredDate: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    shippingAddress: row.shippingAddress,
    items: items.map((item) => toItemDto(item, imageOf(item.productId))),
    timeline: events.map((event) => ({
      status: event.status,
      at: event.createdAt.toISOString(),
      byRole: event.changedByRole,
      byName: event.changedByName ?? fullName(event.firstName, event.lastName),
    })),
    customer: {
      id: row.userId,
      email: customer?.email ?? '',
      fullName: fullName(customer?.firstName ?? null, customer?.lastName ?? null) ?? '',
    },
    creditNotes: creditNotes.map((note) => ({
      id: note.id,
      creditNoteNumber: note.creditNoteNumber,
      issuedAt: note.issuedAt.toISOString(),
      amount: paiseToRupees(note.totalPaise),
    })),
    paymentDueBy:
      row.paymentDueAt && row.status === 'PENDING' && row.paymentStatus === 'PENDING'
        ? row.paymentDueAt.toISOString()
        : null,
    codConfirmBy:
      row.codConfirmBy && row.status === 'PENDING' ? row.codConfirmBy.toISOString() : null,
    shipment,
  };
}

/**
 * Orders as the API answers them, with items, timeline, customer and parcel, in the rows' order:
 * a few queries for the whole page, whatever its number of orders.
 */
export async function toOrderDtos(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, events, customers, creditNotes, shipments] = await Promise.all([
    repo.itemsOfOrders(db, ids),
    repo.eventsOfOrders(db, ids),
    repo.customersOf(db, [...new Set(rows.map((row) => row.userId))]),
    repo.creditNotesOfOrders(db, ids),
    shipmentDtosOfOrders(db, ids),
  ]);
  const thumbnails = await thumbnailUrlsOf(
    db,
    items.map((item) => item.productId),
  );
  const imageOf = (productId: number) => thumbnails.get(productId) ?? null;
  return rows.map((row) =>
    assembleOrderDto(
      row,
      items.filter((item) => item.orderId === row.id),
      {
        customer: customers.find((candidate) => candidate.id === row.userId),
        events: events.filter((event) => event.orderId === row.id),
        creditNotes: creditNotes.filter((note) => note.orderId === row.id),
        shipment: shipments.get(row.id) ?? null,
      },
      imageOf,
    ),
  );
}

export async function toOrderDto(db: DbOrTx, row: OrderRow): Promise<Order> {
  const [order] = await toOrderDtos(db, [row]);
  return order!;
}
