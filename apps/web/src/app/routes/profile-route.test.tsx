import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
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
    if (url.pathname === '/api/me' && (init?.method ?? 'GET') === 'GET') return jsonResponse(profile);
    return handler(url, init);
  });
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

  it('shows the profile with its checks, the date in India, and honest placeholders', async () => {
    mockAccountApi();
    renderAt(<ProfileRoute />, '/profile');
    const summary = await screen.findByRole('region', { name: 'Profile' });
    expect(within(summary).getByText('Meera Kapoor')).toBeInTheDocument();
    expect(within(summary).getByText('meera@example.in').parentElement).toHaveTextContent('Verified');
    expect(within(summary).getByText('+91 98765 43210').parentElement).toHaveTextContent('Not verified');
    expect(within(summary).getByText('2 January 2025')).toBeInTheDocument();
    for (const title of ['Orders', 'Addresses', 'Wishlist', 'Newsletter']) {
      expect(within(screen.getByRole('region', { name: title })).getByText('This section is not available yet.')).toBeVisible();
    }
    await vi.waitFor(() => expect(document.title).toBe('My Account | Attar House'));
    // The header's account menu learns the name too.
    expect(useAuthStore.getState().user?.fullName).toBe('Meera Kapoor');
  });

  it('saves only what changed and says "Profile updated"', async () => {
    const fetchMock = mockAccountApi((url) =>
      url.pathname === '/api/updateUser'
        ? jsonResponse({ ...profile, lastname: 'Iyer', fullName: 'Meera Iyer', phone: '9123456789' })
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
    expect(within(screen.getByRole('region', { name: 'Profile' })).getByText('Meera Iyer')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.fullName).toBe('Meera Iyer');
  });

  it('shows a mobile number taken by another account beside the field', async () => {
    mockAccountApi(() => errorResponse(409, 'PHONE_TAKEN', 'This mobile number is already registered.'));
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    const mobile = await screen.findByLabelText('Mobile number');
    await user.clear(mobile);
    await user.type(mobile, '9123456789');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('This mobile number is already registered.')).not.toHaveLength(0);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password and keeps the session on the new token', async () => {
    const fetchMock = mockAccountApi((url) =>
      url.pathname === '/api/change-password'
        ? jsonResponse({ id: 3, token: 'new.jwt', role: 'CUSTOMER' })
        : errorResponse(404, 'NOT_FOUND', 'Not found'),
    );
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
    expect(JSON.parse(String(call[1]?.body))).toEqual({ currentPassword: 'old secret', newPassword: 'new secret 2' });
    expect([localStorage.getItem('token'), localStorage.getItem('authToken')]).toEqual(['new.jwt', 'new.jwt']);
    expect(useAuthStore.getState()).toMatchObject({ token: 'new.jwt', isAuthenticated: true });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says so beside the field when the current password is wrong, keeping the old token', async () => {
    mockAccountApi(() => errorResponse(400, 'WRONG_PASSWORD', 'The current password is incorrect.'));
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

  it('asks for the new password twice alike', async () => {
    const fetchMock = mockAccountApi();
    const user = userEvent.setup();
    renderAt(<ProfileRoute />, '/profile');
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'new secret 2');
    await user.type(screen.getByLabelText('Confirm new password'), 'new secret 3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/change-password')).toBe(false);
  });
});
