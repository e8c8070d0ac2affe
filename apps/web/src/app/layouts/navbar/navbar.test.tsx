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

  it('gives each search box (the desktop one, and the one in sight on a phone) a form the browser can send to /search before the app has loaded', () => {
    renderNavbar();
    const forms = within(screen.getByRole('banner')).getAllByRole('search', {
      name: 'Site search',
    });
    expect(
      forms.map((form) => within(form).getByRole('combobox').getAttribute('placeholder')),
    ).toEqual(['Search...', 'Search fragrances...']);
    for (const form of forms) {
      expect(form).toHaveAttribute('action', '/search');
      expect(form).toHaveAttribute('method', 'get');
      expect(within(form).getByRole('combobox')).toHaveAttribute('name', 'q');
    }
  });

  it('suggests products, categories and notes as one types, by keyboard and by pointer', async () => {
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname !== '/api/search/suggest') return jsonResponse([]);
      asked.push(url.searchParams.get('q')!);
      return jsonResponse({
        products: [
          {
            id: 7,
            name: 'Mysore Sandal Oud',
            price: 4200,
            salePrice: 3900,
            categoryName: 'Attars',
            thumbUrl: '/media/p7/thumb.webp',
          },
          {
            id: 8,
            name: 'Kesar Chandan Attar',
            price: 2600,
            salePrice: null,
            categoryName: 'Attars',
            thumbUrl: null,
          },
        ],
        categories: [{ id: 3, name: 'Sandalwood Attars', slug: 'sandalwood-attars' }],
        notes: ['sandalwood'],
      });
    });
    renderRoutes({
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
    const user = userEvent.setup();
    const box = within(screen.getByRole('banner')).getByPlaceholderText('Search...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'sandal');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // Asked once typing paused, not once per letter.
    expect(asked).toEqual(['sandal']);
    expect(within(list).getByRole('group', { name: 'Products' })).toHaveTextContent(
      'Mysore Sandal Oud',
    );
    expect(within(list).getByRole('option', { name: /Mysore Sandal Oud/ })).toHaveTextContent(
      '₹3,900',
    );
    expect(within(list).getByRole('group', { name: 'Categories' })).toHaveTextContent(
      'Sandalwood Attars',
    );
    expect(within(list).getByRole('group', { name: 'Notes' })).toHaveTextContent('Sandalwood');
    expect(within(list).getByRole('option', { name: 'Search for “sandal”' })).toBeInTheDocument();
    expect(screen.getByText('2 products suggested')).toHaveAttribute('role', 'status');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: /Kesar Chandan Attar/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/8');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'sandal');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Sandalwood Attars' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/products?menuType=sandalwood-attars&title=Sandalwood+Attars',
    );

    await user.type(box, 'sandal');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=sandal');
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
