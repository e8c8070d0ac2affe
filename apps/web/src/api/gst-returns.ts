import type { GstPeriodQuery, GstSummary, Gstr1Section } from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';

/*
 * GST returns (docs/admin-guide.md, "GST returns"): a period's totals by rate and the CSV files
 * an accountant files from. Issued documents never change, so nothing here is invalidated; a
 * period is read fresh each time the screen opens.
 */

export const gstReturnKeys = {
  all: ['gst-returns'] as const,
  summary: (period: GstPeriodQuery) => [...gstReturnKeys.all, 'summary', period] as const,
};

/** GET /api/admin/gst/summary (admin). */
export function fetchGstSummary(period: GstPeriodQuery, signal?: AbortSignal): Promise<GstSummary> {
  return api.get<GstSummary>('/admin/gst/summary', {
    query: { from: period.from, to: period.to },
    signal,
  });
}

export const gstSummaryQueryOptions = (period: GstPeriodQuery) =>
  queryOptions({
    queryKey: gstReturnKeys.summary(period),
    queryFn: ({ signal }) => fetchGstSummary(period, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The period's summary; `period` null (an invalid range on screen) asks nothing. */
export function useGstSummary(period: GstPeriodQuery | null) {
  return useQuery({
    ...gstSummaryQueryOptions(period ?? { from: '', to: '' }),
    enabled: period !== null,
  });
}

export type GstFileKind = Gstr1Section | 'sales-register';

/**
 * GET /api/admin/gst/gstr1.csv (one GSTR-1 table) or /api/admin/gst/sales-register.csv (admin),
 * fetched with the token (a plain link could not send it).
 */
export function downloadGstFile(
  kind: GstFileKind,
  period: GstPeriodQuery,
): Promise<{ blob: Blob; fileName: string | null }> {
  const query = { from: period.from, to: period.to };
  const headers = { Accept: 'text/csv' };
  return kind === 'sales-register'
    ? apiDownload('/admin/gst/sales-register.csv', { query, headers })
    : apiDownload('/admin/gst/gstr1.csv', { query: { ...query, section: kind }, headers });
}
