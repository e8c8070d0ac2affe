import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import SetPasswordPage from './set-password-page';

const TOKEN = 'a'.repeat(43);

function renderPage(query = `?token=${TOKEN}`) {
  return renderRoutes({
    routes: [
      { path: '/set-password', element: <SetPasswordPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [`/set-password${query}`],
  });
}

async function choose(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('SetPasswordPage', () => {
  it('sets the password with the link token, then points to Login', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ message: 'Your password is set. You can sign in now.' }),
    );
    renderPage();
    await choose('a fresh secret');
    expect(
      await screen.findByText('Your password is set. You can sign in now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/set-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'a fresh secret' });
  });

  it('asks for matching passwords of at least 8 characters before sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderPage();
    await choose('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a link that no longer works", async () => {
    mockFetch(() =>
      errorResponse(400, 'LINK_INVALID', 'This link has expired or has already been used.'),
    );
    renderPage();
    await choose('a fresh secret');
    expect(
      await screen.findByText('This link has expired or has already been used.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'login page' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    mockFetch(() => jsonResponse({}));
    renderPage('');
    expect(await screen.findByText(/This link is not complete/)).toBeInTheDocument();
  });
});
