import { z } from 'zod';
import {
  concentrationSchema,
  genderSchema,
  metalSchema,
  occasionSchema,
  productSchema,
  puritySchema,
} from './catalog.js';
import { pageQuerySchema } from './pagination.js';
import { productVariantSchema } from './variants.js';
import { idText, optionalQueryText, recordId, text } from './primitives.js';
import {
  ADMIN_PRODUCT_SORTS,
  HALLMARK_HUID_PATTERN,
  HSN_CODE_PATTERN,
  isPurityOfMetal,
  PRODUCT_IMAGES_MAX,
  PRODUCT_STOCK_MAX,
  purityLabel,
  STOCK_FILTERS,
  STOCK_MOVEMENT_REASONS,
} from './product-attributes.js';
import {
  imagePublicIdField,
  rupeesField,
  skuSchema,
  stockQuantityField,
  weightGramsField,
} from './product-fields.js';

/** Optional text a form may leave blank: blank and null both mean "none". */
const optionalText = (label: string, max: number) =>
  text({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Optional coded text (upper-cased) matching `pattern`; blank and null both mean "none". */
const patternText = (label: string, pattern: RegExp, message: string) =>
  text({ error: `${label} must be text.` })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || pattern.test(value), message)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const note = text({ error: 'A note must be text.' })
  .trim()
  .min(1, 'A note must not be blank.')
  .max(40, 'A note must be at most 40 characters.');
const noteList = (label: string) =>
  z.array(note, { error: `${label} notes must be a list.` }).max(12, `At most 12 ${label} notes.`);

export const notesPyramidInputSchema = z.object({
  top: noteList('top'),
  heart: noteList('heart'),
  base: noteList('base'),
});

const imagePublicId = imagePublicIdField;

/** Every field an admin writes; create needs the first six, update takes any of them. */
const productFields = z.object({
  name: text({ error: 'Name must be text.' })
    .trim()
    .min(1, 'Name is required.')
    .max(120, 'Name must be at most 120 characters.'),
  sku: skuSchema,
  price: rupeesField('Price'),
  description: text({ error: 'Description must be text.' })
    .trim()
    .min(1, 'Description is required.')
    .max(5000, 'Description must be at most 5000 characters.'),
  shortDescription: text({ error: 'Short description must be text.' })
    .trim()
    .min(1, 'Short description is required.')
    .max(300, 'Short description must be at most 300 characters.'),
  categoryId: recordId('Choose a category.'),
  salePrice: rupeesField('Sale price').nullish(),
  size: optionalText('Size', 60),
  dimensions: optionalText('Dimensions', 120),
  gender: genderSchema.nullish(),
  occasions: z
    .array(occasionSchema)
    .max(5)
    .refine((list) => new Set(list).size === list.length, 'An occasion is listed twice.')
    .optional(),
  /** Top, heart and base notes; `notes` is then derived from them. */
  notesPyramid: notesPyramidInputSchema.nullish(),
  /** A flat list of notes, read only when there is no pyramid. */
  notes: z.array(note).max(30, 'At most 30 notes.').optional(),
  concentration: concentrationSchema.nullish(),
  metal: metalSchema.nullish(),
  purity: puritySchema.nullish(),
  weightGrams: weightGramsField.nullish(),
  hallmarkHuid: patternText(
    'HUID',
    HALLMARK_HUID_PATTERN,
    'A BIS hallmark HUID is exactly 6 letters or digits.',
  ),
  hsnCode: patternText('HSN code', HSN_CODE_PATTERN, 'An HSN code is 4, 6 or 8 digits.'),
  isFeatured: z.boolean({ error: 'Featured must be true or false.' }).optional(),
  stockQuantity: stockQuantityField.optional(),
  /** Uploaded images (POST /api/upload/images) in display order. */
  imagePublicIds: z
    .array(imagePublicId)
    .max(PRODUCT_IMAGES_MAX, `At most ${PRODUCT_IMAGES_MAX} images.`)
    .refine((list) => new Set(list).size === list.length, 'An image is listed twice.')
    .optional(),
  /** One of `imagePublicIds`; the first image when not given. */
  primaryPublicId: imagePublicId.nullish(),
});

type ProductFieldsInput = Partial<z.output<typeof productFields>>;

/** The rules between fields, checked where both are in the body (the server checks again). */
function checkFieldPairs(value: ProductFieldsInput, ctx: z.RefinementCtx) {
  if (value.price !== undefined && value.salePrice != null && value.salePrice >= value.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['salePrice'],
      message: 'Sale price must be below the price.',
    });
  }
  if (value.metal && value.purity && !isPurityOfMetal(value.metal, value.purity)) {
    ctx.addIssue({
      code: 'custom',
      path: ['purity'],
      message: `${purityLabel(value.purity)} is not a purity of ${value.metal.toLowerCase().replace('_', ' ')}.`,
    });
  }
  if (
    value.primaryPublicId &&
    value.imagePublicIds &&
    !value.imagePublicIds.includes(value.primaryPublicId)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['primaryPublicId'],
      message: 'The primary image must be one of the product images.',
    });
  }
}

