import {
  paiseToRupees,
  variantLabel,
  type ReturnEvent,
  type ReturnRequest,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { ReturnRequestEventRow } from '../../db/schema/index.js';
import { productsById } from '../catalog/catalog.service.js';
import { variantsById } from '../catalog/variants.service.js';
import * as repo from './returns.repository.js';

function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ').trim();
}

/**
 * Who reads the answer: the admin sees every note with whether the customer sees it; the
 * customer sees only the notes meant for them.
 */
export type ReturnAudience = 'admin' | 'customer';

/** What a RECEIVED entry says of the units that came back, before any note of the admin's. */
export function receiptSummary(quantityReceived: number, quantityDamaged: number | null): string {
  return `${quantityReceived} received${quantityDamaged ? `, ${quantityDamaged} damaged` : ''}`;
}

function timelineOf(
  events: ReturnRequestEventRow[],
  request: repo.ReturnRequestView['request'],
  audience: ReturnAudience,
): ReturnEvent[] {
  return events
    .filter((event) => event.requestId === request.id)
    .map((event) => {
      const entry = {
        type: event.type,
        at: event.createdAt.toISOString(),
        byRole: event.actorRole,
      };
      if (audience === 'admin') {
        return { ...entry, note: event.note, noteVisibleToCustomer: event.noteVisibleToCustomer };
      }
      if (event.noteVisibleToCustomer) return { ...entry, note: event.note };
      // A receipt's counts are no secret (the request's `receipt` says them): only the admin's
      // words after them are held back.
      const note =
        event.type === 'RECEIVED' && request.quantityReceived !== null
          ? receiptSummary(request.quantityReceived, request.quantityDamaged)
          : null;
      return { ...entry, note };
    });
}

/** Requests as the API answers them to `audience`, in the order of `views`. */
export async function toReturnDtos(
  db: DbOrTx,
  views: repo.ReturnRequestView[],
  audience: ReturnAudience,
): Promise<ReturnRequest[]> {
  const ids = views.map((view) => view.request.id);
  const productIds = views.flatMap((view) =>
    [view.request.productId, view.request.exchangeProductId].filter(
      (id): id is number => id !== null,
    ),
  );
  const variantIds = views.flatMap((view) =>
    view.request.exchangeVariantId === null ? [] : [view.request.exchangeVariantId],
  );
  const [events, products, variants] = await Promise.all([
    repo.eventsOf(db, ids),
    productsById(db, productIds),
    variantsById(db, variantIds),
  ]);
  return views.map(({ request, order, item, customer, exchangeOrder, creditNote }) => {
    const product = products.get(request.productId);
    const replacement =
      request.exchangeProductId === null ? undefined : products.get(request.exchangeProductId);
    // The size chosen, as it is sold now (its price may have changed since).
    const size =
      request.exchangeVariantId === null ? undefined : variants.get(request.exchangeVariantId);
    return {
      id: request.id,
      orderId: request.orderId,
      orderNumber: order.orderNumber,
      orderItemId: request.orderItemId,
      userId: request.userId,
      productId: request.productId,
      exchangeProductId: request.exchangeProductId,
      exchangeSize: request.exchangeSize,
      exchangeSku: size?.sku ?? null,
      reason: request.reason,
      comment: request.comment,
      type: request.type,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      updatedAt: request.updatedAt.toISOString(),
      productData: {
        id: request.productId,
        name: item.productName,
        sku: item.productSku,
        size: item.size,
        imageUrl: product?.imageUrl ?? null,
        quantity: item.quantity,
        price: paiseToRupees(item.unitPricePaise),
        amountPaid: paiseToRupees(item.lineTotalPaise - item.discountPaise),
      },
      exchangeProductData: replacement
        ? {
            id: replacement.id,
            name: replacement.name,
            sku: size?.sku ?? replacement.sku,
            size: (size && variantLabel(size)) || (request.exchangeSize ?? replacement.size),
            imageUrl: replacement.imageUrl,
            price: size
              ? paiseToRupees(size.salePricePaise ?? size.pricePaise)
              : (replacement.salePrice ?? replacement.price),
          }
        : null,
      unopenedSealed: request.unopenedSealed,
      refundUpiId: request.refundUpiId,
      rejectionReason: request.rejectionReason,
      receipt:
        request.receivedAt && request.quantityReceived !== null
          ? {
              quantityReceived: request.quantityReceived,
              quantityDamaged: request.quantityDamaged ?? 0,
              at: request.receivedAt.toISOString(),
            }
          : null,
      refund:
        request.refundedAt && request.refundPaise !== null && request.refundMethod
          ? {
              amount: paiseToRupees(request.refundPaise),
              method: request.refundMethod,
              destination: request.refundDestination,
              reference: request.refundReference,
              at: request.refundedAt.toISOString(),
            }
          : null,
      exchangeOrder:
        exchangeOrder && exchangeOrder.id !== null
          ? {
              id: exchangeOrder.id,
              orderNumber: exchangeOrder.orderNumber,
              status: exchangeOrder.status,
            }
          : null,
      creditNote:
        creditNote && creditNote.id !== null
          ? {
              id: creditNote.id,
              creditNoteNumber: creditNote.creditNoteNumber,
              issuedAt: creditNote.issuedAt.toISOString(),
              amount: paiseToRupees(creditNote.totalPaise),
            }
          : null,
      customer: {
        id: request.userId,
        email: customer.email,
        fullName: fullName(customer.firstName, customer.lastName),
        mobile: customer.phone,
      },
      order: {
        status: order.status,
        orderDate: order.createdAt.toISOString(),
        deliveredDate: order.deliveredAt ? order.deliveredAt.toISOString() : null,
        totalAmount: paiseToRupees(order.totalPaise),
        paymentMethod: { method: order.paymentMethod, displayName: order.paymentMethodName },
      },
      timeline: timelineOf(events, request, audience),
    };
  });
}

/** One request as the API answers it to `audience`; undefined when there is no such request. */
export async function toReturnDto(
  db: DbOrTx,
  id: number,
  audience: ReturnAudience,
): Promise<ReturnRequest | undefined> {
  const [dto] = await toReturnDtos(db, await repo.findViews(db, [id]), audience);
  return dto;
}
