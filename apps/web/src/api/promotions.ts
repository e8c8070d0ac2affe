import type { Promotion, PromotionPayload } from '@attar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { productKeys } from './products';
import { quoteKeys } from './quotes';

/*
 * The admin's promotions: promo codes and automatic offers (docs/admin-guide.md, "Promotions").
 * Apart from the storefront's calls so that no storefront page carries them.
 */

export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  detail: (id: number) => [...promotionKeys.all, 'detail', id] as const,
};

/** GET /api/admin/promotions: every promotion, newest first, with its status and results. */
export function fetchPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return api.get<Promotion[]>('/admin/promotions', { signal });
}

/** GET /api/admin/promotions/{id}. */
export function fetchPromotion(id: number, signal?: AbortSignal): Promise<Promotion> {
  return api.get<Promotion>(pathWith('/admin/promotions/{id}', { id }), { signal });
}

/** POST /api/admin/promotions (201) or PUT /api/admin/promotions/{id}. */
export function savePromotion({
  id,
  input,
}: {
  id?: number;
  input: PromotionPayload;
}): Promise<Promotion> {
  return id === undefined
    ? api.post<Promotion>('/admin/promotions', input)
    : api.put<Promotion>(pathWith('/admin/promotions/{id}', { id }), input);
}

/** DELETE /api/admin/promotions/{id} (204); 409 once it has been used. */
export function deletePromotion(id: number): Promise<void> {
  return api.delete<void>(pathWith('/admin/promotions/{id}', { id }));
}

export function usePromotions() {
  return useQuery({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => fetchPromotions(signal),
    // The admin sees the uses and results as they are now.
    staleTime: 0,
  });
}

/** One promotion; nothing is asked while `id` is null. */
export function usePromotion(id: number | null) {
  return useQuery({
    queryKey: promotionKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchPromotion(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/**
 * After a write: the promotions (under `promotionKeys` of `promotionsKey`) are read again, and so
 * are the offers a product page lists and any cart this browser has priced, which the promotions
 * now answer differently.
 */
function usePromotionWrite<V, R>(
  write: (variables: V) => Promise<R>,
  promotionsKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsKey }),
        queryClient.invalidateQueries({ queryKey: productKeys.allOffers() }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]),
  });
}

export function useSavePromotion() {
  return usePromotionWrite(savePromotion, promotionKeys.all);
}

/** The list is read again; the deleted one's own page is left, not asked for again (a 404). */
export function useDeletePromotion() {
  return usePromotionWrite(deletePromotion, promotionKeys.list());
}
