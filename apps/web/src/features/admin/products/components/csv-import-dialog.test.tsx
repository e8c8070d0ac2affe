import type { ProductImportReport } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

type Answer = (call: RecordedCall) => Response | Promise<Response>;

/** The import call answered by `answer`; every call is recorded. */
function mockImportApi(answer: Answer) {
  const calls: RecordedCall[] = [];
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    if (url.pathname === '/api/admin/products/import') return answer(call);
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return calls;
}

const csv = (text = 'sku,name\nAH-1,Oud\n', name = 'products.csv') =>
  new File([text], name, { type: 'text/csv' });

async function openWithFile(file = csv()) {
  const user = userEvent.setup();
  const view = renderAt(<CsvImportDialog />, '/admin/products');
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
  await user.upload(within(dialog).getByLabelText('CSV file'), file);
  return { user, dialog: within(dialog), view };
}

describe('the CSV import dialog', () => {
  it('checks the chosen file in a dry run, then lists its errors by line and column with Apply disabled', async () => {
    const calls = mockImportApi(() => jsonResponse(WITH_ERRORS));
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

  it('applies a clean file with a progress bar, says what it did, refreshes the products and closes', async () => {
    let finish: (response: Response) => void = () => undefined;
    const calls = mockImportApi((call) =>
      call.url.searchParams.get('dryRun') === 'true'
        ? jsonResponse(CLEAN)
        : new Promise<Response>((resolve) => {
            finish = resolve;
          }),
    );
    const { user, dialog, view } = await openWithFile();
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    expect(await dialog.findByText(/No errors in 5 rows/)).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Apply import' }));
    expect(dialog.getByRole('progressbar', { name: 'Applying the import' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(calls[1]!.url.searchParams.get('dryRun')).toBe('false');

    finish(jsonResponse({ ...CLEAN, dryRun: false }));
    expect(await screen.findByText('Import applied')).toBeInTheDocument();
    expect(screen.getByText('2 new, 1 updated, 2 unchanged')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
  });

  it('shows the errors the server found on apply, when nothing was imported', async () => {
    mockImportApi((call) =>
      call.url.searchParams.get('dryRun') === 'true'
        ? jsonResponse(CLEAN)
        : jsonResponse(
            {
              status: 400,
              error: 'Bad Request',
              code: 'IMPORT_INVALID',
              message: 'The file has 1 error; nothing was imported.',
              details: {
                ...CLEAN,
                dryRun: false,
                errors: [{ line: 4, column: 'sku', message: 'SKU AH-9 was just taken.' }],
                errorCount: 1,
              },
              requestId: 'test',
            },
            400,
          ),
    );
    const { user, dialog } = await openWithFile();
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    await user.click(await dialog.findByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    expect(await dialog.findByText('SKU AH-9 was just taken.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Apply import' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const calls = mockImportApi(() => jsonResponse(CLEAN));
    const big = csv('x'.repeat(2 * 1024 * 1024 + 1));
    const { dialog } = await openWithFile(big);
    expect(dialog.getByText(/This file is larger than 2 MB/)).toBeInTheDocument();
    expect(dialog.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Check file' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });

  it('says why a check failed and lets the person try again', async () => {
    let fail = true;
    mockImportApi(() =>
      fail
        ? errorResponse(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 2 MB.')
        : jsonResponse(CLEAN),
    );
    const { user, dialog } = await openWithFile();
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Could not check the file')).toBeInTheDocument();
    expect(screen.getByText('The file is larger than 2 MB.')).toBeInTheDocument();
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Check file' }));
    expect(await dialog.findByRole('button', { name: 'Apply import' })).toBeEnabled();
  });
});
