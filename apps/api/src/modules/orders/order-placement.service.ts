import {
  codOverLimitMessage,
  ORDER_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type Order,
  type placeOrderSchema,
  CASH_ON_DELIVERY_METHOD,
  isPayOnDelivery,
  isOnlinePayment,
  formatPrice,
  GIFT_MESSAGES,
  variantLabel,
} from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { OrderAddressSnapshot, ShippingAddressRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { findShippingAddress } from '../addresses/addresses.service.js';
import { computeQuote, toQuoteDto, type QuoteFigures } from '../cart/quote.service.js';
import * as inventory from '../catalog/inventory.service.js';
import { lineName } from '../catalog/variants.service.js';
import { notifyAdmins } from '../notifications/admin-notifications.service.js';
import {
  OfferUsedUpMeanwhile,
  promoError,
  recordRedemptions,
} from '../promotions/promotions.service.js';
import { recordOrderPlaced } from '../saved-carts/saved-carts.service.js';
import { getSettingCached } from '../settings/settings.service.js';
import * as keys from './idempotency.js';

export { idempotencyKeyOf } from './idempotency.js';
import { assembleOrderDto, toOrderDto } from './order-dto.js';
import { orderConfirmationMail } from './order-mail.js';
import { requireCodConfirmation } from './cod-confirmation.service.js';
import { hasOrderedBefore } from './order-queries.service.js';
import * as repo from './orders.repository.js';

export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export interface Customer {
  id: number;
  email: string;
}

export interface PlacementDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The request placing the order: the mail job's logs carry its id. */
  requestId?: string;
}

const yearInIndia = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

/** "AH-2026-": the part of an order number before its sequence, by the year in India time. */
export function orderNumberPrefix(at: Date): string {
  return `AH-${yearInIndia.format(at)}-`;
}

/** "AH-2026-000123": the year in India time and a store-wide sequence number. */
export function formatOrderNumber(sequence: number, at: Date): string {
  return `${orderNumberPrefix(at)}${String(sequence).padStart(6, '0')}`;
}

/** Another request holds the Idempotency-Key: it committed an order with it meanwhile. */
class KeyTakenMeanwhile extends Error {}

/** An automatic offer ran out twice while the order was being placed: the shopper tries again. */
const offerRanOut = () =>
  new AppError(
    409,
    'CONFLICT',
    'An offer on your cart has just run out. Please check your cart and place the order again.',
  );

/** Refuses what cannot be shipped or charged as quoted: delivery, COD, gift wrap, promo, total. */
function checkQuote(figures: QuoteFigures, input: PlaceOrderInput): void {
  const { totalAmount } = input;
  if (!figures.delivery?.available) {
    throw new AppError(422, 'DELIVERY_UNAVAILABLE', ORDER_MESSAGES.deliveryUnavailable, {
      pincode: figures.delivery?.pincode,
    });
  }
  if (
    figures.paymentMethod &&
    isPayOnDelivery(figures.paymentMethod.method) &&
    !figures.delivery.codAvailable
  ) {
    throw new AppError(422, 'PAYMENT_METHOD_UNAVAILABLE', ORDER_MESSAGES.codUnavailable);
  }
  if (
    figures.paymentMethod?.method === CASH_ON_DELIVERY_METHOD &&
    figures.cashOnDelivery.overLimit
  ) {
    throw new AppError(
      422,
      'PAYMENT_METHOD_UNAVAILABLE',
      codOverLimitMessage(paiseToRupees(figures.cashOnDelivery.limitPaise)),
      { codLimit: paiseToRupees(figures.cashOnDelivery.limitPaise) },
    );
  }
  if (input.giftWrap && !figures.giftWrapOffer.offered) {
    throw new AppError(422, 'GIFT_WRAP_UNAVAILABLE', GIFT_MESSAGES.wrapUnavailable);
  }
  const promoProblem = promoError(figures.promo);
  if (promoProblem) throw promoProblem;
  if (rupeesToPaise(totalAmount) !== figures.totalPaise) {
    throw new AppError(409, 'PRICE_CHANGED', ORDER_MESSAGES.priceChanged, {
      quote: toQuoteDto(figures),
    });
  }
}

