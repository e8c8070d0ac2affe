import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/api/products';
import {
  adminProduct,
  pageOf,
  type RecordedCall,
  recordCall,
} from '@/features/admin/products/test-fixtures';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import DeletedProductPage from './deleted-products-page';

const MUSK = adminProduct(5, {
  name: 'White Musk Attar',
  sku: 'ATR-MUSK-6',
  price: 1850,
  deletedAt: '2026-03-05T10:00:00.000Z',
});

function mockDeletedApi(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const calls: RecordedCall[] = [];
  let deleted = [MUSK];
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (call.method === 'PUT' && url.pathname === '/api/products/5/restoreDeleted') {
      deleted = [];
      return jsonResponse({ ...MUSK, deletedAt: null });
    }
    if (url.pathname === '/api/products/get/deleted') return jsonResponse(pageOf(deleted));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return calls;
}

function renderPage(path = '/admin/deletedproduct') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/deletedproduct',
        element: (
          <>
            <DeletedProductPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

describe('the deleted products screen', () => {
  it('lists deleted products with SKU and when they were deleted, in India time', async () => {
    const calls = mockDeletedApi();
    renderPage('/admin/deletedproduct?page=2');
    const table = await screen.findByRole('table', { name: 'Deleted products' });
    const row = (await within(table).findByText('White Musk Attar')).closest('tr')!;
    expect(within(row).getByText('ATR-MUSK-6')).toBeInTheDocument();
    expect(within(row).getByText('₹1,850')).toBeInTheDocument();
    expect(within(row).getByText('5 March 2026')).toBeInTheDocument();
    expect(within(row).getByText('3:30 pm')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
  });

  it('restores a product after a confirmation and refreshes the product lists', async () => {
    const user = userEvent.setup();
    const calls = mockDeletedApi();
    const { queryClient } = renderPage();
    await screen.findByText('White Musk Attar');
    queryClient.setQueryData(productKeys.list({ size: 12 }), pageOf([]));

    await user.click(screen.getByRole('button', { name: 'Restore White Musk Attar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Restore White Musk Attar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Product restored')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => `${call.method} ${call.url.pathname}`),
    ).toEqual(['PUT /api/products/5/restoreDeleted']);
    expect(queryClient.getQueryState(productKeys.list({ size: 12 }))?.isInvalidated).toBe(true);
    expect(await screen.findByText('No deleted products. Nothing to restore.')).toBeInTheDocument();
  });

  it('says so when the restore fails and keeps the dialog open', async () => {
    const user = userEvent.setup();
    mockDeletedApi(({ method }) =>
      method === 'PUT' ? errorResponse(404, 'NOT_FOUND', 'Product not found') : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Restore White Musk Attar' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Could not restore the product')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('searches by name or SKU and keeps the search in the address', async () => {
    const user = userEvent.setup();
    const calls = mockDeletedApi();
    renderPage();
    await screen.findByText('White Musk Attar');
    await user.type(screen.getByLabelText('Search deleted products'), 'musk');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/deletedproduct?search=musk'),
    );
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('musk'));
  });
});
