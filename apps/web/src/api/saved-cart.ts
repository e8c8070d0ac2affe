import type {
  AbandonedCartSummary,
  AbandonedCartSummaryQuery,
  MarketingPreference,
  MarketingUnsubscribeResult,
  SavedCart,
  SavedCartUpdate,
} from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Abandoned carts (docs/product.md, "Cart reminders"): the signed-in shopper's cart kept on the
// server, the account's switch for marketing mail and its one-click unsubscribe, and the admin's
// summary of carts reminded and recovered.

export const savedCartKeys = {
  all: ['saved-cart'] as const,
  marketing: () => [...savedCartKeys.all, 'marketing'] as const,
  unsubscribe: () => [...savedCartKeys.all, 'unsubscribe'] as const,
  summary: (period: AbandonedCartSummaryQuery) =>
    [...savedCartKeys.all, 'summary', period.from, period.to] as const,
};

/** GET /api/cart/saved (signed in): the saved lines still on sale; 401 for a visitor. */
export function fetchSavedCart(signal?: AbortSignal): Promise<SavedCart> {
  return api.get<SavedCart>('/cart/saved', { signal });
}

/**
 * PUT /api/cart/saved (signed in): the browser's whole cart, which replaces the saved one (an
 * empty list clears it). Lines the store no longer sells are left out of what it answers.
 */
export function saveCart(body: SavedCartUpdate): Promise<SavedCart> {
  return api.put<SavedCart>('/cart/saved', body);
}

/** GET /api/account/marketing (signed in): whether the account gets cart and offer emails. */
export function fetchMarketingPreference(signal?: AbortSignal): Promise<MarketingPreference> {
  return api.get<MarketingPreference>('/account/marketing', { signal });
}

/** PUT /api/account/marketing (signed in): the switch "Emails about my cart and offers". */
export function saveMarketingPreference(body: MarketingPreference): Promise<MarketingPreference> {
  return api.put<MarketingPreference>('/account/marketing', body);
}

/**
 * POST /api/account/marketing/unsubscribe: the token of a mail's link (`?token=`). The link is
 * opened in any browser, signed in or not: the token alone decides, so no session is sent. 404
 * for a link that names no account, 400 for a malformed one.
 */
export function unsubscribeFromMarketing(token: string): Promise<MarketingUnsubscribeResult> {
  return api.post<MarketingUnsubscribeResult>(
    '/account/marketing/unsubscribe',
    { token },
    { auth: false },
  );
}

/** GET /api/admin/abandoned-carts/summary (admin, orders.view): India days, both included. */
export function fetchAbandonedCartSummary(
  period: AbandonedCartSummaryQuery,
  signal?: AbortSignal,
): Promise<AbandonedCartSummary> {
  return api.get<AbandonedCartSummary>('/admin/abandoned-carts/summary', {
    query: { from: period.from, to: period.to },
    signal,
  });
}

export const marketingPreferenceQueryOptions = () =>
  queryOptions({
    queryKey: savedCartKeys.marketing(),
    queryFn: ({ signal }) => fetchMarketingPreference(signal),
  });

export function useMarketingPreference() {
  return useQuery(marketingPreferenceQueryOptions());
}

export function useSaveMarketingPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketingPreference,
    onSuccess: (saved) => queryClient.setQueryData(savedCartKeys.marketing(), saved),
  });
}

export function useUnsubscribeFromMarketing() {
  return useMutation({
    mutationKey: savedCartKeys.unsubscribe(),
    mutationFn: unsubscribeFromMarketing,
  });
}

export const abandonedCartSummaryQueryOptions = (period: AbandonedCartSummaryQuery) =>
  queryOptions({
    queryKey: savedCartKeys.summary(period),
    queryFn: ({ signal }) => fetchAbandonedCartSummary(period, signal),
    // Figures an admin glances at, like the dashboard's own.
    staleTime: 60_000,
  });

export function useAbandonedCartSummary(period: AbandonedCartSummaryQuery) {
  return useQuery(abandonedCartSummaryQueryOptions(period));
}
