import { ORDER_MESSAGES, PROMOTION_REFUSALS } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { TargetIds } from './promotion-discounts.js';
import type { CodeOutcome, LivePromotion } from './promotion-rules.js';
import * as repo from './promotions.repository.js';

export {
  evaluatePromotions,
  needsOrderHistory,
  type AppliedPromotion,
  type CodeOutcome,
  type GiftOffer,
  type LivePromotion,
  type PromotionsOutcome,
  type PromotionShopper,
} from './promotion-rules.js';
export type { PromotionCartLine } from './promotion-discounts.js';

/** Splits a promotion's target rows into what it includes and what it excludes. */
export function targetIdsOf(targets: repo.TargetJson[]): {
  includes: TargetIds;
  excludes: TargetIds;
} {
  const side = (excluded: boolean): TargetIds => {
    const rows = targets.filter((target) => target.excluded === excluded);
    const ids = (pick: (row: repo.TargetJson) => number | null) =>
      rows.map(pick).filter((id): id is number => id !== null);
    return {
      productIds: ids((row) => row.productId),
      categoryIds: ids((row) => row.categoryId),
      variantIds: ids((row) => row.variantId),
    };
  };
  return { includes: side(false), excludes: side(true) };
}

/** A free gift a candidate promotion would give: its product and variant, by SKU. */
export interface GiftRef {
  promotionId: number;
  productId: number;
  sku: string;
}

/** What a cart is evaluated against: the promotions and the gifts they name. */
export interface PromotionCandidates {
  promotions: LivePromotion[];
  gifts: GiftRef[];
}

/**
 * The automatic offers in force and the code's promotion (switched-on ones; an unknown or
 * switched-off code is then refused as invalid), with their uses counted now and, for a signed-in
 * shopper, theirs.
 */
export async function promotionCandidates(
  db: DbOrTx,
  code: string | null,
  userId: number | null,
  now: Date,
): Promise<PromotionCandidates> {
  const rows = await repo.candidatePromotions(db, code, userId, now);
  return {
    promotions: rows.map((row) => ({
      ...row.promotion,
      ...targetIdsOf(row.targets),
      forListedCustomers: row.forListedCustomers,
      shopperListed: userId !== null && row.shopperListed,
      uses: row.uses,
      usesByShopper: row.usesByShopper,
    })),
    gifts: rows.flatMap((row) =>
      row.promotion.kind === 'FREE_GIFT' && row.giftProductId !== null && row.giftSku !== null
        ? [{ promotionId: row.promotion.id, productId: row.giftProductId, sku: row.giftSku }]
        : [],
    ),
  };
}

/** The error placing an order answers for a code that was not applied, or null. */
export function promoError(outcome: CodeOutcome): AppError | null {
  if (!outcome.problem || !outcome.code) return null;
  const details = { promoCode: outcome.code };
  if (outcome.problem === 'ALREADY_USED') {
    return new AppError(409, 'PROMO_ALREADY_USED', outcome.message ?? '', details);
  }
  return new AppError(422, 'PROMO_INVALID', outcome.message ?? '', details);
}

/**
 * An automatic offer's limit was reached by another order after the quote was computed: the
 * placement computes the quote again (the offer then left out) rather than give it.
 */
export class OfferUsedUpMeanwhile extends Error {}

/** A promotion an order is given, and what it gave (paise). */
export interface Redemption {
  promotion: Pick<
    LivePromotion,
    'id' | 'code' | 'usageLimit' | 'perCustomerLimit' | 'firstOrderOnly'
  >;
  discountPaise: number;
}

export interface RedemptionContext {
  userId: number;
  orderId: number;
  /** Whether the customer has another order that was not cancelled (asked under the lock). */
  hasOtherOrder: () => Promise<boolean>;
}

function hasLimits(promotion: Redemption['promotion']): boolean {
  return (
    promotion.usageLimit !== null || promotion.perCustomerLimit !== null || promotion.firstOrderOnly
  );
}

/**
 * Records an order's promotions in its transaction, one redemption each. A promotion with a
 * limit is locked first (rows in id order; placement takes them before the stock) and its
 * redemptions counted again, so that concurrent orders cannot pass its total, its per-customer
 * limit or first-order-only together: a code over its limit is refused as the quote would
 * refuse it, an automatic offer throws OfferUsedUpMeanwhile.
 */
export async function recordRedemptions(
  tx: DbOrTx,
  redemptions: Redemption[],
  context: RedemptionContext,
): Promise<void> {
  const limited = redemptions
    .filter((redemption) => hasLimits(redemption.promotion))
    .map((redemption) => redemption.promotion.id);
  if (limited.length > 0) {
    const locked = await repo.lockPromotions(tx, limited);
    const counts = await repo.countRedemptions(tx, limited, context.userId);
    for (const limits of locked) {
      const { promotion } = redemptions.find((entry) => entry.promotion.id === limits.id)!;
      const { uses, usesByUser } = counts.get(limits.id) ?? { uses: 0, usesByUser: 0 };
      const refusal = await refusalUnderLock(limits, uses, usesByUser, promotion.code, context);
      if (refusal) throw refusal;
    }
  }
  await repo.insertRedemptions(
    tx,
    redemptions.map((redemption) => ({
      promotionId: redemption.promotion.id,
      userId: context.userId,
      orderId: context.orderId,
      discountPaise: redemption.discountPaise,
    })),
  );
}

async function refusalUnderLock(
  limits: repo.LockedLimits,
  uses: number,
  usesByUser: number,
  code: string | null,
  context: RedemptionContext,
): Promise<Error | null> {
  const usedUp = limits.usageLimit !== null && uses >= limits.usageLimit;
  if (code === null) return usedUp ? new OfferUsedUpMeanwhile() : null;
  const details = { promoCode: code };
  if (usedUp) return new AppError(422, 'PROMO_INVALID', PROMOTION_REFUSALS.usedUp(code), details);
  if (limits.perCustomerLimit !== null && usesByUser >= limits.perCustomerLimit) {
    return new AppError(409, 'PROMO_ALREADY_USED', ORDER_MESSAGES.promoAlreadyUsed(code), details);
  }
  if (limits.firstOrderOnly && (await context.hasOtherOrder())) {
    return new AppError(422, 'PROMO_INVALID', PROMOTION_REFUSALS.firstOrderOnly(code), details);
  }
  return null;
}

/**
 * A cancelled order gives its promotions back: its redemptions are marked released, kept as
 * the ledger, and count no more towards any limit or result.
 */
export async function releaseRedemptions(tx: DbOrTx, orderId: number): Promise<void> {
  await repo.releaseRedemptionsOf(tx, orderId);
}
