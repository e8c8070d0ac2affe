import type { ProductDetail } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { ProductRoute } from './product-route';

function product(id: number, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id,
    name: `Attar ${id}`,
    slug: `attar-${id}`,
    sku: `SKU-${id}`,
    price: 4200,
    salePrice: 3600,
    description: 'Rose distilled into sandalwood.',
    shortDescription: 'A rose attar',
    size: '12 ml',
    dimensions: null,
    categoryId: 2,
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
    stockQuantity: 8,
    inStock: true,
    fromPrice: 3600,
    variantCount: 1,
    imageUrls: [],
    images: [
      { isPrimary: true, publicId: `p${id}-a`, url: '', width: 1000, height: 1000 },
      { isPrimary: false, publicId: `p${id}-b`, url: '', width: 1000, height: 1000 },
    ],
    imageUrl: null,
    averageRating: null,
    reviewCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    variants: [
      {
        id: id * 10,
        sku: `SKU-${id}`,
        size: '12 ml',
        colour: null,
        price: 4200,
        salePrice: 3600,
        stockQuantity: 8,
        inStock: true,
        weightGrams: null,
        imagePublicId: null,
        imageUrl: null,
        isDefault: true,
      },
    ],
    components: [],
    ...overrides,
  };
}

const emptyReviews = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  number: 0,
  size: 5,
  first: true,
  last: true,
  empty: true,
  summary: { averageRating: null, reviewCount: 0 },
};

describe('ProductRoute', () => {
  beforeEach(() =>
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isRestoring: false }),
  );

  it('composes the product, its buttons, its reviews and up to four related pieces', async () => {
    const requested: string[] = [];
    mockFetch((url) => {
      requested.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/products/getProduct/3') {
        return jsonResponse(product(3, { averageRating: 4.5, reviewCount: 12 }));
      }
      if (url.pathname === '/api/products/getAll') {
        const list = [3, 4, 5, 6, 7].map((id) => product(id));
        return jsonResponse({ content: list, totalElements: 5, totalPages: 1, number: 0, size: 5 });
      }
      return jsonResponse(emptyReviews);
    });
    renderRoutes({
      routes: [{ path: '/product/:id', element: <ProductRoute /> }],
      initialEntries: ['/product/3'],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Attar 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4.5 out of 5, 12 reviews' })).toHaveAttribute(
      'href',
      '#reviews',
    );
    // The phone's buying bar comes once the page is idle, out of view until Add to Cart scrolls
    // away.
    const bar = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('[aria-label="Buy this piece"]');
        expect(found).not.toBeNull();
        return found!;
      },
      { timeout: 5000 },
    );
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('region', { name: 'Buy this piece' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Add to Cart', hidden: true })).toBeEnabled();
    // The page's own price, beside its title (the related pieces below may cost the same).
    const details = within(screen.getByRole('heading', { level: 1 }).parentElement!);
    expect(details.getByText('₹3,600')).toBeInTheDocument();
    expect(details.getByText('₹4,200')).toBeInTheDocument();
    expect(screen.getByText('12 ml')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();

    const main = screen.getByRole('img', { name: 'Attar 3, view 1 of 2' });
    expect(main).toHaveAttribute('src', '/media/detail/p3-a');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute(
      'srcset',
      '/media/detail-small/p3-a 480w, /media/detail/p3-a 800w',
    );
    // The page's layout: full width under lg, then the first of two columns.
    expect(main).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 568px, (min-width: 1024px) calc(50vw - 72px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const thumbs = within(screen.getByRole('list', { name: 'Product images' })).getAllByRole(
      'button',
    );
    expect(thumbs[1]!.querySelector('img')).toHaveAttribute('src', '/media/thumb/p3-b');
    expect(thumbs[1]!.querySelector('img')).toHaveAttribute('height', '150');

    expect(
      await screen.findByRole('link', { name: 'Sign in to write a review' }),
    ).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'You may also like' });
    const links = await within(related).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/4',
      '/product/5',
      '/product/6',
      '/product/7',
    ]);
    // Only what can be bought is suggested.
    expect(requested).toContain('/api/products/getAll?page=0&size=5&category=2&inStock=true');
    expect(requested).toContain('/api/products/3/reviews?page=0&size=5');
  });

  it('lists what a gift set is made of, each piece by name and size, linking to its page', async () => {
    const set = product(8, {
      name: 'Eau de Parfum Discovery Set',
      productType: 'GIFT_SET',
      categoryName: 'Gift Sets',
      size: '5 x 10 ml',
      stockQuantity: 3,
      components: [
        {
          productId: 21,
          name: 'Monsoon Vetiver',
          sku: 'AH-FR-001-10ML',
          size: '10 ml',
          quantity: 1,
        },
        {
          productId: 22,
          name: 'Chandni Jasmine',
          sku: 'AH-FR-003-10ML',
          size: '10 ml',
          quantity: 2,
        },
        { productId: 23, name: 'Sandal Soap', sku: 'AH-SOAP', size: null, quantity: 1 },
      ],
    });
    mockFetch((url) => {
      if (url.pathname === '/api/products/getProduct/8') return jsonResponse(set);
      if (url.pathname === '/api/products/getAll') {
        return jsonResponse({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 5 });
      }
      return jsonResponse(emptyReviews);
    });
    renderRoutes({
      routes: [{ path: '/product/:id', element: <ProductRoute /> }],
      initialEntries: ['/product/8'],
    });

    const contents = await screen.findByRole('region', { name: 'What’s in the set' });
    const items = within(within(contents).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Monsoon Vetiver10 ml',
      'Chandni Jasmine2 × 10 ml',
      'Sandal SoapOne size',
    ]);
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Monsoon Vetiver', '/product/21'],
      ['Chandni Jasmine', '/product/22'],
      ['Sandal Soap', '/product/23'],
    ]);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows no set list for a product without components', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/products/getProduct/3') return jsonResponse(product(3));
      if (url.pathname === '/api/products/getAll') {
        return jsonResponse({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 5 });
      }
      return jsonResponse(emptyReviews);
    });
    renderRoutes({
      routes: [{ path: '/product/:id', element: <ProductRoute /> }],
      initialEntries: ['/product/3'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attar 3' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What’s in the set' })).toBeNull();
  });
});