/** What placing an order writes from: the shipping address, the server's figures, the settings. */
interface CheckedOrder {
  address: ShippingAddressRow;
  figures: QuoteFigures;
  lowStockThreshold: number;
  /** Paid online: how long the order holds its stock while it waits for the payment. */
  holdMinutes: number | null;
  /** The shopper's message for the recipient, null without one. */
  giftMessage: string | null;
}

/**
 * The job that ends an unpaid order's hold (flows/order-payment.flow.ts): named here, defined
 * by the payment flow, which knows the gateway.
 */
export const PAYMENT_HOLD_JOB = 'payment-hold';

function snapshotOf(address: ShippingAddressRow): OrderAddressSnapshot {
  return {
    fullName: address.fullName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country,
    phoneNumber: address.phoneNumber,
  };
}

/**
 * The checked quote of an order, read before its transaction opens. Nothing read here is
 * locked (nor was it when these reads ran inside the transaction, at READ COMMITTED): what must
 * still hold at the commit is enforced by the writes themselves, the stock by its conditional
 * update, a deleted product by the same update, a promotion's limits by its locked row.
 */
async function checkedQuote(
  db: Db,
  customer: Customer,
  input: PlaceOrderInput,
): Promise<CheckedOrder> {
  const [address, lowStockThreshold, hold] = await Promise.all([
    findShippingAddress(db, customer.id, input.shippingAddressId),
    inventory.lowStockThreshold(db),
    getSettingCached(db, 'payment_hold_minutes'),
  ]);
  if (!address) throw notFound('Shipping address');
  const figures = await computeQuote(
    db,
    {
      items: input.items.map((item) => ({ ...item, sku: item.productSku })),
      promoCode: input.promoCode,
      pincode: address.zipCode,
      paymentMethodId: input.paymentMethodId,
      giftWrap: input.giftWrap,
    },
    { id: customer.id, hasOrderedBefore: () => hasOrderedBefore(db, customer.id) },
  );
  checkQuote(figures, input);
  const online = figures.paymentMethod ? isOnlinePayment(figures.paymentMethod.method) : false;
  return {
    address,
    figures,
    lowStockThreshold,
    holdMinutes: online ? hold.minutes : null,
    giftMessage: input.giftMessage,
  };
}

/**
 * The order's rows, first in its transaction: the order with its items, timeline entry and
 * Idempotency-Key (one statement) and the admin notice.
 */
