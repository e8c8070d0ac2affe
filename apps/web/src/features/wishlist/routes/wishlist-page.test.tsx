import type { Product } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { WishlistPage } from './wishlist-page';

function product(id: number, name: string): Product {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    sku: `SKU-${id}`,
    price: 2400,
    salePrice: null,
    description: '',
    shortDescription: '',
    size: '12 ml',
    dimensions: null,
    categoryId: 1,
    categoryName: 'Attars',
    productType: 'FRAGRANCE',
    gender: null,
    occasions: [],
    notes: [],
    notesPyramid: null,
    concentration: null,
    metal: null,
    purity: null,
    weightGrams: null,
    hallmarkHuid: null,
    hsnCode: null,
    isFeatured: false,
    stockQuantity: 5,
    inStock: true,
    fromPrice: 2400,
    variantCount: 1,
    imageUrls: [],
    images: [],
    imageUrl: null,
    averageRating: 4.5,
    reviewCount: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
  };
}

function pageOf(
  products: Product[],
  { number = 0, totalPages = 1, totalElements = products.length } = {},
) {
  return {
    content: products.map((item, index) => ({
      id: 100 + index,
      productId: item.id,
      product: item,
      addedAt: '2025-02-01T00:00:00.000Z',
    })),
    totalElements,
    totalPages,
    number,
    size: 10,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: products.length === 0,
  };
}

const renderPage = () =>
  renderAt(
    <WishlistPage renderPurchase={(item) => <button type="button">Buy {item.name}</button>} />,
    '/wishlist',
  );

describe('WishlistPage', () => {
  it('lists the saved products as cards with their rating, a buy button and Remove', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(pageOf([product(1, 'Rose Attar'), product(2, 'Oud Noir')])),
    );
    renderPage();
    const rose = (await screen.findByRole('link', { name: /Rose Attar/ })).closest('article')!;
    expect(within(rose).getByRole('link', { name: /Rose Attar/ })).toHaveAttribute(
      'href',
      '/product/1',
    );
    expect(within(rose).getByText('4.5 out of 5, 2 reviews')).toBeInTheDocument();
    expect(within(rose).getByRole('button', { name: 'Buy Rose Attar' })).toBeInTheDocument();
    expect(
      within(rose).getByRole('button', { name: 'Remove Rose Attar from wishlist' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 saved pieces')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/wishlist/Get?page=0&size=10');
  });

  it('removes a product and shows the list again without it', async () => {
    const user = userEvent.setup();
    let items = [product(1, 'Rose Attar'), product(2, 'Oud Noir')];
    const deleted: string[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'DELETE') {
        deleted.push(url.pathname);
        items = items.filter((item) => !url.pathname.endsWith(`/${item.id}`));
        return new Response(null, { status: 204 });
      }
      return jsonResponse(pageOf(items));
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Oud Noir from wishlist' }));
    expect(await screen.findByText('Removed from Wishlist')).toBeInTheDocument();
    expect(await screen.findByText('1 saved piece')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Oud Noir/ })).not.toBeInTheDocument();
    expect(deleted).toEqual(['/api/wishlist/delete/2']);
  });

  it('pages through a long wishlist', async () => {
    const user = userEvent.setup();
    mockFetch((url) =>
      url.searchParams.get('page') === '1'
        ? jsonResponse(
            pageOf([product(11, 'Page Two Attar')], {
              number: 1,
              totalPages: 2,
              totalElements: 11,
            }),
          )
        : jsonResponse(pageOf([product(1, 'Rose Attar')], { totalPages: 2, totalElements: 11 })),
    );
    renderPage();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Page Two Attar/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows the empty state with a way to the shop', async () => {
    mockFetch(() => jsonResponse(pageOf([])));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your wishlist is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the Shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows an empty list when the wishlist cannot be fetched', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'boom'));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your wishlist is empty' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
