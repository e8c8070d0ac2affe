import type { Promotion, PromotionStatus } from '@attar/contracts';
import type { BadgeTone } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format-money';
import { formatWallClock } from '@/lib/india-wall-clock';

/** The words the list and the form use for a promotion. */

/** "DIWALI20", or "Automatic" for an offer that needs no code. */
export function promotionCodeLabel(promotion: Pick<Promotion, 'code'>): string {
  return promotion.code ?? 'Automatic';
}

type Gives = Pick<
  Promotion,
  'kind' | 'percent' | 'amountOff' | 'buyQuantity' | 'getQuantity' | 'giftSku' | 'minCartValue'
>;

/**
 * What it gives, in words: "20% off", "₹500 off", "Buy 2 get 1", "Free shipping", "Free gift:
 * AH-ROSE-3 above ₹2,999"; any kind with a minimum cart value says so after it.
 */
export function promotionGivesLabel(promotion: Gives): string {
  const gives = {
    PERCENT_OFF: `${promotion.percent ?? 0}% off`,
    AMOUNT_OFF: `${formatMoney(promotion.amountOff ?? 0)} off`,
    BUY_X_GET_Y: `Buy ${promotion.buyQuantity ?? 0} get ${promotion.getQuantity ?? 0}`,
    FREE_SHIPPING: 'Free shipping',
    FREE_GIFT: `Free gift: ${promotion.giftSku ?? ''}`,
  }[promotion.kind];
  return promotion.minCartValue === null
    ? gives
    : `${gives} above ${formatMoney(promotion.minCartValue)}`;
}

/**
 * When it runs, India time: "12 Nov 2026, 00:00 – 14 Nov 2026, 23:59"; "No end" when it has
 * neither start nor end, a start alone running on with no end.
 */
export function promotionWindowLabel(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>): string {
  const { startsAt, endsAt } = promotion;
  if (startsAt && endsAt) return `${formatWallClock(startsAt)} – ${formatWallClock(endsAt)}`;
  if (startsAt) return `${formatWallClock(startsAt)} – No end`;
  if (endsAt) return `Until ${formatWallClock(endsAt)}`;
  return 'No end';
}

/** "3 / 5" against a limit of total uses, "3" without one. */
export function promotionUsesLabel(promotion: Pick<Promotion, 'stats' | 'usageLimit'>): string {
  const uses = promotion.stats.uses.toLocaleString('en-IN');
  return promotion.usageLimit === null
    ? uses
    : `${uses} / ${promotion.usageLimit.toLocaleString('en-IN')}`;
}

export const PROMOTION_STATUS_TONES: Record<PromotionStatus, BadgeTone> = {
  ACTIVE: 'success',
  SCHEDULED: 'blue',
  USED_UP: 'yellow',
  ENDED: 'muted',
  OFF: 'muted',
};
