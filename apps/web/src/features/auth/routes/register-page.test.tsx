import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import RegisterPage from './register-page';

function renderRegister() {
  return renderRoutes({
    routes: [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: ['/register'],
  });
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Meera');
  await user.type(screen.getByLabelText('Last name'), 'Kapoor');
  await user.type(screen.getByLabelText('Email'), 'meera@example.in');
  await user.type(screen.getByLabelText('Password'), 'a long secret');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterPage', () => {
  it('signs up with the four fields and goes to /login', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ id: 9, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER', message: 'ok' }, 201),
    );
    renderRegister();
    await fillIn();
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(screen.getByText('Registration Successful')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'meera@example.in',
      password: 'a long secret',
      firstname: 'Meera',
      lastname: 'Kapoor',
    });
  });

  it('shows "Registration Failed" with the server message, also beside the email field', async () => {
    mockFetch(() => errorResponse(409, 'EMAIL_TAKEN', 'An account with this email already exists'));
    renderRegister();
    await fillIn();
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getAllByText('An account with this email already exists')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to "Failed to register. Please try again later." when the server says nothing useful', async () => {
    mockFetch(() => new Response('', { status: 500 }));
    renderRegister();
    await fillIn();
    expect(await screen.findByText('Failed to register. Please try again later.')).toBeInTheDocument();
  });
});
