import { z } from 'zod';
import { PRODUCT_PRICE_MAX_RUPEES } from './constants.js';
import { text } from './primitives.js';
import { PRODUCT_STOCK_MAX, PRODUCT_WEIGHT_MAX_GRAMS } from './product-attributes.js';

// The fields a product and each of its variants are written with, one rule each.

/** True when `value` has at most `decimals` digits after the point. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A price in rupees: above 0, within the store's maximum, whole paise. */
export const rupeesField = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees.` })
    .positive(`${label} must be more than 0.`)
    .max(PRODUCT_PRICE_MAX_RUPEES, `${label} must be at most ${PRODUCT_PRICE_MAX_RUPEES} rupees.`)
    .refine(
      (value) => hasAtMostDecimals(value, 2),
      `${label} may have at most two decimals (paise).`,
    );

/** The pattern every SKU follows, a product's or a variant's. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._/-]{1,39}$/;

/** A SKU as typed: trimmed and upper-cased before it is checked. */
export const skuSchema = text({ error: 'SKU must be text.' })
  .trim()
  .toUpperCase()
  .regex(SKU_PATTERN, 'SKU must be 2 to 40 letters, digits, dots, dashes, slashes or underscores.');

/** Units in stock: a whole number from 0 to the store's maximum. */
export const stockQuantityField = z
  .number({ error: 'Stock must be a whole number.' })
  .int('Stock must be a whole number.')
  .min(0, 'Stock cannot be negative.')
  .max(PRODUCT_STOCK_MAX, `Stock must be at most ${PRODUCT_STOCK_MAX}.`);

/** A weight in grams, to the milligram. */
export const weightGramsField = z
  .number({ error: 'Weight must be a number of grams.' })
  .positive('Weight must be more than 0 grams.')
  .max(PRODUCT_WEIGHT_MAX_GRAMS, `Weight must be at most ${PRODUCT_WEIGHT_MAX_GRAMS} grams.`)
  .refine(
    (value) => hasAtMostDecimals(value, 3),
    'Weight may have at most three decimals (milligrams).',
  );

/** An uploaded image's id (POST /api/upload/images). */
export const imagePublicIdField = text({ error: 'An image id must be text.' })
  .trim()
  .min(1, 'An image id must not be blank.')
  .max(100, 'An image id is at most 100 characters.');
