import type { DidYouMean } from '@attar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Search's own reads besides the product lists (those are in products.ts): apart, so that only
// the search page's lazily loaded parts carry them.

export const searchKeys = {
  all: ['search'] as const,
  didYouMean: (text: string) => [...searchKeys.all, 'did-you-mean', text] as const,
};

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
