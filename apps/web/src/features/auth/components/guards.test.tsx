import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { useAuthStore } from '../auth-store';
import { writeSession } from '../session-storage';
import { RequireAdmin } from './require-admin';
import { RequireUser } from './require-user';

const me = {
  id: 3,
  email: 'meera@example.in',
  firstname: 'Meera',
  lastname: 'Kapoor',
  fullName: 'Meera Kapoor',
  phone: null,
  role: 'CUSTOMER',
  emailVerified: true,
  phoneVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const SIGNED_OUT = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  isRestoring: false,
  error: null,
};

function renderGuarded(path: string) {
  return renderRoutes({
    routes: [
      {
        path: '/profile',
        element: (
          <RequireUser fallback={<p>Loading page...</p>}>
            <h1>My Account</h1>
          </RequireUser>
        ),
      },
      {
        path: '/admin/dashboard',
        element: (
          <RequireAdmin fallback={<p>Loading page...</p>}>
            <h1>Dashboard</h1>
          </RequireAdmin>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

/** A session as the store finds it in storage on load, before the server has been asked. */
function storedSession(role: 'ADMIN' | 'CUSTOMER') {
  writeSession({ token: 'stored.jwt', userId: 3, role });
  useAuthStore.setState({
    ...SIGNED_OUT,
    token: 'stored.jwt',
    isAuthenticated: true,
    isRestoring: true,
    user: { id: 3, email: '', fullName: '', role },
  });
}

describe('account guard', () => {
  beforeEach(() => useAuthStore.setState(SIGNED_OUT));

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    renderGuarded('/profile');
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(location.dataset.state ?? 'null')).toMatchObject({
      from: { pathname: '/profile' },
    });
  });

  it('shows "Loading page..." while a stored session is checked, then the page', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    storedSession('CUSTOMER');
    renderGuarded('/profile');
    const restoring = act(() => useAuthStore.getState().restoreSession());

    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    answer(jsonResponse(me));
    await restoring;
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  });

  it('goes to /login, without showing the page first, when the stored token is refused', async () => {
    mockFetch(() => errorResponse(401, 'UNAUTHENTICATED', 'Please sign in again.'));
    storedSession('CUSTOMER');
    renderGuarded('/profile');
    expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
    await act(() => useAuthStore.getState().restoreSession());

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(screen.queryByRole('heading', { name: 'My Account' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('admin guard', () => {
  beforeEach(() => useAuthStore.setState(SIGNED_OUT));

  it('sends a visitor without a token to /login, remembering the page', async () => {
    renderGuarded('/admin/dashboard');
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(location.dataset.state ?? 'null')).toMatchObject({
      from: { pathname: '/admin/dashboard' },
    });
  });

  it('sends a signed-in customer home', async () => {
    useAuthStore.setState({
      isAuthenticated: true,
      token: 'jwt',
      user: { id: 3, email: '', fullName: '', role: 'CUSTOMER' },
    });
    renderGuarded('/admin/dashboard');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('lets an admin in once the server confirms the role', async () => {
    mockFetch(() => jsonResponse({ ...me, id: 3, role: 'ADMIN' }));
    storedSession('ADMIN');
    renderGuarded('/admin/dashboard');
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
    await act(() => useAuthStore.getState().restoreSession());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a stored "admin" whom the server knows as a customer home', async () => {
    mockFetch(() => jsonResponse(me));
    storedSession('ADMIN');
    renderGuarded('/admin/dashboard');
    await act(() => useAuthStore.getState().restoreSession());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
