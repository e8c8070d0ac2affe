import type { GiftSetComponents, ReplaceGiftSetComponentsPayload } from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { adminProductKeys, useInvalidateProducts } from './product-admin';

/*
 * What a gift set is made of (docs/decisions/0060-gift-sets-from-components.md), for the admin's
 * product form: other products' variants, each so many to a set. Under the admin's product keys,
 * so that every product write refreshes them too (a component's stock moves the set's).
 */

export const giftSetKeys = {
  all: () => [...adminProductKeys.all(), 'components'] as const,
  detail: (productId: number) => [...giftSetKeys.all(), productId] as const,
};

/** GET /api/admin/products/{id}/components (admin): the set's components and the sets they allow. */
export function fetchGiftSetComponents(
  productId: number,
  signal?: AbortSignal,
): Promise<GiftSetComponents> {
  return api.get<GiftSetComponents>(
    pathWith('/admin/products/{id}/components', { id: productId }),
    {
      signal,
    },
  );
}

export interface SaveGiftSetComponentsVariables {
  productId: number;
  components: ReplaceGiftSetComponentsPayload['components'];
}

/**
 * PUT /api/admin/products/{id}/components (admin): the set's whole list, in order. 400
 * VALIDATION_FAILED (a size twice, a quantity out of range), 404 for a size no longer there, 409
 * CONFLICT for a removed size or another gift set.
 */
export function saveGiftSetComponents({
  productId,
  components,
}: SaveGiftSetComponentsVariables): Promise<GiftSetComponents> {
  return api.put<GiftSetComponents>(
    pathWith('/admin/products/{id}/components', { id: productId }),
    {
      components,
    },
  );
}

export const giftSetComponentsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: giftSetKeys.detail(productId),
    queryFn: ({ signal }) => fetchGiftSetComponents(productId, signal),
    // The admin sees what is stored now.
    staleTime: 0,
  });

/** A set's components; nothing is asked for while `productId` is null (a product not saved yet). */
export function useGiftSetComponents(productId: number | null) {
  return useQuery({ ...giftSetComponentsQueryOptions(productId ?? 0), enabled: productId != null });
}

/** Saves a set's components: the answer is stored at once, and every product read refreshed. */
export function useSaveGiftSetComponents() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: saveGiftSetComponents,
    onSuccess: async (saved) => {
      queryClient.setQueryData(giftSetKeys.detail(saved.productId), saved);
      await invalidate();
    },
  });
}
