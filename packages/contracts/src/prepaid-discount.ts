import { z } from 'zod';
import { groupIndianDigits } from './money.js';
import { wholeNumber } from './primitives.js';

// What paying online takes off an order (docs/payments.md, "Prepaid discount"): the setting's
// bounds, the admin's form, and the rule the quote applies. The stored value is the
// `prepaid_discount` key of STORE_SETTINGS (settings.ts).

export const PREPAID_DISCOUNT_KINDS = ['none', 'amount', 'percent'] as const;
export type PrepaidDiscountKind = (typeof PREPAID_DISCOUNT_KINDS)[number];
export const PREPAID_DISCOUNT_MAX_RUPEES = 10_000;
export const PREPAID_DISCOUNT_MAX_PERCENT = 50;

const PREPAID_AMOUNT_MESSAGE = `The amount must be a whole number of rupees from 1 to ${groupIndianDigits(PREPAID_DISCOUNT_MAX_RUPEES)}.`;
const PREPAID_PERCENT_MESSAGE = `The percentage must be a whole number from 1 to ${PREPAID_DISCOUNT_MAX_PERCENT}.`;

/**
 * PUT /api/admin/settings/prepaid-discount: the kind, and the figure of that kind (the other
 * may be 0; it is kept for when the kind is switched back).
 */
export const prepaidDiscountSettingsSchema = /* @__PURE__ */ z
  .object({
    kind: z.enum(PREPAID_DISCOUNT_KINDS, {
      error: 'kind must be none, amount or percent.',
    }),
    amount: wholeNumber(PREPAID_AMOUNT_MESSAGE, 0, PREPAID_DISCOUNT_MAX_RUPEES),
    percent: wholeNumber(PREPAID_PERCENT_MESSAGE, 0, PREPAID_DISCOUNT_MAX_PERCENT),
  })
  .superRefine((value, context) => {
    if (value.kind === 'amount' && value.amount === 0) {
      context.addIssue({ code: 'custom', path: ['amount'], message: PREPAID_AMOUNT_MESSAGE });
    }
    if (value.kind === 'percent' && value.percent === 0) {
      context.addIssue({ code: 'custom', path: ['percent'], message: PREPAID_PERCENT_MESSAGE });
    }
  });
export type PrepaidDiscountSettings = z.infer<typeof prepaidDiscountSettingsSchema>;

/**
 * What paying online takes off goods worth `goodsPaise` (after any promo code): whole rupees,
 * never more than the goods.
 */
export function prepaidDiscountPaise(
  setting: { kind: PrepaidDiscountKind; paise: number; percent: number },
  goodsPaise: number,
): number {
  if (goodsPaise <= 0) return 0;
  if (setting.kind === 'amount') return Math.min(setting.paise, Math.floor(goodsPaise / 100) * 100);
  if (setting.kind === 'percent') {
    return Math.floor((goodsPaise * setting.percent) / 100 / 100) * 100;
  }
  return 0;
}
