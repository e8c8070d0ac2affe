import type { Quote, QuoteRequest } from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Quotes are keyed by the whole request, so the cart and the checkout share an answer for the
 * same cart, and each shape of a cart is priced once. Product and promotion writes change prices:
 * invalidate `quoteKeys.all` with them.
 */
export const quoteKeys = {
  all: ['quote'] as const,
  detail: (request: QuoteRequest) => [...quoteKeys.all, request] as const,
};

/** POST /api/cart/quote: the server's figures for a cart (docs/product.md, "Quote"). */
export function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return api.post<Quote>('/cart/quote', request, { signal });
}

export const quoteQueryOptions = (request: QuoteRequest) =>
  queryOptions({
    queryKey: quoteKeys.detail(request),
    queryFn: ({ signal }) => fetchQuote(request, signal),
    // While a new quote loads the previous figures stay up rather than flashing away.
    placeholderData: keepPreviousData,
  });

/**
 * The quote of a cart, never asked for an empty one (the server refuses it with a 400): the
 * checkout empties the cart once the order is placed, while its page is still up.
 */
export function useQuote(request: QuoteRequest, options: { staleTime?: number } = {}) {
  return useQuery({
    ...quoteQueryOptions(request),
    ...options,
    enabled: request.items.length > 0,
  });
}
