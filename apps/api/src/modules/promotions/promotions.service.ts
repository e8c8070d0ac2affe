import { ORDER_MESSAGES } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PromotionRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import * as repo from './promotions.repository.js';

/** A cart line as promotions see it: the unit price charged and how many units. */
export interface PromoLine {
  productId: number;
  unitPricePaise: number;
  quantity: number;
}

export type PromoProblem = 'INVALID' | 'ALREADY_USED' | 'NOT_APPLICABLE';

export interface PromoOutcome {
  code: string | null;
  applied: boolean;
  /** Discount per product id, in paise; empty when nothing applies. */
  lineDiscounts: Map<number, number>;
  problem: PromoProblem | null;
  /** Why the code was not applied, in words for the shopper. */
  message: string | null;
  oncePerCustomer: boolean;
}

const NO_PROMO: PromoOutcome = {
  code: null,
  applied: false,
  lineDiscounts: new Map(),
  problem: null,
  message: null,
  oncePerCustomer: false,
};

function refused(code: string, problem: PromoProblem, message: string): PromoOutcome {
  return { ...NO_PROMO, code, problem, message, lineDiscounts: new Map() };
}

/**
 * In every group of `groupSize` units the cheapest is free: units are ranked from the dearest
 * down, and every `groupSize`-th of them costs nothing. This gives the shopper the cheapest
 * unit of each group formed from the most expensive units first.
 */
function cheapestOfEachGroupFree(lines: PromoLine[], groupSize: number): Map<number, number> {
  const units = lines
    .flatMap((line) => Array.from({ length: line.quantity }, () => line))
    .sort((a, b) => b.unitPricePaise - a.unitPricePaise || a.productId - b.productId);
  const discounts = new Map<number, number>();
  units.forEach((unit, index) => {
    if (index % groupSize !== groupSize - 1) return;
    discounts.set(unit.productId, (discounts.get(unit.productId) ?? 0) + unit.unitPricePaise);
  });
  return discounts;
}

/** Percent off each line, rounded per line, so that the order's discount is the lines' sum. */
function percentOff(lines: PromoLine[], percent: number): Map<number, number> {
  return new Map(
    lines.map((line) => [
      line.productId,
      Math.round((line.unitPricePaise * line.quantity * percent) / 100),
    ]),
  );
}

/** What a promotion takes off these lines (pure: no database). */
export function applyPromotion(promotion: PromotionRow, lines: PromoLine[]): PromoOutcome {
  const code = promotion.code;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (promotion.kind === 'BUY_N_CHEAPEST_FREE' && units < promotion.amount) {
    return refused(code, 'NOT_APPLICABLE', ORDER_MESSAGES.promoNeedsUnits(code, promotion.amount));
  }
  const lineDiscounts =
    promotion.kind === 'PERCENT_OFF'
      ? percentOff(lines, promotion.amount)
      : cheapestOfEachGroupFree(lines, promotion.amount);
  return {
    code,
    applied: true,
    lineDiscounts,
    problem: null,
    message: null,
    oncePerCustomer: promotion.oncePerCustomer,
  };
}

/**
 * Evaluates a promo code for a cart: unknown or inactive codes, a once-per-customer code this
 * customer used already (known only when `userId` is given) and a B2G1 with too few units are
 * reported, not thrown, so that the cart can still show its figures.
 */
export async function evaluatePromoCode(
  db: DbOrTx,
  code: string | null | undefined,
  lines: PromoLine[],
  userId: number | null,
): Promise<PromoOutcome> {
  if (!code) return NO_PROMO;
  const promotion = await repo.findActivePromotion(db, code);
  if (!promotion) return refused(code, 'INVALID', ORDER_MESSAGES.promoInvalid(code));
  if (promotion.oncePerCustomer && userId !== null && (await repo.hasRedeemed(db, code, userId))) {
    return refused(code, 'ALREADY_USED', ORDER_MESSAGES.promoAlreadyUsed(code));
  }
  return applyPromotion(promotion, lines);
}

/** The error an order placement answers for a promo code that does not apply. */
export function promoError(outcome: PromoOutcome): AppError | null {
  if (!outcome.problem || !outcome.code) return null;
  if (outcome.problem === 'ALREADY_USED') {
    return new AppError(409, 'PROMO_ALREADY_USED', outcome.message ?? '', {
      promoCode: outcome.code,
    });
  }
  return new AppError(422, 'PROMO_INVALID', outcome.message ?? '', { promoCode: outcome.code });
}

/**
 * Records the use of a code by an order, in the order's transaction. The partial unique index
 * on once-per-customer codes refuses a second one, even from a concurrent order.
 */
export async function recordRedemption(
  tx: DbOrTx,
  outcome: PromoOutcome,
  userId: number,
  orderId: number,
): Promise<void> {
  if (!outcome.applied || !outcome.code) return;
  try {
    await repo.insertRedemption(tx, {
      promotionCode: outcome.code,
      userId,
      orderId,
      oncePerCustomer: outcome.oncePerCustomer,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'promotion_redemptions_once_per_customer_key')) {
      throw new AppError(409, 'PROMO_ALREADY_USED', ORDER_MESSAGES.promoAlreadyUsed(outcome.code), {
        promoCode: outcome.code,
      });
    }
    throw error;
  }
}

/** A cancelled order gives its code back, so that a once-per-customer code can be used again. */
export async function releaseRedemptions(tx: DbOrTx, orderId: number): Promise<void> {
  await repo.deleteRedemptionsOf(tx, orderId);
}
