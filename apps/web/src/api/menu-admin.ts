import type {
  AdminMenuItem,
  MenuItem,
  MenuItemCreateInput,
  MenuItemUpdateInput,
  MenuReorderInput,
} from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { fetchMenus, menuKeys } from './menus';

/** The same tree for the admin's menu screen, read afresh each time the screen opens. */
export const adminMenusQueryOptions = () =>
  queryOptions({
    queryKey: menuKeys.adminTree(),
    queryFn: ({ signal }) => fetchMenus(signal),
    staleTime: 0,
  });

export function useAdminMenus() {
  return useQuery(adminMenusQueryOptions());
}

/** POST /api/menus/addMenus (admin): without `parentId` a top-level item, after its siblings. */
export function createMenuItem(input: MenuItemCreateInput): Promise<AdminMenuItem> {
  return api.post<AdminMenuItem>('/menus/addMenus', input);
}

/** PUT /api/menus/Update/{id} (admin): only the fields sent change; a new `parentId` moves it. */
export function updateMenuItem({
  id,
  input,
}: {
  id: number;
  input: MenuItemUpdateInput;
}): Promise<AdminMenuItem> {
  return api.put<AdminMenuItem>(pathWith('/menus/Update/{id}', { id }), input);
}

/** PUT /api/menus/reorder (admin): every item under `parentId`, each once, in the new order. */
export function reorderMenuItems(input: MenuReorderInput): Promise<AdminMenuItem[]> {
  return api.put<AdminMenuItem[]>('/menus/reorder', input);
}

/**
 * DELETE /api/menus/Delete/{id} (admin). Without `cascade` an item with items under it is a 409
 * MENU_HAS_CHILDREN (details.childCount); with it the whole branch goes.
 */
export function deleteMenuItem({ id, cascade = false }: { id: number; cascade?: boolean }) {
  return api.delete<void>(pathWith('/menus/Delete/{id}', { id }), {
    query: cascade ? { cascade: true } : undefined,
  });
}

/** The tree with the items under `parentId` (null: the top level) put in the order given. */
export function withMenuOrder(
  tree: MenuItem[],
  parentId: number | null,
  orderedIds: number[],
): MenuItem[] {
  const ordered = (items: MenuItem[]) =>
    orderedIds.flatMap((id) => items.filter((item) => item.id === id));
  if (parentId === null) return ordered(tree);
  return tree.map((item) =>
    item.id === parentId ? { ...item, children: ordered(item.children) } : item,
  );
}

/** After an admin write: the storefront's menu bar reads the menu again on its next load. */
function useInvalidateMenus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menuKeys.all });
}

export function useCreateMenuItem() {
  const invalidate = useInvalidateMenus();
  return useMutation({ mutationFn: createMenuItem, onSuccess: invalidate });
}

export function useUpdateMenuItem() {
  const invalidate = useInvalidateMenus();
  return useMutation({ mutationFn: updateMenuItem, onSuccess: invalidate });
}

export function useDeleteMenuItem() {
  const invalidate = useInvalidateMenus();
  return useMutation({ mutationFn: deleteMenuItem, onSuccess: invalidate });
}

/** Reorders at once on screen, puts the old order back if the server refuses. */
export function useReorderMenuItems() {
  const queryClient = useQueryClient();
  const key = menuKeys.adminTree();
  return useMutation({
    mutationFn: reorderMenuItems,
    onMutate: async ({ parentId, orderedIds }: MenuReorderInput) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MenuItem[]>(key);
      if (previous) queryClient.setQueryData(key, withMenuOrder(previous, parentId, orderedIds));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  });
}
