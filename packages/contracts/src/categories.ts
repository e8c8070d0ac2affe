import { z } from 'zod';
import { categorySchema } from './catalog.js';
import { PRODUCT_TYPES } from './constants.js';
import { PUBLIC_ID_PATTERN } from './media.js';
import { pageQuerySchema } from './pagination.js';
import { optionalQueryText, text } from './primitives.js';

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 500;

const NAME_REQUIRED = 'Enter a name for the category.';
const PRODUCT_TYPE_MESSAGE = `Choose one of ${PRODUCT_TYPES.join(', ')}.`;

const categoryName = text({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(CATEGORY_NAME_MAX, `At most ${CATEGORY_NAME_MAX} characters.`);

const categoryDescription = text({ error: 'Must be text.' })
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, `At most ${CATEGORY_DESCRIPTION_MAX} characters.`);

// A multipart form sends the type as typed; `fragrance` means FRAGRANCE.
const categoryProductType = text({ error: PRODUCT_TYPE_MESSAGE })
  .trim()
  .toUpperCase()
  .pipe(z.enum(PRODUCT_TYPES, { error: PRODUCT_TYPE_MESSAGE }));

/** An image of the media service (POST /api/upload/images); null or blank means "no image". */
const categoryImage = text({ error: 'Must be an image id.' })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(text().regex(PUBLIC_ID_PATTERN, 'Not a valid image id.').nullable());

/**
 * The kind a category gets when none is given: fragrance is what most of the store sells, and
 * the storefront's fragrance page offers FRAGRANCE categories as its families (the jewelry page
 * those of JEWELRY).
 */
export const DEFAULT_CATEGORY_PRODUCT_TYPE = 'FRAGRANCE' satisfies (typeof PRODUCT_TYPES)[number];

/**
 * POST /api/categories/add, as JSON or as a multipart form (fields `name`, `description`,
 * `productType` and an optional file `image`). The slug is derived from the name; without
 * `productType` the category is a FRAGRANCE one.
 */
export const categoryCreateSchema = z.object({
  name: categoryName,
  description: categoryDescription.optional().transform((value) => value ?? ''),
  productType: categoryProductType
    .optional()
    .transform((value) => value ?? DEFAULT_CATEGORY_PRODUCT_TYPE),
  imagePublicId: categoryImage,
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

/**
 * PUT /api/categories/update/{id}, as JSON or as a multipart form (fields `name`,
 * `description`, `productType` and an optional file `image`). Fields left out keep their value;
 * JSON `imagePublicId: null` removes the image. The slug stays as it was, so links keep working.
 */
export const categoryUpdateSchema = z.object({
  name: categoryName.optional(),
  description: categoryDescription.optional(),
  productType: categoryProductType.optional(),
  imagePublicId: categoryImage.optional(),
});
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

/** GET /api/categories/admingetcategory: `search` matches name, slug or description. */
export const adminCategoryQuerySchema = pageQuerySchema.extend({
  search: optionalQueryText(100),
});
export type AdminCategoryQuery = z.infer<typeof adminCategoryQuerySchema>;

/**
 * A category as the admin sees it: the storefront's fields plus its image id, and how many
 * deleted products still point at it (deleting the category removes those for good).
 */
export const adminCategorySchema = categorySchema.extend({
  imagePublicId: z.string().nullable(),
  deletedProductCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
