import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { useAuthStore } from '../auth-store';
import RegisterPage from './register-page';

const SENT = { message: 'OTP sent', expiresInSeconds: 600 };
const EMAIL_CODE = '135790';
const MOBILE_CODE = '864200';

type Handler = Parameters<typeof mockFetch>[0];

/** What POST /api/signup answers: the new account, signed in. */
const SIGNED_UP = {
  id: 9,
  email: 'meera@example.in',
  fullName: 'Meera Kapoor',
  role: 'CUSTOMER',
  token: 'new.jwt',
  message: 'Registration successful',
};

const ME = {
  id: 9,
  email: 'meera@example.in',
  firstname: 'Meera',
  lastname: 'Kapoor',
  fullName: 'Meera Kapoor',
  phone: null,
  role: 'CUSTOMER',
  emailVerified: true,
  phoneVerified: false,
  createdAt: '2026-03-01T00:00:00.000Z',
};

/** A server that sends and checks codes; `signup` answers the sign-up itself. */
function mockRegistrationApi(signup: Handler = () => jsonResponse(SIGNED_UP, 201)) {
  return mockFetch((url, init) => {
    switch (url.pathname) {
      case '/api/me':
        return jsonResponse(ME);
      case '/api/auth/options':
        return jsonResponse({ google: false, signinEncryption: null });
      case '/api/send-email-verification-otp-registration':
      case '/api/phone/OTPsend-registration':
        return jsonResponse(SENT);
      case '/api/verify-email-otp':
        return url.searchParams.get('otp') === EMAIL_CODE
          ? jsonResponse({ verified: true, message: 'Email verified' })
          : errorResponse(400, 'OTP_INVALID', 'The code is incorrect.');
      case '/api/phone/OTPverify-registration':
        return (JSON.parse(String(init?.body)) as { otp: string }).otp === MOBILE_CODE
          ? jsonResponse({ verified: true, message: 'Mobile number verified' })
          : errorResponse(400, 'OTP_INVALID', 'The code is incorrect.');
      case '/api/signup':
        return signup(url, init);
      default:
        return errorResponse(404, 'NOT_FOUND', 'Not found');
    }
  });
}

function renderRegister(
  entry: Parameters<typeof renderRoutes>[0]['initialEntries'] = ['/register'],
) {
  return renderRoutes({
    routes: [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: entry,
  });
}

function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input).split('?')[0] === path);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Meera');
  await user.type(screen.getByLabelText('Last name'), 'Kapoor');
  await user.type(screen.getByLabelText('Email'), 'Meera@Example.in');
  await user.type(screen.getByLabelText('Password'), 'a long secret');
}

async function verifyEmail(user: ReturnType<typeof userEvent.setup>, code = EMAIL_CODE) {
  if (!screen.queryByLabelText('Email verification code')) {
    await user.click(screen.getByRole('button', { name: 'Send code to your email' }));
  }
  const field = await screen.findByLabelText('Email verification code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify email code' }));
}

