import type { BackInStockRequest, BackInStockResult } from '@attar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { productKeys } from './products';

// "Notify me": a shopper asks to be told, once, when a sold-out size is back in stock
// (contracts' back-in-stock.ts). Both calls are writes, so there is nothing to cache: the keys
// name the mutations, for anything that wants to know one is under way.

/** Every back-in-stock mutation sits under `backInStockKeys.all`. */
export const backInStockKeys = {
  all: ['back-in-stock'] as const,
  request: () => [...backInStockKeys.all, 'request'] as const,
  confirm: () => [...backInStockKeys.all, 'confirm'] as const,
};

/**
 * POST /api/back-in-stock. A signed-in shopper sends no `email`, and the stored token names
 * them: 201 (200 when already on the list) with status SUBSCRIBED. A visitor sends the address
 * and no token (the route takes one only to know who is asking; a stale one stored in this
 * browser must neither be refused nor end anybody's session): 202 with CONFIRMATION_SENT.
 * Refusals: 400 VALIDATION_FAILED, 404 NOT_FOUND, 409 PRODUCT_UNAVAILABLE or
 * BACK_IN_STOCK_NOT_NEEDED (the size is in stock now), 429 RATE_LIMITED.
 */
export function requestBackInStock(body: BackInStockRequest): Promise<BackInStockResult> {
  const asVisitor = body.email !== undefined;
  return api.post<BackInStockResult>('/back-in-stock', body, { auth: !asVisitor });
}

/**
 * POST /api/back-in-stock/confirm: the token of a visitor's confirmation link (`?token=`); 200
 * with status SUBSCRIBED. 404 when the link expired or was used, 400 when it is malformed. The
 * link is opened in any browser, signed in or not: the token alone decides, so none is sent.
 */
export function confirmBackInStock(token: string): Promise<BackInStockResult> {
  return api.post<BackInStockResult>('/back-in-stock/confirm', { token }, { auth: false });
}

/**
 * Asks for the alert. When the server says the size is in stock after all, the product is read
 * again, so its page shows the stock and turns Add to Cart on.
 */
export function useRequestBackInStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: backInStockKeys.request(),
    mutationFn: requestBackInStock,
    onError: (error, { productId }) => {
      if (error instanceof ApiError && error.code === 'BACK_IN_STOCK_NOT_NEEDED') {
        void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
      }
    },
  });
}

export function useConfirmBackInStock() {
  return useMutation({ mutationKey: backInStockKeys.confirm(), mutationFn: confirmBackInStock });
}
