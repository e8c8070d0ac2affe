import type { MenuItem } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderAt } from '@/test/utils';
import { MenuBar } from './menu-bar';

function menuItem(overrides: Partial<MenuItem> & Pick<MenuItem, 'id' | 'title'>): MenuItem {
  return {
    description: null,
    path: '#',
    menuType: null,
    featured: false,
    children: [],
    ...overrides,
  };
}

function page(content: MenuItem[]) {
  return {
    content,
    totalElements: content.length,
    totalPages: 1,
    number: 0,
    size: 100,
    first: true,
    last: true,
    empty: false,
  };
}

const withProbe = (
  <>
    <MenuBar />
    <LocationProbe />
  </>
);

describe('MenuBar', () => {
  it('says "Loading menu..." while the menu call is on its way', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderAt(<MenuBar />);
    expect(screen.getByText('Loading menu...')).toBeInTheDocument();
  });

  it('shows "Failed to load menu" with the server message when the call fails', async () => {
    mockFetch(() => errorResponse(503, 'NOT_READY', 'The store is waking up'));
    renderAt(<MenuBar />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load menu: The store is waking up',
    );
  });

  it('falls back to "Failed to load menu items" when the failure has no message', async () => {
    mockFetch(() => new Response('gateway timeout', { status: 504 }));
    renderAt(<MenuBar />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load menu: Failed to load menu items',
    );
  });

  it('rejects a response that holds no list', async () => {
    mockFetch(() => jsonResponse({ items: [] }));
    renderAt(<MenuBar />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load menu: Invalid response format from menu API',
    );
  });

  it('says "No menu items available" for an empty menu', async () => {
    mockFetch(() => jsonResponse(page([])));
    renderAt(<MenuBar />);
    expect(await screen.findByText('No menu items available')).toBeInTheDocument();
  });

  it('accepts a plain array and shows the top-level items', async () => {
    mockFetch(() => jsonResponse([menuItem({ id: 1, title: 'Gifting', path: '/gifting' })]));
    renderAt(<MenuBar />);
    expect(await screen.findByRole('link', { name: 'Gifting' })).toHaveAttribute(
      'href',
      '/gifting',
    );
  });

  it('opens a dropdown for an item with children, featured children in a panel with their description', async () => {
    const user = userEvent.setup();
    mockFetch(() =>
      jsonResponse(
        page([
          menuItem({
            id: 1,
            title: 'Fragrances',
            children: [
              menuItem({ id: 2, title: 'Attars', path: '/shop' }),
              menuItem({
                id: 3,
                title: 'The Oud Collection',
                description: 'Rare agarwood, aged in the old way.',
                featured: true,
                path: '/shop',
              }),
            ],
          }),
        ]),
      ),
    );
    renderAt(<MenuBar />);
    await user.click(await screen.findByRole('button', { name: 'Fragrances' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Attars' })).toBeInTheDocument();
    const featured = within(menu).getByRole('menuitem', { name: /The Oud Collection/ });
    expect(featured).toHaveTextContent('Featured');
    expect(featured).toHaveTextContent('Rare agarwood, aged in the old way.');
  });

  it('opens /products with the fetched products when an item has an id and a menu type', async () => {
    const user = userEvent.setup();
    const products = [{ id: 7, name: 'Rose Attar' }];
    mockFetch((url) =>
      url.pathname === '/api/menus/getAll'
        ? jsonResponse(page([menuItem({ id: 4, title: 'Oud', menuType: 'OUD', path: '/shop' })]))
        : jsonResponse(page(products as never)),
    );
    renderAt(withProbe);
    await user.click(await screen.findByRole('link', { name: 'Oud' }));

    const location = await screen.findByText('/products?menuType=OUD&title=Oud');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      products,
      menuType: 'OUD',
      menuTitle: 'Oud',
    });
  });

  it("falls back to the item's path when fetching its products fails", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/menus/getAll'
        ? jsonResponse(
            page([
              menuItem({
                id: 5,
                title: 'Festive',
                menuType: 'FESTIVE',
                path: '/shop/occasion/festive',
              }),
            ]),
          )
        : errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong'),
    );
    renderAt(withProbe);
    await user.click(await screen.findByRole('link', { name: 'Festive' }));

    expect(await screen.findByText('/shop/occasion/festive')).toBeInTheDocument();
    const productCall = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/products/getAll'),
    );
    expect(String(productCall?.[0])).toBe('/api/products/getAll?menuType=FESTIVE&size=24');
  });

  it('goes straight to the path when the item has no menu type, and nowhere when the path is "#"', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(() =>
      jsonResponse(
        page([
          menuItem({ id: 6, title: 'About', path: '/about' }),
          menuItem({ id: 8, title: 'Soon', path: '#' }),
        ]),
      ),
    );
    renderAt(withProbe);
    await user.click(await screen.findByRole('button', { name: 'Soon' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByText('/about')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the menu call
  });
});