async function writeOrder(
  tx: Tx,
  customer: Customer,
  { address, figures, holdMinutes, giftMessage }: CheckedOrder,
  idempotency: { key: string; bodyHash: string } | null,
): Promise<repo.PlacedOrderRows> {
  const placedAt = new Date();
  const paymentDueAt =
    holdMinutes === null ? null : new Date(placedAt.getTime() + holdMinutes * 60_000);
  const placed = await repo.insertPlacedOrder(tx, {
    order: {
      userId: customer.id,
      paymentMethodId: figures.paymentMethod!.id,
      paymentMethod: figures.paymentMethod!.method,
      paymentMethodName: figures.paymentMethod!.displayName,
      subtotalPaise: figures.subtotalPaise,
      discountPaise: figures.discountPaise,
      offerDiscountPaise: figures.offerDiscountPaise,
      shippingPaise: figures.shippingPaise,
      codFeePaise: figures.codFeePaise,
      prepaidDiscountPaise: figures.prepaidDiscountPaise,
      giftWrapPaise: figures.giftWrapPaise,
      giftMessage,
      totalPaise: figures.totalPaise,
      gstPaise: figures.gstPaise,
      chargesGstRateBasisPoints: figures.chargesGstRateBasisPoints,
      promoCode: figures.promo.applied ? figures.promo.code : null,
      offers: figures.offers.map((offer) => ({
        code: offer.promotion.code,
        title: offer.promotion.title,
        discountPaise: offer.discountPaise,
        freeShipping: offer.freeShipping,
        freeGift: offer.freeGift,
      })),
      shippingAddressId: address.id,
      shippingAddress: snapshotOf(address),
      paymentDueAt,
      createdAt: placedAt,
    },
    orderNumberPrefix: orderNumberPrefix(placedAt),
    items: figures.lines.map((line) => ({
      productId: line.product.id,
      variantId: line.variant.id,
      productName: line.product.name,
      productSku: line.variant.sku,
      size: variantLabel(line.variant) || line.product.dimensions,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      lineTotalPaise: line.lineTotalPaise,
      discountPaise: line.discountPaise,
      prepaidDiscountPaise: line.prepaidDiscountPaise,
      gstPaise: line.gstPaise,
      hsnCode: line.hsnCode,
      gstRateBasisPoints: line.gstRateBasisPoints,
    })),
    idempotency: idempotency && { ...idempotency, forgottenBefore: keys.keysForgottenBefore() },
  });
  if (!placed.keyClaimed) throw new KeyTakenMeanwhile();
  const { order } = placed;
  await notifyAdmins(tx, {
    type: 'NEW_ORDER',
    title: `New order ${order.orderNumber}`,
    message: `${customer.email} ordered ${figures.lines.length} product(s) for ${formatPrice(paiseToRupees(figures.totalPaise))} (${order.paymentMethodName}).`,
    link: `/admin/orders?search=${order.orderNumber}`,
    refId: order.id,
  });
  return placed;
}

/**
 * One redemption per promotion the order was given, after the order's rows and before its
 * stock: a promotion with limits is locked here (rows in id order), then the products' rows,
 * the same order in every placement, so two never wait on each other.
 */
async function redeemPromotions(
  tx: Tx,
  customer: Customer,
  figures: QuoteFigures,
  orderId: number,
): Promise<void> {
  let shippingWaived = figures.shippingWaivedPaise;
  await recordRedemptions(
    tx,
    figures.offers.map((offer) => {
      // The charge a free shipping waived is counted once, on the first such promotion.
      const waived = offer.freeShipping ? shippingWaived : 0;
      if (offer.freeShipping) shippingWaived = 0;
      return { promotion: offer.promotion, discountPaise: offer.discountPaise + waived };
    }),
    {
      userId: customer.id,
      orderId,
      hasOtherOrder: () => hasOrderedBefore(tx, customer.id, orderId),
    },
  );
}

/**
 * The order's stock, last in its transaction: every order of a best seller queues on that
 * product's row, which stays locked from this statement to the commit only.
 */
async function takeStock(
  tx: Tx,
  jobs: JobQueue,
  { figures, lowStockThreshold }: CheckedOrder,
  order: repo.PlacedOrderRows['order'],
): Promise<void> {
  await inventory.takeStockForOrder(
    tx,
    jobs,
    figures.lines.map((line) => ({
      productId: line.product.id,
      variantId: line.variant.id,
      name: lineName(line.product, line.variant),
      sku: line.variant.sku,
      quantity: line.quantity,
    })),
    { id: order.id, orderNumber: order.orderNumber },
    lowStockThreshold,
  );
}

/** The new order as the API answers it, from what was written: no read after the commit. */
function placedOrderDto(
  customer: Customer,
  placed: repo.PlacedOrderRows,
  figures: QuoteFigures,
): Order {
  const imageOf = (productId: number) =>
    figures.lines.find((line) => line.product.id === productId)?.imageUrl ?? null;
  const people = {
    customer: { email: customer.email, ...placed.customer },
    events: [
      {
        status: 'PENDING' as const,
        changedByRole: 'CUSTOMER' as const,
        createdAt: placed.order.createdAt,
        ...placed.customer,
      },
    ],
  };
  return assembleOrderDto(placed.order, placed.items, people, imageOf);
}

