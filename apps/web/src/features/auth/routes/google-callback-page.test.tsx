import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { useAuthStore } from '../auth-store';
import GoogleCallbackPage from './google-callback-page';

// Shaped like our JWTs; the page never verifies a token, the server does.
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI';

const profile = {
  id: 7,
  email: 'kavya@gmail.example',
  firstname: 'Kavya',
  lastname: 'Menon',
  fullName: 'Kavya Menon',
  phone: null,
  role: 'CUSTOMER',
  emailVerified: true,
  phoneVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

function renderCallback(hash: string) {
  // The address bar as the server's redirect leaves it; the page must clear the fragment.
  window.history.replaceState(null, '', `/google-callback${hash}`);
  return renderRoutes({
    routes: [
      { path: '/google-callback', element: <GoogleCallbackPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [`/google-callback${hash}`],
  });
}

describe('GoogleCallbackPage', () => {
  beforeEach(() => {
    useAuthStore.setState({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      isRestoring: false,
      error: null,
    });
  });

  it('stores the session from the fragment, loads the profile and goes home', async () => {
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/me' ? jsonResponse(profile) : jsonResponse({}, 404),
    );
    renderCallback(`#token=${TOKEN}&id=7&role=CUSTOMER`);

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.location.hash).toBe('');
    expect(window.localStorage.getItem('token')).toBe(TOKEN);
    expect(window.localStorage.getItem('authToken')).toBe(TOKEN);
    expect(window.localStorage.getItem('userRole')).toBe('CUSTOMER');
    expect(window.localStorage.getItem('userId')).toBe('7');
    expect(window.localStorage.getItem('isAdminAuthenticated')).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(useAuthStore.getState().user).toEqual({
      id: 7,
      email: profile.email,
      fullName: 'Kavya Menon',
      role: 'CUSTOMER',
      staffRole: null,
    });
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Kavya Menon.')).toBeInTheDocument();
  });

  it('sends an admin to the dashboard with the admin flag set', async () => {
    mockFetch(() => jsonResponse({ ...profile, id: 1, role: 'ADMIN' }));
    renderCallback(`#token=${TOKEN}&id=1&role=ADMIN`);
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(window.localStorage.getItem('isAdminAuthenticated')).toBe('true');
    expect(window.localStorage.getItem('userRole')).toBe('ADMIN');
  });

  it.each([
    ['no fragment', ''],
    ['no token', '#id=7&role=CUSTOMER'],
    ['a token that is not a JWT', '#token=not-a-jwt&id=7&role=CUSTOMER'],
    ['a bad id', `#token=${TOKEN}&id=seven&role=CUSTOMER`],
    ['no role', `#token=${TOKEN}&id=7`],
  ])('explains the failure and links back to login for %s', async (_label, hash) => {
    const fetchMock = mockFetch(() => jsonResponse(profile));
    renderCallback(hash);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in did not complete. Please try again.',
    );
    expect(screen.getByRole('heading', { name: 'Sign-in did not complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(window.location.hash).toBe('');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends the session and explains when the server refuses the token', async () => {
    mockFetch(() =>
      errorResponse(
        401,
        'UNAUTHENTICATED',
        'Your session is invalid or has expired. Sign in again.',
      ),
    );
    renderCallback(`#token=${TOKEN}&id=7&role=CUSTOMER`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in did not complete');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
