import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { homeAddress } from '@/features/checkout/test/checkout-fixtures';
import { orderOf } from '@/features/orders/test/order-fixtures';
import { errorResponse, jsonResponse, mockFetch, renderAt, renderRoutes } from '@/test/utils';
import { ProfileRoute } from './profile-route';

const profile = {
  id: 3,
  email: 'meera@example.in',
  firstname: 'Meera',
  lastname: 'Kapoor',
  fullName: 'Meera Kapoor',
  phone: '9876543210',
  role: 'CUSTOMER',
  emailVerified: true,
  phoneVerified: false,
  // Evening of 1 January in UTC is already 2 January in India.
  createdAt: '2025-01-01T20:00:00.000Z',
};

type Handler = Parameters<typeof mockFetch>[0];

function mockAccountApi(handler: Handler = () => errorResponse(404, 'NOT_FOUND', 'Not found')) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/me' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse(profile);
    return handler(url, init);
  });
}

const pageOf = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
  first: true,
  last: true,
  empty: content.length === 0,
});

/** My Account as the checkout opens it, on `/profile?placed=<id>`. */
function renderProfileAt(entry: string) {
  return renderRoutes({
    routes: [{ path: '/profile', element: <ProfileRoute /> }],
    initialEntries: [entry],
  });
}

/** Whether `first` comes before `second` in the page (what a screen reader and a phone show first). */
function precedes(first: Element, second: Element): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path);
  return JSON.parse(String(call?.[1]?.body));
}

