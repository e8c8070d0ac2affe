import type { WishlistItem } from '@attar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { BROWSER_WISHLIST_KEY, useBrowserWishlist } from '../wishlist-store';
import { WishlistToggleButton } from './wishlist-toggle-button';

const product = { id: 7, name: 'Mysore Sandal Attar' };

function pageOf(items: Pick<WishlistItem, 'productId'>[]) {
  return {
    content: items,
    totalElements: items.length,
    totalPages: 1,
    number: 0,
    size: 100,
    first: true,
    last: true,
    empty: !items.length,
  };
}

describe('WishlistToggleButton', () => {
  beforeEach(() => useBrowserWishlist.setState({ items: [] }));

  it('keeps a visitor’s wishlist in the browser, without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderAt(<WishlistToggleButton product={product} isAuthenticated={false} />);

    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Added to Wishlist')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(BROWSER_WISHLIST_KEY) ?? '{}').state.items).toEqual([
      product,
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove from Wishlist' }));
    expect(await screen.findByText('Removed from Wishlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    expect(useBrowserWishlist.getState().items).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds to and removes from a customer’s server wishlist', async () => {
    const user = userEvent.setup();
    let onList = false;
    const calls: string[] = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${url.search}`);
      if (method === 'POST') {
        onList = true;
        return jsonResponse({ id: 1, productId: 7 }, 201);
      }
      if (method === 'DELETE') {
        onList = false;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(pageOf(onList ? [{ productId: 7 }] : []));
    });
    renderAt(<WishlistToggleButton product={product} isAuthenticated />);

    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from Wishlist' })).toBeEnabled();
    expect(screen.getByText('Added to Wishlist')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove from Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
    expect(calls).toEqual([
      'GET /api/wishlist/Get?page=0&size=100',
      'POST /api/wishlist/add/7',
      'GET /api/wishlist/Get?page=0&size=100',
      'DELETE /api/wishlist/delete/7',
      'GET /api/wishlist/Get?page=0&size=100',
    ]);
    expect(useBrowserWishlist.getState().items).toEqual([]);
  });

  it('tells a customer when the server refuses, and keeps the button as it was', async () => {
    const user = userEvent.setup();
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? errorResponse(404, 'NOT_FOUND', 'Product not found')
        : jsonResponse(pageOf([])),
    );
    renderAt(<WishlistToggleButton product={product} isAuthenticated />);
    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled(),
    );
  });
});