describe('RegisterPage', () => {
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

  it('keeps Register off, and says why, until the email is verified', async () => {
    const fetchMock = mockRegistrationApi();
    const user = userEvent.setup();
    renderRegister();
    await fillIn(user);

    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    expect(register).toHaveAccessibleDescription(
      'Verify your email with the code we send you, then you can register.',
    );

    // A wrong code is refused beside the code field; Register stays off.
    await verifyEmail(user, '000000');
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();

    await verifyEmail(user);
    expect(await screen.findByText('Email verified')).toBeInTheDocument(); // the server's words, as a toast
    expect(screen.getByText('Verified')).toBeInTheDocument();
    const verifyCall = callsTo(fetchMock, '/api/verify-email-otp').at(-1)!;
    expect(String(verifyCall[0])).toBe(
      `/api/verify-email-otp?email=meera%40example.in&otp=${EMAIL_CODE}`,
    );
    expect(verifyCall[1]?.body).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.queryByText(/then you can register/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/signup')[0]?.[1]?.body))).toEqual({
      email: 'meera@example.in',
      password: 'a long secret',
      firstname: 'Meera',
      lastname: 'Kapoor',
    });
    // Signed in at once, with no second password: home, welcomed as a new shopper.
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    const toast = (await screen.findByText('Welcome to Attar House, Meera')).closest(
      '[data-sonner-toast]',
    );
    expect(toast).toHaveTextContent('Your account is ready and you are signed in.');
    expect(toast).not.toHaveTextContent(/welcome back/i);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: 'new.jwt',
      user: { id: 9, email: 'meera@example.in', fullName: 'Meera Kapoor', role: 'CUSTOMER' },
    });
    expect([localStorage.getItem('token'), localStorage.getItem('authToken')]).toEqual([
      'new.jwt',
      'new.jwt',
    ]);
    expect(callsTo(fetchMock, '/api/signin')).toHaveLength(0);
  });

  it('takes the new shopper where they were going before the sign-in pages', async () => {
    mockRegistrationApi();
    const user = userEvent.setup();
    renderRegister([
      { pathname: '/register', state: { from: { pathname: '/checkout', search: '' } } },
    ]);
    await fillIn(user);
    await verifyEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('keeps where they were going on the way back to Login', async () => {
    mockRegistrationApi();
    const user = userEvent.setup();
    renderRegister([
      { pathname: '/register', state: { from: { pathname: '/checkout', search: '' } } },
    ]);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    const probe = await screen.findByTestId('location');
    expect(probe).toHaveTextContent('/login');
    expect(JSON.parse(probe.dataset.state!)).toEqual({
      from: { pathname: '/checkout', search: '' },
    });
  });

  it('sends the shopper to Login, with the email, if the answer starts no session', async () => {
    mockRegistrationApi(() => jsonResponse({ id: 9, message: 'Registration successful' }, 201));
    const user = userEvent.setup();
    renderRegister();
    await fillIn(user);
    await verifyEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const probe = await screen.findByTestId('location');
    expect(probe).toHaveTextContent('/login');
    expect(JSON.parse(probe.dataset.state!)).toEqual({ email: 'meera@example.in' });
    expect(screen.getByText('Registration Successful')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('forgets the tick when the email changes after it was verified', async () => {
    mockRegistrationApi();
    const user = userEvent.setup();
    renderRegister();
    await fillIn(user);
    await verifyEmail(user);
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send code to your email' })).toBeEnabled();
  });

  it('needs an entered mobile number verified too, and then sends it', async () => {
    const fetchMock = mockRegistrationApi();
    const user = userEvent.setup();
    renderRegister();
    await fillIn(user);
    await verifyEmail(user);
    await screen.findByText('Verified');

    await user.type(screen.getByLabelText('Mobile number (optional)'), '98x76543210');
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAccessibleDescription(
      'Verify your mobile number, or leave it empty, then you can register.',
    );
    await user.click(screen.getByRole('button', { name: 'Send code to your mobile' }));
    expect(
      JSON.parse(String(callsTo(fetchMock, '/api/phone/OTPsend-registration')[0]?.[1]?.body)),
    ).toEqual({
      mobile: '9876543210',
    });
    await user.type(await screen.findByLabelText('Mobile verification code'), MOBILE_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify mobile code' }));
    expect(await screen.findByText('Mobile number verified')).toBeInTheDocument();
    expect(screen.getAllByText('Verified')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(JSON.parse(String(callsTo(fetchMock, '/api/signup')[0]?.[1]?.body))).toMatchObject({
      mobile: '9876543210',
    });
  });

  it('asks for the email code without saying whether the email has an account', async () => {
    // The server answers every send alike; an email with an account gets a note instead of a code.
    mockRegistrationApi();
    const user = userEvent.setup();
    renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send code to your email' }));
    expect(await screen.findByLabelText('Email verification code')).toHaveAccessibleDescription(
      'We sent a code to your email (or, if it already has an account, a note on signing in). Enter the 6-digit code. It expires in 10 minutes.',
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the destructive toast "Registration Failed" with the server message when the email is taken', async () => {
    const fetchMock = mockRegistrationApi(() =>
      errorResponse(409, 'EMAIL_TAKEN', 'An account with this email already exists'),
    );
    const user = userEvent.setup();
    renderRegister();
    await fillIn(user);
    await verifyEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const toast = (await screen.findByText('Registration Failed')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('An account with this email already exists');
    // The message is also put beside the email field, and the shopper stays on the page.
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An account with this email already exists',
    );
    expect(callsTo(fetchMock, '/api/signup')).toHaveLength(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('falls back to "Failed to register. Please try again later." when the server says nothing useful', async () => {
    mockRegistrationApi(() => new Response('', { status: 500 }));
    const user = userEvent.setup();
    renderRegister();
    await fillIn(user);
    await verifyEmail(user);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Failed to register. Please try again later.'),
    ).toBeInTheDocument();
  });
});
