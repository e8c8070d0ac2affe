import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/api/products';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import {
  adminProduct,
  CATEGORIES,
  pageOf,
  type RecordedCall,
  recordCall,
  variant,
} from '../test-fixtures';
import ProductsPage from './products-page';

const OUD = adminProduct(1, {
  name: 'Royal Oud Attar',
  sku: 'ATR-OUD-12',
  price: 124500,
  salePrice: 99999.5,
  stockQuantity: 3,
  lowStock: true,
  isFeatured: true,
  images: [{ isPrimary: true, publicId: 'products-oud', url: '', width: 800, height: 800 }],
});
const RING = adminProduct(2, {
  name: 'Polki Ring',
  sku: 'JWL-RNG-7',
  categoryId: 4,
  categoryName: 'Rings',
  productType: 'JEWELRY',
  price: 58000,
  stockQuantity: 0,
});

function mockProductsApi(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const calls: RecordedCall[] = [];
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname === '/api/categories/getCategory') return jsonResponse(pageOf(CATEGORIES));
    if (url.pathname === '/api/admin/products') return jsonResponse(pageOf([OUD, RING]));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  const lists = () => calls.filter((call) => call.url.pathname === '/api/admin/products');
  return { calls, lists, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function renderPage(path = '/admin/products') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/products',
        element: (
          <>
            <ProductsPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const location = () => screen.getByTestId('location');

describe('the products admin table', () => {
  it('lists the catalogue with picture, SKU, category, prices in rupees, stock and featured', async () => {
    const api = mockProductsApi();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('Royal Oud Attar');

    const oud = within(rowOf('Royal Oud Attar'));
    expect(oud.getByText('ATR-OUD-12')).toBeInTheDocument();
    expect(oud.getByText('Attars')).toBeInTheDocument();
    expect(oud.getByText('₹99,999.50')).toBeInTheDocument();
    expect(oud.getByText('₹1,24,500')).toBeInTheDocument();
    expect(oud.getByText('Low stock')).toBeInTheDocument();
    expect(oud.getByText('Featured')).toBeInTheDocument();
    expect(rowOf('Royal Oud Attar').querySelector('img')).toHaveAttribute(
      'src',
      '/media/thumb/products-oud',
    );
    const ring = within(rowOf('Polki Ring'));
    expect(ring.getByText('₹58,000')).toBeInTheDocument();
    expect(ring.getByText('Out of stock')).toBeInTheDocument();
    expect(ring.getByText('Not featured')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Polki Ring' })).toHaveAttribute(
      'href',
      '/admin/products/2',
    );
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
    const [first] = api.lists();
    expect(first!.url.searchParams.get('page')).toBe('0');
    expect(first!.url.searchParams.get('size')).toBe('10');
  });

  it('keeps the filters and the order in the address and asks the API for them', async () => {
    const user = userEvent.setup();
    const api = mockProductsApi();
    renderPage();
    await screen.findByText('Royal Oud Attar');
    await screen.findByRole('option', { name: 'Rings' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Rings');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/products?category=4'));
    await user.selectOptions(screen.getByLabelText('Stock'), 'Low stock');
    await user.selectOptions(screen.getByLabelText('Featured'), 'Featured');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/admin/products?category=4&stock=low&featured=true&sort=price_asc',
      ),
    );
    await user.type(screen.getByLabelText('Search products'), 'oud');
    await waitFor(() => expect(location()).toHaveTextContent('search=oud'));

    await waitFor(() => {
      const last = api.lists().at(-1)!.url.searchParams;
      expect(Object.fromEntries(last)).toEqual({
        page: '0',
        size: '10',
        category: '4',
        stock: 'low',
        featured: 'true',
        sort: 'price_asc',
        search: 'oud',
      });
    });
    // Sorting the other way round.
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(location()).toHaveTextContent('sort=price_desc'));
  });

  it('reads the list from the address, page counted from 1', async () => {
    const api = mockProductsApi();
    renderPage('/admin/products?stock=out&featured=false&sort=name_desc&page=2&size=20');
    await screen.findByText('Royal Oud Attar');
    expect(Object.fromEntries(api.lists()[0]!.url.searchParams)).toEqual({
      page: '1',
      size: '20',
      stock: 'out',
      featured: 'false',
      sort: 'name_desc',
    });
    expect(screen.getByLabelText('Stock')).toHaveValue('out');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('deletes a product after a confirmation, and refreshes the admin and storefront lists', async () => {
    const user = userEvent.setup();
    const api = mockProductsApi(({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    const { queryClient } = renderPage();
    await screen.findByText('Polki Ring');
    queryClient.setQueryData(productKeys.detail(2), RING);

    await user.click(screen.getByRole('button', { name: 'Delete Polki Ring' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Polki Ring?' });
    expect(dialog).toHaveTextContent('can be restored from Deleted products');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'DELETE /api/products/delete/2',
    ]);
    // The storefront's product page is stale too.
    expect(queryClient.getQueryState(productKeys.detail(2))?.isInvalidated).toBe(true);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    const api = mockProductsApi();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Royal Oud Attar' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('opens the variants of a product of several sizes, with the stock and state of each', async () => {
    const user = userEvent.setup();
    const musk = adminProduct(3, {
      name: 'White Musk',
      sku: 'ATR-MUSK-8',
      price: 1200,
      stockQuantity: 9,
      lowStock: true,
      variants: [
        variant(31, {
          sku: 'ATR-MUSK-8',
          size: '8 ml',
          price: 1200,
          stockQuantity: 9,
          isDefault: true,
        }),
        variant(32, {
          sku: 'ATR-MUSK-50',
          size: '50 ml',
          price: 5200,
          salePrice: 4800,
          stockQuantity: 2,
        }),
        variant(33, { sku: 'ATR-MUSK-100', size: '100 ml', price: 9000, stockQuantity: 0 }),
      ],
      fromPrice: 1200,
    });
    mockProductsApi(({ url }) => {
      if (url.pathname === '/api/admin/settings') return jsonResponse({ lowStockThreshold: 3 });
      return url.pathname === '/api/admin/products'
        ? jsonResponse(pageOf([musk, RING]))
        : undefined;
    });
    renderPage();
    await screen.findByText('White Musk');

    // The row: how many sizes, and all their stock together (low, as one of them is).
    const row = within(rowOf('White Musk'));
    expect(row.getByText('in 3 sizes')).toBeInTheDocument();
    expect(row.getByText('11')).toBeInTheDocument();
    expect(row.getByText('Low stock')).toBeInTheDocument();
    // A product of one size has nothing to open.
    expect(
      within(rowOf('Polki Ring')).queryByRole('button', { name: /sizes/ }),
    ).not.toBeInTheDocument();

    const toggle = row.getByRole('button', { name: '3 sizes of White Musk' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sizes = await screen.findByRole('table', { name: 'Variants of White Musk' });
    const lineOf = (size: string) =>
      within(
        within(sizes)
          .getByRole('rowheader', { name: new RegExp(size) })
          .closest('tr')!,
      );
    expect(lineOf('8 ml').getByText('ATR-MUSK-8')).toBeInTheDocument();
    expect(lineOf('8 ml').getByText('Default')).toBeInTheDocument();
    expect(lineOf('8 ml').queryByText(/Low|Out/)).not.toBeInTheDocument();
    expect(lineOf('50 ml').getByText('₹4,800')).toBeInTheDocument();
    await waitFor(() => expect(lineOf('50 ml').getByText('Low')).toBeInTheDocument());
    expect(lineOf('100 ml').getByText('Out')).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('table', { name: 'Variants of White Musk' })).not.toBeInTheDocument();
  });
});