/** POST /api/products/products. */
export const createProductSchema = productFields.superRefine(checkFieldPairs);
export type CreateProductPayload = z.input<typeof createProductSchema>;
export type CreateProductInput = z.output<typeof createProductSchema>;

/** PUT /api/products/update/{id}: only the fields sent change; null clears an optional one. */
export const updateProductSchema = productFields.partial().superRefine(checkFieldPairs);
export type UpdateProductPayload = z.input<typeof updateProductSchema>;
export type UpdateProductInput = z.output<typeof updateProductSchema>;

/** A product as the admin reads it: live or deleted, with when it last changed. */
export const adminProductSchema = productSchema.extend({
  updatedAt: z.string(),
  /** One of its variants at or below the store's low-stock threshold (a setting), out of stock included. */
  lowStock: z.boolean(),
  /** Every live variant, in display order, each with its own stock. */
  variants: z.array(productVariantSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'Use true or false.' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/**
 * GET /api/admin/products: live products for the admin table. `search` matches name or SKU;
 * `stock=low` is at or below the low-stock threshold setting (out of stock included), `out` is 0, `in`
 * above 0. Newest first unless `sort` says otherwise.
 */
export const adminProductListQuerySchema = pageQuerySchema.extend({
  search: optionalQueryText(100),
  category: optionalQueryText(12).pipe(idText('No such category.').optional()),
  stock: z.enum(STOCK_FILTERS, { error: 'Use in, low or out.' }).optional(),
  featured: booleanQuery,
  sort: z.enum(ADMIN_PRODUCT_SORTS).optional(),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** GET /api/products/get/deleted: deleted products, most recently deleted first. */
export const deletedProductListQuerySchema = pageQuerySchema.extend({
  search: optionalQueryText(100),
});
export type DeletedProductListQuery = z.output<typeof deletedProductListQuerySchema>;

export const stockMovementReasonSchema = z.enum(STOCK_MOVEMENT_REASONS);

/** POST /api/admin/products/{id}/stock: units received (positive) or written off (negative). */
export const stockAdjustmentSchema = z.object({
  delta: z
    .number({ error: 'Change must be a whole number of units.' })
    .int('Change must be a whole number of units.')
    .min(
      -PRODUCT_STOCK_MAX,
      `Change must be between -${PRODUCT_STOCK_MAX} and ${PRODUCT_STOCK_MAX}.`,
    )
    .max(
      PRODUCT_STOCK_MAX,
      `Change must be between -${PRODUCT_STOCK_MAX} and ${PRODUCT_STOCK_MAX}.`,
    )
    .refine((value) => value !== 0, 'Change the stock by at least one unit.'),
  note: optionalText('Note', 200),
  /** The variant whose stock changes (one of the product's); its default variant when left out. */
  variantId: z.number({ error: 'A variant id must be a number.' }).int().positive().optional(),
});
export type StockAdjustmentPayload = z.input<typeof stockAdjustmentSchema>;

/** Who did something: an admin, or null for the store itself (an order taking stock). */
export const actorSchema = z
  .object({ id: z.number().int().nullable(), email: z.string().nullable() })
  .nullable();

/** One change of a product's stock, as the ledger keeps it. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The variant whose stock changed, and its SKU. */
  variantId: z.number().int(),
  sku: z.string(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: stockMovementReasonSchema,
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  actor: actorSchema,
  note: z.string().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** One entry of GET /api/product-history/{id}: every changed field before and after. */
export const productHistoryEntrySchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** One of PRODUCT_HISTORY_ACTIONS (other modules may add their own, e.g. PURGE). */
  action: z.string(),
  at: z.string(),
  actor: actorSchema,
  reason: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type ProductHistoryEntry = z.infer<typeof productHistoryEntrySchema>;

/** POST /api/product-history/{id}/restore/{entryId}. */
export const productHistoryRestoreParamsSchema = z.object({ id: idText(), entryId: idText() });
