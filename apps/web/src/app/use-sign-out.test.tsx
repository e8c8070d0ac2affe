import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { RequireUser } from '@/features/auth/components/require-user';
import { writeSession } from '@/features/auth/session-storage';
import { LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { useSignOut } from './use-sign-out';

function LogoutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Logout
    </button>
  );
}

describe('useSignOut', () => {
  it('leaves a guarded page for home, not for /login, and ends the session', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    writeSession({ token: 'jwt', userId: 3, role: 'CUSTOMER' });
    useAuthStore.setState({
      token: 'jwt',
      isAuthenticated: true,
      isRestoring: false,
      user: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
    });
    renderRoutes({
      routes: [
        {
          path: '/profile',
          element: (
            <RequireUser fallback={null}>
              <LogoutButton />
            </RequireUser>
          ),
        },
        { path: '*', element: <LocationProbe /> },
      ],
      initialEntries: ['/profile'],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
