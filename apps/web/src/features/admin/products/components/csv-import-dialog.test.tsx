import type { ProductImportReport, ProductImportRun } from '@attar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_IMPORT_POLL_MS } from '@/api/product-csv';
import { productKeys } from '@/api/products';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { type RecordedCall, recordCall } from '../test-fixtures';
import { CsvImportDialog } from './csv-import-dialog';

const CLEAN: ProductImportReport = {
  dryRun: true,
  rows: 5,
  created: 2,
  updated: 1,
  unchanged: 2,
  errors: [],
  errorCount: 0,
};
const WITH_ERRORS: ProductImportReport = {
  ...CLEAN,
  created: 1,
  errors: [
    { line: 3, column: 'price', message: '"abc" is not a number.' },
    { line: 7, column: 'category', message: 'No category is named "Perfume Oils".' },
  ],
  errorCount: 2,
};

const APPLIED: ProductImportReport = { ...CLEAN, dryRun: false };

/** The import the server answers for `status` (QUEUED as the upload answers it). */
function importRun(status: ProductImportRun['status'], overrides: Partial<ProductImportRun> = {}) {
  return {
    id: 41,
    status,
    report: APPLIED,
    error: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    finishedAt: status === 'DONE' || status === 'FAILED' ? '2026-03-05T10:00:02.000Z' : null,
    ...overrides,
  } satisfies ProductImportRun;
}

type Answer = (call: RecordedCall) => Response | Promise<Response>;

/**
 * The import calls: a dry run answers `check`, an apply `apply` (by default 202 with the QUEUED
 * import), and GET /imports/41 answers whatever `server.run` holds then. Every call is recorded.
 */
function mockImportApi({
  check = () => jsonResponse(CLEAN),
  apply = () => jsonResponse(importRun('QUEUED'), 202),
}: { check?: Answer; apply?: Answer } = {}) {
  const calls: RecordedCall[] = [];
  const server = { run: importRun('RUNNING') as ProductImportRun };
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    if (url.pathname === '/api/admin/products/import') {
      return call.url.searchParams.get('dryRun') === 'true' ? check(call) : apply(call);
    }
    if (url.pathname === '/api/admin/products/imports/41') return jsonResponse(server.run);
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  const polls = () =>
    calls.filter((call) => call.url.pathname.startsWith('/api/admin/products/imports/'));
  return { calls, server, polls };
}

const csv = (text = 'sku,name\nAH-1,Oud\n', name = 'products.csv') =>
  new File([text], name, { type: 'text/csv' });

async function openWithFile(file = csv()) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderAt(<CsvImportDialog />, '/admin/products');
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
  await user.upload(within(dialog).getByLabelText('CSV file'), file);
  return { user, dialog: within(dialog), view };
}

/** Opens the dialog, checks a clean file and applies it: the import is then under way. */
async function applyClean() {
  const opened = await openWithFile();
  await opened.user.click(opened.dialog.getByRole('button', { name: 'Check file' }));
  await opened.user.click(await opened.dialog.findByRole('button', { name: 'Apply import' }));
  return opened;
}

/** The footer's Close (the dialog's corner has one too). */
const footerClose = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole('button', { name: 'Close' }).at(-1)!;

