import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { orderOf } from '@/features/orders/test/order-fixtures';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { routes } from '../router';
import { TrackOrderRoute } from './track-order-route';

function renderRoute(entry: string) {
  return renderRoutes({
    routes: [
      { path: '/track-order', element: <TrackOrderRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [entry],
  });
}

afterEach(() =>
  useAuthStore.setState({ token: null, isAuthenticated: false, isRestoring: false, user: null }),
);

describe('/track-order, signed in or not', () => {
  it('sits beside the store pages, outside the account area whose guard sends visitors to /login', () => {
    const depth = (path: string) => matchRoutes(routes, path)?.length;
    expect(depth('/track-order')).toBe(depth('/cart'));
    expect(depth('/wishlist')).toBe(depth('/cart')! + 1);
  });

  it('lets a signed-out visitor in, without a login redirect, to look an order up by number and email or mobile', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/order/track'
        ? jsonResponse(orderOf())
        : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
    useAuthStore.setState({ token: null, isAuthenticated: false, isRestoring: false, user: null });
    renderRoute('/track-order?order=AH-2026-000031');

    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Track Order' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveValue('AH-2026-000031');
    await userEvent.type(screen.getByLabelText('Email or mobile number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('region', { name: 'Order AH-2026-000031' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/order/track']);
  });

  it('stays a page of the account area when signed in: its sections above, your order by number', async () => {
    writeSession({ token: 'a.jwt', userId: 3, role: 'CUSTOMER' });
    useAuthStore.setState({
      token: 'a.jwt',
      isAuthenticated: true,
      isRestoring: false,
      user: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
    });
    mockFetch((url) =>
      url.pathname === '/api/order/my-orders/track/AH-2026-000031'
        ? jsonResponse(orderOf())
        : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
    renderRoute('/track-order?order=AH-2026-000031');

    const account = screen.getByRole('navigation', { name: 'My account' });
    expect(within(account).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
    expect(await screen.findByRole('region', { name: 'Order AH-2026-000031' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email or mobile number')).not.toBeInTheDocument();
  });
});
