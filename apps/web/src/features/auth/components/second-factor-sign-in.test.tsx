import { createDecipheriv, randomBytes } from 'node:crypto';
import { TWO_FACTOR_MESSAGES } from '@attar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { useAuthStore } from '../auth-store';
import LoginPage from '../routes/login-page';
import { AdminLoginForm } from './admin-login-form';

const STAFF_ME = {
  id: 1,
  email: 'asha@attarhouse.in',
  firstname: 'Asha',
  lastname: 'Rao',
  fullName: 'Asha Rao',
  phone: null,
  role: 'ADMIN',
  staffRole: 'OWNER',
  emailVerified: true,
  phoneVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const CODE_REQUIRED = () =>
  errorResponse(401, 'TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.codeRequired);
const WRONG_CODE = () =>
  jsonResponse(
    {
      status: 400,
      error: 'Bad Request',
      code: 'TWO_FACTOR_CODE_INVALID',
      message: TWO_FACTOR_MESSAGES.codeInvalid,
      details: { attemptsLeft: 3 },
      requestId: 'test',
    },
    400,
  );
const LOCKED = () => errorResponse(429, 'TWO_FACTOR_LOCKED', TWO_FACTOR_MESSAGES.locked(15));

/**
 * The sign-in of a staff account with two-factor on: no code is 401 TWO_FACTOR_REQUIRED, then
 * each code is answered by `answerCode` (the right one signs in). Records every payload sent.
 */
function serveStaffSignIn(answerCode: (code: string) => Response, options: unknown = null) {
  const sent: Record<string, unknown>[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/auth/options')
      return jsonResponse(options ?? { google: false, signinEncryption: null });
    if (url.pathname === '/api/me') return jsonResponse(STAFF_ME);
    if (url.pathname === '/api/signin' || url.pathname === '/api/signinEncrypt') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      const code = body.code as string | undefined;
      if (url.pathname === '/api/signin' && !code) return CODE_REQUIRED();
      return code ? answerCode(code) : jsonResponse({ id: 1, token: 'staff.jwt', role: 'ADMIN' });
    }
    return jsonResponse({});
  });
  return sent;
}
const rightCode = (code: string) =>
  code === '123456' || code === 'k7m2-q9wx'
    ? jsonResponse({ id: 1, token: 'staff.jwt', role: 'ADMIN' })
    : WRONG_CODE();

const FORMS = [
  {
    name: 'the store’s login form',
    path: '/login',
    element: <LoginPage />,
    submitLabel: 'Login',
    passwordField: () => screen.getByLabelText('Password', { selector: 'input' }),
  },
  {
    name: 'the admin sign-in form',
    path: '/admin',
    element: <AdminLoginForm />,
    submitLabel: 'Sign in',
    passwordField: () => screen.getByLabelText('Password'),
  },
];

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

describe.each(FORMS)('the two-factor code step on $name', (form) => {
  function renderForm() {
    renderRoutes({
      routes: [
        { path: form.path, element: form.element },
        { path: '*', element: <LocationProbe /> },
      ],
      initialEntries: [form.path],
    });
  }

  async function signInWithPassword() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@attarhouse.in');
    await user.type(form.passwordField(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: form.submitLabel }));
    await screen.findByRole('heading', { name: 'Two-factor code' });
    return user;
  }

  it('asks for the code after the password, then signs in with both', async () => {
    const sent = serveStaffSignIn(rightCode);
    renderForm();
    const user = await signInWithPassword();
    expect(screen.getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(screen.getByText('asha@attarhouse.in')).toBeInTheDocument();
    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('staff.jwt'));
    expect(sent).toEqual([
      { email: 'asha@attarhouse.in', password: 'a-long-password' },
      { email: 'asha@attarhouse.in', password: 'a-long-password', code: '123456' },
    ]);
  });

  it('takes a recovery code, with the full keyboard on asking', async () => {
    const sent = serveStaffSignIn(rightCode);
    renderForm();
    const user = await signInWithPassword();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field).toHaveAttribute('inputmode', 'text');
    await user.type(field, 'K7M2 Q9WX');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('staff.jwt'));
    expect(sent.at(-1)).toMatchObject({ code: 'k7m2-q9wx' });
  });

  it('says under the field that a code is wrong, with the tries left, and when it is locked', async () => {
    serveStaffSignIn((code) => (code === '999999' ? WRONG_CODE() : LOCKED()));
    renderForm();
    const user = await signInWithPassword();
    const field = screen.getByLabelText('Code from your authenticator app');
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The field's own message (the step's introduction says the same words above it).
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeOrRecovery),
    );

    await user.clear(field);
    await user.type(field, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(`${TWO_FACTOR_MESSAGES.codeInvalid} 3 tries left.`),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.locked(15))).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('goes back to an empty sign-in with "Use a different account"', async () => {
    serveStaffSignIn(rightCode);
    renderForm();
    const user = await signInWithPassword();
    await user.click(screen.getByRole('button', { name: 'Use a different account' }));
    expect(screen.queryByRole('heading', { name: 'Two-factor code' })).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(form.passwordField()).toHaveValue('');
  });
});

describe('the code with encrypted sign-in', () => {
  it('travels inside the encrypted payload', async () => {
    const key = randomBytes(32);
    const iv = randomBytes(16);
    let calls = 0;
    const sent: string[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/auth/options')
        return jsonResponse({
          google: false,
          signinEncryption: { key: key.toString('hex'), iv: iv.toString('hex') },
        });
      if (url.pathname === '/api/me') return jsonResponse(STAFF_ME);
      const { base64EncryptedData } = JSON.parse(String(init?.body)) as {
        base64EncryptedData: string;
      };
      const decipher = createDecipheriv('aes-256-cbc', key, iv);
      sent.push(decipher.update(base64EncryptedData, 'base64', 'utf8') + decipher.final('utf8'));
      calls += 1;
      return calls === 1
        ? CODE_REQUIRED()
        : jsonResponse({ id: 1, token: 'staff.jwt', role: 'ADMIN' });
    });
    renderRoutes({
      routes: [
        { path: '/admin', element: <AdminLoginForm /> },
        { path: '*', element: <LocationProbe /> },
      ],
      initialEntries: ['/admin'],
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@attarhouse.in');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('staff.jwt'));
    expect(sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { email: 'asha@attarhouse.in', password: 'a-long-password' },
      { email: 'asha@attarhouse.in', password: 'a-long-password', code: '123456' },
    ]);
  });
});

describe('a staff account with two-factor on, by texted code', () => {
  it('is told to sign in with email, password and code', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/auth/options')
        return jsonResponse({ google: false, signinEncryption: null });
      if (url.pathname === '/api/phone/OTPsend')
        return jsonResponse({ message: 'OTP sent', expiresInSeconds: 600 });
      if (url.pathname === '/api/phone/OTPverify')
        return errorResponse(
          403,
          'TWO_FACTOR_PASSWORD_REQUIRED',
          TWO_FACTOR_MESSAGES.passwordRequired,
        );
      return jsonResponse({});
    });
    renderRoutes({
      routes: [{ path: '/login', element: <LoginPage /> }],
      initialEntries: ['/login'],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Mobile OTP' }));
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(
      (await screen.findAllByText(TWO_FACTOR_MESSAGES.passwordRequired)).length,
    ).toBeGreaterThan(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
