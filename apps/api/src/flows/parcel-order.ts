import { isPayOnDelivery, SHIPMENT_MESSAGES, type CourierProvider } from '@attar/contracts';
import type { AppContext } from '../app-context.js';
import type { DbOrTx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { variantsById } from '../modules/catalog/variants.service.js';
import type { OrderToShip } from '../modules/orders/order-queries.service.js';
import {
  CourierError,
  type Courier,
  type ParcelOrder,
} from '../modules/shipping/couriers.service.js';

// An order as a courier carries it (docs/decisions/0061): what booking sends and what labels and
// manifests print, built the same way for both.

/**
 * Grams a unit weighs when its variant states no weight: a bottle of attar or a piece of
 * jewellery boxed for the post weighs about this, and a courier rounds up to its next slab.
 */
export const DEFAULT_UNIT_WEIGHT_GRAMS = 250;

/**
 * Cash the courier collects at the door: the order's total when it is paid on delivery and not
 * paid yet, otherwise nothing.
 */
export function codAmountPaiseOf(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'totalPaise'>,
): number {
  return isPayOnDelivery(order.paymentMethod) && order.paymentStatus !== 'PAID'
    ? order.totalPaise
    : 0;
}

/** The courier a booking or a document asks for: 422 for Shiprocket on a store without it. */
export function courierFor(couriers: AppContext['couriers'], provider: CourierProvider): Courier {
  if (provider === 'self') return couriers.self;
  if (!couriers.shiprocket) {
    throw new AppError(422, 'SHIPROCKET_NOT_CONFIGURED', SHIPMENT_MESSAGES.noShiprocket);
  }
  return couriers.shiprocket;
}

/**
 * A courier's refusal or silence as the store's answer: 503 when it did not answer (try again),
 * 502 when it refused; anything else is not the courier's and goes on as it is.
 */
export function courierFailure(error: unknown): never {
  if (error instanceof CourierError) {
    const status = error.code === 'COURIER_UNAVAILABLE' ? 503 : 502;
    throw new AppError(status, error.code, error.message);
  }
  throw error;
}

function fullName(first: string | null | undefined, last: string | null | undefined) {
  return [first, last].filter(Boolean).join(' ').trim();
}

/** Each order's parcel: its address, lines and weight (the variants' weights, read at once). */
export async function parcelOrdersOf(db: DbOrTx, orders: OrderToShip[]): Promise<ParcelOrder[]> {
  const variants = await variantsById(
    db,
    orders.flatMap(({ items }) => items.map((item) => item.variantId)),
  );
  return orders.map(({ order, items, customer }) => {
    const address = order.shippingAddress;
    const weightGrams = items.reduce((grams, item) => {
      const weightMg = variants.get(item.variantId)?.weightMg;
      const unitGrams = weightMg ? Math.ceil(weightMg / 1000) : DEFAULT_UNIT_WEIGHT_GRAMS;
      return grams + unitGrams * item.quantity;
    }, 0);
    return {
      orderNumber: order.orderNumber,
      orderDate: order.createdAt,
      codAmountPaise: codAmountPaiseOf(order),
      totalPaise: order.totalPaise,
      customer: {
        name: fullName(customer?.firstName, customer?.lastName) || address.fullName,
        email: customer?.email ?? '',
        phone: customer?.phone ?? null,
      },
      address: {
        name: address.fullName,
        line1: address.addressLine1,
        line2: address.addressLine2,
        city: address.city,
        state: address.state,
        pincode: address.zipCode,
        phone: address.phoneNumber,
      },
      items: items.map((item) => ({
        name: item.productName,
        sku: item.productSku,
        units: item.quantity,
        unitPricePaise: item.unitPricePaise,
        hsn: item.hsnCode || null,
      })),
      weightGrams: Math.max(weightGrams, 1),
    };
  });
}
