import type { MenuItem } from '@attar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { canFetchProducts, isValidMenuPath, menuProductsPath, normalisePath } from '../menu-paths';

export interface MenuProductsState {
  products: unknown[];
  menuType: string;
  menuTitle: string;
}

/**
 * Opening a menu item (docs/product.md, "Screens and routes"): an item with an id fetches its
 * products by menuType and shows them on /products; if that fails, or it has none, the item's own
 * path is used when valid.
 */
export function useMenuNavigation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const goToPath = useCallback(
    (item: MenuItem): boolean => {
      if (!isValidMenuPath(item.path)) return false;
      const path = normalisePath(item.path);
      if (/^https?:\/\//i.test(path)) window.location.assign(path);
      else navigate(path);
      return true;
    },
    [navigate],
  );

  const openItem = useCallback(
    async (item: MenuItem) => {
      if (!canFetchProducts(item)) {
        goToPath(item);
        return;
      }
      setPendingId(item.id);
      try {
        // The product calls load with the click, not with every page that shows the menu bar.
        const { menuProductsQueryOptions } = await import('@/api/products');
        const { content: products } = await queryClient.fetchQuery(
          menuProductsQueryOptions(item.menuType),
        );
        const state: MenuProductsState = {
          products,
          menuType: item.menuType,
          menuTitle: item.title,
        };
        navigate(menuProductsPath(item), { state });
      } catch (error) {
        if (!goToPath(item)) {
          toast.error('Failed to load products', {
            description: errorMessage(error, 'Please try again.'),
          });
        }
      } finally {
        setPendingId(null);
      }
    },
    [goToPath, navigate, queryClient],
  );

  return { openItem, pendingId };
}
