import type {
  AdminCategory,
  Category,
  CategoryCreateInput,
  CategoryUpdateInput,
  Page,
} from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { readPage } from './read-page';

/** The whole category list fits one page: the catalogue has a handful, the API allows 100. */
const CATEGORY_PAGE_SIZE = 100;

/** Every category query sits under `categoryKeys.all`: one invalidation after an admin write. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  adminLists: () => [...categoryKeys.all, 'admin'] as const,
  adminList: (params: AdminCategoryListParams) => [...categoryKeys.adminLists(), params] as const,
};

/** The query of GET /api/categories/admingetcategory; `page` is 0-based as the API counts. */
export interface AdminCategoryListParams {
  page: number;
  size: number;
  search?: string;
}

/** GET /api/categories/getCategory: every category with its product type and count. */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.get<unknown>('/categories/getCategory', {
    query: { size: CATEGORY_PAGE_SIZE },
    signal,
  });
  return readPage<Category>(body, 'categories').content;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => fetchCategories(signal),
    // Categories change rarely; one fetch serves every listing for a while.
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** GET /api/categories/admingetcategory (admin): a page with live and trashed product counts. */
export async function fetchAdminCategories(
  params: AdminCategoryListParams,
  signal?: AbortSignal,
): Promise<Page<AdminCategory>> {
  const body = await api.get<unknown>('/categories/admingetcategory', {
    query: { ...params },
    signal,
  });
  return readPage<AdminCategory>(body, 'categories');
}

export const adminCategoriesQueryOptions = (params: AdminCategoryListParams) =>
  queryOptions({
    queryKey: categoryKeys.adminList(params),
    queryFn: ({ signal }) => fetchAdminCategories(params, signal),
    // The admin sees what is stored now; the previous page stays up while the next one loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminCategories(params: AdminCategoryListParams) {
  return useQuery(adminCategoriesQueryOptions(params));
}

export type SaveCategoryVariables =
  { id?: undefined; input: CategoryCreateInput } | { id: number; input: CategoryUpdateInput };

/**
 * POST /api/categories/add, or PUT /api/categories/update/{id} as JSON (fields left out keep
 * their value; `imagePublicId: null` removes the image). 409 CATEGORY_NAME_TAKEN for a name in use.
 */
export function saveCategory({ id, input }: SaveCategoryVariables): Promise<AdminCategory> {
  return id === undefined
    ? api.post<AdminCategory>('/categories/add', input)
    : api.put<AdminCategory>(pathWith('/categories/update/{id}', { id }), input);
}

/**
 * DELETE /api/categories/delete/{id}: its trashed products go with it for good; 409
 * CATEGORY_IN_USE (details.productCount) while live products are in it.
 */
export function deleteCategory(id: number): Promise<void> {
  return api.delete<void>(pathWith('/categories/delete/{id}', { id }));
}

/** After an admin write: the admin list and the storefront's carousel and filters alike. */
function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}

export function useSaveCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({ mutationFn: saveCategory, onSuccess: invalidate });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate });
}
