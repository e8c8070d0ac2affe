import type {
  AdminProductSort,
  FragranceFamily,
  Gender,
  Metal,
  Occasion,
  Page,
  Product,
  ProductDetail,
  ProductListSortOrder,
  ProductType,
  SortOrder,
  StockFilter,
} from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { readPage } from './read-page';

/** The facets both product lists narrow by; prices in whole rupees, the price paid. */
export interface ProductFacetParams {
  minPrice?: number;
  maxPrice?: number;
  /** A note, matched at the start of a word of any of the product's notes. */
  note?: string;
  family?: FragranceFamily;
  metal?: Metal;
  /** True: only what can be bought now. */
  inStock?: boolean;
}

/**
 * The query of GET /api/products/getAll; `page` is 0-based as the API counts, absent for the first.
 */
export interface ProductListParams extends ProductFacetParams {
  page?: number;
  size: number;
  sortOrder?: SortOrder;
  search?: string;
  category?: string;
  menuType?: string;
  isFeatured?: boolean;
  gender?: Gender;
  occasion?: Occasion;
  productType?: ProductType;
}

export interface ProductSearchParams extends ProductFacetParams {
  keyword: string;
  page: number;
  size: number;
  /** Left out (or `relevance`) for best match first. */
  sortOrder?: ProductListSortOrder;
}

export const FEATURED_PAGE_SIZE = 8;
export const MENU_PRODUCTS_PAGE_SIZE = 24;

/**
 * Every product query sits under `productKeys.all`, so an admin write to a product refreshes
 * listings, search, the home carousels, menu results and product pages in one invalidation.
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  featured: () => [...productKeys.all, 'featured'] as const,
  searches: () => [...productKeys.all, 'search'] as const,
  search: (params: ProductSearchParams) => [...productKeys.searches(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  // The offers a product page lists (api/product-offers.ts). Their keys live here, with the
  // product's, so that the admin's promotions can clear them without importing that file: a
  // file both import would become a script of its own on the product page's first screen.
  allOffers: () => [...productKeys.all, 'offers'] as const,
  offers: (id: number) => [...productKeys.allOffers(), id] as const,
};

/** GET /api/products/getAll with the given filters: a page, or a plain list read as one page. */
export async function fetchProducts(
  params: ProductListParams,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return readPage<Product>(
    await api.get<unknown>('/products/getAll', { query: { ...params }, signal }),
    'products',
  );
}

/**
 * GET /api/products/getAll?isFeatured=true&size=8. The spec says this answer has a `content`
 * array; null when it has none, so the home page can say the data was malformed (docs/product.md,
 * "Error messages").
 */
export async function fetchFeaturedProducts(signal?: AbortSignal): Promise<Product[] | null> {
  const body = await api.get<unknown>('/products/getAll', {
    query: { isFeatured: true, size: FEATURED_PAGE_SIZE },
    signal,
  });
  const content = (body as { content?: unknown } | null)?.content;
  return Array.isArray(content) ? (content as Product[]) : null;
}

/** GET /api/products/search?keyword=...&page&size&sortOrder. */
export async function searchProducts(
  params: ProductSearchParams,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  return readPage<Product>(
    await api.get<unknown>('/products/search', { query: { ...params }, signal }),
    'products',
  );
}

/**
 * GET /api/products/getProduct/{id}: the product (its default variant's fields) with every
 * variant it is sold in; a 404 rejects with an ApiError of status 404.
 */
export function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(pathWith('/products/getProduct/{id}', { id }), { signal });
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.featured(),
    queryFn: ({ signal }) => fetchFeaturedProducts(signal),
  });

/** The products behind a menu item (GET /api/products/getAll?menuType=...&size=24). */
export const menuProductsQueryOptions = (menuType: string) =>
  queryOptions({
    queryKey: productKeys.list({ menuType, size: MENU_PRODUCTS_PAGE_SIZE }),
    queryFn: ({ signal }) => fetchProducts({ menuType, size: MENU_PRODUCTS_PAGE_SIZE }, signal),
    // A click should fall back to the item's path at once rather than wait out retries.
    retry: false,
  });

export const searchProductsQueryOptions = (params: ProductSearchParams) =>
  queryOptions({
    queryKey: productKeys.search(params),
    queryFn: ({ signal }) => searchProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });

export function useProducts(params: ProductListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), ...options });
}

export function useSearchProducts(params: ProductSearchParams) {
  return useQuery({
    ...searchProductsQueryOptions(params),
    enabled: params.keyword.trim().length > 0,
  });
}

export function useProduct(id: number | null) {
  return useQuery({ ...productQueryOptions(id ?? 0), enabled: id != null });
}

/* ---------------------------------------------------------------------------------------------
 * The admin's product queries: their parameters. Their keys and calls are in product-admin.ts,
 * apart, so that the storefront's bundle does not carry them. Every admin write invalidates
 * `productKeys.all`, which holds the admin's queries and the storefront's alike, so a new price
 * shows in the shop at once; and the categories, whose product counts follow.
 * ------------------------------------------------------------------------------------------- */

/** The query of GET /api/admin/products; `page` is 0-based as the API counts. */
export interface AdminProductListParams {
  page: number;
  size: number;
  /** Matches name or SKU. */
  search?: string;
  /** A category id. */
  category?: string;
  stock?: StockFilter;
  featured?: boolean;
  sort?: AdminProductSort;
}

/** The query of GET /api/products/get/deleted. */
export interface DeletedProductListParams {
  page: number;
  size: number;
  search?: string;
}
