import { createDecipheriv, randomBytes } from 'node:crypto';
import { screen, within } from '@testing-library/react';
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
  phone: '9876543210',
  role: 'CUSTOMER',
  emailVerified: true,
  phoneVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const OPTIONS_OFF = { google: false, signinEncryption: null };

type Handler = Parameters<typeof mockFetch>[0];

/** The store's auth options and profile answered as the server would; `handler` takes the rest. */
function mockApi(handler: Handler, options: unknown = OPTIONS_OFF) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/options') return jsonResponse(options);
    if (url.pathname === '/api/me') return jsonResponse(me);
    return handler(url, init);
  });
}

function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input).split('?')[0] === path);
}

function bodyOf(call: unknown[] | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

function renderLogin(entry: Parameters<typeof renderRoutes>[0]['initialEntries'] = ['/login']) {
  return renderRoutes({
    routes: [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: entry,
  });
}

const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

async function submit(email = 'meera@example.in', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginPage: password tab', () => {
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

  it('keeps where the visitor was going on the way to Register', async () => {
    mockApi(() => jsonResponse({}));
    const user = userEvent.setup();
    renderLogin([{ pathname: '/login', state: { from: { pathname: '/checkout', search: '' } } }]);
    await user.click(screen.getByRole('link', { name: 'Register' }));
    const probe = await screen.findByTestId('location');
    expect(probe).toHaveTextContent('/register');
    expect(JSON.parse(probe.dataset.state!)).toEqual({
      from: { pathname: '/checkout', search: '' },
    });
  });

  it('opens on the Password tab, beside a Mobile OTP tab', () => {
    mockApi(() => jsonResponse({}));
    renderLogin();
    const tabs = within(screen.getByRole('tablist', { name: 'How to sign in' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Password', 'Mobile OTP']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(passwordField());
  });

  it('shows field errors and sends no sign-in when the form is incomplete', async () => {
    const fetchMock = mockApi(() => jsonResponse({}));
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/signin')).toHaveLength(0);
  });

  it('treats a response without an id as "Invalid login response format"', async () => {
    mockApi(() => jsonResponse({ token: 'jwt', role: 'CUSTOMER' }));
    renderLogin();
    await submit();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login response format')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("shows 'Login Failed' with the server's message when the credentials are wrong", async () => {
    mockApi(() => errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    renderLogin();
    await submit();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('falls back to "Failed to login. Please try again later." when the server says nothing useful', async () => {
    mockApi(() => new Response('', { status: 500 }));
    renderLogin();
    await submit();
    expect(await screen.findByText('Failed to login. Please try again later.')).toBeInTheDocument();
  });

  it('disables the button while signing in, then stores the session and goes home', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockApi(async () => {
      await gate;
      return jsonResponse({ id: 3, token: 'customer.jwt', role: 'CUSTOMER' });
    });
    renderLogin();
    await submit();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(bodyOf(callsTo(fetchMock, '/api/signin')[0])).toEqual({
      email: 'meera@example.in',
      password: 'correct horse',
    });
    expect(window.localStorage.getItem('token')).toBe('customer.jwt');
    expect(window.localStorage.getItem('authToken')).toBe('customer.jwt');
    expect(window.localStorage.getItem('userRole')).toBe('CUSTOMER');
    expect(window.localStorage.getItem('userId')).toBe('3');
    expect(window.localStorage.getItem('isAdminAuthenticated')).toBeNull();
    expect(useAuthStore.getState().user).toEqual({
      id: 3,
      email: me.email,
      fullName: 'Meera Kapoor',
      role: 'CUSTOMER',
      staffRole: null,
    });
  });

  it('returns to the page the guard remembered', async () => {
    mockApi(() => jsonResponse({ id: 3, token: 'customer.jwt', role: 'CUSTOMER' }));
    renderLogin([{ pathname: '/login', state: { from: { pathname: '/profile', search: '' } } }]);
    await submit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it('sends an admin to /admin/dashboard with the admin flag set', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/auth/options') return jsonResponse(OPTIONS_OFF);
      if (url.pathname === '/api/signin')
        return jsonResponse({ id: 1, token: 'admin.jwt', role: 'ADMIN' });
      return jsonResponse({ ...me, id: 1, role: 'ADMIN' });
    });
    renderLogin();
    await submit('admin@attarhouse.in');
    expect(await screen.findByText('/admin/dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('isAdminAuthenticated')).toBe('true');
    expect(window.localStorage.getItem('userRole')).toBe('ADMIN');
  });

  it('sends someone already signed in straight home', async () => {
    mockApi(() => jsonResponse({}));
    useAuthStore.setState({
      isAuthenticated: true,
      token: 'jwt',
      user: { id: 3, email: '', fullName: '', role: 'CUSTOMER' },
    });
    renderLogin();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends the payload AES-encrypted to /api/signinEncrypt when the store offers a key', async () => {
    const key = randomBytes(32);
    const iv = randomBytes(16);
    const fetchMock = mockApi(
      () => jsonResponse({ id: 3, token: 'customer.jwt', role: 'CUSTOMER' }),
      {
        google: false,
        signinEncryption: { key: key.toString('hex'), iv: iv.toString('hex') },
      },
    );
    renderLogin();
    await submit('meera@example.in', 'rose & oud: 20%');

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(callsTo(fetchMock, '/api/signin')).toHaveLength(0);
    const sent = bodyOf(callsTo(fetchMock, '/api/signinEncrypt')[0]) as {
      base64EncryptedData: string;
    };
    expect(Object.keys(sent)).toEqual(['base64EncryptedData']);
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sent.base64EncryptedData, 'base64')),
      decipher.final(),
    ]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      email: 'meera@example.in',
      password: 'rose & oud: 20%',
    });
    expect(window.localStorage.getItem('token')).toBe('customer.jwt');
  });

  it('checks the encrypted sign-in answer like any other', async () => {
    mockApi(() => jsonResponse({ role: 'CUSTOMER' }), {
      google: false,
      signinEncryption: {
        key: randomBytes(32).toString('hex'),
        iv: randomBytes(16).toString('hex'),
      },
    });
    renderLogin();
    await submit();
    expect(await screen.findByText('Invalid login response format')).toBeInTheDocument();
  });

  it('mails a link to set a password from "Forgot password?" and shows the answer', async () => {
    const message = 'If an account exists for this email, we have sent a link to set a password.';
    const fetchMock = mockApi(() => jsonResponse({ message }, 202));
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'meera@example.in');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('meera@example.in');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/app/SendCredentialMail')[0])).toEqual({
      email: 'meera@example.in',
    });

    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('LoginPage: Mobile OTP tab', () => {
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

  async function openOtpTab() {
    const user = userEvent.setup();
    // Keyboard, as the tab pattern asks: focus the selected tab, then the arrow key.
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile OTP' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Mobile OTP' })).toHaveFocus();
    return user;
  }

  it('moves between tabs with the arrow keys', async () => {
    mockApi(() => jsonResponse({}));
    renderLogin();
    const user = await openOtpTab();
    expect(screen.getByLabelText('Mobile number')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(passwordField()).toBeVisible();
  });

  it('sends a code, refuses a wrong one, and signs in with the right one', async () => {
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === '/api/phone/OTPsend')
        return jsonResponse({ message: 'OTP sent', expiresInSeconds: 600 });
      if (url.pathname === '/api/phone/OTPverify') {
        const { otp } = JSON.parse(String(init?.body)) as { otp: string };
        return otp === '246810'
          ? jsonResponse({ id: 3, token: 'otp.jwt', role: 'CUSTOMER' })
          : errorResponse(400, 'OTP_INVALID', 'The code is incorrect.');
      }
      return jsonResponse({});
    });
    renderLogin();
    const user = await openOtpTab();

    // Digits only: the +91 is dropped, and letters never land.
    await user.type(screen.getByLabelText('Mobile number'), '+91 98765-4321a0');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('+91 98765 43210')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/phone/OTPsend')[0])).toEqual({ mobile: '9876543210' });
    expect(screen.getByRole('button', { name: /Resend OTP in 0:\d\d/ })).toBeDisabled();

    const code = screen.getByLabelText('OTP');
    await user.type(code, '11x1111');
    expect(code).toHaveValue('111111');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findAllByText('The code is incorrect.')).not.toHaveLength(0);
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(bodyOf(callsTo(fetchMock, '/api/phone/OTPverify').at(-1))).toEqual({
      mobile: '9876543210',
      otp: '246810',
    });
    expect(window.localStorage.getItem('token')).toBe('otp.jwt');
    expect(useAuthStore.getState().user?.fullName).toBe('Meera Kapoor');
  });

  it('asks for a valid number before sending anything', async () => {
    const fetchMock = mockApi(() => jsonResponse({}));
    renderLogin();
    const user = await openOtpTab();
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('Enter a valid 10-digit Indian mobile number'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/phone/OTPsend')).toHaveLength(0);
  });

  it('says when no account uses the number, and offers to register', async () => {
    mockApi(() =>
      errorResponse(
        404,
        'ACCOUNT_NOT_FOUND',
        'No account uses this mobile number. Register first.',
      ),
    );
    renderLogin();
    const user = await openOtpTab();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(
      await screen.findByText('No account uses this mobile number. Register first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
