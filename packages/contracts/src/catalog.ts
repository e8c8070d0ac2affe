import { z } from 'zod';
import { productVariantSchema } from './variants.js';
import { productComponentSchema } from './gift-sets.js';
import { optionalQueryText, PG_INTEGER_MAX, text } from './primitives.js';
import {
  FRAGRANCE_FAMILIES,
  GENDERS,
  METALS,
  OCCASIONS,
  PRODUCT_LIST_SORT_ORDERS,
  PRODUCT_PRICE_MAX_RUPEES,
  PRODUCT_TYPES,
  SORT_ORDERS,
} from './constants.js';
import { pageQuerySchema } from './pagination.js';
import { FRAGRANCE_CONCENTRATIONS, PURITIES } from './product-attributes.js';

export const genderSchema = z.enum(GENDERS);
export const occasionSchema = z.enum(OCCASIONS);
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export const sortOrderSchema = z.enum(SORT_ORDERS);
export const productListSortOrderSchema = z.enum(PRODUCT_LIST_SORT_ORDERS);
export const concentrationSchema = z.enum(FRAGRANCE_CONCENTRATIONS);
export const metalSchema = z.enum(METALS);
export const puritySchema = z.enum(PURITIES);
export const fragranceFamilySchema = z.enum(FRAGRANCE_FAMILIES);

/** A fragrance's notes as perfumers describe them: what is smelt first, then, and last. */
export const notesPyramidSchema = z.object({
  top: z.array(z.string()),
  heart: z.array(z.string()),
  base: z.array(z.string()),
});
export type NotesPyramid = z.infer<typeof notesPyramidSchema>;

