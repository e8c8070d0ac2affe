import type { SavedCart } from '@attar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { CartRoute } from './cart-route';

// /cart?restore=saved, where a cart reminder links: the saved cart joins the browser's cart on
// any device once the shopper is signed in; signed out, sign-in comes first and returns here.

const SAVED: SavedCart = {
  items: [
    {
      productId: 4,
      sku: 'OUDH-6',
      quantity: 2,
      name: 'Cambodian Oudh',
      size: '6 ml',
      price: 1200,
      categoryName: 'Attars',
      imagePublicId: null,
    },
  ],
  updatedAt: '2026-12-01T10:00:00Z',
};

function renderCart(entry: string, savedAnswer: () => Response = () => jsonResponse(SAVED)) {
  const savedCalls: string[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/cart/saved') {
      savedCalls.push(init?.method ?? 'GET');
      return savedAnswer();
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  renderRoutes({
    routes: [
      {
        path: '/cart',
        element: (
          <>
            <CartRoute />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [entry],
  });
  return { savedCalls };
}

const signIn = () =>
  useAuthStore.setState({
    token: 'jwt',
    isAuthenticated: true,
    isRestoring: false,
    user: { id: 7, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
  });

beforeEach(() => {
  useAuthStore.setState({ token: null, isAuthenticated: false, isRestoring: false, user: null });
  useCartStore.getState().clearCart({ silent: true });
});

describe('/cart?restore=saved', () => {
  it('signed in, puts the saved cart in this browser’s cart and drops the link’s flag', async () => {
    signIn();
    const { savedCalls } = renderCart('/cart?restore=saved');

    expect(await screen.findByText('Your saved cart is here')).toBeInTheDocument();
    expect(screen.getByText('1 item from your account added to this cart.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cambodian Oudh' })).toBeInTheDocument();
    expect(useCartStore.getState().items).toMatchObject([
      { id: 4, sku: 'OUDH-6', quantity: 2, price: 1200 },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/));
    expect(savedCalls).toEqual(['GET']);
  });

  it('signed out, asks to sign in first and comes back to the same link', async () => {
    const { savedCalls } = renderCart('/cart?restore=saved');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
      from: { pathname: '/cart', search: '?restore=saved' },
    });
    expect(savedCalls).toEqual([]);
  });

  it('waits while a stored session is being checked', async () => {
    useAuthStore.setState({ token: 'jwt', isAuthenticated: true, isRestoring: true, user: null });
    const { savedCalls } = renderCart('/cart?restore=saved');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart?restore=saved');
    expect(savedCalls).toEqual([]);
  });

  it('offers another try when the saved cart could not be read', async () => {
    signIn();
    let calls = 0;
    renderCart('/cart?restore=saved', () => {
      calls += 1;
      return calls === 1
        ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The store is busy. Please try again.')
        : jsonResponse(SAVED);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The store is busy. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your saved cart is here')).toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('is an ordinary cart without the flag: no call for the saved cart', async () => {
    signIn();
    const { savedCalls } = renderCart('/cart');
    expect(await screen.findByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
    expect(savedCalls).toEqual([]);
  });
});
