import type { ProductImportReport } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiDownload, ApiError } from '@/lib/api-client';
import { useInvalidateProducts } from './product-admin';
import type { AdminProductListParams } from './products';

/* ---------------------------------------------------------------------------------------------
 * CSV export and import of the catalogue (README "CSV export and import").
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

export interface ImportProductsVariables {
  file: File;
  /** Only check the file: nothing is written. */
  dryRun: boolean;
}

/**
 * POST /api/admin/products/import?dryRun= (admin): the file as multipart `file`; answers the
 * report. An apply with errors writes nothing and fails with 400 IMPORT_INVALID, whose report
 * `importReportOf` reads.
 */
export function importProductsCsv({
  file,
  dryRun,
}: ImportProductsVariables): Promise<ProductImportReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ProductImportReport>('/admin/products/import', form, { query: { dryRun } });
}

/** The report of an import the server refused (400 IMPORT_INVALID), or null. */
export function importReportOf(error: unknown): ProductImportReport | null {
  if (!(error instanceof ApiError) || error.code !== 'IMPORT_INVALID') return null;
  const details = error.body?.details as Partial<ProductImportReport> | undefined;
  return Array.isArray(details?.errors) ? (details as ProductImportReport) : null;
}

/** Checks (dry run) or applies an import; an applied one refreshes every product query. */
export function useImportProductsCsv() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: importProductsCsv,
    onSuccess: (report) => (report.dryRun ? undefined : invalidate()),
  });
}
