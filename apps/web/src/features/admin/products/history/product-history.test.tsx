import type { ProductHistoryEntry } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminProductKeys } from '@/api/product-admin';
import { productKeys } from '@/api/products';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { adminProduct, pageOf, type RecordedCall, recordCall } from '../test-fixtures';
import { ProductHistory } from './product-history';

const ADMIN = { id: 1, email: 'admin@attarhouse.in' };

const ENTRIES: ProductHistoryEntry[] = [
  {
    id: 40,
    productId: 7,
    action: 'UPDATE',
    at: '2026-03-06T12:15:00.000Z',
    actor: ADMIN,
    reason: null,
    changes: [
      { field: 'price', before: 124500, after: 99999.5 },
      { field: 'occasions', before: ['DAILY'], after: ['FESTIVE', 'WEDDING'] },
    ],
  },
  {
    id: 31,
    productId: 7,
    action: 'STOCK',
    at: '2026-03-05T10:00:00.000Z',
    actor: null,
    reason: 'ORDER AH-2026-000012',
    changes: [{ field: 'stockQuantity', before: 12, after: 10 }],
  },
  {
    id: 30,
    productId: 7,
    action: 'UPDATE',
    at: '2026-03-04T09:00:00.000Z',
    actor: ADMIN,
    reason: null,
    changes: [
      {
        field: 'notesPyramid',
        before: null,
        after: { top: ['Bergamot'], heart: ['Rose', 'Jasmine'], base: ['Oud'] },
      },
      { field: 'notes', before: [], after: ['Bergamot', 'Rose', 'Jasmine', 'Oud'] },
      { field: 'categoryId', before: 1, after: 2 },
      { field: 'categoryName', before: 'Attars', after: 'Eau de Parfum' },
      { field: 'isFeatured', before: false, after: true },
    ],
  },
];

function mockHistoryApi(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const calls: RecordedCall[] = [];
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname === '/api/product-history/7') return jsonResponse(pageOf(ENTRIES));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return calls;
}

function renderHistory() {
  return renderRoutes({ routes: [{ path: '/', element: <ProductHistory productId={7} /> }] });
}

const entryOf = (heading: string, index = 0) =>
  screen.getAllByRole('heading', { level: 3, name: heading })[index]!.closest('li')!;

describe("a product's history", () => {
  it('shows each change with who, when in India, and the fields before and after', async () => {
    const calls = mockHistoryApi();
    renderHistory();
    await screen.findAllByRole('heading', { level: 3, name: 'Edited' });

    const latest = within(entryOf('Edited'));
    expect(latest.getByText(/admin@attarhouse\.in/)).toBeInTheDocument();
    expect(latest.getByText('6 March 2026, 5:45 pm')).toBeInTheDocument();
    expect(latest.getByText('Price').nextElementSibling).toHaveTextContent(
      'Before: ₹1,24,500After: ₹99,999.50',
    );
    expect(latest.getByText('Occasions').nextElementSibling).toHaveTextContent(
      'Before: EverydayAfter: Festive, Wedding',
    );
    expect(latest.getByText('Current version')).toBeInTheDocument();

    const stock = within(entryOf('Stock changed'));
    expect(stock.getByText('System')).toBeInTheDocument();
    expect(stock.getByText('5 March 2026, 3:30 pm')).toBeInTheDocument();
    expect(stock.getByText('ORDER AH-2026-000012')).toBeInTheDocument();

    const older = within(entryOf('Edited', 1));
    expect(older.getByText('Notes pyramid').nextElementSibling).toHaveTextContent(
      'Top: Bergamot; Heart: Rose, Jasmine; Base: Oud',
    );
    expect(older.getByText('Category').nextElementSibling).toHaveTextContent(
      'Before: AttarsAfter: Eau de Parfum',
    );
    expect(older.getByText('Featured').nextElementSibling).toHaveTextContent(
      'Before: NoAfter: Yes',
    );
    // The category's id and the derived flat notes add nothing to read.
    expect(older.queryByText('categoryId')).not.toBeInTheDocument();
    expect(older.queryByText('Notes')).not.toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('page')).toBe('0');
  });

  it('restores an earlier version after a confirmation, then reads product and history again', async () => {
    const user = userEvent.setup();
    const calls = mockHistoryApi(({ method }) =>
      method === 'POST' ? jsonResponse(adminProduct(7, { price: 124500 })) : undefined,
    );
    const { queryClient } = renderHistory();
    await screen.findAllByRole('heading', { level: 3, name: 'Edited' });
    queryClient.setQueryData(adminProductKeys.detail(7), adminProduct(7));
    queryClient.setQueryData(productKeys.detail(7), adminProduct(7));

    await user.click(
      within(entryOf('Edited', 1)).getByRole('button', { name: 'Restore this version' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    expect(dialog).toHaveTextContent('right after the change of 4 March 2026, 2:30 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(
      ['/api/product-history/7/restore/30'],
    );
    expect(queryClient.getQueryState(adminProductKeys.detail(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(productKeys.detail(7))?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/product-history/7')).toHaveLength(
        2,
      ),
    );
  });

  it("keeps the dialog open with the server's reason when that version cannot come back", async () => {
    const user = userEvent.setup();
    mockHistoryApi(({ method }) =>
      method === 'POST'
        ? errorResponse(409, 'CONFLICT', 'That version cannot be put back: its category is gone.')
        : undefined,
    );
    renderHistory();
    await screen.findByRole('heading', { level: 3, name: 'Stock changed' });
    await user.click(
      within(entryOf('Stock changed')).getByRole('button', { name: 'Restore this version' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Could not restore this version')).toBeInTheDocument();
    expect(
      screen.getByText('That version cannot be put back: its category is gone.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
