import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { WISHLIST_KEY } from './wishlist-keys';

/** DELETE /api/wishlist/delete/{id}; the id is the product's. 404 when it was not on the list. */
export function removeFromWishlist(productId: number): Promise<void> {
  return api.delete<void>(pathWith('/wishlist/delete/{id}', { id: productId }));
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_KEY }),
  });
}
