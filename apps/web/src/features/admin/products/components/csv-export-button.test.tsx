import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockFetch, renderRoutes } from '@/test/utils';
import { CsvExportButton } from './csv-export-button';

const saved: { href: string; download: string }[] = [];
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  saved.length = 0;
  window.localStorage.setItem('token', 'admin-token');
  // jsdom has no object URLs and does not download: the link clicked is recorded instead.
  URL.createObjectURL = vi.fn(() => 'blob:products');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('Export CSV', () => {
  it("downloads the table's filters and sort, every page, with the admin token", async () => {
    const fetchMock = mockFetch(
      () =>
        new Response('\uFEFFsku,name\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="attar-house-products-2026-05-14.csv"',
          },
        }),
    );
    const user = userEvent.setup();
    renderRoutes({
      routes: [{ path: '/admin/products', element: <CsvExportButton /> }],
      initialEntries: [
        '/admin/products?search=oud&category=4&stock=low&featured=true&sort=price_desc&page=3&size=50',
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(String(url), 'http://store.test');
    expect(sent.pathname).toBe('/api/admin/products/export.csv');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      search: 'oud',
      category: '4',
      stock: 'low',
      featured: 'true',
      sort: 'price_desc',
    });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
    expect(saved[0]).toEqual({
      href: 'blob:products',
      download: 'attar-house-products-2026-05-14.csv',
    });
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    // Byte for byte, the byte order mark that tells Excel the file is UTF-8 included.
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('sku,name\r\n');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says so when the export fails, and downloads nothing', async () => {
    mockFetch(() => errorResponse(403, 'FORBIDDEN', 'You do not have access to this'));
    const user = userEvent.setup();
    renderRoutes({
      routes: [{ path: '/admin/products', element: <CsvExportButton /> }],
      initialEntries: ['/admin/products'],
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export the products')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
