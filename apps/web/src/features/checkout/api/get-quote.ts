import type { Quote, QuoteRequest } from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/cart/quote: the server's figures for the cart, a pincode and a payment method. */
export function getQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return api.post<Quote>('/cart/quote', request, { signal });
}

export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['checkout', 'quote', request],
    queryFn: ({ signal }) => getQuote(request, signal),
  });

export function useQuote(request: QuoteRequest) {
  // The previous figures stay on screen while a changed choice is quoted again.
  return useQuery({ ...quoteQuery(request), placeholderData: keepPreviousData });
}
