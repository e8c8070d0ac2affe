import type { ProductDetail } from '@attar/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';
import { productDetailOf, variantOf } from '@/features/catalog/test/catalog-fixtures';
import { jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { ProductRoute } from './product-route';

// The product page of a product sold in several variants (decision 0057): the choice, the
// address that keeps it, and Add to Cart adding what was chosen.

const ATTAR = productDetailOf([
  variantOf('ROSE-6', { size: '6 ml', price: 1500, salePrice: 1200, imagePublicId: 'p3-c' }),
  variantOf('ROSE-12', { size: '12 ml', isDefault: true }),
  variantOf('ROSE-24', { size: '24 ml', price: 5000, stockQuantity: 0, inStock: false }),
]);

const RING = productDetailOf(
  [
    variantOf('RING-12-Y', { size: '12', colour: 'Yellow gold', price: 30000, isDefault: true }),
    variantOf('RING-14-Y', { size: '14', colour: 'Yellow gold', price: 31000 }),
    variantOf('RING-12-R', { size: '12', colour: 'Rose gold', price: 32000 }),
  ],
  { productType: 'JEWELRY', categoryName: 'Rings', name: 'Solitaire Ring' },
);

function renderProduct(product: ProductDetail, path = '/product/3') {
  mockFetch((url) => {
    if (url.pathname === '/api/products/getProduct/3') return jsonResponse(product);
    if (url.pathname === '/api/products/getAll') {
      return jsonResponse({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 5 });
    }
    return jsonResponse({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 5,
      summary: { averageRating: null, reviewCount: 0 },
    });
  });
  return renderRoutes({
    routes: [
      {
        path: '/product/:id',
        element: (
          <>
            <ProductRoute />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

/** The page's own price, not the phone's bar (hidden until Add to Cart scrolls away). */
const outsideBar = { ignore: '[aria-hidden="true"] *, script, style' };
const sizes = () => screen.getByRole('radiogroup', { name: /size/i });

describe('ProductRoute with variants', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isRestoring: false });
    act(() => useCartStore.getState().clearCart({ silent: true }));
  });

  it('chooses a size: its price, stock, image and address, and Add to Cart adds that size', async () => {
    const user = userEvent.setup();
    renderProduct(ATTAR);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Taif Rose Attar');
    // The choice's controls load on their own, for products of several variants only.
    await screen.findByRole('radiogroup', { name: /size/i });
    // The default variant until another is chosen.
    expect(within(sizes()).getByRole('radio', { name: /12 ml/ })).toBeChecked();
    expect(within(sizes()).getByRole('radio', { name: '6 ml ₹1,200' })).not.toBeChecked();
    expect(screen.getByText('₹2,750', { ...outsideBar, selector: 'p > span' })).toBeInTheDocument();

    await user.click(within(sizes()).getByRole('radio', { name: /6 ml/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/3?sku=ROSE-6');
    // The sale price, the original struck through, as for any product.
    expect(screen.getByText('₹1,500', { ...outsideBar, selector: 's' })).toBeInTheDocument();
    expect(screen.getByText('ROSE-6')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Taif Rose Attar, view 3 of 3' })).toHaveAttribute(
      'src',
      '/media/detail/p3-c',
    );

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ id: 3, sku: 'ROSE-6', size: '6 ml', price: 1200, quantity: 1 }),
    ]);
  });

  it('says a sold-out size is out of stock and keeps Add to Cart off for it', async () => {
    const user = userEvent.setup();
    renderProduct(ATTAR);
    const soldOut = await screen.findByRole('radio', { name: '24 ml ₹5,000 · Sold out' });
    await user.click(soldOut);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('opens the size the address names, and the default for an unknown SKU', async () => {
    const first = renderProduct(ATTAR, '/product/3?sku=rose-24');
    expect(await screen.findByRole('radio', { name: /24 ml/ })).toBeChecked();
    first.unmount();

    renderProduct(ATTAR, '/product/3?sku=NOT-A-SKU');
    expect(await screen.findByRole('radio', { name: /12 ml/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows a size the chosen colour is not made in as unavailable, and a colour always leads somewhere', async () => {
    const user = userEvent.setup();
    renderProduct(RING);
    const colours = await screen.findByRole('radiogroup', { name: /colour/i });
    await user.click(within(colours).getByRole('radio', { name: 'Rose gold' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?sku=RING-12-R');
    const size14 = within(sizes()).getByRole('radio', { name: '14 Not made in Rose gold' });
    expect(size14).toBeDisabled();
    expect(within(sizes()).getByRole('radio', { name: '12 ₹32,000' })).toBeChecked();

    // Back in yellow gold, 14 is a choice again.
    await user.click(within(colours).getByRole('radio', { name: 'Yellow gold' }));
    await user.click(within(sizes()).getByRole('radio', { name: '14 ₹31,000' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ sku: 'RING-14-Y', size: '14 · Yellow gold', price: 31000 }),
    ]);
  });

  it('opens the ring size guide: Indian sizes with their inner circumference, and how to measure', async () => {
    const user = userEvent.setup();
    renderProduct(RING);
    await user.click(await screen.findByRole('button', { name: 'Ring size guide' }));
    const guide = await screen.findByRole('dialog', { name: 'Ring size guide' });
    const row = within(guide).getByRole('row', { name: '12 51.9 mm' });
    expect(row).toBeInTheDocument();
    expect(within(guide).getByRole('heading', { name: 'How to measure' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no choice and no guide for a product of one variant', async () => {
    renderProduct(productDetailOf([variantOf('ROSE-12', { size: '12 ml', isDefault: true })]));
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/3$/);
  });
});
