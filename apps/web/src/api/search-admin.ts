import type {
  SearchReport,
  SearchReportQuery,
  SearchSynonym,
  SearchSynonymWrite,
} from '@attar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { productKeys } from './products';
import { searchKeys } from './search';

/*
 * The synonym groups search reads (docs/admin-guide.md, "Search"), kept by an admin. Apart from
 * search.ts so that no storefront page carries the admin's calls. A change also refreshes every
 * search the admin's browser has read.
 */

export const searchSynonymKeys = {
  all: [...searchKeys.all, 'synonyms'] as const,
};

export const searchReportKeys = {
  all: [...searchKeys.all, 'report'] as const,
  period: (period: SearchReportQuery) => [...searchReportKeys.all, period] as const,
};

/** GET /api/admin/search/report?from&to (admin). */
export function fetchSearchReport(
  period: SearchReportQuery,
  signal?: AbortSignal,
): Promise<SearchReport> {
  return api.get<SearchReport>('/admin/search/report', { query: { ...period }, signal });
}

/** What shoppers searched for over a period; nothing is asked while `period` is null. */
export function useSearchReport(period: SearchReportQuery | null) {
  return useQuery({
    queryKey: searchReportKeys.period(period ?? { from: '', to: '' }),
    queryFn: ({ signal }) => fetchSearchReport(period!, signal),
    enabled: period !== null,
  });
}

/** GET /api/admin/search/synonyms (admin). */
export function fetchSearchSynonyms(signal?: AbortSignal): Promise<SearchSynonym[]> {
  return api.get<SearchSynonym[]>('/admin/search/synonyms', { signal });
}

export function useSearchSynonyms() {
  return useQuery({
    queryKey: searchSynonymKeys.all,
    queryFn: ({ signal }) => fetchSearchSynonyms(signal),
  });
}

function useSynonymWrite<V, R>(write: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: searchKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.searches() }),
      ]),
  });
}

/** POST /api/admin/search/synonyms. */
export function useAddSearchSynonym() {
  return useSynonymWrite((values: SearchSynonymWrite) =>
    api.post<SearchSynonym>('/admin/search/synonyms', values),
  );
}

/** PUT /api/admin/search/synonyms/{id}. */
export function useUpdateSearchSynonym() {
  return useSynonymWrite(({ id, ...values }: SearchSynonymWrite & { id: number }) =>
    api.put<SearchSynonym>(pathWith('/admin/search/synonyms/{id}', { id }), values),
  );
}

/** DELETE /api/admin/search/synonyms/{id}. */
export function useDeleteSearchSynonym() {
  return useSynonymWrite((id: number) =>
    api.delete<void>(pathWith('/admin/search/synonyms/{id}', { id })),
  );
}
