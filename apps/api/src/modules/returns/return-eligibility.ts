import {
  EXCHANGE_PAYMENT_METHOD,
  RETURN_MESSAGES,
  SEALED_ONLY_REASONS,
  type ProductType,
  type ReturnReason,
  type ReturnType,
} from '@attar/contracts';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

// The rules of docs/product.md, "Returns and exchanges", as the store runs them for
// fragrance and jewelry: pure functions, so the eligible-orders list and a submitted request
// can never disagree.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant a request may be made for an order delivered at `deliveredAt`. */
export function returnWindowEnd(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

/** Deliveries at or after this instant are still within the window. */
export function earliestReturnableDelivery(now: Date, windowDays: number): Date {
  return new Date(now.getTime() - windowDays * DAY_MS);
}

/** 409 unless the order is DELIVERED and within its return window. */
export function assertOrderReturnable(order: OrderRow, windowDays: number, now: Date): void {
  if (order.status !== 'DELIVERED' || !order.deliveredAt) {
    throw new AppError(409, 'RETURN_NOT_ELIGIBLE', RETURN_MESSAGES.notDelivered, {
      orderStatus: order.status,
    });
  }
  const windowEnd = returnWindowEnd(order.deliveredAt, windowDays);
  if (now.getTime() > windowEnd.getTime()) {
    throw new AppError(409, 'RETURN_WINDOW_CLOSED', RETURN_MESSAGES.windowOver(windowDays), {
      deliveredDate: order.deliveredAt.toISOString(),
      windowEndsAt: windowEnd.toISOString(),
    });
  }
}

export interface ItemFacts {
  /** Null when the product is gone from the catalogue altogether. */
  productType: ProductType | null;
  /** The line belongs to an exchange's replacement order. */
  fromExchangeOrder: boolean;
  hasBlockingRequest: boolean;
}

export interface ItemEligibility {
  returnEligible: boolean;
  ineligibleReason: string | null;
  exchangeEligible: boolean;
  sealedRuleApplies: boolean;
}

/** Whether the sealed-and-unopened rule governs this kind of product. */
export function sealedRuleApplies(productType: ProductType | null): boolean {
  return productType === 'FRAGRANCE' || productType === 'GIFT_SET';
}

/** What may be asked for one line of a returnable order. */
export function itemEligibility(facts: ItemFacts): ItemEligibility {
  const ineligibleReason = facts.hasBlockingRequest
    ? RETURN_MESSAGES.alreadyRequested
    : facts.fromExchangeOrder
      ? RETURN_MESSAGES.exchangeItem
      : null;
  const returnEligible = ineligibleReason === null;
  return {
    returnEligible,
    ineligibleReason,
    exchangeEligible: returnEligible && facts.productType !== 'GIFT_SET',
    sealedRuleApplies: sealedRuleApplies(facts.productType),
  };
}

export function isExchangeOrder(order: Pick<OrderRow, 'paymentMethod'>): boolean {
  return order.paymentMethod === EXCHANGE_PAYMENT_METHOD;
}

/** 409/422 when the line cannot be asked for in this way, with the rule's message. */
export function assertRequestAllowed(
  facts: ItemFacts,
  request: { type: ReturnType; reason: ReturnReason; unopenedSealed: boolean },
): void {
  const eligibility = itemEligibility(facts);
  if (facts.hasBlockingRequest) {
    throw new AppError(409, 'RETURN_ALREADY_REQUESTED', RETURN_MESSAGES.alreadyRequested);
  }
  if (!eligibility.returnEligible) {
    throw new AppError(409, 'RETURN_NOT_ELIGIBLE', eligibility.ineligibleReason!);
  }
  if (request.type === 'EXCHANGE' && !eligibility.exchangeEligible) {
    throw new AppError(409, 'RETURN_NOT_ELIGIBLE', RETURN_MESSAGES.giftSetNoExchange);
  }
  if (
    eligibility.sealedRuleApplies &&
    SEALED_ONLY_REASONS.includes(request.reason) &&
    !request.unopenedSealed
  ) {
    throw new AppError(422, 'SEALED_CONFIRMATION_REQUIRED', RETURN_MESSAGES.sealedRequired, {
      reason: request.reason,
    });
  }
}
