import type { ProductOffer } from '@attar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { productKeys } from './products';

/*
 * The offers a product page lists under its price (GET /api/products/{id}/offers). A file of its
 * own: only the product page's offers list, which loads after the first screen, imports it.
 */

/** The promotions active now, open to everyone, that apply to the product. */
export function fetchProductOffers(
  productId: number,
  signal?: AbortSignal,
): Promise<ProductOffer[]> {
  return api.get<ProductOffer[]>(pathWith('/products/{id}/offers', { id: productId }), { signal });
}

export function useProductOffers(productId: number) {
  return useQuery({
    queryKey: productKeys.offers(productId),
    queryFn: ({ signal }) => fetchProductOffers(productId, signal),
    // Offers change when the owner edits one or one ends: a few minutes is fresh enough.
    staleTime: 5 * 60_000,
  });
}