export const productImageSchema = z.object({
  isPrimary: z.boolean(),
  publicId: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * A product as read (docs/product.md, "Data shapes"), plus the facets the storefront filters by.
 */
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
  /** Every note of the pyramid, top to base, for search and the storefront's note chips. */
  notes: z.array(z.string()),
  notesPyramid: notesPyramidSchema.nullable(),
  concentration: concentrationSchema.nullable(),
  metal: metalSchema.nullable(),
  purity: puritySchema.nullable(),
  weightGrams: z.number().nullable(),
  /** BIS hallmark unique identification of a jewelry piece. */
  hallmarkHuid: z.string().nullable(),
  hsnCode: z.string().nullable(),
  isFeatured: z.boolean(),
  stockQuantity: z.number().int(),
  /** True while the product can be bought: one of its variants in stock, and not deleted. */
  inStock: z.boolean(),
  /** The lowest price a shopper pays for any of its variants ("from ₹X" when they differ). */
  fromPrice: z.number(),
  /** How many variants it is sold in: 1 for a product of one size. */
  variantCount: z.number().int(),
  imageUrls: z.array(z.string()),
  images: z.array(productImageSchema),
  imageUrl: z.string().nullable(),
  /** Mean of the product's review ratings to one decimal, or null before its first review. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
  /** Set when an admin deleted the product (a wishlist still shows it as it was). */
  deletedAt: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/getProduct/{id}: the product (its default variant's fields) and every variant. */
export const productDetailSchema = productSchema.extend({
  variants: z.array(productVariantSchema),
  /** A gift set's components (decision 0060), in display order; empty for any other product. */
  components: z.array(productComponentSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

const PRICE_MESSAGE = `Must be a whole number of rupees from 0 to ${PRODUCT_PRICE_MAX_RUPEES}.`;

/** A price bound in whole rupees, as a query string carries it: digits only, within a product's range. */
const priceQuery = z
  .string({ error: PRICE_MESSAGE })
  .trim()
  .regex(/^\d{1,9}$/, PRICE_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(PRODUCT_PRICE_MAX_RUPEES, PRICE_MESSAGE))
  .optional();

/**
 * The facets both product lists narrow by. A price is the price paid (the sale price when there
 * is one), in whole rupees; `note` matches a note one of whose words begins with it; `family`
 * matches a note of that family (FRAGRANCE_FAMILY_NOTES); `inStock=true` keeps what can be
 * bought, `false` what is sold out.
 */
const productFacetFields = {
  minPrice: priceQuery,
  maxPrice: priceQuery,
  note: optionalQueryText(40),
  family: z.string().trim().toUpperCase().pipe(fragranceFamilySchema).optional(),
  metal: z.string().trim().toUpperCase().pipe(metalSchema).optional(),
  inStock: booleanQuery,
};

/** A lowest price above the highest is refused rather than answered with an empty page. */
function priceRangeInOrder(
  query: { minPrice?: number; maxPrice?: number },
  context: z.RefinementCtx,
): void {
  if (
    query.minPrice !== undefined &&
    query.maxPrice !== undefined &&
    query.minPrice > query.maxPrice
  )
    context.addIssue({
      code: 'custom',
      path: ['minPrice'],
      message: 'The lowest price must not be above the highest.',
    });
}

/**
 * GET /api/products/getAll query. `category` is a category id or slug. Without `sortOrder` the
 * list is in `relevance` order when searching and `featured` order otherwise.
 */
export const productListQuerySchema = pageQuerySchema
  .extend({
    search: optionalQueryText(100),
    category: optionalQueryText(80).refine(
      (value) => value === undefined || !/^\d+$/.test(value) || Number(value) <= PG_INTEGER_MAX,
      'No such category.',
    ),
    sortOrder: productListSortOrderSchema.optional(),
    menuType: optionalQueryText(50),
    isFeatured: booleanQuery,
    gender: z.string().trim().toUpperCase().pipe(genderSchema).optional(),
    occasion: z.string().trim().toUpperCase().pipe(occasionSchema).optional(),
    productType: z.string().trim().toUpperCase().pipe(productTypeSchema).optional(),
    ...productFacetFields,
  })
  .superRefine(priceRangeInOrder);
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The facets of a product list as the API reads them (prices in whole rupees). */
export type ProductFacetQuery = Pick<
  ProductListQuery,
  'minPrice' | 'maxPrice' | 'note' | 'family' | 'metal' | 'inStock'
>;

/** GET /api/products/search query: best match first unless another `sortOrder` is asked. */
export const productSearchQuerySchema = pageQuerySchema
  .extend({
    keyword: text().trim().min(1, 'Enter something to search for').max(100),
    sortOrder: productListSortOrderSchema.optional(),
    gender: z.string().trim().toUpperCase().pipe(genderSchema).optional(),
    occasion: z.string().trim().toUpperCase().pipe(occasionSchema).optional(),
    /**
     * Apply the filters the keyword's words name ("for women", "under 5000": searchFilterWords),
     * unless `false`; a filter also given as a parameter wins over its word.
     */
    filterWords: booleanQuery,
    ...productFacetFields,
  })
  .superRefine(priceRangeInOrder);

/** The best sellers' window: units sold over this many days (docs/product.md, "Search"). */
export const BEST_SELLER_DAYS = 90;

/** GET /api/products/best-sellers?size: how many to list (1 to 24, 8 when left out). */
export const bestSellersQuerySchema = /* @__PURE__ */ z.object({
  size: z.coerce.number().int().min(1).max(24).default(8),
});

/** GET /api/search/did-you-mean: the search that found nothing. */
export const didYouMeanQuerySchema = /* @__PURE__ */ z.object({
  q: text().trim().min(1, 'Enter something to search for').max(100),
});

/** GET /api/search/suggest?q=: what a shopper has typed so far, the last word perhaps half. */
export const searchSuggestQuerySchema = /* @__PURE__ */ z.object({
  q: text().trim().min(1, 'Enter something to search for').max(100),
});

/** How many of each kind the suggestions give at most. */
export const SEARCH_SUGGESTION_LIMITS = { products: 5, categories: 3, notes: 3 } as const;

/** The suggestions for a search being typed (docs/product.md, "Search"). */
export const searchSuggestionsSchema = /* @__PURE__ */ z.object({
  /** The products the search finds so far, best first, with what a line of the list shows. */
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.number(),
      salePrice: z.number().nullable(),
      categoryName: z.string(),
      /** The primary image at the media service's thumb size, or null for a product without one. */
      thumbUrl: z.string().nullable(),
    }),
  ),
  /** Categories whose name matches, by their slug (the /products?menuType= page). */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  /** Notes of the catalogue that match ("rose", "sandalwood"), in lower case as search reads them. */
  notes: z.array(z.string()),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** What a search that found nothing was probably meant to be, or null. */
export const didYouMeanSchema = /* @__PURE__ */ z.object({ suggestion: z.string().nullable() });
export type DidYouMean = z.infer<typeof didYouMeanSchema>;

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
  name: optionalQueryText(100),
});
