import type { GstRateCreateInput, GstRateTable } from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { quoteKeys } from './quotes';

/*
 * The GST rate of each HSN code (docs/admin-guide.md, "GST rates"), under the admin's settings.
 * A change can move what a cart's GST is today, so every write refreshes the quotes too.
 */

export const gstRateKeys = {
  all: ['gst-rates'] as const,
  table: () => [...gstRateKeys.all, 'table'] as const,
};

/** GET /api/admin/settings/gst-rates (admin): every HSN code with its rates. */
export function fetchGstRates(signal?: AbortSignal): Promise<GstRateTable> {
  return api.get<GstRateTable>('/admin/settings/gst-rates', { signal });
}

/** POST /api/admin/settings/gst-rates (admin): answers the table with the rate added. */
export function addGstRate(values: GstRateCreateInput): Promise<GstRateTable> {
  return api.post<GstRateTable>('/admin/settings/gst-rates', values);
}

/** DELETE /api/admin/settings/gst-rates/{id} (admin): a scheduled rate only (409 otherwise). */
export function deleteGstRate(id: number): Promise<void> {
  return api.delete<void>(pathWith('/admin/settings/gst-rates/{id}', { id }));
}

export const gstRatesQueryOptions = () =>
  queryOptions({
    queryKey: gstRateKeys.table(),
    queryFn: ({ signal }) => fetchGstRates(signal),
  });

export function useGstRates() {
  return useQuery(gstRatesQueryOptions());
}

export function useAddGstRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGstRate,
    onSuccess: async (table) => {
      queryClient.setQueryData(gstRateKeys.table(), table);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
}

export function useDeleteGstRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGstRate,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gstRateKeys.all }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]),
  });
}
