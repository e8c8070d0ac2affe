import { z } from 'zod';
import { GENDERS, OCCASIONS, PRODUCT_LIST_SORT_ORDERS, PRODUCT_TYPES, SORT_ORDERS } from './constants.js';
import { pageQuerySchema } from './pagination.js';

export const genderSchema = z.enum(GENDERS);
export const occasionSchema = z.enum(OCCASIONS);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const sortOrderSchema = z.enum(SORT_ORDERS);
export const productListSortOrderSchema = z.enum(PRODUCT_LIST_SORT_ORDERS);

export const productImageSchema = z.object({
  isPrimary: z.boolean(),
  publicId: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product as read (spec section 3), plus the facets the storefront filters by. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  price: z.number(),
  salePrice: z.number().nullable(),
  description: z.string(),
  shortDescription: z.string(),
  size: z.string().nullable(),
  dimensions: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  productType: productTypeSchema,
  gender: genderSchema.nullable(),
  occasions: z.array(occasionSchema),
  notes: z.array(z.string()),
  isFeatured: z.boolean(),
  stockQuantity: z.number().int(),
  inStock: z.boolean(),
  imageUrls: z.array(z.string()),
  images: z.array(productImageSchema),
  imageUrl: z.string().nullable(),
  /** Mean of the product's review ratings to one decimal, or null before its first review. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

/**
 * GET /api/products/getAll query. `category` is a category id or slug. Without `sortOrder` the
 * list is in `relevance` order when searching and `featured` order otherwise.
 */
export const productListQuerySchema = pageQuerySchema.extend({
  search: optionalText(100),
  category: optionalText(80),
  sortOrder: productListSortOrderSchema.optional(),
  menuType: optionalText(50),
  isFeatured: booleanQuery,
  gender: z.string().trim().toUpperCase().pipe(genderSchema).optional(),
  occasion: z.string().trim().toUpperCase().pipe(occasionSchema).optional(),
  productType: z.string().trim().toUpperCase().pipe(productTypeSchema).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** GET /api/products/search query: best match first unless another `sortOrder` is asked. */
export const productSearchQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().min(1, 'Enter something to search for').max(100),
  sortOrder: productListSortOrderSchema.optional(),
});

export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  productType: productTypeSchema,
  imageUrl: z.string().nullable(),
  imageUrls: z.array(z.string()),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export type MenuItem = {
  id: number;
  title: string;
  description: string | null;
  path: string;
  menuType: string | null;
  featured: boolean;
  children: MenuItem[];
};

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    path: z.string(),
    menuType: z.string().nullable(),
    featured: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);

export const menuListQuerySchema = pageQuerySchema.extend({
  name: optionalText(100),
});
