import {
  FRAGRANCE_FAMILY_NOTES,
  GENDERS,
  mediaUrl,
  OCCASIONS,
  PRODUCT_TYPES,
  rupeesToPaise,
  toPage,
  type Category,
  type Page,
  type PageQuery,
  type Product,
  type ProductFacetQuery,
  type ProductListQuery,
  type ProductListSortOrder,
  type DidYouMean,
  productSearchQuerySchema,
  type SearchSuggestions,
  SEARCH_STOPWORDS,
  searchFilterWords,
  searchWordsOf,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import * as categoriesRepo from './categories.repository.js';
import { ratingSummary, toCategoryDto, toProductDto } from './product-dto.js';
import * as productsRepo from './products.repository.js';
import type { ProductFilter, ProductWithImages } from './products.repository.js';
import { searchLexicon, suggestedSearch } from './search-lexicon.js';
import { searchSuggestions } from './search-suggestions.js';

export type { ProductWithImages };

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * A menu item's menuType names what it shows: a gender, a product type, an occasion,
 * FEATURED, or else a category slug.
 */
export function filterForMenuType(menuType: string): ProductFilter {
  const upper = menuType.toUpperCase();
  if (includes(GENDERS, upper)) return { gender: upper };
  if (includes(PRODUCT_TYPES, upper)) return { productType: upper };
  if (includes(OCCASIONS, upper)) return { occasion: upper };
  if (upper === 'FEATURED') return { isFeatured: true };
  return { categorySlug: menuType.toLowerCase() };
}

async function pageOfProducts(
  db: Db,
  filter: ProductFilter,
  sortOrder: ProductListSortOrder,
  query: PageQuery,
): Promise<Page<Product>> {
  const { rows, total } = await productsRepo.listProducts(
    db,
    filter,
    sortOrder,
    query.size,
    pageOffset(query),
  );
  return toPage(
    rows.map((row) => toProductDto(row, row.images)),
    total,
    query,
  );
}

/** Any word of a note that begins with one of `words` (PostgreSQL's `\m` is a word's start). */
function noteWordPattern(words: readonly string[]): string {
  const escaped = words.map((word) => word.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'));
  return `\\m(${escaped.join('|')})`;
}

/** The facets shared by the list and search calls, as repository conditions. */
function facetFilter(query: ProductFacetQuery): ProductFilter {
  const filter: ProductFilter = {};
  if (query.minPrice !== undefined) filter.minPricePaise = rupeesToPaise(query.minPrice);
  if (query.maxPrice !== undefined) filter.maxPricePaise = rupeesToPaise(query.maxPrice);
  if (query.note) filter.notePattern = noteWordPattern([query.note]);
  if (query.family) filter.familyPattern = noteWordPattern(FRAGRANCE_FAMILY_NOTES[query.family]);
  if (query.metal) filter.metal = query.metal;
  if (query.inStock !== undefined) filter.inStock = query.inStock;
  return filter;
}

/** The product list of GET /api/products/getAll, every filter combined with AND. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<Page<Product>> {
  const filter: ProductFilter = {
    ...(query.menuType ? filterForMenuType(query.menuType) : {}),
    ...facetFilter(query),
    search: query.search,
  };
  if (query.category) {
    if (/^\d+$/.test(query.category)) filter.categoryId = Number(query.category);
    else filter.categorySlug = query.category.toLowerCase();
  }
  if (query.gender) filter.gender = query.gender;
  if (query.occasion) filter.occasion = query.occasion;
  if (query.productType) filter.productType = query.productType;
  if (query.isFeatured !== undefined) filter.isFeatured = query.isFeatured;
  return pageOfProducts(
    db,
    filter,
    query.sortOrder ?? (filter.search ? 'relevance' : 'featured'),
    query,
  );
}

/** Products of one category; an unknown category is 404 rather than an empty page. */
export async function listProductsInCategory(
  db: Db,
  categoryId: number,
  query: PageQuery,
): Promise<Page<Product>> {
  const page = await pageOfProducts(db, { categoryId }, 'featured', query);
  // Only an empty page needs to ask whether the category exists.
  if (page.empty && !(await categoriesRepo.findCategoryById(db, categoryId))) {
    throw notFound('Category');
  }
  return page;
}

/** Keyword search over names, descriptions, notes and category names, best match first. */
export async function searchProducts(
  db: Db,
  keyword: string,
  query: PageQuery &
    ProductFacetQuery &
    Pick<ProductListQuery, 'gender' | 'occasion'> & {
      sortOrder?: ProductListSortOrder;
      filterWords?: boolean | undefined;
    },
): Promise<Page<Product>> {
  const named = query.filterWords === false ? null : searchFilterWords(keyword);
  const facets: ProductFacetQuery = {
    ...query,
    metal: query.metal ?? named?.metal ?? undefined,
    minPrice: query.minPrice ?? named?.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? named?.maxPrice ?? undefined,
  };
  // Only filter words ("for women"): the words themselves are searched for, with their filters.
  const filter: ProductFilter = { ...facetFilter(facets), search: named?.text || keyword };
  const gender = query.gender ?? named?.gender;
  const occasion = query.occasion ?? named?.occasion;
  if (gender) filter.gender = gender;
  if (occasion) filter.occasion = occasion;
  return pageOfProducts(db, filter, query.sortOrder ?? 'relevance', query);
}

/** GET /api/search/did-you-mean: for a search that found nothing, the nearest known words. */
export async function didYouMean(db: Db, text: string): Promise<DidYouMean> {
  const words = searchWordsOf(text).filter((word) => !SEARCH_STOPWORDS.has(word));
  return { suggestion: suggestedSearch(words, await searchLexicon(db)) };
}

/** GET /api/search/suggest: suggestions for a search being typed. */
export function suggestSearch(db: Db, typed: string): Promise<SearchSuggestions> {
  return searchSuggestions(db, typed, async (database, keyword, size) => {
    const page = await searchProducts(
      database,
      keyword,
      productSearchQuerySchema.parse({ keyword, size }),
    );
    return page.content;
  });
}

/** The live products among the ids, keyed by id (for modules that list products they point at). */
export async function liveProductsById(db: DbOrTx, ids: number[]): Promise<Map<number, Product>> {
  const unique = [...new Set(ids)];
  const rows = await productsRepo.findLiveProducts(db, unique);
  const images = await productsRepo.imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      toProductDto(
        row,
        images.filter((image) => image.productId === row.id),
      ),
    ]),
  );
}

