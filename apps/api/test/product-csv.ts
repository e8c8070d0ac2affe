import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@attar/contracts';
import { parseCsv } from '../src/lib/csv.js';
import { withToken, type TestApp } from './test-app.js';

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
