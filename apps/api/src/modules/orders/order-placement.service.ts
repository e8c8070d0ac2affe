import {
  codOverLimitMessage,
  gstIncludedPaise,
  ORDER_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type Order,
  type placeOrderSchema, CASH_ON_DELIVERY_METHOD, isPayOnDelivery, formatRupees } from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { findAddress } from '../addresses/addresses.repository.js';
import { computeQuote, toQuoteDto, type QuoteFigures } from '../cart/quote.service.js';
import * as inventory from '../catalog/inventory.service.js';
import { notifyAdmins } from '../notifications/admin-notifications.service.js';
import { promoError, recordRedemption } from '../promotions/promotions.service.js';
import * as keys from './idempotency.js';
import { toOrderDto } from './order-dto.js';
import { orderConfirmationMail } from './order-mail.js';
import * as repo from './orders.repository.js';

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export interface Customer {
  id: number;
  email: string;
}

export interface PlacementDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const yearInIndia = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

/** "AH-2026-000123": the year in India time and a store-wide sequence number. */
export function formatOrderNumber(sequence: number, at: Date): string {
  return `AH-${yearInIndia.format(at)}-${String(sequence).padStart(6, '0')}`;
}

/** A concurrent request with the same Idempotency-Key committed first. */
class KeyTakenMeanwhile extends Error {}

/** Refuses what cannot be shipped or charged as quoted: delivery, COD, promo, total. */
function checkQuote(figures: QuoteFigures, totalAmount: number): void {
  if (!figures.delivery?.available) {
    throw new AppError(422, 'DELIVERY_UNAVAILABLE', ORDER_MESSAGES.deliveryUnavailable, {
      pincode: figures.delivery?.pincode,
    });
  }
  if (figures.paymentMethod && isPayOnDelivery(figures.paymentMethod.method) && !figures.delivery.codAvailable) {
    throw new AppError(422, 'PAYMENT_METHOD_UNAVAILABLE', ORDER_MESSAGES.codUnavailable);
  }
  if (figures.paymentMethod?.method === CASH_ON_DELIVERY_METHOD && figures.cashOnDelivery.overLimit) {
    throw new AppError(
      422,
      'PAYMENT_METHOD_UNAVAILABLE',
      codOverLimitMessage(paiseToRupees(figures.cashOnDelivery.limitPaise)),
      { codLimit: paiseToRupees(figures.cashOnDelivery.limitPaise) },
    );
  }
  const promoProblem = promoError(figures.promo);
  if (promoProblem) throw promoProblem;
  if (rupeesToPaise(totalAmount) !== figures.totalPaise) {
    throw new AppError(409, 'PRICE_CHANGED', ORDER_MESSAGES.priceChanged, {
      quote: toQuoteDto(figures),
    });
  }
}

