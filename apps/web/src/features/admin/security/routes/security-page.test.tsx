import type { TwoFactorStatus } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SECTIONS, canOpenSection } from '@/features/admin/admin-sections';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import SecurityPage from './security-page';

const OFF: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  requiredByStore: false,
};
const ON: TwoFactorStatus = {
  enabled: true,
  enabledAt: '2026-11-28T10:00:00.000Z',
  recoveryCodesLeft: 10,
  requiredByStore: false,
};
const CODES = Array.from({ length: 10 }, (_, index) => `k7m${index + 2}-q9wx`);
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33"><path d="M0 0h33v33H0z"/></svg>';

/** The two-factor API kept in memory; `refuse` answers a code step as the server would refuse it. */
function serveTwoFactor(start: TwoFactorStatus, refuse?: (path: string) => Response | undefined) {
  let status = start;
  const sent: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const path = url.pathname.replace('/api/account/two-factor', '');
    if ((init?.method ?? 'GET') === 'GET') return jsonResponse(status);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : null;
    sent.push({ path, body });
    const refused = refuse?.(path);
    if (refused) return refused;
    if (path === '/enrolment') {
      return jsonResponse({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Attar%20House:staff%40example.in?secret=JBSWY3DPEHPK3PXP',
        qrSvg: QR_SVG,
      });
    }
    if (path === '/enrolment/confirm' || path === '/recovery-codes') {
      status = ON;
      return jsonResponse({ recoveryCodes: CODES });
    }
    status = OFF;
    return jsonResponse(OFF);
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Sign-in security', () => {
  it('is a section every staff role may open', () => {
    const security = ADMIN_SECTIONS.find((section) => section.path === 'security')!;
    expect(security.permission).toBeNull();
    for (const role of ['OWNER', 'SUPPORT', 'ACCOUNTANT', 'CATALOGUE'] as const) {
      expect(canOpenSection(role, security)).toBe(true);
    }
    expect(canOpenSection(null, security)).toBe(false);
  });

  it('sets up two-factor sign-in: QR as an image, the key to type, a first code, then the codes once', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const sent = serveTwoFactor(OFF);
    renderAt(<SecurityPage />, '/admin/security');
    expect(await screen.findByRole('heading', { name: 'Sign-in security' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(
      await within(card).findByText(/Signing in asks for your password only/),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Set up' }));
    const qr = await within(card).findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`,
    );
    // Never drawn as markup: the page holds no svg of the server's.
    expect(card.querySelector('svg path[d="M0 0h33v33H0z"]')).toBeNull();
    expect(within(card).getByLabelText('Setup key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const field = within(card).getByLabelText('Code from your app');
    await user.type(field, '12a456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(card).findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    const codes = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(sent.at(-1)).toEqual({ path: '/enrolment/confirm', body: { code: '123456' } });
    expect(within(card).getByText(/These codes are shown only once/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await user.click(within(card).getByRole('button', { name: 'I have saved them' }));
    expect(await within(card).findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows the server’s refusal of a code under the field', async () => {
    const user = userEvent.setup();
    serveTwoFactor(ON, (path) =>
      path === '/disable'
        ? errorResponse(429, 'TWO_FACTOR_LOCKED', 'Too many wrong codes. Try again in 15 minutes.')
        : undefined,
    );
    renderAt(<SecurityPage />, '/admin/security');
    const card = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.click(await within(card).findByRole('button', { name: 'Turn off' }));
    await user.type(
      within(card).getByLabelText('Code from your app, or a recovery code'),
      '654321',
    );
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(
      await within(card).findByText('Too many wrong codes. Try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText('Code from your app, or a recovery code')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('makes new recovery codes with a recovery code, and turns two-factor sign-in off', async () => {
    const user = userEvent.setup();
    const sent = serveTwoFactor(ON);
    renderAt(<SecurityPage />, '/admin/security');
    const card = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await user.click(await within(card).findByRole('button', { name: 'New recovery codes' }));
    await user.type(
      within(card).getByLabelText('Code from your app, or a recovery code'),
      'K7M2 Q9WX',
    );
    await user.click(within(card).getByRole('button', { name: 'Get new recovery codes' }));
    expect(await within(card).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ path: '/recovery-codes', body: { code: 'k7m2-q9wx' } });
    await user.click(within(card).getByRole('button', { name: 'I have saved them' }));

    await user.click(await within(card).findByRole('button', { name: 'Turn off' }));
    await user.type(
      within(card).getByLabelText('Code from your app, or a recovery code'),
      '654321',
    );
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Set up' })).toBeInTheDocument(),
    );
    expect(sent.at(-1)).toEqual({ path: '/disable', body: { code: '654321' } });
  });
});
