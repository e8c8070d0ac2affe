import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/utils';
import { PRODUCT_GRID_SIZES, ProductCard, ProductGrid, type ProductCardData } from './product-card';

const product = (id: number, overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  id,
  name: `Attar ${id}`,
  price: 4200,
  salePrice: null,
  categoryName: 'Attars',
  images: [{ isPrimary: true, publicId: `rose-${id}`, url: '', width: 1000, height: 1000 }],
  imageUrl: `/media/card/rose-${id}`,
  imageUrls: [`rose-${id}`],
  stockQuantity: 5,
  productType: 'FRAGRANCE',
  ...overrides,
});

describe('ProductCard picture', () => {
  it('offers the card and its double-density width, with the sizes its caller gives', () => {
    renderAt(<ProductCard product={product(1)} sizes="(min-width: 1024px) 25vw, 50vw" />);
    const image = screen.getByRole('img', { name: 'Attar 1' });
    expect(image).toHaveAttribute('src', '/media/card/rose-1');
    expect(image).toHaveAttribute(
      'srcset',
      '/media/card/rose-1 400w, /media/card-large/rose-1 800w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 25vw, 50vw');
    // The box is the spec's card size whichever width the browser picks.
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '320');
  });

  it('has no srcset for a product known only by an image URL', () => {
    renderAt(
      <ProductCard
        product={product(2, { images: [], imageUrls: [], imageUrl: '/legacy/rose.webp' })}
        sizes="50vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Attar 2' });
    expect(image).toHaveAttribute('src', '/legacy/rose.webp');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});

describe('ProductGrid pictures', () => {
  it('sizes every card to its column, asking first for the first row only', () => {
    renderAt(<ProductGrid products={[1, 2, 3, 4, 5].map((id) => product(id))} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(5);
    for (const image of images) expect(image).toHaveAttribute('sizes', PRODUCT_GRID_SIZES);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[4]).toHaveAttribute('fetchpriority', 'auto');
    expect(images[4]).toHaveAttribute('loading', 'lazy');
    // Two columns under lg, four from lg, a fixed width once the page stops growing.
    expect(PRODUCT_GRID_SIZES).toBe(
      '(min-width: 1280px) 276px, (min-width: 1024px) calc(25vw - 44px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)',
    );
  });
});

describe('ProductCard of a product sold in several sizes', () => {
  it('shows "from" the lowest price paid, and is sold out only when no size is in stock', () => {
    const { unmount } = renderAt(
      <ProductCard
        // The default size is out while another is in: still for sale.
        product={product(3, { variantCount: 3, fromPrice: 1200, stockQuantity: 0, inStock: true })}
        sizes="50vw"
      />,
    );
    expect(screen.getByText('from ₹1,200')).toBeInTheDocument();
    expect(screen.queryByText('₹4,200')).not.toBeInTheDocument();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
    unmount();

    renderAt(
      <ProductCard
        product={product(4, { variantCount: 3, fromPrice: 1200, stockQuantity: 0, inStock: false })}
        sizes="50vw"
      />,
    );
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows one price for a product of one variant', () => {
    renderAt(
      <ProductCard product={product(5, { variantCount: 1, fromPrice: 4200 })} sizes="50vw" />,
    );
    expect(screen.getByText('₹4,200')).toBeInTheDocument();
    expect(screen.queryByText(/from/)).not.toBeInTheDocument();
  });
});
