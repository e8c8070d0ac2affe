import type { ProductImportReport, ProductImportRun } from '@attar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, ApiError, pathWith } from '@/lib/api-client';
import { useInvalidateProducts } from './product-admin';
import type { AdminProductListParams } from './products';

/* ---------------------------------------------------------------------------------------------
 * CSV export and import of the catalogue (docs/admin-guide.md, "CSV export and import").
 * ------------------------------------------------------------------------------------------- */

/** The admin table's filters and sort an export follows, over every page. */
export type ProductExportParams = Omit<AdminProductListParams, 'page' | 'size'>;

/**
 * GET /api/admin/products/export.csv (admin): the products the table's filters show, as a CSV
 * file. Fetched with the token, as a link could not send it; answers the file and its name.
 */
export function downloadProductsCsv(
  params: ProductExportParams,
): Promise<{ blob: Blob; fileName: string | null }> {
  const { search, category, stock, featured, sort } = params;
  return apiDownload('/admin/products/export.csv', {
    query: { search, category, stock, featured, sort },
    headers: { Accept: 'text/csv' },
  });
}

/**
 * Applied imports (GET /api/admin/products/imports/:id) are their own resource: an import is
 * written by a background job, and its screen asks how it went until it is over.
 */
export const productImportKeys = {
  all: ['product-imports'] as const,
  detail: (id: number) => [...productImportKeys.all, 'detail', id] as const,
};

/** How often an import is asked about while the server has not finished it. */
export const PRODUCT_IMPORT_POLL_MS = 1000;

/** True while the server has yet to write (or refuse) an import. */
export function isImportUnderWay(run: ProductImportRun | undefined): boolean {
  return run?.status === 'QUEUED' || run?.status === 'RUNNING';
}

function importForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** POST /api/admin/products/import?dryRun=true (admin): checks the file and writes nothing. */
export function checkProductsCsv(file: File): Promise<ProductImportReport> {
  return api.post<ProductImportReport>('/admin/products/import', importForm(file), {
    query: { dryRun: true },
  });
}

/**
 * POST /api/admin/products/import?dryRun=false (admin): checks the file again and answers 202
 * with the QUEUED import, which a background job writes. A file with errors fails with 400
 * IMPORT_INVALID, whose report `importReportOf` reads.
 */
export function applyProductsCsv(file: File): Promise<ProductImportRun> {
  return api.post<ProductImportRun>('/admin/products/import', importForm(file), {
    query: { dryRun: false },
  });
}

/** GET /api/admin/products/imports/:id (admin): queued, running, done or failed. */
export function fetchProductImport(id: number, signal?: AbortSignal): Promise<ProductImportRun> {
  return api.get<ProductImportRun>(pathWith('/admin/products/imports/{id}', { id }), { signal });
}

/** The report of an import the server refused (400 IMPORT_INVALID), or null. */
export function importReportOf(error: unknown): ProductImportReport | null {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_INVALID') return null;
  const details = error.body?.details as Partial<ProductImportReport> | undefined;
  return Array.isArray(details?.errors) ? (details as ProductImportReport) : null;
}

/** Checks a file (a dry run). */
export function useCheckProductsCsv() {
  return useMutation({ mutationFn: checkProductsCsv });
}

/** Applies a file: the QUEUED import it answers is what `useProductImport` starts from. */
export function useApplyProductsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProductsCsv,
    onSuccess: (run) => queryClient.setQueryData(productImportKeys.detail(run.id), run),
  });
}

/**
 * One applied import (none while `id` is null), asked about every second while it is queued or
 * running. When it turns DONE, every product query is refreshed; a FAILED one wrote nothing.
 */
export function useProductImport(id: number | null) {
  const queryClient = useQueryClient();
  const invalidateProducts = useInvalidateProducts();
  const key = productImportKeys.detail(id ?? 0);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<ProductImportRun>(key);
      const run = await fetchProductImport(id!, signal);
      if (run.status === 'DONE' && previous?.status !== 'DONE') void invalidateProducts();
      return run;
    },
    enabled: id !== null,
    refetchInterval: (query) =>
      isImportUnderWay(query.state.data) ? PRODUCT_IMPORT_POLL_MS : false,
    staleTime: 0,
  });
}
