import type { StaffRole } from '@attar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_AN_ADMIN_MESSAGE, useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { api } from '@/lib/api-client';
import { errorResponse, jsonResponse, mockFetch, renderInRouter } from '@/test/utils';
import { AppRoutes } from './router';
import { installSessionExpiry } from './session-expiry';

const SIGNED_OUT = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  isRestoring: false,
  error: null,
};

const ADMIN_ME = {
  id: 1,
  email: 'asha@attarhouse.in',
  firstname: 'Asha',
  lastname: 'Rao',
  fullName: 'Asha Rao',
  phone: null,
  role: 'ADMIN',
  staffRole: 'OWNER' as string | null,
  emailVerified: true,
  phoneVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const CUSTOMER_ME = {
  ...ADMIN_ME,
  id: 3,
  email: 'meera@example.in',
  fullName: 'Meera Iyer',
  role: 'CUSTOMER',
  staffRole: null,
};

const NAV_SECTIONS = [
  'Dashboard',
  'Notifications',
  'Contact messages',
  'Activity log',
  'Orders',
  'Fulfilment',
  'Returns',
  'Payment methods',
  'Promotions',
  'Delivery',
  'GST returns',
  'Products',
  'Deleted products',
  'Categories',
  'Menus',
  'Searches',
  'Reviews',
  'Users',
  'Settings',
  'Sign-in security',
];

/** The API as a sign-in meets it; `account` decides who the password belongs to. */
function mockAuthApi(account: typeof ADMIN_ME) {
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/options')
      return jsonResponse({ google: false, signinEncryption: null });
    if (url.pathname === '/api/signin')
      return jsonResponse({ id: account.id, token: `token-${account.id}`, role: account.role });
    if (url.pathname === '/api/me') return jsonResponse(account);
    if (url.pathname === '/api/logout') return new Response(null, { status: 204 });
    return jsonResponse([]);
  });
}

function signedIn(me: typeof ADMIN_ME, staffRole: StaffRole = 'OWNER') {
  const role = me.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
  writeSession({ token: `token-${me.id}`, userId: me.id, role });
  useAuthStore.setState({
    ...SIGNED_OUT,
    token: `token-${me.id}`,
    isAuthenticated: true,
    user: {
      id: me.id,
      email: me.email,
      fullName: me.fullName,
      role,
      staffRole: role === 'ADMIN' ? staffRole : null,
    },
  });
}

function renderApp(path: string | { pathname: string; state: unknown }) {
  return renderInRouter(<AppRoutes />, [path]);
}

async function signInAtAdmin(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'a-long-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => useAuthStore.setState(SIGNED_OUT));

describe('/admin, the admin sign-in', () => {
  it('signs an admin in with the role and admin flag stored, and opens the dashboard in the admin frame', async () => {
    const fetchMock = mockAuthApi(ADMIN_ME);
    const { history } = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' }),
    ).toBeInTheDocument();

    await signInAtAdmin('asha@attarhouse.in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/dashboard');
    const signInCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/signin');
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({
      email: 'asha@attarhouse.in',
      password: 'a-long-password',
    });
    expect(
      ['token', 'userRole', 'userId', 'isAdminAuthenticated'].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual(['token-1', 'ADMIN', '1', 'true']);
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(NAV_SECTIONS);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('refuses a customer with a clear message, leaving nobody signed in', async () => {
    const fetchMock = mockAuthApi(CUSTOMER_ME);
    const { history } = renderApp('/admin');
    await signInAtAdmin('meera@example.in');

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_ADMIN_MESSAGE);
    expect(history.location.pathname).toBe('/admin');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(
      ['token', 'authToken', 'userRole', 'isAdminAuthenticated'].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null, null]);
    // The token the server issued is ended there too.
    const logout = fetchMock.mock.calls.find(([input]) => String(input) === '/api/logout');
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe('Bearer token-3');
  });

  it('sends a signed-in admin on to the dashboard, from /admin, /login and /register', async () => {
    mockAuthApi(ADMIN_ME);
    signedIn(ADMIN_ME);
    for (const path of ['/admin', '/login', '/register']) {
      const { history, unmount } = renderApp(path);
      await waitFor(() => expect(history.location.pathname).toBe('/admin/dashboard'));
      unmount();
    }
  });
});

describe('the admin area', () => {
  it('sends a visitor to /login, remembering the admin page, and back there after signing in', async () => {
    mockAuthApi(ADMIN_ME);
    const { history } = renderApp('/admin/users');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(history.location.state).toMatchObject({ from: { pathname: '/admin/users' } });

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'asha@attarhouse.in');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/users');
  });

  it('sends a signed-in customer home from any admin path', async () => {
    mockAuthApi(CUSTOMER_ME);
    signedIn(CUSTOMER_ME);
    for (const path of ['/admin', '/admin/orders']) {
      const { history, unmount } = renderApp(path);
      await waitFor(() => expect(history.location.pathname).toBe('/'));
      unmount();
    }
  });

  it('ends the session on a refused admin call and leads through /user/login to the admin sign-in', async () => {
    mockAuthApi(ADMIN_ME);
    signedIn(ADMIN_ME);
    const { history } = renderApp('/admin/orders');
    const uninstall = installSessionExpiry(history);
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
      mockFetch(() =>
        errorResponse(401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.'),
      );
      await act(() => api.get('/order/adminSearch').catch(() => undefined));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' }),
      ).toBeInTheDocument();
      expect(history.location.pathname).toBe('/admin');
      expect(history.location.state).toMatchObject({ from: { pathname: '/admin/orders' } });
      expect(localStorage.getItem('token')).toBeNull();
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
    } finally {
      uninstall();
    }
  });
});

