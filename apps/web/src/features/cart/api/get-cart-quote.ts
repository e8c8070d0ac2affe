import type { Quote, QuoteRequest } from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CartQuoteInput {
  items: { productId: number; quantity: number }[];
  promoCode: string | null;
  pincode: string | null;
}

/** POST /api/cart/quote: the server's figures for the cart (ARCHITECTURE section 6, "Quote"). */
export function fetchCartQuote(input: CartQuoteInput, signal?: AbortSignal): Promise<Quote> {
  const body: QuoteRequest = {
    items: input.items,
    promoCode: input.promoCode ?? undefined,
    pincode: input.pincode ?? undefined,
  };
  return api.post<Quote>('/cart/quote', body, { signal });
}

export const cartQuoteQueryOptions = (input: CartQuoteInput) =>
  queryOptions({
    // Keyed by everything that moves a figure, so each cart shape is priced once.
    queryKey: ['cart', 'quote', input.items, input.promoCode, input.pincode],
    queryFn: ({ signal }) => fetchCartQuote(input, signal),
    staleTime: 30_000,
  });

export function useCartQuote(input: CartQuoteInput) {
  return useQuery({
    ...cartQuoteQueryOptions(input),
    enabled: input.items.length > 0,
    // While a new quote loads the previous figures stay up rather than flashing away.
    placeholderData: keepPreviousData,
  });
}