async function replayedOrder(db: Db, orderId: number | null): Promise<Order> {
  // The key's row commits with its order, so a visible key always has one.
  const row = orderId === null ? undefined : await repo.findOrder(db, orderId);
  if (!row)
    throw new AppError(409, 'CONFLICT', 'This order is still being placed. Try again in a moment.');
  return toOrderDto(db, row);
}

/**
 * Places an order (docs/product.md, "Order statuses" and "Stock"; docs/decisions/0020): the quote
 * is recomputed from the server's prices and checked (a different total is refused), then one short
 * transaction writes the order, its items, its first timeline entry, the Idempotency-Key, the admin
 * notice and the promo redemption, and takes the stock last. The confirmation mail goes out after
 * the commit; a mail failure is logged, the order stands. `created` is false when an earlier
 * request with the same key and body is answered again: a placement that fails or finds its
 * key taken looks the key up, so a retry answers the first order even where placing it again
 * would now be refused (sold out, price changed).
 */
export async function placeOrder(
  deps: PlacementDeps,
  customer: Customer,
  input: PlaceOrderInput,
  idempotencyKey: string | null,
  attempt = 1,
): Promise<{ created: boolean; order: Order }> {
  const { db } = deps;
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, bodyHash: keys.bodyHashOf(input) }
    : null;
  let order: Order;
  try {
    const [checked, contact] = await Promise.all([
      checkedQuote(db, customer, input),
      // The store's contact details the confirmation is signed with, from the in-process cache.
      getSettingCached(db, 'store_contact'),
    ]);
    order = await db.transaction(async (tx) => {
      const rows = await writeOrder(tx, customer, checked, idempotency);
      // A risky cash-on-delivery order waits for the code its confirmation mail carries.
      const codConfirmation = await requireCodConfirmation(deps, tx, rows.order);
      if (codConfirmation) rows.order = codConfirmation.order;
      const placed = placedOrderDto(customer, rows, checked.figures);
      if (checked.holdMinutes === null) {
        // The confirmation is a job of this transaction: it exists exactly when the order does,
        // and a process dying after the commit leaves it to another (docs/decisions/0023). It is
        // written before the stock is taken, so that composing it holds no product row.
        const mail = orderConfirmationMail(
          customer.email,
          placed,
          deps.publicUrl,
          contact,
          codConfirmation?.code,
        );
        await enqueueMail(deps.jobs, tx, mail, deps.requestId);
      } else {
        // Paid online: the confirmation goes out once the payment is captured; the hold's end
        // is a job of this transaction, so an order never holds stock without one.
        await deps.jobs.enqueue(
          tx,
          PAYMENT_HOLD_JOB,
          { orderId: rows.order.id },
          { requestId: deps.requestId, startAfterSeconds: checked.holdMinutes * 60 },
        );
      }
      await redeemPromotions(tx, customer, checked.figures, rows.order.id);
      // The shopper's saved cart is done with; a reminded one is recorded as recovered.
      await recordOrderPlaced(tx, customer.id, {
        orderId: rows.order.id,
        totalPaise: rows.order.totalPaise,
      });
      await takeStock(tx, deps.jobs, checked, rows.order);
      return placed;
    });
  } catch (caught) {
    // An automatic offer ran out meanwhile: placed again, its quote leaves it out (and the
    // total the shopper confirmed then differs: PRICE_CHANGED with the new quote).
    if (caught instanceof OfferUsedUpMeanwhile && attempt === 1) {
      return placeOrder(deps, customer, input, idempotencyKey, attempt + 1);
    }
    const error = caught instanceof OfferUsedUpMeanwhile ? offerRanOut() : caught;
    const refused = error instanceof AppError || error instanceof KeyTakenMeanwhile;
    if (!idempotency || !refused) throw error;
    const earlier = await keys.orderOfKey(db, customer.id, idempotency.key, idempotency.bodyHash);
    if (earlier === null && error instanceof AppError) throw error;
    return { created: false, order: await replayedOrder(db, earlier) };
  }
  return { created: true, order };
}