describe('My Account (/profile)', () => {
  beforeEach(() => {
    writeSession({ token: 'old.jwt', userId: 3, role: 'CUSTOMER' });
    useAuthStore.setState({
      token: 'old.jwt',
      isAuthenticated: true,
      isRestoring: false,
      user: { id: 3, email: '', fullName: '', role: 'CUSTOMER' },
    });
  });

  it('shows the profile with its checks, the date in India, and links to the wishlist and newsletter', async () => {
    mockAccountApi();
    renderAt(<ProfileRoute />, '/profile');
    const summary = await screen.findByRole('region', { name: 'Profile' });
    expect(within(summary).getByText('Meera Kapoor')).toBeInTheDocument();
    expect(within(summary).getByText('meera@example.in').parentElement).toHaveTextContent(
      'Verified',
    );
    expect(within(summary).getByText('+91 98765 43210').parentElement).toHaveTextContent(
      'Not verified',
    );
    expect(within(summary).getByText('2 January 2025')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Wishlist' })).getByRole('link', {
        name: 'Open your wishlist',
      }),
    ).toHaveAttribute('href', '/wishlist');
    expect(
      within(screen.getByRole('region', { name: 'Newsletter' })).getByRole('link', {
        name: 'Manage your subscription',
      }),
    ).toHaveAttribute('href', '/newsletterSection');
    await vi.waitFor(() => expect(document.title).toBe('My Account | Attar House'));
    // The header's account menu learns the name too.
    expect(useAuthStore.getState().user?.fullName).toBe('Meera Kapoor');
  });

  it('lists recent orders linking to tracking, and manages addresses', async () => {
    let addresses = [
      homeAddress,
      { ...homeAddress, id: 8, fullName: 'Meera at Work', zipCode: '400001', isDefault: false },
    ];
    const fetchMock = mockAccountApi((url, init) => {
      if (url.pathname === '/api/order/my-orders/search') return jsonResponse(pageOf([orderOf()]));
      if (url.pathname === '/api/shipping-addresses/GetAll') return jsonResponse(pageOf(addresses));
      if (url.pathname === '/api/shipping-addresses/delete/8' && init?.method === 'DELETE') {
        addresses = addresses.filter((address) => address.id !== 8);
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/shipping-addresses/update/8')
        return jsonResponse({ ...addresses[1], isDefault: true });
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');

    const orders = await screen.findByRole('region', { name: 'Orders' });
    const link = await within(orders).findByRole('link', { name: /Order AH-2026-000031/ });
    expect(link).toHaveAttribute('href', '/track-order?order=AH-2026-000031');
    expect(link).toHaveTextContent('Pending');
    expect(link).toHaveTextContent('₹5,549');
    expect(link).toHaveTextContent('2 March 2026');

    const book = screen.getByRole('region', { name: 'Addresses' });
    expect(await within(book).findByText('Meera at Work')).toBeInTheDocument();
    await user.click(within(book).getByRole('button', { name: 'Make default' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => String(input) === '/api/shipping-addresses/update/8',
        ),
      ).toBe(true),
    );
    await user.click(
      within(book).getByRole('button', { name: 'Delete address of Meera at Work, 400001' }),
    );
    await user.click(within(book).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(book).queryByText('Meera at Work')).toBeNull());
  });

  it('opens on the order just placed, above the orders and the profile settings', async () => {
    const fetchMock = mockAccountApi((url) => {
      if (url.pathname === '/api/order/my-orders/track/31') return jsonResponse(orderOf());
      if (url.pathname === '/api/order/my-orders/search') return jsonResponse(pageOf([orderOf()]));
      if (url.pathname === '/api/shipping-addresses/GetAll') return jsonResponse(pageOf([]));
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    const user = userEvent.setup();
    const { history } = renderProfileAt('/profile?placed=31');

    const placed = await screen.findByRole('region', { name: 'Thank you for your order' });
    expect(placed).toHaveTextContent('Order AH-2026-000031, placed on 2 March 2026');
    expect(placed).toHaveTextContent('Pending');
    const items = within(placed).getByRole('list', { name: 'Items' });
    expect(items).toHaveTextContent('Taif Rose Attar');
    expect(items).toHaveTextContent('12 ml · Qty 2 × ₹2,750');
    expect(items).toHaveTextContent('₹5,500');
    expect(within(placed).getByText('COD fee').nextSibling).toHaveTextContent('₹49');
    expect(within(placed).getByText('Total').nextSibling).toHaveTextContent('₹5,549');
    expect(placed).toHaveTextContent('Cash on Delivery');
    expect(placed).toHaveTextContent('You pay ₹5,549 when it arrives.');
    expect(placed).toHaveTextContent('Meera Kapoor12 JanpathNew Delhi, Delhi 110001, India');
    expect(placed).toHaveTextContent('A confirmation mail is on its way to meera@example.in.');
    expect(placed).toHaveTextContent('We will write again when it ships.');
    expect(within(placed).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/track-order?order=AH-2026-000031',
    );

    // Orders come before the profile and its settings.
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(await within(orders).findByRole('link', { name: /Order AH-2026-000031/ })).toBeVisible();
    const editProfile = await screen.findByRole('region', { name: 'Edit profile' });
    const changePassword = screen.getByRole('region', { name: 'Change password' });
    expect(precedes(placed, orders)).toBe(true);
    expect(precedes(orders, screen.getByRole('region', { name: 'Profile' }))).toBe(true);
    expect(precedes(orders, editProfile)).toBe(true);
    expect(precedes(orders, changePassword)).toBe(true);

    // Put away, it stays away: the id leaves the address.
    await user.click(within(placed).getByRole('button', { name: 'Hide the order just placed' }));
    expect(screen.queryByRole('region', { name: 'Thank you for your order' })).toBeNull();
    expect(`${history.location.pathname}${history.location.search}`).toBe('/profile');
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input) === '/api/order/my-orders/track/31'),
    ).toHaveLength(1);
  });

  it('names the online payment discount among the figures of an order paid online', async () => {
    const paidOnline = orderOf({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      paymentMethod: { id: 5, method: 'test_gateway', displayName: 'Pay online (test mode)' },
      codFee: 0,
      giftWrapCharge: 0,
      giftMessage: null,
      prepaidDiscount: 275,
      totalAmount: 5225,
    });
    mockAccountApi((url) => {
      if (url.pathname === '/api/order/my-orders/track/31') return jsonResponse(paidOnline);
      if (url.pathname === '/api/order/my-orders/search') return jsonResponse(pageOf([]));
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    renderProfileAt('/profile?placed=31');
    const placed = await screen.findByRole('region', { name: 'Thank you for your order' });
    expect(within(placed).getByText('Online payment discount').nextSibling).toHaveTextContent(
      '− ₹275',
    );
    expect(within(placed).queryByText('COD fee')).toBeNull();
    expect(within(placed).getByText('Total').nextSibling).toHaveTextContent('₹5,225');
  });

  it('says where an order that has moved on stands, instead of promising the shipping mail', async () => {
    mockAccountApi((url) => {
      if (url.pathname === '/api/order/my-orders/track/31')
        return jsonResponse(orderOf({ status: 'SHIPPED' }));
      if (url.pathname === '/api/order/my-orders/search') return jsonResponse(pageOf([]));
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    renderProfileAt('/profile?placed=31');
    const placed = await screen.findByRole('region', { name: 'Thank you for your order' });
    expect(placed).toHaveTextContent('This order is shipped.');
    expect(placed).not.toHaveTextContent('We will write again when it ships.');
    expect(placed).not.toHaveTextContent('confirmation mail');
  });

  it('shows nothing special for an order id that is not one of yours, or not an id', async () => {
    const fetchMock = mockAccountApi((url) => {
      if (url.pathname === '/api/order/my-orders/search') return jsonResponse(pageOf([]));
      if (url.pathname === '/api/shipping-addresses/GetAll') return jsonResponse(pageOf([]));
      if (url.pathname === '/api/order/my-orders/track/999')
        return errorResponse(404, 'NOT_FOUND', 'Order not found');
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    renderProfileAt('/profile?placed=999');
    expect(
      await screen.findByText('You have not placed an order yet.', { exact: false }),
    ).toBeVisible();
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input) === '/api/order/my-orders/track/999'),
      ).toBe(true),
    );
    await vi.waitFor(() => expect(screen.queryByText('Loading your order...')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Thank you for your order' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();

    cleanup();
    fetchMock.mockClear();
    renderProfileAt('/profile?placed=..%2Fsearch');
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your order...')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes('/api/order/my-orders/track')),
    ).toBe(false);
  });

  it('saves only what changed and says "Profile updated"', async () => {
    const fetchMock = mockAccountApi((url) =>
      url.pathname === '/api/updateUser'
        ? jsonResponse({
            ...profile,
            lastname: 'Iyer',
            fullName: 'Meera Iyer',
            phone: '9123456789',
          })
        : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    const lastName = await screen.findByLabelText('Last name');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(lastName);
    await user.type(lastName, 'Iyer');
    const mobile = screen.getByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '91234-56789');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/updateUser')).toEqual({ lastname: 'Iyer', phone: '9123456789' });
    expect(
      within(screen.getByRole('region', { name: 'Profile' })).getByText('Meera Iyer'),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().user?.fullName).toBe('Meera Iyer');
  });

  it('shows a mobile number taken by another account beside the field', async () => {
    mockAccountApi(() =>
      errorResponse(409, 'PHONE_TAKEN', 'This mobile number is already registered.'),
    );
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    const mobile = await screen.findByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '9123456789');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findAllByText('This mobile number is already registered.'),
    ).not.toHaveLength(0);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password and keeps the session on the new token', async () => {
    let passwordChanged = false;
    const fetchMock = mockAccountApi((url, init) => {
      if (url.pathname === '/api/change-password') {
        passwordChanged = true;
        return jsonResponse({ id: 3, token: 'new.jwt', role: 'CUSTOMER' });
      }
      if (url.pathname === '/api/account/sessions') {
        // The change ends the old token's session: only the new token may list them.
        const token = new Headers(init?.headers).get('authorization');
        return passwordChanged && token !== 'Bearer new.jwt'
          ? errorResponse(401, 'UNAUTHORIZED', 'Please sign in')
          : jsonResponse([]);
      }
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'new secret 2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new secret 2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/change-password')!;
    expect(call[1]?.method).toBe('PUT');
    expect(new Headers(call[1]?.headers).get('authorization')).toBe('Bearer old.jwt');
    expect(JSON.parse(String(call[1]?.body))).toEqual({
      currentPassword: 'old secret',
      newPassword: 'new secret 2',
    });
    expect([localStorage.getItem('token'), localStorage.getItem('authToken')]).toEqual([
      'new.jwt',
      'new.jwt',
    ]);
    expect(useAuthStore.getState()).toMatchObject({ token: 'new.jwt', isAuthenticated: true });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    // The list of sessions, fetched again after the change, went out with the new token.
    const sessionCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/account/sessions'),
    );
    expect(new Headers(sessionCalls.at(-1)?.[1]?.headers).get('authorization')).toBe(
      'Bearer new.jwt',
    );
  });

  it('says so beside the field when the current password is wrong, keeping the old token', async () => {
    mockAccountApi((url) =>
      url.pathname === '/api/change-password'
        ? errorResponse(400, 'WRONG_PASSWORD', 'The current password is incorrect.')
        : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    await user.type(await screen.findByLabelText('Current password'), 'not it');
    await user.type(screen.getByLabelText('New password'), 'new secret 2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new secret 2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('token')).toBe('old.jwt');
  });

  it('judges the new password as it is typed, and shows the server’s refusal beside it', async () => {
    const message =
      'Choose a password that is harder to guess. This is a commonly used password. Add another word or two that are less common.';
    mockAccountApi(() =>
      jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: `newPassword: ${message}`,
          details: [{ path: 'newPassword', message }],
          requestId: 'test',
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'password123');
    expect(
      // The estimator loads on the first keystrokes: a slow machine may take a few seconds.
      await screen.findByText(/^Strength: Very weak, too easy to guess\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the new password twice alike', async () => {
    const fetchMock = mockAccountApi();
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'new secret 2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new secret 3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/change-password')).toBe(
      false,
    );
  });
});
