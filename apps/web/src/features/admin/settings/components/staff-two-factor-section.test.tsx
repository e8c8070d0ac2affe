import { type StoreSettings } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import SettingsPage from '../routes/settings-page';
import { NEW_STORE_SETTINGS } from '../test/settings-fixtures';

const SETTINGS: StoreSettings = NEW_STORE_SETTINGS;

/** The settings screen's reads; a PUT answers the settings with its body as the section's values. */
function serveSettings() {
  const puts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as StoreSettings['staffTwoFactor'];
      puts.push({ path: url.pathname, body });
      return jsonResponse({ ...SETTINGS, staffTwoFactor: body });
    }
    if (url.pathname === '/api/admin/settings') return jsonResponse(SETTINGS);
    if (url.pathname === '/api/admin/settings/gst-rates')
      return jsonResponse({ today: '2026-11-28', items: [] });
    if (url.pathname === '/api/admin/jobs/failed')
      return jsonResponse({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 });
    return jsonResponse([]);
  });
  return puts;
}

function renderSettings(staffRole: 'OWNER' | 'MANAGER') {
  renderRoutes({
    routes: [{ path: '/admin/settings', element: <SettingsPage /> }],
    initialEntries: ['/admin/settings'],
    staffRole,
  });
}

describe('Settings > Two-factor sign-in for staff', () => {
  it('lets the owner require it of every staff account', async () => {
    const puts = serveSettings();
    renderSettings('OWNER');
    const card = within(
      await screen.findByRole('region', { name: 'Two-factor sign-in for staff' }),
    );
    expect(card.getByText(/asked to at their next sign-in/)).toBeInTheDocument();
    expect(card.getByText(/Accounts that have it keep it/)).toBeInTheDocument();
    const required = card.getByRole('switch', {
      name: 'Require two-factor sign-in for every staff account',
    });
    expect(required).not.toBeChecked();

    const user = userEvent.setup();
    await user.click(required);
    await user.click(card.getByRole('button', { name: 'Save two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in for staff saved')).toBeInTheDocument();
    expect(puts).toEqual([
      { path: '/api/admin/settings/staff-two-factor', body: { required: true } },
    ]);
    expect(required).toBeChecked();
  });

  it('is not shown to a manager, who cannot manage staff', async () => {
    serveSettings();
    renderSettings('MANAGER');
    expect(
      await screen.findByRole('region', { name: 'Store contact details' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Two-factor sign-in for staff' })).toBeNull();
  });
});
