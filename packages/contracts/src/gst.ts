// GST facts shared by the API, which taxes orders, and the web app, which shows the GST a cart
// contains (docs/decisions/0016 and 0041).
import { z } from 'zod';
import type { ProductType } from './constants.js';
import { calendarDateSchema, text } from './primitives.js';
import { HSN_CODE_PATTERN } from './product-attributes.js';

/** GST's standard rate, the rate of perfume (HSN 3303), in basis points: 1800 is 18%. */
export const STANDARD_GST_RATE_BASIS_POINTS = 1800;

/** The HSN code a product without one of its own is sold under, by product type. */
export const DEFAULT_HSN_BY_PRODUCT_TYPE: Record<ProductType, string> = {
  // Perfumes and toilet waters.
  FRAGRANCE: '3303',
  // Articles of jewellery of precious metal.
  JEWELRY: '7113',
  // The store's gift sets are fragrance sets; a set of another main content sets its own code.
  GIFT_SET: '3303',
};

/** A product's HSN code: its own where an admin set one, else its product type's. */
export function hsnCodeFor(product: { hsnCode: string | null; productType: ProductType }): string {
  const own = product.hsnCode?.trim();
  return own ? own : DEFAULT_HSN_BY_PRODUCT_TYPE[product.productType];
}

/** GST began on this day; no rate can apply before it. */
export const GST_START_DATE = '2017-07-01';

/** A rate in percent (18, 1.5, 0.25) as basis points (1800, 150, 25). */
export function ratePercentToBasisPoints(ratePercent: number): number {
  return Math.round(ratePercent * 100);
}

/** Basis points as a rate in percent: 1800 is 18, 25 is 0.25. */
export function basisPointsToRatePercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * The GST contained in a GST-inclusive amount at a rate: amount x rate / (100 + rate), rounded
 * to the paisa. Computed on whole numbers (basis points), so 0.25% is as exact as 18%.
 */
export function gstIncludedPaise(amountPaise: number, rateBasisPoints: number): number {
  return Math.round((amountPaise * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/**
 * The rate of a composite supply's charges (shipping, the COD fee): the rate of its principal
 * supply, the goods line of the largest taxable value, ties to the higher rate
 * (docs/decisions/0041). A cart without goods lines takes the standard rate.
 */
export function principalSupplyRateBasisPoints(
  lines: readonly { amountPaise: number; gstRateBasisPoints: number }[],
): number {
  let best: { taxablePaise: number; rate: number } | null = null;
  for (const line of lines) {
    const rate = line.gstRateBasisPoints;
    const taxablePaise = line.amountPaise - gstIncludedPaise(line.amountPaise, rate);
    if (
      !best ||
      taxablePaise > best.taxablePaise ||
      (taxablePaise === best.taxablePaise && rate > best.rate)
    )
      best = { taxablePaise, rate };
  }
  return best ? best.rate : STANDARD_GST_RATE_BASIS_POINTS;
}

const HSN_MESSAGE = 'An HSN code is 4, 6 or 8 digits.';

/** The body of POST /api/admin/settings/gst-rates: a rate for an HSN code from a day on. */
export const gstRateCreateSchema = z.object({
  hsnCode: text({ error: 'Enter the HSN code.' }).trim().regex(HSN_CODE_PATTERN, HSN_MESSAGE),
  ratePercent: z
    .number({ error: 'The rate must be a number of percent, like 18 or 1.5.' })
    .min(0, 'The rate must be between 0 and 100 percent.')
    .max(100, 'The rate must be between 0 and 100 percent.')
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'The rate may have at most two decimals, like 0.25.',
    ),
  effectiveFrom: calendarDateSchema.refine(
    (value) => value >= GST_START_DATE,
    'GST began on 1 July 2017: choose that day or a later one.',
  ),
  description: text({ error: 'Enter a description.' })
    .trim()
    .min(1, 'Enter a description, like "Perfumes and toilet waters".')
    .max(200, 'The description must be at most 200 characters.'),
});
export type GstRateCreateInput = z.output<typeof gstRateCreateSchema>;

/** One rate of an HSN code: past (replaced), in force today, or scheduled (from a later day). */
export const gstRateSchema = z.object({
  id: z.number().int(),
  hsnCode: z.string(),
  ratePercent: z.number(),
  /** The first day (India time) it applies, YYYY-MM-DD. */
  effectiveFrom: z.string(),
  description: z.string(),
  status: z.enum(['PAST', 'IN_FORCE', 'SCHEDULED']),
});
export type GstRate = z.infer<typeof gstRateSchema>;

/** An HSN code of the rate table with its rate in force today, its next change and its history. */
export const gstHsnRatesSchema = z.object({
  hsnCode: z.string(),
  /** The description of its latest rate. */
  description: z.string(),
  /** Null while its only rates are scheduled. */
  inForce: gstRateSchema.nullable(),
  /** Rates from a later day, soonest first. */
  scheduled: z.array(gstRateSchema),
  /** Every rate of the code, newest first. */
  rates: z.array(gstRateSchema),
});
export type GstHsnRates = z.infer<typeof gstHsnRatesSchema>;

/** GET /api/admin/settings/gst-rates: every HSN code of the table, in code order. */
export const gstRateTableSchema = z.object({
  /** Today in India time, YYYY-MM-DD: what "in force" and "scheduled" are measured from. */
  today: z.string(),
  items: z.array(gstHsnRatesSchema),
});
export type GstRateTable = z.infer<typeof gstRateTableSchema>;

/** The GST a cart contains at one rate (a quote's `gstBreakdown`, sorted by rate). */
export const gstBreakdownEntrySchema = z.object({
  ratePercent: z.number(),
  gstIncluded: z.number(),
});
export type GstBreakdownEntry = z.infer<typeof gstBreakdownEntrySchema>;

/** What a product form reads under the HSN field when its code has no rate. */
export function hsnWithoutRateMessage(hsnCode: string): string {
  return `HSN ${hsnCode} has no GST rate. Add its rate in Settings > GST rates, or use a listed HSN code.`;
}