/** One polling interval passes. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(PRODUCT_IMPORT_POLL_MS));

// Polling is driven by the test (`nextPoll`); other timers run on as usual.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the CSV import dialog', () => {
  it('checks the chosen file in a dry run, then lists its errors by line and column with Apply disabled', async () => {
    const { calls } = mockImportApi({ check: () => jsonResponse(WITH_ERRORS) });
    const { user, dialog } = await openWithFile();
    expect(dialog.queryByRole('button', { name: 'Apply import' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Check file' }));

    const result = await dialog.findByRole('region', { name: 'Check result' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.searchParams.get('dryRun')).toBe('true');
    const sent = (calls[0]!.body as FormData).get('file') as File;
    expect(sent.name).toBe('products.csv');
    expect(await sent.text()).toBe('sku,name\nAH-1,Oud\n');

    const figure = (label: string) => within(result).getByText(label).nextElementSibling;
    expect(figure('New')).toHaveTextContent('1');
    expect(figure('Updated')).toHaveTextContent('1');
    expect(figure('Unchanged')).toHaveTextContent('2');
    expect(figure('Errors')).toHaveTextContent('2');
    const rows = within(within(result).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LineColumnMessage',
      '3price"abc" is not a number.',
      '7categoryNo category is named "Perfume Oils".',
    ]);
    expect(dialog.getByRole('button', { name: 'Apply import' })).toBeDisabled();
  });

  it('applies a clean file, follows the queued import until it is done, says what it did, refreshes the products and closes', async () => {
    const { calls, server, polls } = mockImportApi();
    const { user, dialog, view } = await openWithFile();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    expect(await dialog.findByText(/No errors in 5 rows/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Apply import' }));
    expect(calls[1]!.url.searchParams.get('dryRun')).toBe('false');
    expect(
      await dialog.findByText('Importing 5 rows. It carries on if you close this window.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Applying the import' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(footerClose(dialog)).toBeEnabled();
    expect(dialog.getByLabelText('CSV file')).toBeDisabled();

    // Asked again every second while it runs; nothing is refreshed before it is done.
    const asked = polls().length;
    await nextPoll();
    await waitFor(() => expect(polls().length).toBe(asked + 1));
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: productKeys.all });

    server.run = importRun('DONE');
    await nextPoll();
    expect(await screen.findByText('Import applied')).toBeInTheDocument();
    expect(screen.getByText('2 new, 1 updated, 2 unchanged')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });

    // Done: no more asking.
    const finalCount = polls().length;
    await nextPoll();
    await nextPoll();
    expect(polls().length).toBe(finalCount);
  });

  it('keeps following an import after the dialog is closed, and says when it is done', async () => {
    const { server } = mockImportApi();
    const { user, dialog, view } = await applyClean();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    expect(await dialog.findByText(/^Importing 5 rows/)).toBeInTheDocument();
    await user.click(footerClose(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.run = importRun('DONE');
    await nextPoll();
    expect(await screen.findByText('Import applied')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
  });

  it('shows the errors of an import that failed when the server wrote it, as a check shows them', async () => {
    const { server } = mockImportApi();
    const { dialog, view } = await applyClean();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    expect(await dialog.findByText(/^Importing 5 rows/)).toBeInTheDocument();

    server.run = importRun('FAILED', {
      error: 'The file has 1 error; nothing was imported.',
      report: {
        ...APPLIED,
        errors: [{ line: 2, column: 'category', message: 'No category is named "Bakhoor".' }],
        errorCount: 1,
      },
    });
    await nextPoll();
    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    expect(screen.getByText('The file has 1 error; nothing was imported.')).toBeInTheDocument();
    expect(await dialog.findByText('No category is named "Bakhoor".')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: productKeys.all });
  });

  it('says why an import failed that no row caused, and lets the person apply the file again', async () => {
    const reason =
      'The admin who applied this import may no longer edit products. Nothing was imported.';
    const { server, calls } = mockImportApi();
    const { user, dialog } = await applyClean();
    server.run = importRun('FAILED', { error: reason });
    await nextPoll();
    expect(await dialog.findByRole('alert')).toHaveTextContent(reason);
    await user.click(dialog.getByRole('button', { name: 'Apply import' }));
    expect(calls.filter((call) => call.url.searchParams.get('dryRun') === 'false')).toHaveLength(2);
  });

  it('shows the errors the server found on apply, when nothing was imported', async () => {
    mockImportApi({
      apply: () =>
        jsonResponse(
          {
            status: 400,
            error: 'Bad Request',
            code: 'IMPORT_INVALID',
            message: 'The file has 1 error; nothing was imported.',
            details: {
              ...APPLIED,
              errors: [{ line: 4, column: 'sku', message: 'SKU AH-9 was just taken.' }],
              errorCount: 1,
            },
            requestId: 'test',
          },
          400,
        ),
    });
    const { dialog } = await applyClean();
    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    expect(await dialog.findByText('SKU AH-9 was just taken.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const { calls } = mockImportApi();
    const big = csv('x'.repeat(2 * 1024 * 1024 + 1));
    const { dialog } = await openWithFile(big);
    expect(dialog.getByText(/This file is larger than 2 MB/)).toBeInTheDocument();
    expect(dialog.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('says why a check failed and lets the person try again', async () => {
    let fail = true;
    mockImportApi({
      check: () =>
        fail
          ? errorResponse(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 2 MB.')
          : jsonResponse(CLEAN),
    });
    const { user, dialog } = await openWithFile();
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Could not check the file')).toBeInTheDocument();
    expect(screen.getByText('The file is larger than 2 MB.')).toBeInTheDocument();
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    expect(await dialog.findByRole('button', { name: 'Apply import' })).toBeEnabled();
  });
});
