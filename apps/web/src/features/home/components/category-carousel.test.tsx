import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { CategoryCarousel, ShopByCategory } from './category-carousel';
import type { CategoryTileData } from './category-tile';
import { stubIntersectionObserver } from './embla-test-environment';

const category = (id: number, name: string, productCount = 3): CategoryTileData => ({
  id,
  name,
  imageUrl: null,
  imageUrls: [`seed-category-${id}`],
  productCount,
  productType: 'JEWELRY',
});

beforeEach(() => {
  stubIntersectionObserver();
});

const FOUR = [
  category(1, 'Rings'),
  category(2, 'Necklaces'),
  category(3, 'Earrings', 1),
  category(4, 'Bracelets'),
];

describe('CategoryCarousel', () => {
  it('shows four categories as tiles without arrows, each leading to its jewelry listing', () => {
    renderAt(<CategoryCarousel categories={FOUR} />);
    const rings = screen.getByRole('link', { name: /Rings/ });
    expect(rings).toHaveAttribute('href', '/jewelry?category=1');
    expect(within(rings).getByText('3 products')).toBeInTheDocument();
    expect(rings.querySelector('img')).toHaveAttribute('src', '/media/card/seed-category-1');
    expect(screen.getByRole('link', { name: /Earrings/ })).toHaveTextContent('1 product');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Next categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous categories' })).not.toBeInTheDocument();
  });

  it('offers each tile picture at 400 and 800 pixels wide, sized to a quarter or a half of the row', () => {
    renderAt(<CategoryCarousel categories={FOUR} />);
    const image = screen.getByRole('link', { name: /Rings/ }).querySelector('img');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/card/seed-category-1 400w, /media/card-large/seed-category-1 800w',
    );
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 282px, (min-width: 1024px) calc(25vw - 38px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)',
    );
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('sizes the slides to their thirds between sm and lg, and gives a plain image URL no srcset', () => {
    const legacy = { ...category(8, 'Anklets'), imageUrls: [], imageUrl: '/legacy/anklets.webp' };
    renderAt(<CategoryCarousel categories={[...FOUR, legacy]} />);
    const rings = screen.getByRole('link', { name: /Rings/ }).querySelector('img');
    expect(rings).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 282px, (min-width: 1024px) calc(25vw - 38px), (min-width: 640px) calc(33.33vw - 32px), calc(50vw - 24px)',
    );
    const anklets = screen.getByRole('link', { name: /Anklets/ }).querySelector('img');
    expect(anklets).toHaveAttribute('src', '/legacy/anklets.webp');
    expect(anklets).not.toHaveAttribute('srcset');
    expect(anklets).not.toHaveAttribute('sizes');
  });

  it('shows arrows once there are more than four categories', () => {
    renderAt(<CategoryCarousel categories={[...FOUR, category(9, 'Gift Sets')]} />);
    expect(screen.getByRole('button', { name: 'Next categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Gift Sets/ })).toHaveAttribute(
      'href',
      '/jewelry?category=9',
    );
  });
});

describe('ShopByCategory', () => {
  it('loads the categories from a page object', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ content: FOUR, totalElements: 4 }));
    renderAt(<ShopByCategory />);
    expect(await screen.findByRole('link', { name: /Necklaces/ })).toHaveAttribute(
      'href',
      '/jewelry?category=2',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/categories\/getCategory/);
  });

  it('accepts a plain list and a { data } body too', async () => {
    mockFetch(() => jsonResponse(FOUR));
    const first = renderAt(<ShopByCategory />);
    expect(await screen.findByRole('link', { name: /Bracelets/ })).toBeInTheDocument();
    first.unmount();
    mockFetch(() => jsonResponse({ data: [category(7, 'Anklets')] }));
    renderAt(<ShopByCategory />);
    expect(await screen.findByRole('link', { name: /Anklets/ })).toHaveAttribute(
      'href',
      '/jewelry?category=7',
    );
  });
});
