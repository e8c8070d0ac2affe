import {
  formatPrice,
  ORDER_MESSAGES,
  paiseToRupees,
  PROMOTION_REFUSALS,
  type PromotionKind,
  type PromotionStatus,
} from '@attar/contracts';
import {
  amountOff,
  buyXGetY,
  eligibleUnits,
  isEligible,
  percentOff,
  type PromotionCartLine,
  type TargetIds,
} from './promotion-discounts.js';

// Which promotions a cart gets and what each takes off (docs/product.md, "Promotions"; decision
// 0063). Pure: the caller reads the promotions, the shopper's facts and the gifts' stock.

/** A promotion as a cart is evaluated against it, with its uses counted now. */
export interface LivePromotion {
  id: number;
  code: string | null;
  title: string;
  kind: PromotionKind;
  percent: number | null;
  amountOffPaise: number | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  giftVariantId: number | null;
  minCartPaise: number | null;
  firstOrderOnly: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  isActive: boolean;
  includes: TargetIds;
  excludes: TargetIds;
  /** It names the customers it is for. */
  forListedCustomers: boolean;
  /** The shopper is one of them (false without a shopper). */
  shopperListed: boolean;
  /** Its redemptions that were not released, in all and by this shopper. */
  uses: number;
  usesByShopper: number;
}

/** The signed-in shopper; null for a guest, who cannot be told from anyone (checked at placing). */
export interface PromotionShopper {
  id: number;
  /** Whether they have an earlier order that was not cancelled. */
  hasEarlierOrder: boolean;
}

/** A promotion's free gift as it can be given now: one unit of the variant. */
export interface GiftOffer {
  name: string;
  unitPricePaise: number;
  /** Live, on a live product, with a unit in stock beyond the cart's own. */
  available: boolean;
}

export type PromoProblem = 'INVALID' | 'ALREADY_USED' | 'NOT_APPLICABLE';

/** A promotion a cart gets, and what it gives. */
export interface AppliedPromotion {
  promotion: LivePromotion;
  /** Taken off each cart line, in the cart's order. */
  lineDiscounts: number[];
  /** Their sum: what it took off the cart's own goods (a gift's price is apart, in `gift`). */
  discountPaise: number;
  freeShipping: boolean;
  gift: GiftOffer | null;
}

/** The code the shopper sent and what became of it. */
export interface CodeOutcome {
  code: string | null;
  applied: boolean;
  problem: PromoProblem | null;
  /** Why it was not applied, in the shopper's words. */
  message: string | null;
}

export interface PromotionsOutcome {
  /** The automatic offers applied: the best discount first, then free shipping and gifts. */
  automatic: AppliedPromotion[];
  /** The code's promotion, when it applied. */
  byCode: AppliedPromotion | null;
  code: CodeOutcome;
}

export interface PromotionsInput {
  lines: PromotionCartLine[];
  shopper: PromotionShopper | null;
  now: Date;
  /** The automatic offers in force and the code's promotion when it exists. */
  promotions: LivePromotion[];
  /** The code sent, as stored (capitals), or null. */
  code: string | null;
  /** Each free-gift promotion's gift, by promotion id. */
  gifts: ReadonlyMap<number, GiftOffer>;
}

/** Where a promotion stands at `now` (PROMOTION_STATUSES). */
export function statusOf(
  promotion: Pick<LivePromotion, 'isActive' | 'startsAt' | 'endsAt' | 'usageLimit' | 'uses'>,
  now: Date,
): PromotionStatus {
  if (!promotion.isActive) return 'OFF';
  if (promotion.endsAt && now >= promotion.endsAt) return 'ENDED';
  if (promotion.startsAt && now < promotion.startsAt) return 'SCHEDULED';
  if (promotion.usageLimit !== null && promotion.uses >= promotion.usageLimit) return 'USED_UP';
  return 'ACTIVE';
}

interface Refusal {
  problem: PromoProblem;
  message: string;
}

