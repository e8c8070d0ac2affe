import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { useBrowserWishlist } from '@/features/wishlist/wishlist-store';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { WishlistLink } from './wishlist-link';

function renderLink() {
  return renderRoutes({
    routes: [
      {
        path: '*',
        element: (
          <>
            <WishlistLink />
            <LocationProbe />
          </>
        ),
      },
    ],
  });
}

function signIn() {
  localStorage.setItem('token', 't');
  useAuthStore.setState({
    isAuthenticated: true,
    token: 't',
    user: { id: 3, email: 'a@b.in', fullName: 'A B', role: 'CUSTOMER' },
  });
}

describe('WishlistLink', () => {
  beforeEach(() => {
    useAuthStore.setState({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      isRestoring: false,
      error: null,
    });
    useBrowserWishlist.setState({ items: [] });
  });

  it('sends a visitor to /login and counts the browser copy', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderLink();
    const link = screen.getByRole('link', { name: 'Wishlist' });
    expect(link).toHaveAccessibleDescription('0 items');
    expect(screen.queryByTestId('wishlist-badge')).not.toBeInTheDocument();

    act(() => useBrowserWishlist.getState().add({ id: 4, name: 'Rose' }));
    expect(screen.getByTestId('wishlist-badge')).toHaveTextContent('1');
    expect(link).toHaveAccessibleDescription('1 item');

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a plain number', 3],
    ['an object with count', { count: 3 }],
  ])('shows a customer’s server count given as %s', async (_, body) => {
    signIn();
    mockFetch(() => jsonResponse(body));
    renderLink();
    expect(await screen.findByTestId('wishlist-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAccessibleDescription('3 items');
  });

  it('reads a failed count as 0 and still works', async () => {
    signIn();
    const fetchMock = mockFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'boom'));
    renderLink();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAccessibleDescription('0 items');
    expect(screen.queryByTestId('wishlist-badge')).not.toBeInTheDocument();
  });

  it('refreshes the wishlist and opens /wishlist for a customer', async () => {
    const user = userEvent.setup();
    signIn();
    let count = 1;
    const fetchMock = mockFetch(() => jsonResponse({ count }));
    renderLink();
    expect(await screen.findByTestId('wishlist-badge')).toHaveTextContent('1');
    count = 2;
    await user.click(screen.getByRole('link', { name: 'Wishlist' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wishlist$/);
    await waitFor(() => expect(screen.getByTestId('wishlist-badge')).toHaveTextContent('2'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hands a visitor’s browser wishlist to the server once on sign-in, then clears it', async () => {
    useBrowserWishlist.setState({
      items: [
        { id: 4, name: 'Rose' },
        { id: 9, name: 'Withdrawn' },
      ],
    });
    const posted: string[] = [];
    mockFetch((url, init) => {
      if (init?.method === 'POST') {
        posted.push(url.pathname);
        return url.pathname.endsWith('/9')
          ? errorResponse(404, 'NOT_FOUND', 'Product not found')
          : jsonResponse({ id: 1, productId: 4 }, 201);
      }
      return jsonResponse({ count: posted.length ? 1 : 0 });
    });
    renderLink();
    expect(posted).toEqual([]);

    act(signIn);
    await waitFor(() => expect(useBrowserWishlist.getState().items).toEqual([]));
    expect(posted).toEqual(['/api/wishlist/add/4', '/api/wishlist/add/9']);
    expect(await screen.findByTestId('wishlist-badge')).toHaveTextContent('1');
  });

  it('keeps an item in the browser copy when the hand-over fails for a passing reason', async () => {
    useBrowserWishlist.setState({ items: [{ id: 4, name: 'Rose' }] });
    signIn();
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(init?.method ?? 'GET');
      return init?.method === 'POST'
        ? errorResponse(503, 'UNAVAILABLE', 'Try later')
        : jsonResponse({ count: 0 });
    });
    renderLink();
    // The hand-over ends by reading the count again: a second GET after the POST.
    await waitFor(() => expect(calls.filter((method) => method === 'GET')).toHaveLength(2));
    expect(calls).toContain('POST');
    expect(useBrowserWishlist.getState().items).toEqual([{ id: 4, name: 'Rose' }]);
  });
});
