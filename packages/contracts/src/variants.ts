import { z } from 'zod';
import { text } from './primitives.js';
import {
  imagePublicIdField,
  rupeesField,
  skuSchema,
  stockQuantityField,
  weightGramsField,
} from './product-fields.js';

// Variants (docs/decisions/0057-variants.md): a product is sold as one or more variants, each a
// combination of its options (a fragrance's size; a ring's size and, where it applies, a metal
// colour) with its own SKU, price, sale price, stock and weight. The spec's product fields
// describe the default variant.

/** The most variants one product may have (a ring in twenty sizes and three colours fits). */
export const PRODUCT_VARIANTS_MAX = 80;

/** An option value as typed: "50 ml", "12", "Rose gold". */
export const VARIANT_OPTION_MAX_LENGTH = 40;

/**
 * Indian ring sizes and their inner circumference in millimetres, as Indian jewellers' charts
 * give them (the size guide on a ring's page).
 */
export const INDIAN_RING_SIZES: readonly { size: number; circumferenceMm: number }[] = [
  { size: 1, circumferenceMm: 41.0 },
  { size: 2, circumferenceMm: 41.7 },
  { size: 3, circumferenceMm: 42.9 },
  { size: 4, circumferenceMm: 44.1 },
  { size: 5, circumferenceMm: 44.8 },
  { size: 6, circumferenceMm: 46.1 },
  { size: 7, circumferenceMm: 47.4 },
  { size: 8, circumferenceMm: 48.0 },
  { size: 9, circumferenceMm: 48.7 },
  { size: 10, circumferenceMm: 50.0 },
  { size: 11, circumferenceMm: 51.2 },
  { size: 12, circumferenceMm: 51.9 },
  { size: 13, circumferenceMm: 53.1 },
  { size: 14, circumferenceMm: 54.4 },
  { size: 15, circumferenceMm: 55.1 },
  { size: 16, circumferenceMm: 56.3 },
  { size: 17, circumferenceMm: 57.0 },
  { size: 18, circumferenceMm: 58.3 },
  { size: 19, circumferenceMm: 58.9 },
  { size: 20, circumferenceMm: 60.2 },
];

/** One variant of a product, as read by the storefront and the admin. */
export const productVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  /** "50 ml", "12": the size option's value, null for a product without sizes. */
  size: z.string().nullable(),
  /** "Rose gold": the metal colour option's value, null where it does not apply. */
  colour: z.string().nullable(),
  price: z.number(),
  salePrice: z.number().nullable(),
  stockQuantity: z.number().int(),
  /** True while this variant can be bought. */
  inStock: z.boolean(),
  weightGrams: z.number().nullable(),
  /** One of the product's images, shown first when this variant is chosen. */
  imagePublicId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isDefault: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

const optionValue = (label: string) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(
      VARIANT_OPTION_MAX_LENGTH,
      `${label} must be at most ${VARIANT_OPTION_MAX_LENGTH} characters.`,
    )
    .nullish()
    .transform((value) => value || null);

/** One variant as the admin writes it; an `id` keeps an existing variant, none adds one. */
export const variantInputSchema = z
  .object({
    id: z.number({ error: 'A variant id must be a number.' }).int().positive().nullish(),
    sku: skuSchema,
    size: optionValue('Size'),
    colour: optionValue('Colour'),
    price: rupeesField('Price'),
    salePrice: rupeesField('Sale price').nullish(),
    /**
     * Sets the variant's stock; absent keeps it (a new variant starts at 0), so that a form
     * saved after orders took units does not put them back.
     */
    stockQuantity: stockQuantityField.optional(),
    weightGrams: weightGramsField.nullish(),
    imagePublicId: imagePublicIdField.nullish(),
    isDefault: z.boolean({ error: 'Default must be true or false.' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.salePrice != null && value.salePrice >= value.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['salePrice'],
        message: 'Sale price must be below the price.',
      });
    }
  });
export type VariantInput = z.output<typeof variantInputSchema>;
export type VariantPayload = z.input<typeof variantInputSchema>;

/** How a variant is named to a shopper and in the admin: "50 ml", "12 · Rose gold". */
export function variantLabel(variant: { size: string | null; colour: string | null }): string {
  return [variant.size, variant.colour].filter(Boolean).join(' · ');
}

function optionKey(variant: { size: string | null; colour: string | null }): string {
  return `${(variant.size ?? '').toLowerCase()}\u0000${(variant.colour ?? '').toLowerCase()}`;
}

/**
 * PUT /api/admin/products/{id}/variants: the product's whole set of variants. Those listed with
 * an id are changed, those without one are added, and those left out are removed (kept for the
 * orders and ledger that name them). Exactly one is the default; no two share a SKU or the same
 * options; a product of several variants names an option on each.
 */
export const replaceVariantsSchema = z
  .object({
    variants: z
      .array(variantInputSchema, { error: 'Variants must be a list.' })
      .min(1, 'A product needs at least one variant.')
      .max(PRODUCT_VARIANTS_MAX, `At most ${PRODUCT_VARIANTS_MAX} variants.`),
  })
  .superRefine(({ variants }, ctx) => {
    const defaults = variants.filter((variant) => variant.isDefault).length;
    if (variants.length > 1 && defaults !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'Choose exactly one default variant.',
      });
    }
    const skus = new Set<string>();
    const options = new Set<string>();
    const ids = new Set<number>();
    variants.forEach((variant, index) => {
      if (skus.has(variant.sku)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: `SKU ${variant.sku} is used by two variants.`,
        });
      }
      skus.add(variant.sku);
      if (variants.length > 1 && !variant.size && !variant.colour) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'size'],
          message: 'Give each variant a size or a colour.',
        });
      }
      const key = optionKey(variant);
      if (options.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'size'],
          message: `Two variants are both ${variantLabel(variant) || 'without options'}.`,
        });
      }
      options.add(key);
      if (variant.id != null) {
        if (ids.has(variant.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['variants', index, 'id'],
            message: 'A variant is listed twice.',
          });
        }
        ids.add(variant.id);
      }
    });
  });
export type ReplaceVariantsPayload = z.input<typeof replaceVariantsSchema>;
export type ReplaceVariantsInput = z.output<typeof replaceVariantsSchema>;
