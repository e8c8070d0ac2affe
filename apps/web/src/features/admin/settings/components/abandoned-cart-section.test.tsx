import type { StoreSettings } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import SettingsPage from '../routes/settings-page';
import { NEW_STORE_SETTINGS } from '../test/settings-fixtures';

/** The settings screen's reads; a PUT of the section answers the settings with its values. */
function serveSettings(refuse?: () => Response) {
  const puts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as StoreSettings['abandonedCart'];
      puts.push({ path: url.pathname, body });
      return refuse ? refuse() : jsonResponse({ ...NEW_STORE_SETTINGS, abandonedCart: body });
    }
    if (url.pathname === '/api/admin/settings') return jsonResponse(NEW_STORE_SETTINGS);
    if (url.pathname === '/api/admin/settings/gst-rates')
      return jsonResponse({ today: '2026-11-28', items: [] });
    if (url.pathname === '/api/admin/jobs/failed')
      return jsonResponse({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 10 });
    return jsonResponse([]);
  });
  return puts;
}

async function openSection() {
  renderRoutes({
    routes: [{ path: '/admin/settings', element: <SettingsPage /> }],
    initialEntries: ['/admin/settings'],
  });
  return within(await screen.findByRole('region', { name: 'Cart reminders' }));
}

describe('Settings > Cart reminders', () => {
  it('shows the defaults and saves a second reminder, and its removal', async () => {
    const puts = serveSettings();
    const card = await openSection();
    expect(card.getByRole('switch', { name: 'Send cart reminders' })).toBeChecked();
    const first = card.getByLabelText("First reminder (hours after the cart's last change)");
    const second = card.getByLabelText('Second reminder (hours after the first)');
    expect(first).toHaveValue(4);
    expect(second).toHaveValue(null);

    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, '6');
    await user.type(second, '48');
    await user.click(card.getByRole('button', { name: 'Save cart reminders' }));
    expect(await screen.findByText('Cart reminders saved')).toBeInTheDocument();

    await user.clear(second);
    await user.click(card.getByRole('switch', { name: 'Send cart reminders' }));
    await user.click(card.getByRole('button', { name: 'Save cart reminders' }));
    await screen.findAllByText('Cart reminders saved');
    expect(puts).toEqual([
      {
        path: '/api/admin/settings/abandoned-cart',
        body: { enabled: true, firstReminderHours: 6, secondReminderHours: 48 },
      },
      {
        path: '/api/admin/settings/abandoned-cart',
        body: { enabled: false, firstReminderHours: 6, secondReminderHours: null },
      },
    ]);
  });

  it('checks the hours before sending, with the rule’s message', async () => {
    const puts = serveSettings();
    const card = await openSection();
    const user = userEvent.setup();
    const first = card.getByLabelText("First reminder (hours after the cart's last change)");
    await user.clear(first);
    await user.type(first, '200');
    await user.click(card.getByRole('button', { name: 'Save cart reminders' }));
    expect(
      await card.findByText('The first reminder must be a whole number of hours from 1 to 168.'),
    ).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('shows the server’s refusal beside its field', async () => {
    const message = 'The second reminder must be a whole number of hours from 1 to 336.';
    serveSettings(() =>
      jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message,
          details: [{ path: 'secondReminderHours', message }],
          requestId: 'test',
        },
        400,
      ),
    );
    const card = await openSection();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Save cart reminders' }));
    expect(await card.findByText(message)).toBeInTheDocument();
    expect(card.getByLabelText('Second reminder (hours after the first)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('tells a refusal no field takes above the button', async () => {
    serveSettings(() => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The store is busy.'));
    const card = await openSection();
    await userEvent.setup().click(card.getByRole('button', { name: 'Save cart reminders' }));
    expect(await card.findByText('The store is busy.')).toBeInTheDocument();
  });
});