async function writeOrder(
  tx: Tx,
  customer: Customer,
  input: PlaceOrderInput,
  idempotency: { key: string; bodyHash: string } | null,
): Promise<OrderRow> {
  if (idempotency && !(await keys.claimKey(tx, customer.id, idempotency.key, idempotency.bodyHash))) {
    throw new KeyTakenMeanwhile();
  }
  const address = await findAddress(tx, customer.id, input.shippingAddressId);
  if (!address) throw notFound('Shipping address');
  const figures = await computeQuote(
    tx,
    {
      items: input.items,
      promoCode: input.promoCode,
      pincode: address.zipCode,
      paymentMethodId: input.paymentMethodId,
    },
    customer.id,
  );
  checkQuote(figures, input.totalAmount);
  const taken = await inventory.takeStockForOrder(
    tx,
    figures.lines.map((line) => ({
      productId: line.product.id,
      name: line.product.name,
      sku: line.product.sku,
      quantity: line.quantity,
    })),
  );

  const placedAt = new Date();
  const order = await repo.insertOrder(tx, {
    orderNumber: formatOrderNumber(await repo.nextOrderNumber(tx), placedAt),
    userId: customer.id,
    paymentMethodId: figures.paymentMethod!.id,
    paymentMethod: figures.paymentMethod!.method,
    paymentMethodName: figures.paymentMethod!.displayName,
    subtotalPaise: figures.subtotalPaise,
    discountPaise: figures.discountPaise,
    shippingPaise: figures.shippingPaise,
    codFeePaise: figures.codFeePaise,
    totalPaise: figures.totalPaise,
    gstPaise: figures.gstPaise,
    promoCode: figures.promo.applied ? figures.promo.code : null,
    shippingAddressId: address.id,
    shippingAddress: {
      fullName: address.fullName,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      country: address.country,
      phoneNumber: address.phoneNumber,
    },
    createdAt: placedAt,
    updatedAt: placedAt,
  });
  await inventory.recordOrderStockTake(tx, taken, { id: order.id, orderNumber: order.orderNumber });
  await repo.insertItems(
    tx,
    figures.lines.map((line) => ({
      orderId: order.id,
      productId: line.product.id,
      productName: line.product.name,
      productSku: line.product.sku,
      size: line.product.size ?? line.product.dimensions,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
      discountPaise: line.discountPaise,
      gstPaise: gstIncludedPaise(line.lineTotalPaise - line.discountPaise),
    })),
  );
  await repo.insertEvent(tx, {
    orderId: order.id,
    status: 'PENDING',
    changedBy: customer.id,
    changedByRole: 'CUSTOMER',
    createdAt: placedAt,
  });
  await recordRedemption(tx, figures.promo, customer.id, order.id);
  if (idempotency) await keys.attachOrder(tx, customer.id, idempotency.key, order.id);
  await notifyAdmins(tx, {
    type: 'NEW_ORDER',
    title: `New order ${order.orderNumber}`,
    message: `${customer.email} ordered ${figures.lines.length} product(s) for ${formatRupees(paiseToRupees(figures.totalPaise))} (${order.paymentMethodName}).`,
    link: `/admin/orders?search=${order.orderNumber}`,
    refId: order.id,
  });
  return order;
}

async function replayedOrder(db: Db, orderId: number | null): Promise<Order> {
  // The key's row commits with its order, so a visible key always has one.
  const row = orderId === null ? undefined : await repo.findOrder(db, orderId);
  if (!row) throw new AppError(409, 'CONFLICT', 'This order is still being placed. Try again in a moment.');
  return toOrderDto(db, row);
}

/**
 * Places an order (ARCHITECTURE section 6): one transaction recomputes the quote from the
 * server's prices, refuses a different total, takes the stock, writes the order, its items,
 * its first timeline entry, the promo redemption, the Idempotency-Key and the admin notice.
 * The confirmation mail goes out after the commit; a mail failure is logged, the order stands.
 * `created` is false when an earlier request with the same key and body is answered again.
 */
export async function placeOrder(
  deps: PlacementDeps,
  customer: Customer,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
): Promise<{ created: boolean; order: Order }> {
  const { db } = deps;
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, bodyHash: keys.bodyHashOf(input) }
    : null;
  if (idempotency) {
    await keys.forgetExpiredKey(db, customer.id, idempotency.key);
    const earlier = await keys.orderOfKey(db, customer.id, idempotency.key, idempotency.bodyHash);
    if (earlier !== null) return { created: false, order: await replayedOrder(db, earlier) };
  }
  let row: OrderRow;
  try {
    row = await db.transaction((tx) => writeOrder(tx, customer, input, idempotency));
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile) || !idempotency) throw error;
    const earlier = await keys.orderOfKey(db, customer.id, idempotency.key, idempotency.bodyHash);
    return { created: false, order: await replayedOrder(db, earlier) };
  }
  const order = await toOrderDto(db, row);
  deps.mailer
    .send(orderConfirmationMail(customer.email, order, deps.publicUrl))
    .catch((error: unknown) => {
      deps.log.error({ err: error, orderNumber: order.orderNumber }, 'order confirmation mail failed');
    });
  return { created: true, order };
}