describe('a staff role', () => {
  it('shows only the sections it may use, and says "Not allowed" at the address of another', async () => {
    mockAuthApi(ADMIN_ME);
    signedIn(ADMIN_ME, 'SUPPORT');
    const { history } = renderApp('/admin/settings');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Notifications',
      'Contact messages',
      'Orders',
      'Fulfilment',
      'Returns',
      'Reviews',
      'Users',
      // A staff member's own account needs no permission.
      'Sign-in security',
    ]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not allowed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your role (Support) does not allow Settings. An owner can change your role on the Users page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    // A detail page belongs to its section.
    await act(() => history.push('/admin/products/12'));
    expect(
      await screen.findByText(
        'Your role (Support) does not allow Products. An owner can change your role on the Users page.',
      ),
    ).toBeInTheDocument();
  });
});

describe('plural admin addresses', () => {
  it('replace themselves with the spec’s section, keeping the query and the hash', async () => {
    mockAuthApi(ADMIN_ME);
    signedIn(ADMIN_ME);
    const cases = [
      ['/admin/returns?status=PENDING#list', '/admin/return', 'Returns'],
      ['/admin/reviews?product=7', '/admin/review', 'Reviews'],
      ['/admin/menus?page=2', '/admin/menu', 'Menus'],
      ['/admin/categories?search=oud', '/admin/addcategories', 'Categories'],
    ] as const;
    for (const [typed, section, heading] of cases) {
      const { history, unmount } = renderApp(typed);
      const typedUrl = new URL(typed, 'http://localhost');
      await waitFor(() => expect(history.location.pathname).toBe(section));
      expect(history.location.search).toBe(typedUrl.search);
      expect(history.location.hash).toBe(typedUrl.hash);
      // Replaced, not pushed: Back leaves the admin rather than coming back to the plural.
      expect(history.index).toBe(0);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      unmount();
    }
  });

  it('lead a request’s own address to its page, and a visitor to sign in for the spec’s one', async () => {
    mockAuthApi(ADMIN_ME);
    signedIn(ADMIN_ME);
    const detail = renderApp('/admin/returns/12?from=dashboard');
    await waitFor(() => expect(detail.history.location.pathname).toBe('/admin/return/12'));
    expect(detail.history.location.search).toBe('?from=dashboard');
    detail.unmount();

    useAuthStore.setState(SIGNED_OUT);
    localStorage.clear();
    const visitor = renderApp('/admin/reviews?product=7');
    await waitFor(() => expect(visitor.history.location.pathname).toBe('/login'));
    expect(visitor.history.location.state).toMatchObject({
      from: { pathname: '/admin/review', search: '?product=7' },
    });
  });
});

afterEach(() => useAuthStore.setState(SIGNED_OUT));
