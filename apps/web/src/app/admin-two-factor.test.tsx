import { type StoreSettings, TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@attar/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { writeSession } from '@/features/auth/session-storage';
import { errorResponse, jsonResponse, mockFetch, renderInRouter } from '@/test/utils';
import { AppRoutes } from './router';
import { NEW_STORE_SETTINGS } from '@/features/admin/settings/test/settings-fixtures';

/*
 * Two-factor sign-in across the back office (decision 0055): the store's "set it up first" gate,
 * the step-up dialog before a sensitive change, and Sign-in security as the app composes it.
 */

const OWNER_ME = {
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

const SETTINGS: StoreSettings = { ...NEW_STORE_SETTINGS, staffTwoFactor: { required: true } };

const SESSION = {
  id: '7d3c1c52-7a4e-4b8e-9d0e-0a4f3c2b1a90',
  current: true,
  browser: 'Firefox',
  os: 'Linux',
  device: 'desktop',
  ipAddress: '203.0.113.9',
  place: 'Lucknow',
  signedInAt: '2026-11-28T10:00:00.000Z',
  lastUsedAt: '2026-11-28T10:00:00.000Z',
};

const CODES = Array.from({ length: 10 }, (_, index) => `k7m${index + 2}-q9wx`);

/** The calls a session may make while the store asks it to set up two-factor sign-in first. */
const OPEN_WHILE_SETTING_UP = new Set([
  'GET /api/me',
  'POST /api/logout',
  'GET /api/account/two-factor',
  'POST /api/account/two-factor/enrolment',
  'POST /api/account/two-factor/enrolment/confirm',
]);

const DASHBOARD_READS = new Set(['GET /api/getDashboardSummary', 'GET /api/admin/setup-checklist']);

type Answer = (call: string, body: unknown) => Response | undefined;

/**
 * The API of a signed-in owner. `answer` takes a call first; then two-factor, sessions and the
 * settings screen's reads are answered, anything else with an empty list.
 */
function serveAdmin(status: TwoFactorStatus, answer: Answer = () => undefined) {
  const calls: { call: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ call, body });
    const answered = answer(call, body);
    if (answered) return answered;
    if (call === 'GET /api/me') return jsonResponse(OWNER_ME);
    if (call === 'GET /api/account/two-factor') return jsonResponse(status);
    if (call === 'GET /api/account/sessions') return jsonResponse({ sessions: [SESSION] });
    if (call === 'GET /api/admin/settings') return jsonResponse(SETTINGS);
    if (call === 'GET /api/admin/settings/gst-rates')
      return jsonResponse({ today: '2026-11-28', items: [] });
    if (call === 'GET /api/admin/jobs/failed')
      return jsonResponse({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 });
    return jsonResponse([]);
  });
  return calls;
}

function signInOwner() {
  writeSession({ token: 'token-1', userId: 1, role: 'ADMIN' });
  useAuthStore.setState({
    token: 'token-1',
    isAuthenticated: true,
    isLoading: false,
    isRestoring: false,
    error: null,
    user: { id: 1, email: OWNER_ME.email, fullName: 'Asha Rao', role: 'ADMIN', staffRole: 'OWNER' },
  });
}

beforeEach(signInOwner);
afterEach(() => useAuthStore.setState({ user: null, token: null, isAuthenticated: false }));

const OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  requiredByStore: true,
};
const ON: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-11-28T10:00:00.000Z',
  recoveryCodesLeft: 10,
  requiredByStore: true,
};

