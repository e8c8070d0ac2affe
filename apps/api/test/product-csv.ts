import {
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductImportRun,
} from '@attar/contracts';
import { parseCsv } from '../src/lib/csv.js';
import { json, withToken, type TestApp } from './test-app.js';

/** GET /api/admin/products/export.csv with a query string ('' for none). */
export function exportCsv(t: TestApp, token: string | null, query = '') {
  const options = { method: 'GET' as const, url: `/api/admin/products/export.csv${query}` };
  return t.app.inject(token ? withToken(token, options) : options);
}

/** POST /api/admin/products/import with `text` as the multipart `file`. */
export function importCsv(
  t: TestApp,
  token: string | null,
  text: string | Buffer,
  dryRun: boolean,
  fileName = 'products.csv',
) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), fileName);
  const options = {
    method: 'POST' as const,
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    payload: form,
  };
  return t.app.inject(token ? withToken(token, options) : options);
}

/** GET /api/admin/products/imports/:id (`id` as the path has it, so tests can send a bad one). */
export function getImport(t: TestApp, token: string | null, id: number | string) {
  const options = { method: 'GET' as const, url: `/api/admin/products/imports/${id}` };
  return t.app.inject(token ? withToken(token, options) : options);
}

/**
 * Applies `text` as an admin would: the upload's answer (202 with the QUEUED import), then the
 * import as GET shows it once the queue has nothing left to run.
 */
export async function applyCsv(t: TestApp, token: string, text: string | Buffer) {
  const accepted = await importCsv(t, token, text, false);
  if (accepted.statusCode !== 202) {
    throw new Error(`the import was not queued: ${accepted.statusCode} ${accepted.body}`);
  }
  const queued = json<ProductImportRun>(accepted);
  await t.app.jobs.whenIdle();
  const response = await getImport(t, token, queued.id);
  return { queued, run: json<ProductImportRun>(response) };
}

/** The export's rows as objects by column, header and byte order mark checked. */
export function rowsOfExport(body: string): Record<ProductCsvColumn, string>[] {
  if (!body.startsWith('\uFEFF')) throw new Error('the export has no byte order mark');
  const [header, ...rows] = parseCsv(body.slice(1));
  if (JSON.stringify(header?.cells) !== JSON.stringify(PRODUCT_CSV_COLUMNS)) {
    throw new Error(`unexpected header: ${JSON.stringify(header?.cells)}`);
  }
  return rows.map(
    (row) =>
      Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column, i) => [column, row.cells[i]])) as Record<
        ProductCsvColumn,
        string
      >,
  );
}

/** A CSV cell, quoted when it must be (for files written by hand in tests). */
function cellText(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV file of `columns` and rows of cells by column (a missing cell is blank). */
export function csvFile(
  columns: readonly string[],
  rows: Partial<Record<string, string | number>>[],
): string {
  const lines = [columns.map(cellText).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => cellText(String(row[column] ?? ''))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
