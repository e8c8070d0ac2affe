import type {
  AdminProduct,
  CreateProductPayload,
  Page,
  ProductHistoryEntry,
  UpdateProductPayload,
  VariantPayload,
} from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { categoryKeys } from './categories';
import {
  type AdminProductListParams,
  type DeletedProductListParams,
  productKeys,
} from './products';
import { readPage } from './read-page';

/*
 * The admin's product calls (docs/admin-guide.md, "Products"): the table, one product, the deleted
 * ones, a product's history, and the writes. Apart from products.ts so that only the admin's
 * chunks load them; each write invalidates every product query (`useInvalidateProducts`).
 */

/**
 * The admin's reads, under `productKeys.all` with the storefront's (so one invalidation refreshes
 * both): its table, one product, the deleted ones and a product's history. Here rather than in
 * products.ts, so that the storefront's first screen does not carry them.
 */
export const adminProductKeys = {
  all: () => [...productKeys.all, 'admin'] as const,
  lists: () => [...adminProductKeys.all(), 'list'] as const,
  list: (params: AdminProductListParams) => [...adminProductKeys.lists(), params] as const,
  detail: (id: number) => [...adminProductKeys.all(), 'detail', id] as const,
  deletedList: (params: DeletedProductListParams) =>
    [...adminProductKeys.all(), 'deleted', params] as const,
  history: (id: number, params: { page: number; size: number }) =>
    [...adminProductKeys.all(), 'history', id, params] as const,
};

/** After an admin write: the admin's lists and the storefront's, and the category counts. */
export function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    ]);
}

/** GET /api/admin/products (admin): live products, a page at a time. */
export async function fetchAdminProducts(
  params: AdminProductListParams,
  signal?: AbortSignal,
): Promise<Page<AdminProduct>> {
  return readPage<AdminProduct>(
    await api.get<unknown>('/admin/products', { query: { ...params }, signal }),
    'products',
  );
}

/** GET /api/admin/products/{id} (admin): one product, a deleted one too. */
export function fetchAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return api.get<AdminProduct>(pathWith('/admin/products/{id}', { id }), { signal });
}

/** GET /api/products/get/deleted (admin): soft-deleted products, most recently deleted first. */
export async function fetchDeletedProducts(
  params: DeletedProductListParams,
  signal?: AbortSignal,
): Promise<Page<AdminProduct>> {
  return readPage<AdminProduct>(
    await api.get<unknown>('/products/get/deleted', { query: { ...params }, signal }),
    'deleted products',
  );
}

/** GET /api/product-history/{id} (admin): the product's changes, newest first. */
export async function fetchProductHistory(
  id: number,
  params: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<ProductHistoryEntry>> {
  return readPage<ProductHistoryEntry>(
    await api.get<unknown>(pathWith('/product-history/{id}', { id }), {
      query: { ...params },
      signal,
    }),
    'product history',
  );
}

export type SaveProductVariables =
  { id?: undefined; input: CreateProductPayload } | { id: number; input: UpdateProductPayload };

/**
 * POST /api/products/products, or PUT /api/products/update/{id} (only the fields sent change).
 * 400 VALIDATION_FAILED with `details[].path`; 409 SKU_TAKEN when another product has the SKU.
 */
export function saveProduct({ id, input }: SaveProductVariables): Promise<AdminProduct> {
  return id === undefined
    ? api.post<AdminProduct>('/products/products', input)
    : api.put<AdminProduct>(pathWith('/products/update/{id}', { id }), input);
}

/**
 * PUT /api/admin/products/{id}/variants (admin): the product's whole set of variants (an id keeps
 * one, none adds one, one left out is removed). Answers the product; 400 VALIDATION_FAILED with
 * paths such as `variants.2.sku`, 409 SKU_TAKEN with the SKU in `details.sku`.
 */
export function saveProductVariants({
  id,
  variants,
}: {
  id: number;
  variants: VariantPayload[];
}): Promise<AdminProduct> {
  return api.put<AdminProduct>(pathWith('/admin/products/{id}/variants', { id }), { variants });
}

export interface SaveProductWithVariantsVariables {
  id: number;
  /** The product's own fields, without those its variants hold (SKU, size, prices, stock, weight). */
  input: UpdateProductPayload;
  variants: VariantPayload[];
}

/**
 * An edited product of several sizes: its own fields, then its variants. One call for the form,
 * so that nothing is refreshed between the two: a refresh after the first would start the form
 * again from the stored product and drop the variants' errors. The product's fields go first
 * because sending them again is harmless, so a refused set of variants can simply be saved again.
 */
export async function saveProductWithVariants({
  id,
  input,
  variants,
}: SaveProductWithVariantsVariables): Promise<AdminProduct> {
  await saveProduct({ id, input });
  return saveProductVariants({ id, variants });
}

/** DELETE /api/products/delete/{id} (admin): a soft delete, undone by restoreDeletedProduct. */
export function deleteProduct(id: number): Promise<void> {
  return api.delete<void>(pathWith('/products/delete/{id}', { id }));
}

/** PUT /api/products/{id}/restoreDeleted (admin): the product comes back as it was. */
export function restoreDeletedProduct(id: number): Promise<AdminProduct> {
  return api.put<AdminProduct>(pathWith('/products/{id}/restoreDeleted', { id }));
}

/**
 * POST /api/product-history/{id}/restore/{entryId} (admin): the product's values as they were
 * right after that entry (stock and deletion stay). 409 when that version cannot be saved now.
 */
export function revertProductToEntry({
  id,
  entryId,
}: {
  id: number;
  entryId: number;
}): Promise<AdminProduct> {
  return api.post<AdminProduct>(
    pathWith('/product-history/{id}/restore/{entryId}', { id, entryId }),
  );
}

export const adminProductsQueryOptions = (params: AdminProductListParams) =>
  queryOptions({
    queryKey: adminProductKeys.list(params),
    queryFn: ({ signal }) => fetchAdminProducts(params, signal),
    // The admin sees what is stored now; the previous page stays up while the next one loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => fetchAdminProduct(id, signal),
    staleTime: 0,
  });

export const deletedProductsQueryOptions = (params: DeletedProductListParams) =>
  queryOptions({
    queryKey: adminProductKeys.deletedList(params),
    queryFn: ({ signal }) => fetchDeletedProducts(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const productHistoryQueryOptions = (id: number, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: adminProductKeys.history(id, params),
    queryFn: ({ signal }) => fetchProductHistory(id, params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(params: AdminProductListParams) {
  return useQuery(adminProductsQueryOptions(params));
}

export function useAdminProduct(id: number | null) {
  return useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id != null });
}

export function useDeletedProducts(params: DeletedProductListParams) {
  return useQuery(deletedProductsQueryOptions(params));
}

export function useProductHistory(id: number, params: { page: number; size: number }) {
  return useQuery(productHistoryQueryOptions(id, params));
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: saveProduct, onSuccess: invalidate });
}

export function useSaveProductWithVariants() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: saveProductWithVariants, onSuccess: invalidate });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: deleteProduct, onSuccess: invalidate });
}

export function useRestoreDeletedProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: restoreDeletedProduct, onSuccess: invalidate });
}

export function useRevertProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: revertProductToEntry, onSuccess: invalidate });
}
