import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  LocationProbe,
  mockFetch,
  renderAt,
  renderRoutes,
} from '@/test/utils';
import { useGoogleSignInError } from '../hooks/use-google-sign-in-error';
import { GoogleSignInButton } from './google-sign-in-button';

function renderButton() {
  return renderAt(
    <main>
      <h1>Login</h1>
      <GoogleSignInButton />
    </main>,
    '/login',
  );
}

async function optionsSettled(queryClient: ReturnType<typeof renderAt>['queryClient']) {
  await waitFor(() =>
    expect(queryClient.getQueryState(['auth', 'options'])?.fetchStatus).toBe('idle'),
  );
  await waitFor(() =>
    expect(queryClient.getQueryState(['auth', 'options'])?.status).not.toBe('pending'),
  );
}

describe('GoogleSignInButton', () => {
  it('renders nothing when the store has no Google sign-in', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ google: false, signinEncryption: null }));
    const { queryClient } = renderButton();
    await optionsSettled(queryClient);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/options');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('renders nothing when the options cannot be read', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong'));
    const { queryClient } = renderButton();
    await optionsSettled(queryClient);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('sends the whole page to the API start point when Google is on', async () => {
    mockFetch(() => jsonResponse({ google: true, signinEncryption: null }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await userEvent.setup().click(button);
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/google');
    // A second click while the browser leaves starts nothing new.
    expect(button).toBeDisabled();
  });
});

function LoginStandIn() {
  useGoogleSignInError();
  return <LocationProbe />;
}

describe('useGoogleSignInError', () => {
  it('shows "Login Failed" for ?error=google and drops the parameter', async () => {
    renderRoutes({
      routes: [{ path: '/login', element: <LoginStandIn /> }],
      initialEntries: ['/login?error=google'],
    });
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Google sign-in did not complete. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.getAllByText('Login Failed')).toHaveLength(1);
  });

  it('explains a deactivated account for ?error=account-disabled', async () => {
    renderRoutes({
      routes: [{ path: '/login', element: <LoginStandIn /> }],
      initialEntries: ['/login?error=account-disabled'],
    });
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This account has been deactivated. Contact the store to have it reactivated.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('stays quiet on a plain /login', async () => {
    renderRoutes({
      routes: [{ path: '/login', element: <LoginStandIn /> }],
      initialEntries: ['/login?error=other'],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?error=other');
    expect(screen.queryByText('Login Failed')).toBeNull();
  });
});
