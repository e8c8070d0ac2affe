import { z } from 'zod';
import { recordId, text, wholeNumber } from './primitives.js';
import { hasAtMostDecimals } from './product-fields.js';

// Promotions the owner runs (docs/admin-guide.md, "Promotions"; docs/product.md, "Promotions"):
// codes a shopper types and automatic offers (no code). Money in rupees, as every admin call;
// the server keeps paise. Start and end are India clock times, "YYYY-MM-DDTHH:mm".

export const PROMOTION_KINDS = [
  'PERCENT_OFF',
  'AMOUNT_OFF',
  'BUY_X_GET_Y',
  'FREE_SHIPPING',
  'FREE_GIFT',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_KIND_LABELS: Record<PromotionKind, string> = {
  PERCENT_OFF: 'Percentage off',
  AMOUNT_OFF: 'Amount off',
  BUY_X_GET_Y: 'Buy X get Y free',
  FREE_SHIPPING: 'Free shipping',
  FREE_GIFT: 'Free gift above a cart value',
};

/**
 * Where a promotion stands now: OFF (switched off by the admin), SCHEDULED (its start is ahead),
 * ACTIVE, ENDED (its end is past) or USED_UP (its total uses are reached).
 */
export const PROMOTION_STATUSES = ['OFF', 'SCHEDULED', 'ACTIVE', 'ENDED', 'USED_UP'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  OFF: 'Off',
  SCHEDULED: 'Scheduled',
  ACTIVE: 'Active',
  ENDED: 'Ended',
  USED_UP: 'Used up',
};

export const PROMOTION_LIMITS = {
  codeLength: { min: 3, max: 32 },
  titleLength: 80,
  /** Products, categories and variants one list may name. */
  targets: 500,
  customers: 1000,
  buyGetQuantity: 20,
  uses: 1_000_000,
  amountOffRupees: 1_000_000,
  cartValueRupees: 10_000_000,
} as const;

/** A code as stored and typed at checkout: capitals and digits (B2G1, FLAT50, DIWALI20). */
export const PROMOTION_CODE_PATTERN = /^[A-Z0-9]+$/;

/** A wall-clock time in India: "2026-11-12T23:59". */
export const INDIA_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const PROMOTION_MESSAGES = {
  code: `A code is ${PROMOTION_LIMITS.codeLength.min} to ${PROMOTION_LIMITS.codeLength.max} capital letters and digits.`,
  codeTaken: (code: string) => `There is already a promotion with the code ${code}.`,
  title: `Give the promotion a title of 1 to ${PROMOTION_LIMITS.titleLength} characters.`,
  kind: 'Choose what the promotion gives.',
  percent: 'The percentage is a whole number from 1 to 100.',
  amountOff: 'Give the amount off in rupees, more than 0.',
  buyGet: `Buy and get quantities are whole numbers from 1 to ${PROMOTION_LIMITS.buyGetQuantity}.`,
  giftSku: 'Name the SKU of the free gift.',
  giftNeedsMinimum: 'A free gift needs a minimum cart value.',
  minCartValue: 'The minimum cart value is a number of rupees, more than 0.',
  dateTime: 'Use a date and time as YYYY-MM-DDTHH:mm (India time).',
  endBeforeStart: 'The end must be after the start.',
  uses: 'A limit of uses is a whole number of at least 1.',
  tooManyTargets: `A list names at most ${PROMOTION_LIMITS.targets} entries.`,
  tooManyCustomers: `A promotion names at most ${PROMOTION_LIMITS.customers} customers.`,
  includedAndExcluded: 'An entry cannot be both included and excluded.',
  automaticPerCustomer:
    'Uses per customer and first-order-only need a signed-in shopper: automatic offers apply to every cart.',
  usedCannotBeDeleted: 'This promotion has been used: switch it off instead of deleting it.',
} as const;

/** What a shopper reads when a code does not apply (the seeded codes' texts are the spec's). */
export const PROMOTION_REFUSALS = {
  notStarted: (code: string) => `The promo code ${code} is not valid yet.`,
  ended: (code: string) => `The promo code ${code} has expired.`,
  usedUp: (code: string) => `The promo code ${code} has been fully used.`,
  minCartValue: (code: string, rupees: string) =>
    `The promo code ${code} needs a cart of at least ${rupees}.`,
  firstOrderOnly: (code: string) => `The promo code ${code} is for a first order only.`,
  notForCustomer: (code: string) => `The promo code ${code} is not available for your account.`,
  noEligibleItems: (code: string) =>
    `The promo code ${code} does not apply to the items in your cart.`,
  giftOutOfStock: (code: string) => `The free gift of ${code} is out of stock.`,
} as const;

const rupees = (message: string, max: number) =>
  z
    .number({ error: message })
    .positive(message)
    .max(max, message)
    .refine((value) => hasAtMostDecimals(value, 2), 'At most two decimals.');

const indiaDateTime = text({ error: PROMOTION_MESSAGES.dateTime }).regex(
  INDIA_DATE_TIME_PATTERN,
  PROMOTION_MESSAGES.dateTime,
);

const uses = wholeNumber(PROMOTION_MESSAGES.uses, 1, PROMOTION_LIMITS.uses);

const sku = text({ error: PROMOTION_MESSAGES.giftSku }).trim().min(1).max(64);

/** Products, categories and variants (by SKU) a promotion is limited to or leaves out. */
export const promotionTargetsSchema = z.object({
  productIds: z.array(recordId()).max(PROMOTION_LIMITS.targets, PROMOTION_MESSAGES.tooManyTargets),
  categoryIds: z.array(recordId()).max(PROMOTION_LIMITS.targets, PROMOTION_MESSAGES.tooManyTargets),
  variantSkus: z.array(sku).max(PROMOTION_LIMITS.targets, PROMOTION_MESSAGES.tooManyTargets),
});
export type PromotionTargets = z.infer<typeof promotionTargetsSchema>;

export const NO_PROMOTION_TARGETS: PromotionTargets = {
  productIds: [],
  categoryIds: [],
  variantSkus: [],
};

/**
 * A promotion as the admin writes it (POST and PUT /api/admin/promotions). `code: null` makes
 * an automatic offer. Only the field of its kind is read: `percent` (PERCENT_OFF), `amountOff`
 * (AMOUNT_OFF), `buyQuantity` and `getQuantity` (BUY_X_GET_Y), `giftSku` (FREE_GIFT, with a
 * minimum cart value); the others are sent as null.
 */
export const promotionInputSchema = z
  .object({
    code: text({ error: PROMOTION_MESSAGES.code })
      .trim()
      .toUpperCase()
      .min(PROMOTION_LIMITS.codeLength.min, PROMOTION_MESSAGES.code)
      .max(PROMOTION_LIMITS.codeLength.max, PROMOTION_MESSAGES.code)
      .regex(PROMOTION_CODE_PATTERN, PROMOTION_MESSAGES.code)
      .nullable(),
    title: text({ error: PROMOTION_MESSAGES.title })
      .trim()
      .min(1, PROMOTION_MESSAGES.title)
      .max(PROMOTION_LIMITS.titleLength, PROMOTION_MESSAGES.title),
    kind: z.enum(PROMOTION_KINDS, { error: PROMOTION_MESSAGES.kind }),
    percent: wholeNumber(PROMOTION_MESSAGES.percent, 1, 100).nullable(),
    amountOff: rupees(PROMOTION_MESSAGES.amountOff, PROMOTION_LIMITS.amountOffRupees).nullable(),
    buyQuantity: wholeNumber(
      PROMOTION_MESSAGES.buyGet,
      1,
      PROMOTION_LIMITS.buyGetQuantity,
    ).nullable(),
    getQuantity: wholeNumber(
      PROMOTION_MESSAGES.buyGet,
      1,
      PROMOTION_LIMITS.buyGetQuantity,
    ).nullable(),
    giftSku: sku.nullable(),
    minCartValue: rupees(
      PROMOTION_MESSAGES.minCartValue,
      PROMOTION_LIMITS.cartValueRupees,
    ).nullable(),
    includes: promotionTargetsSchema,
    excludes: promotionTargetsSchema,
    firstOrderOnly: z.boolean({ error: 'First order only must be true or false.' }),
    /** Only these customers (by their account's email) may use it; empty: everyone. */
    customerEmails: z
      .array(text().trim().toLowerCase().email('Use a valid email address.').max(254))
      .max(PROMOTION_LIMITS.customers, PROMOTION_MESSAGES.tooManyCustomers),
    usageLimit: uses.nullable(),
    perCustomerLimit: uses.nullable(),
    startsAt: indiaDateTime.nullable(),
    endsAt: indiaDateTime.nullable(),
    isActive: z.boolean({ error: 'Active must be true or false.' }),
  })
  .superRefine((input, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (input.kind === 'PERCENT_OFF')
      need(input.percent !== null, 'percent', PROMOTION_MESSAGES.percent);
    if (input.kind === 'AMOUNT_OFF')
      need(input.amountOff !== null, 'amountOff', PROMOTION_MESSAGES.amountOff);
    if (input.kind === 'BUY_X_GET_Y') {
      need(input.buyQuantity !== null, 'buyQuantity', PROMOTION_MESSAGES.buyGet);
      need(input.getQuantity !== null, 'getQuantity', PROMOTION_MESSAGES.buyGet);
    }
    if (input.kind === 'FREE_GIFT') {
      need(input.giftSku !== null, 'giftSku', PROMOTION_MESSAGES.giftSku);
      need(input.minCartValue !== null, 'minCartValue', PROMOTION_MESSAGES.giftNeedsMinimum);
    }
    if (input.startsAt && input.endsAt)
      need(input.endsAt > input.startsAt, 'endsAt', PROMOTION_MESSAGES.endBeforeStart);
    if (input.code === null) {
      need(
        !input.firstOrderOnly &&
          input.perCustomerLimit === null &&
          input.customerEmails.length === 0,
        'code',
        PROMOTION_MESSAGES.automaticPerCustomer,
      );
    }
    const overlap = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
      a.some((value) => b.includes(value));
    need(
      !overlap(input.includes.productIds, input.excludes.productIds) &&
        !overlap(input.includes.categoryIds, input.excludes.categoryIds) &&
        !overlap(input.includes.variantSkus, input.excludes.variantSkus),
      'excludes',
      PROMOTION_MESSAGES.includedAndExcluded,
    );
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;
export type PromotionPayload = z.input<typeof promotionInputSchema>;

/** A promotion's results, from its redemptions on orders that were not cancelled. */
export interface PromotionStats {
  uses: number;
  /** The total paid for those orders, in rupees. */
  revenue: number;
  /** The discount those orders were given by this promotion, in rupees. */
  discount: number;
}

/** A promotion as GET /api/admin/promotions and /{id} answer it. */
export type Promotion = PromotionInput & {
  id: number;
  status: PromotionStatus;
  stats: PromotionStats;
  /** ISO instant. */
  createdAt: string;
};

/**
 * An offer the product page lists (GET /api/products/{id}/offers): active now, public (no
 * customer list) and applying to this product. `endsAt` in India clock time, or null.
 */
export interface ProductOffer {
  code: string | null;
  title: string;
  endsAt: string | null;
}

/**
 * A promotion a quote or an order applied: a code's or an automatic offer's. `discount` is what
 * it took off the goods in rupees; a free-shipping offer names itself with `freeShipping`, a free
 * gift with the gift's name in `freeGift` (its line is in the lines, its whole price discounted).
 */
export const appliedOfferSchema = z.object({
  code: z.string().nullable(),
  title: z.string(),
  discount: z.number(),
  freeShipping: z.boolean(),
  freeGift: z.string().nullable(),
});
export type AppliedOffer = z.infer<typeof appliedOfferSchema>;