/**
 * The products among the ids, deleted ones included, keyed by id: a wishlist or an order
 * shows a product an admin deleted as it was (its `deletedAt` set, not `inStock`).
 */
export async function productsById(db: DbOrTx, ids: number[]): Promise<Map<number, Product>> {
  const rows = await productsRepo.findProducts(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toProductDto(row, row.images)]));
}

/**
 * The products a cart or an order names, as they are sold now: 404 for an id that is no
 * product, 409 PRODUCT_UNAVAILABLE naming the products an admin deleted.
 */
export async function productsForSale(db: DbOrTx, ids: number[]): Promise<ProductWithImages[]> {
  const rows = await productsRepo.findProducts(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const message =
      missing.length === 1
        ? `Product ${missing[0]} not found: it may have been removed from the store.`
        : `Products ${missing.join(', ')} not found: they may have been removed from the store.`;
    throw new AppError(404, 'NOT_FOUND', message, { productIds: missing });
  }
  const deleted = rows.filter((row) => row.deletedAt !== null);
  if (deleted.length > 0) throw productUnavailable(deleted);
  return ids.map((id) => byId.get(id)!);
}

/**
 * The URL of each product's main picture at thumbnail size, by product id, deleted products
 * included (an order's lines show what was bought); a product without a picture is absent.
 */
export async function thumbnailUrlsOf(
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, string>> {
  const images = await productsRepo.imagesOf(db, [...new Set(productIds)]);
  const urls = new Map<number, string>();
  for (const image of images) {
    if (!urls.has(image.productId)) urls.set(image.productId, mediaUrl(image.publicId, 'thumb'));
  }
  return urls;
}

/** What an exchange may offer instead of an item (see `findExchangeCandidates`), as DTOs. */
export async function exchangeCandidates(
  db: DbOrTx,
  criteria: Parameters<typeof productsRepo.findExchangeCandidates>[1],
): Promise<Product[]> {
  const rows = await productsRepo.findExchangeCandidates(db, criteria);
  const images = await productsRepo.imagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toProductDto(
      row,
      images.filter((image) => image.productId === row.id),
    ),
  );
}

/** 409 PRODUCT_UNAVAILABLE naming products an admin deleted. */
export function productUnavailable(deleted: { id: number; name: string; sku: string }[]): AppError {
  const names = deleted.map((row) => row.name).join(', ');
  return new AppError(
    409,
    'PRODUCT_UNAVAILABLE',
    `No longer sold: ${names}. Remove ${deleted.length === 1 ? 'it' : 'them'} from your cart to continue.`,
    { products: deleted.map((row) => ({ productId: row.id, name: row.name, sku: row.sku })) },
  );
}

/** Throws 404 unless the product exists and is not deleted. */
export async function requireLiveProduct(db: DbOrTx, id: number): Promise<void> {
  if (!(await productsRepo.isLiveProduct(db, id))) throw notFound('Product');
}

/** Rating figures of a product as its DTO shows them. */
export async function ratingSummaryOf(
  db: DbOrTx,
  id: number,
): Promise<{ averageRating: number | null; reviewCount: number }> {
  const row = await productsRepo.findLiveProduct(db, id);
  if (!row) throw notFound('Product');
  return ratingSummary(row.reviewCount, row.ratingTotal);
}

/** All categories with their live product counts. */
export async function listCategories(db: Db, query: PageQuery): Promise<Page<Category>> {
  const { rows, total } = await categoriesRepo.listCategories(db, query.size, pageOffset(query));
  return toPage(rows.map(toCategoryDto), total, query);
}

/**
 * Whether the store sells a product of its own: a live product whose SKU is none of `demoSkus`
 * (the demo catalogue's, whose SKUs no admin-made product can take while they exist).
 */
export async function hasLiveProductOutside(
  db: DbOrTx,
  demoSkus: readonly string[],
): Promise<boolean> {
  return productsRepo.anyLiveProductOutside(db, demoSkus);
}
