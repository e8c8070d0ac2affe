import type { Product } from '@attar/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '@/features/catalog/test/catalog-fixtures';
import { jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { WishlistRoute } from './wishlist-route';

function wishlistOf(products: Product[]) {
  return {
    content: products.map((item, index) => ({
      id: 100 + index,
      productId: item.id,
      product: item,
      addedAt: '2025-02-01T00:00:00.000Z',
    })),
    totalElements: products.length,
    totalPages: 1,
    number: 0,
    size: 10,
    first: true,
    last: true,
    empty: products.length === 0,
  };
}

describe('WishlistRoute', () => {
  it('leads a product of several sizes to its page to choose one, and adds one of one size', async () => {
    mockFetch(() =>
      jsonResponse(
        wishlistOf([
          product(1, { name: 'Rose Attar', variantCount: 3, fromPrice: 1200 }),
          product(2, { name: 'Oud Noir' }),
          // Sold out in every size: nothing to choose, the button stays off.
          product(3, { name: 'Amber Musk', variantCount: 2, inStock: false, stockQuantity: 0 }),
        ]),
      ),
    );
    renderAt(<WishlistRoute />, '/wishlist');

    expect(await screen.findByRole('link', { name: 'Choose options' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    const buttons = screen.getAllByRole('button', { name: 'Add to Cart' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toBeEnabled();
    expect(buttons[1]).toBeDisabled();
  });
});
