import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';
import { jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { Navbar } from './navbar';

function renderNavbar() {
  mockFetch(() => jsonResponse([]));
  return renderRoutes({
    routes: [
      {
        path: '*',
        element: (
          <>
            <Navbar />
            <LocationProbe />
          </>
        ),
      },
    ],
  });
}

describe('Navbar', () => {
  beforeEach(() => {
    useAuthStore.setState({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
    });
    act(() => useCartStore.getState().clearCart({ silent: true }));
  });

  it('links the logo home and searches from the desktop box', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Attar House' })).toHaveAttribute('href', '/');
    await user.type(within(banner).getByPlaceholderText('Search...'), '  rose oud {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=rose+oud');
  });

  it('gives the search box a form the browser can send to /search before the app has loaded', () => {
    renderNavbar();
    const form = within(screen.getByRole('banner')).getByRole('search', { name: 'Site search' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByPlaceholderText('Search...')).toHaveAttribute('name', 'q');
  });

  it('counts cart units on the badge', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    act(() => {
      const item = {
        id: 1,
        name: 'Rose',
        price: 100,
        image: null,
        category: 'Attars',
        size: null,
        sku: 'R',
      };
      useCartStore.getState().addItem(item);
      useCartStore.getState().addItem(item);
    });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
  });

  it('sends the wishlist icon to /login when logged out and /wishlist when logged in', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/login');
    act(() => useAuthStore.setState({ isAuthenticated: true, token: 't' }));
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
  });

  it('offers Login and Register, or the account entries and Logout, in the user dropdown', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const loggedOut = await screen.findByRole('menu');
    expect(
      within(loggedOut)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Login', 'Register']);
    await user.keyboard('{Escape}');

    act(() =>
      useAuthStore.setState({
        isAuthenticated: true,
        token: 't',
        user: { id: 2, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const loggedIn = await screen.findByRole('menu');
    expect(
      within(loggedIn)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Account', 'Wishlist', 'Track Order', 'Return & Exchange', 'Logout']);
    expect(within(loggedIn).getByRole('menuitem', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('turns solid after the page scrolls past 50 px', () => {
    renderNavbar();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveAttribute('data-scrolled');
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).toHaveAttribute('data-scrolled', 'true');
  });
});
