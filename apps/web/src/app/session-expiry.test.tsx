import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { errorResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { ProfileRoute } from './routes/profile-route';
import { UserLoginRedirect } from './routes/user-login-redirect';
import { installSessionExpiry } from './session-expiry';

let uninstall: () => void = () => {};

describe('a 401 on a call made with the stored token', () => {
  beforeEach(() => {
    writeSession({ token: 'revoked.jwt', userId: 3, role: 'CUSTOMER' });
    useAuthStore.setState({
      token: 'revoked.jwt',
      isAuthenticated: true,
      isRestoring: false,
      user: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
    });
  });
  afterEach(() => uninstall());

  it('ends the session and goes through /user/login to /login, remembering the page', async () => {
    mockFetch(() =>
      errorResponse(401, 'UNAUTHENTICATED', 'Your session has ended. Please sign in again.'),
    );
    const { history } = renderRoutes({
      routes: [
        { path: '/profile', element: <ProfileRoute /> },
        { path: '/user/login', element: <UserLoginRedirect /> },
        { path: '*', element: <LocationProbe /> },
      ],
      initialEntries: ['/profile?tab=orders'],
    });
    uninstall = installSessionExpiry(history);

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      from: { pathname: '/profile', search: '?tab=orders', hash: '' },
    });
    expect(screen.getByText('Session Expired')).toBeInTheDocument();
    expect(
      ['token', 'authToken', 'userRole', 'userId', 'isAdminAuthenticated'].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null, null, null]);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
    });
  });
});
