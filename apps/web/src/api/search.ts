import type { DidYouMean, Product, SearchSuggestions } from '@attar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './products';

// Search's own reads besides the product lists (those are in products.ts): apart, so that only
// the search page's lazily loaded parts carry them.

export const searchKeys = {
  all: ['search'] as const,
  didYouMean: (text: string) => [...searchKeys.all, 'did-you-mean', text] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggest', text] as const,
};

/** GET /api/search/suggest?q=: products, categories and notes for a search being typed. */
export async function fetchSearchSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  return api.get<SearchSuggestions>('/search/suggest', { query: { q: text }, signal });
}

/** The fewest characters suggestions are asked for. */
export const SUGGEST_FROM_CHARACTERS = 2;

/**
 * Suggestions for what is typed (already debounced by the caller); the last answer stays shown
 * while the next is asked, so the list does not flicker between keystrokes.
 */
export function useSearchSuggestions(text: string) {
  return useQuery({
    queryKey: searchKeys.suggestions(text),
    queryFn: ({ signal }) => fetchSearchSuggestions(text, signal),
    enabled: text.length >= SUGGEST_FROM_CHARACTERS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Under the products' keys: a change to the catalogue refreshes them with the lists. */
export const bestSellerKeys = {
  size: (size: number) => [...productKeys.all, 'best-sellers', size] as const,
};

/** GET /api/products/best-sellers?size: what sold most lately, filled with featured products. */
export async function fetchBestSellers(size: number, signal?: AbortSignal): Promise<Product[]> {
  return api.get<Product[]>('/products/best-sellers', { query: { size }, signal });
}

/** The best sellers a search that found nothing shows. */
export function useBestSellers(size: number) {
  return useQuery({
    queryKey: bestSellerKeys.size(size),
    queryFn: ({ signal }) => fetchBestSellers(size, signal),
  });
}

/** GET /api/search/did-you-mean?q=: the nearest known words of a search that found nothing. */
export async function fetchDidYouMean(text: string, signal?: AbortSignal): Promise<DidYouMean> {
  return api.get<DidYouMean>('/search/did-you-mean', { query: { q: text }, signal });
}

/** Asked once a search has found nothing. */
export function useDidYouMean(text: string) {
  return useQuery({
    queryKey: searchKeys.didYouMean(text),
    queryFn: ({ signal }) => fetchDidYouMean(text, signal),
    enabled: text.trim().length > 0,
  });
}