const DISCOUNT_KINDS: readonly PromotionKind[] = ['PERCENT_OFF', 'AMOUNT_OFF', 'BUY_X_GET_Y'];

/** Why a promotion does not apply to this cart before any discount, or null when it does. */
function refusalOf(
  promotion: LivePromotion,
  input: PromotionsInput,
  eligible: boolean[],
  subtotalPaise: number,
): Refusal | null {
  const label = promotion.code ?? promotion.title;
  const invalid = (message: string): Refusal => ({ problem: 'INVALID', message });
  const notApplicable = (message: string): Refusal => ({ problem: 'NOT_APPLICABLE', message });
  const status = statusOf(promotion, input.now);
  if (status === 'OFF') return invalid(ORDER_MESSAGES.promoInvalid(label));
  if (status === 'SCHEDULED') return invalid(PROMOTION_REFUSALS.notStarted(label));
  if (status === 'ENDED') return invalid(PROMOTION_REFUSALS.ended(label));
  if (status === 'USED_UP') return invalid(PROMOTION_REFUSALS.usedUp(label));
  const { shopper } = input;
  if (shopper && promotion.forListedCustomers && !promotion.shopperListed) {
    return invalid(PROMOTION_REFUSALS.notForCustomer(label));
  }
  if (shopper && promotion.firstOrderOnly && shopper.hasEarlierOrder) {
    return invalid(PROMOTION_REFUSALS.firstOrderOnly(label));
  }
  if (
    shopper &&
    promotion.perCustomerLimit !== null &&
    promotion.usesByShopper >= promotion.perCustomerLimit
  ) {
    return { problem: 'ALREADY_USED', message: ORDER_MESSAGES.promoAlreadyUsed(label) };
  }
  // A free gift's minimum is the cart after its discounts, checked once those are known.
  if (
    promotion.kind !== 'FREE_GIFT' &&
    promotion.minCartPaise !== null &&
    subtotalPaise < promotion.minCartPaise
  ) {
    return notApplicable(
      PROMOTION_REFUSALS.minCartValue(label, formatPrice(paiseToRupees(promotion.minCartPaise))),
    );
  }
  if (!eligible.some(Boolean)) return notApplicable(PROMOTION_REFUSALS.noEligibleItems(label));
  if (promotion.kind === 'BUY_X_GET_Y') {
    const units = promotion.buyQuantity! + promotion.getQuantity!;
    if (eligibleUnits(input.lines, eligible) < units) {
      return notApplicable(ORDER_MESSAGES.promoNeedsUnits(label, units));
    }
  }
  return null;
}

/** What a discount promotion takes off each line, from the lines' prices so far. */
function lineDiscountsOf(
  promotion: LivePromotion,
  lines: PromotionCartLine[],
  netPaise: number[],
  eligible: boolean[],
): number[] {
  switch (promotion.kind) {
    case 'PERCENT_OFF':
      return percentOff(netPaise, eligible, promotion.percent!);
    case 'AMOUNT_OFF':
      return amountOff(netPaise, eligible, promotion.amountOffPaise!);
    case 'BUY_X_GET_Y':
      return buyXGetY(lines, netPaise, eligible, promotion.buyQuantity!, promotion.getQuantity!);
    default:
      return lines.map(() => 0);
  }
}

