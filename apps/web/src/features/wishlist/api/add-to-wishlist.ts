import type { WishlistItem } from '@attar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { WISHLIST_KEY } from './wishlist-keys';

/** POST /api/wishlist/add/{id}: 201 when added, 200 when it was there already. */
export function addToWishlist(productId: number): Promise<WishlistItem> {
  return api.post<WishlistItem>(pathWith('/wishlist/add/{id}', { id: productId }));
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_KEY }),
  });
}