describe('the store’s required two-factor setup', () => {
  it('keeps a session without it on Sign-in security until it is set up, then opens the dashboard', async () => {
    let status = OFF;
    const calls = serveAdmin(OFF, (call) => {
      if (call === 'GET /api/account/two-factor') return jsonResponse(status);
      if (call === 'POST /api/account/two-factor/enrolment')
        return jsonResponse({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://x',
          qrSvg: '<svg/>',
        });
      if (call === 'POST /api/account/two-factor/enrolment/confirm') {
        status = ON;
        return jsonResponse({ recoveryCodes: CODES });
      }
      // Answered, but with nothing to draw: the figures are the dashboard's own tests'.
      if (status === ON && DASHBOARD_READS.has(call))
        return errorResponse(503, 'NOT_READY', 'The summary is not ready.');
      if (status === OFF && !OPEN_WHILE_SETTING_UP.has(call))
        return errorResponse(403, 'TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setUpRequired);
      return undefined;
    });
    const user = userEvent.setup();
    const { history } = renderInRouter(<AppRoutes />, ['/admin/dashboard']);

    // The dashboard's first call is refused: the back office moves to Sign-in security.
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.setUpRequired)).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/security');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /notifications/i })).toBeNull();
    expect(screen.queryByRole('region', { name: "Where you're signed in" })).toBeNull();
    expect(
      await screen.findByText('This store requires two-factor sign-in for staff.'),
    ).toBeInTheDocument();

    // Another section's address leads back here while the setup is pending.
    await act(() => history.push('/admin/orders'));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/security'));
    const card = await screen.findByRole('region', { name: 'Two-factor sign-in' });

    await user.click(within(card).getByRole('button', { name: 'Set up' }));
    await user.type(await within(card).findByLabelText('Code from your app'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    // The codes are read before anything else opens.
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByText(TWO_FACTOR_MESSAGES.setUpRequired)).toBeNull();
    expect(calls.filter(({ call }) => call === 'GET /api/getDashboardSummary').length).toBe(2);
  });
});

describe('the step-up before a sensitive change', () => {
  /** Online payments' save asks for a fresh code until one is proven. */
  function serveFreshCodeGate() {
    let fresh = false;
    return serveAdmin(ON, (call, body) => {
      if (call === 'POST /api/account/two-factor/verify') {
        if ((body as { code: string }).code !== '123456')
          return errorResponse(400, 'TWO_FACTOR_CODE_INVALID', TWO_FACTOR_MESSAGES.codeInvalid);
        fresh = true;
        return jsonResponse({ verifiedAt: '2026-11-28T10:05:00.000Z' });
      }
      if (call === 'PUT /api/admin/settings/online-payments') {
        if (!fresh)
          return errorResponse(403, 'FRESH_CODE_REQUIRED', TWO_FACTOR_MESSAGES.freshCodeRequired);
        return jsonResponse({ ...SETTINGS, ...(body as object) });
      }
      return undefined;
    });
  }

  async function saveOnlinePayments() {
    const user = userEvent.setup();
    renderInRouter(<AppRoutes />, ['/admin/settings']);
    const field = await screen.findByLabelText('Time to pay (minutes)');
    await user.clear(field);
    await user.type(field, '20');
    await user.click(screen.getByRole('button', { name: 'Save online payments' }));
    return { user, dialog: await screen.findByRole('dialog', { name: "Confirm it's you" }) };
  }

  it('asks for a code, then sends the refused save again, which goes through', async () => {
    const calls = serveFreshCodeGate();
    const { user, dialog } = await saveOnlinePayments();
    expect(within(dialog).getByText(TWO_FACTOR_MESSAGES.freshCodeRequired)).toBeInTheDocument();
    // The save waits on the dialog: its button stays pending.
    expect(screen.getByRole('button', { name: 'Saving...', hidden: true })).toBeDisabled();

    const field = within(dialog).getByLabelText('Code from your authenticator app');
    await user.type(field, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Online payments saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const saves = calls.filter(({ call }) => call === 'PUT /api/admin/settings/online-payments');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toEqual(saves[0]!.body);
    expect(calls.filter(({ call }) => call === 'POST /api/account/two-factor/verify')).toEqual([
      { call: 'POST /api/account/two-factor/verify', body: { code: '000000' } },
      { call: 'POST /api/account/two-factor/verify', body: { code: '123456' } },
    ]);
  });

  it('leaves things as they were when the dialog is cancelled', async () => {
    const calls = serveFreshCodeGate();
    const { user, dialog } = await saveOnlinePayments();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Not confirmed, so nothing was changed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save online payments' })).toBeEnabled();
    expect(calls.filter(({ call }) => call.startsWith('PUT ')).length).toBe(1);
    expect(calls.some(({ call }) => call.endsWith('/verify'))).toBe(false);
  });
});

describe('Sign-in security', () => {
  it('shows where the staff member is signed in under two-factor sign-in, and no Turn off when the store requires it', async () => {
    serveAdmin(ON);
    renderInRouter(<AppRoutes />, ['/admin/security']);
    const sessions = await screen.findByRole('region', { name: "Where you're signed in" });
    expect(await within(sessions).findByText('Firefox on Linux')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(
      await within(card).findByText('This store requires two-factor sign-in for staff.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});