function applied(
  promotion: LivePromotion,
  lineDiscounts: number[],
  gift: GiftOffer | null = null,
): AppliedPromotion {
  return {
    promotion,
    lineDiscounts,
    discountPaise: lineDiscounts.reduce((sum, paise) => sum + paise, 0),
    freeShipping: promotion.kind === 'FREE_SHIPPING',
    gift,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The promotions a cart gets (decision 0063): of the automatic offers that apply, the one
 * discount that saves the most (the older on a tie) and every free shipping and free gift; then
 * the code, its discount computed on the lines' prices after the automatic one. A free gift
 * needs the cart after those discounts to reach its minimum, and a unit in stock. An automatic
 * offer that does not apply is left out silently; the code's refusal is reported.
 */
export function evaluatePromotions(input: PromotionsInput): PromotionsOutcome {
  const { lines } = input;
  const basePaise = lines.map((line) => line.unitPricePaise * line.quantity);
  const subtotalPaise = sum(basePaise);
  const eligibleFor = (promotion: LivePromotion) =>
    lines.map((line) => isEligible(line, promotion.includes, promotion.excludes));
  const applies = (promotion: LivePromotion) =>
    refusalOf(promotion, input, eligibleFor(promotion), subtotalPaise) === null;

  const automatic = input.promotions.filter(
    (promotion) => promotion.code === null && applies(promotion),
  );
  const bestDiscount = automatic
    .filter((promotion) => DISCOUNT_KINDS.includes(promotion.kind))
    .map((promotion) =>
      applied(promotion, lineDiscountsOf(promotion, lines, basePaise, eligibleFor(promotion))),
    )
    .filter((offer) => offer.discountPaise > 0)
    .sort((a, b) => b.discountPaise - a.discountPaise || a.promotion.id - b.promotion.id)[0];
  const afterAutomatic = basePaise.map(
    (paise, index) => paise - (bestDiscount?.lineDiscounts[index] ?? 0),
  );

  let code: CodeOutcome = { code: input.code, applied: false, problem: null, message: null };
  let byCode: AppliedPromotion | null = null;
  const refuse = (refusal: Refusal) => {
    code = { ...code, problem: refusal.problem, message: refusal.message };
  };
  const codePromotion = input.code
    ? input.promotions.find((promotion) => promotion.code === input.code)
    : undefined;
  if (input.code && !codePromotion) {
    refuse({ problem: 'INVALID', message: ORDER_MESSAGES.promoInvalid(input.code) });
  } else if (codePromotion) {
    const eligible = eligibleFor(codePromotion);
    const refusal = refusalOf(codePromotion, input, eligible, subtotalPaise);
    if (refusal) refuse(refusal);
    else
      byCode = applied(
        codePromotion,
        lineDiscountsOf(codePromotion, lines, afterAutomatic, eligible),
      );
  }

  // Free gifts last: their minimum is the cart after every discount above.
  const afterDiscountsPaise =
    subtotalPaise - (bestDiscount?.discountPaise ?? 0) - (byCode?.discountPaise ?? 0);
  const giftOf = (promotion: LivePromotion): GiftOffer | Refusal => {
    const label = promotion.code ?? promotion.title;
    if (afterDiscountsPaise < (promotion.minCartPaise ?? 0)) {
      const rupees = formatPrice(paiseToRupees(promotion.minCartPaise!));
      return { problem: 'NOT_APPLICABLE', message: PROMOTION_REFUSALS.minCartValue(label, rupees) };
    }
    const gift = input.gifts.get(promotion.id);
    if (!gift?.available) {
      return { problem: 'NOT_APPLICABLE', message: PROMOTION_REFUSALS.giftOutOfStock(label) };
    }
    return gift;
  };
  const noDiscount = lines.map(() => 0);
  const extras = automatic.flatMap((promotion): AppliedPromotion[] => {
    if (promotion.kind === 'FREE_SHIPPING') return [applied(promotion, noDiscount)];
    if (promotion.kind !== 'FREE_GIFT') return [];
    const gift = giftOf(promotion);
    return 'problem' in gift ? [] : [applied(promotion, noDiscount, gift)];
  });
  if (byCode?.promotion.kind === 'FREE_GIFT') {
    const gift = giftOf(byCode.promotion);
    if ('problem' in gift) {
      refuse(gift);
      byCode = null;
    } else byCode = { ...byCode, gift };
  }
  if (byCode) code = { ...code, applied: true };
  return {
    automatic: bestDiscount ? [bestDiscount, ...extras] : extras,
    byCode,
    code,
  };
}

/** Whether evaluating these promotions needs to know if the shopper ordered before. */
export function needsOrderHistory(promotions: LivePromotion[]): boolean {
  return promotions.some((promotion) => promotion.firstOrderOnly);
}
