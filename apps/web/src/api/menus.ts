import type { MenuItem } from '@attar/contracts';
import { listFrom } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const INVALID_MENU_RESPONSE = 'Invalid response format from menu API';

/**
 * Every menu query sits under `menuKeys.all`: one invalidation after an admin write. The admin's
 * reads and writes are in menu-admin.ts, apart, so that the storefront's bundle does not carry
 * them.
 */
export const menuKeys = {
  all: ['menus'] as const,
  tree: () => [...menuKeys.all, 'tree'] as const,
  adminTree: () => [...menuKeys.all, 'admin', 'tree'] as const,
};

/**
 * GET /api/menus/getAll: the top-level items with their children nested (docs/product.md,
 * "Validation rules" shapes).
 */
export async function fetchMenus(signal?: AbortSignal): Promise<MenuItem[]> {
  const body = await api.get<unknown>('/menus/getAll', { query: { page: 0, size: 100 }, signal });
  const items = listFrom<MenuItem>(body);
  if (!items) throw new Error(INVALID_MENU_RESPONSE);
  return items;
}

export const menusQueryOptions = () =>
  queryOptions({
    queryKey: menuKeys.tree(),
    queryFn: ({ signal }) => fetchMenus(signal),
    staleTime: 5 * 60_000,
  });

export function useMenus() {
  return useQuery(menusQueryOptions());
}
