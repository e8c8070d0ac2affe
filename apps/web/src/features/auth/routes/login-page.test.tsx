import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { useAuthStore } from '../auth-store';
import LoginPage from './login-page';

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

function renderLogin() {
  return renderRoutes({
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: ['/login'],
  });
}

async function submit(email = 'meera@example.in', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false, error: null });
  });

  it('shows field errors and sends nothing when the form is incomplete', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a response without an id as "Invalid login response format"', async () => {
    mockFetch(() => jsonResponse({ token: 'jwt', role: 'CUSTOMER' }));
    renderLogin();
    await submit();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login response format')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockFetch(() => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    renderLogin();
    await submit();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('disables the button while signing in, then stores the session and goes home', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async (url) => {
      if (url.pathname === '/api/signin') {
        await gate;
        return jsonResponse({ id: 3, token: 'customer.jwt', role: 'CUSTOMER' });
      }
      return jsonResponse(me);
    });
    renderLogin();
    await submit();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem('token')).toBe('customer.jwt');
    expect(window.localStorage.getItem('authToken')).toBe('customer.jwt');
    expect(window.localStorage.getItem('userRole')).toBe('CUSTOMER');
    expect(window.localStorage.getItem('userId')).toBe('3');
    expect(window.localStorage.getItem('isAdminAuthenticated')).toBeNull();
    expect(useAuthStore.getState().user).toEqual({ id: 3, email: me.email, fullName: 'Meera Kapoor', role: 'CUSTOMER' });
  });

  it('sends an admin to /admin/dashboard with the admin flag set', async () => {
    mockFetch((url) =>
      url.pathname === '/api/signin'
        ? jsonResponse({ id: 1, token: 'admin.jwt', role: 'ADMIN' })
        : jsonResponse({ ...me, id: 1, role: 'ADMIN' }),
    );
    renderLogin();
    await submit('admin@attarhouse.in');
    expect(await screen.findByText('/admin/dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('isAdminAuthenticated')).toBe('true');
    expect(window.localStorage.getItem('userRole')).toBe('ADMIN');
  });

  it('sends someone already signed in straight home', async () => {
    mockFetch(() => jsonResponse(me));
    useAuthStore.setState({ isAuthenticated: true, token: 'jwt', user: { id: 3, email: '', fullName: '', role: 'CUSTOMER' } });
    renderLogin();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
