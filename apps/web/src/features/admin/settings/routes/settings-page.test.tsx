import { DEFAULT_STORE_CONTACT, type StoreSettings } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from '@/api/payments';
import { returnKeys } from '@/api/returns';
import { dashboardKeys } from '@/api/dashboard';
import { storeContactKeys } from '@/api/store-contact';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import SettingsPage from './settings-page';
import { NEW_STORE_SETTINGS } from '../test/settings-fixtures';

const SETTINGS: StoreSettings = NEW_STORE_SETTINGS;
const STATES = [
  { stateId: 'KA', stateName: 'Karnataka', cities: [] },
  { stateId: 'MH', stateName: 'Maharashtra', cities: [] },
];

const NO_FAILED_JOBS = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  number: 0,
  size: 10,
  first: true,
  last: true,
  empty: true,
};

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** The settings API: PUTs answer the settings with the section's values merged in. */
function mockSettingsApi(
  answer: (url: URL, body: unknown) => Response | undefined = () => undefined,
) {
  let settings = structuredClone(SETTINGS);
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ path: url.pathname, body });
      const answered = answer(url, body);
      if (answered) return answered;
      settings =
        url.pathname === '/api/admin/settings/invoice-identity'
          ? { ...settings, invoiceIdentity: body as StoreSettings['invoiceIdentity'] }
          : url.pathname === '/api/admin/settings/store-contact'
            ? { ...settings, storeContact: body as StoreSettings['storeContact'] }
            : url.pathname === '/api/admin/settings/prepaid-discount'
              ? { ...settings, prepaidDiscount: body as StoreSettings['prepaidDiscount'] }
              : { ...settings, ...body };
      return jsonResponse(settings);
    }
    const answered = answer(url, undefined);
    if (answered) return answered;
    if (url.pathname === '/api/admin/settings') return jsonResponse(settings);
    if (url.pathname === '/api/location/user') return jsonResponse(STATES);
    if (url.pathname === '/api/admin/jobs/failed') return jsonResponse(NO_FAILED_JOBS);
    if (url.pathname === '/api/admin/search/synonyms') return jsonResponse([]);
    if (url.pathname === '/api/admin/settings/gst-rates')
      return jsonResponse({ today: '2026-11-27', items: [] });
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { sent };
}

function renderPage() {
  return renderAt(<SettingsPage />, '/admin/settings');
}
const section = (name: string) => within(screen.getByRole('region', { name }));

function validationFailed(details: { path: string; message: string }[]): Response {
  return jsonResponse(
    {
      status: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: details[0]!.message,
      details,
      requestId: 'test',
    },
    400,
  );
}

describe('the admin settings screen', () => {
  it('shows each section with the store’s values', async () => {
    mockSettingsApi();
    renderPage();
    expect(await screen.findByLabelText('COD fee (₹)')).toHaveValue(49);
    expect(screen.getByLabelText('COD limit (₹)')).toHaveValue(200000);
    expect(screen.getByLabelText('Return window (days)')).toHaveValue(30);
    expect(screen.getByLabelText('Low-stock threshold (units)')).toHaveValue(5);
    expect(screen.getByLabelText('Legal name')).toHaveValue('');
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 522 400 0000');
    expect(screen.getByLabelText('Instagram page')).toHaveValue(
      'https://www.instagram.com/attarhouse',
    );
    for (const name of [
      'Cash on delivery',
      'Returns',
      'Inventory',
      'Invoice identity',
      'Store contact details',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    await screen.findByRole('option', { name: 'Maharashtra' });
  });

  it('keeps the saved state selected when the list of states arrives after the settings', async () => {
    const saved = {
      ...SETTINGS,
      invoiceIdentity: {
        legalName: 'Attar House Fragrances Private Limited',
        address: '12 Marine Drive, Mumbai 400002',
        gstin: '27AAPFU0939F1ZV',
        state: 'Maharashtra',
      },
    };
    let answerStates: () => void = () => undefined;
    const statesArrive = new Promise<void>((resolve) => (answerStates = resolve));
    mockFetch(async (url) => {
      if (url.pathname === '/api/admin/settings') return jsonResponse(saved);
      if (url.pathname === '/api/location/user') {
        await statesArrive;
        return jsonResponse(STATES);
      }
      if (url.pathname === '/api/admin/jobs/failed') return jsonResponse(NO_FAILED_JOBS);
      if (url.pathname === '/api/admin/settings/gst-rates')
        return jsonResponse({ today: '2026-11-27', items: [] });
      return errorResponse(404, 'NOT_FOUND', 'Not found');
    });
    renderPage();
    expect(await screen.findByLabelText('Legal name')).toHaveValue(saved.invoiceIdentity.legalName);
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    answerStates();
    await screen.findByRole('option', { name: 'Karnataka' });
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Maharashtra'));
  });

  it('saves the cash-on-delivery section alone, says so, and refreshes the checkout’s fee', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    const { queryClient } = renderPage();
    queryClient.setQueryData(paymentKeys.codFee(), { codFee: 49 });
    const fee = await screen.findByLabelText('COD fee (₹)');
    await user.clear(fee);
    await user.type(fee, '59.5');
    await user.clear(screen.getByLabelText('COD limit (₹)'));
    await user.type(screen.getByLabelText('COD limit (₹)'), '25000');
    await user.click(screen.getByRole('button', { name: 'Save cash on delivery' }));

    expect(await screen.findByText('Cash on delivery saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { path: '/api/admin/settings/cash-on-delivery', body: { codFee: 59.5, codLimit: 25000 } },
    ]);
    expect(queryClient.getQueryState(paymentKeys.codFee())?.isInvalidated).toBe(true);
  });

  it('switches gift wrap on with its fee, and refuses a fee out of range before sending', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    renderPage();
    const giftWrap = within(await screen.findByRole('region', { name: 'Gift wrap' }));
    const fee = giftWrap.getByLabelText('Gift wrap fee (₹)');
    expect(giftWrap.getByRole('switch', { name: 'Offer gift wrap at checkout' })).not.toBeChecked();
    await user.clear(fee);
    await user.type(fee, '0');
    await user.click(giftWrap.getByRole('button', { name: 'Save gift wrap' }));
    expect(
      await giftWrap.findByText(
        'Gift wrap fee must be between 1 and 5000 rupees, with at most 2 decimals.',
      ),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.click(giftWrap.getByRole('switch', { name: 'Offer gift wrap at checkout' }));
    await user.clear(fee);
    await user.type(fee, '99');
    await user.click(giftWrap.getByRole('button', { name: 'Save gift wrap' }));
    expect(await screen.findByText('Gift wrap saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { path: '/api/admin/settings/gift-wrap', body: { enabled: true, fee: 99 } },
    ]);
  });

  it('checks a section before sending it, with the server’s messages', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    renderPage();
    const fee = await screen.findByLabelText('COD fee (₹)');
    await user.clear(fee);
    await user.type(fee, '2000');
    await user.clear(screen.getByLabelText('COD limit (₹)'));
    await user.click(screen.getByRole('button', { name: 'Save cash on delivery' }));
    const cod = section('Cash on delivery');
    expect(await cod.findByText('COD fee must be between 0 and 1000 rupees.')).toBeInTheDocument();
    expect(cod.getByText('COD limit must be between 1 and 10,00,000 rupees.')).toBeInTheDocument();
    expect(fee).toHaveAttribute('aria-invalid', 'true');

    const days = screen.getByLabelText('Return window (days)');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save returns' }));
    expect(
      await screen.findByText('Return window must be a whole number of days from 1 to 365.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('saves the return window and the low-stock threshold each on its own', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    const { queryClient } = renderPage();
    queryClient.setQueryData(returnKeys.mine(), []);
    const days = await screen.findByLabelText('Return window (days)');
    await user.clear(days);
    await user.type(days, '15');
    await user.click(screen.getByRole('button', { name: 'Save returns' }));
    expect(await screen.findByText('Returns saved')).toBeInTheDocument();
    expect(queryClient.getQueryState(returnKeys.mine())?.isInvalidated).toBe(true);

    const threshold = screen.getByLabelText('Low-stock threshold (units)');
    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.click(screen.getByRole('button', { name: 'Save inventory' }));
    expect(await screen.findByText('Inventory saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { path: '/api/admin/settings/returns', body: { returnWindowDays: 15 } },
      { path: '/api/admin/settings/inventory', body: { lowStockThreshold: 0 } },
    ]);
  });

  it('saves the time to pay online, checked against its bounds first', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    renderPage();
    const minutes = await screen.findByLabelText('Time to pay (minutes)');
    expect(minutes).toHaveValue(15);
    const card = section('Online payments');
    await user.clear(minutes);
    await user.type(minutes, '2');
    await user.click(card.getByRole('button', { name: 'Save online payments' }));
    expect(
      await card.findByText('Time to pay must be a whole number of minutes from 5 to 1,440.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(card.getByRole('button', { name: 'Save online payments' }));
    expect(await screen.findByText('Online payments saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { path: '/api/admin/settings/online-payments', body: { paymentHoldMinutes: 30 } },
    ]);
    expect(minutes).toHaveValue(30);
  });

  it('saves a percentage off for paying online, checked first, with only its own field shown', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    renderPage();
    expect(await screen.findByRole('radio', { name: 'No discount' })).toBeChecked();
    const card = section('Prepaid discount');
    expect(card.queryByLabelText('Percentage off (%)')).not.toBeInTheDocument();
    await user.click(card.getByRole('radio', { name: 'A percentage off' }));
    const percent = card.getByLabelText('Percentage off (%)');
    expect(card.queryByLabelText('Amount off (₹)')).not.toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '60');
    await user.click(card.getByRole('button', { name: 'Save prepaid discount' }));
    expect(
      await card.findByText('The percentage must be a whole number from 1 to 50.'),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.clear(percent);
    await user.type(percent, '5');
    await user.click(card.getByRole('button', { name: 'Save prepaid discount' }));
    expect(await screen.findByText('Prepaid discount saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        path: '/api/admin/settings/prepaid-discount',
        body: { kind: 'percent', amount: 0, percent: 5 },
      },
    ]);
  });

  it('shows the server’s refusal of the time to pay beside its field', async () => {
    const user = userEvent.setup();
    mockSettingsApi((url) =>
      url.pathname === '/api/admin/settings/online-payments'
        ? validationFailed([
            {
              path: 'paymentHoldMinutes',
              message: 'Time to pay must be a whole number of minutes from 5 to 1,440.',
            },
          ])
        : undefined,
    );
    renderPage();
    const minutes = await screen.findByLabelText('Time to pay (minutes)');
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(screen.getByRole('button', { name: 'Save online payments' }));
    expect(
      await section('Online payments').findByText(
        'Time to pay must be a whole number of minutes from 5 to 1,440.',
      ),
    ).toBeInTheDocument();
  });

  it('saves the store contact details and refreshes the footer’s copy and the checklist', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    const { queryClient } = renderPage();
    queryClient.setQueryData(storeContactKeys.all, DEFAULT_STORE_CONTACT);
    queryClient.setQueryData(dashboardKeys.setup(), { complete: false, items: [] });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+91 94150 67890');
    await user.clear(screen.getByLabelText('Facebook page'));
    await user.click(screen.getByRole('button', { name: 'Save store contact details' }));

    expect(await screen.findByText('Store contact details saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        path: '/api/admin/settings/store-contact',
        body: { ...DEFAULT_STORE_CONTACT, phone: '+91 94150 67890', facebookUrl: '' },
      },
    ]);
    expect(queryClient.getQueryState(storeContactKeys.all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(dashboardKeys.setup())?.isInvalidated).toBe(true);
  });

  it('checks the store contact before sending it, and shows the server’s refusal by its field', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi((url) =>
      url.pathname === '/api/admin/settings/store-contact'
        ? validationFailed([
            { path: 'email', message: 'Enter a valid email address, like care@example.in.' },
          ])
        : undefined,
    );
    renderPage();
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call us');
    const instagram = screen.getByLabelText('Instagram page');
    await user.clear(instagram);
    await user.type(instagram, 'http://instagram.com/attarhouse');
    await user.click(screen.getByRole('button', { name: 'Save store contact details' }));
    const contact = section('Store contact details');
    expect(
      await contact.findByText('Enter a phone number of 8 to 15 digits, like +91 522 400 0000.'),
    ).toBeInTheDocument();
    expect(instagram).toHaveAccessibleDescription(
      'Enter the full address of the Instagram page, starting with https://, or leave it empty.',
    );
    expect(api.sent).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '0522 400 0000');
    await user.clear(instagram);
    await user.click(screen.getByRole('button', { name: 'Save store contact details' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address, like care@example.in.',
      ),
    );
    expect(api.sent).toHaveLength(1);
  });

  it('saves the invoice identity with the state from the list and the GSTIN in capitals', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    renderPage();
    await user.type(await screen.findByLabelText('Legal name'), 'Attar House Private Limited');
    await user.type(screen.getByLabelText('Registered address'), '12 Crawford Market Road, Mumbai');
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await screen.findByRole('option', { name: 'Maharashtra' });
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Save invoice identity' }));

    expect(await screen.findByText('Invoice identity saved')).toBeInTheDocument();
    expect(api.sent).toEqual([
      {
        path: '/api/admin/settings/invoice-identity',
        body: {
          legalName: 'Attar House Private Limited',
          address: '12 Crawford Market Road, Mumbai',
          gstin: '27AAPFU0939F1ZV',
          state: 'Maharashtra',
        },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZV'));
  });

  it('refuses a GSTIN that fails its check, and shows the server’s refusal beside its field', async () => {
    const user = userEvent.setup();
    const mismatch =
      'This GSTIN is registered in Maharashtra (state code 27). Choose Maharashtra or check the GSTIN.';
    const api = mockSettingsApi((url) =>
      url.pathname === '/api/admin/settings/invoice-identity'
        ? validationFailed([{ path: 'state', message: mismatch }])
        : undefined,
    );
    renderPage();
    await user.type(await screen.findByLabelText('Legal name'), 'Attar House');
    await user.type(screen.getByLabelText('Registered address'), 'Mumbai');
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZW');
    await screen.findByRole('option', { name: 'Karnataka' });
    await user.selectOptions(screen.getByLabelText('State'), 'Karnataka');
    await user.click(screen.getByRole('button', { name: 'Save invoice identity' }));
    expect(
      await screen.findByText(
        "This GSTIN's last character should be V: check for a typing mistake.",
      ),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await user.click(screen.getByRole('button', { name: 'Save invoice identity' }));
    expect(await screen.findByText(mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toHaveLength(1);
    expect(screen.queryByText('Invoice identity saved')).not.toBeInTheDocument();
  });

  it('says under the GSTIN field which of its rules failed, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockSettingsApi();
    renderPage();
    await user.type(await screen.findByLabelText('Legal name'), 'Attar House');
    await user.type(screen.getByLabelText('Registered address'), 'Mumbai');
    await screen.findByRole('option', { name: 'Maharashtra' });
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    const gstin = screen.getByLabelText('GSTIN');
    const refusals: [string, string][] = [
      ['27aapfu0939f1z', 'A GSTIN has 15 characters; this one has 14.'],
      [
        '99aapfu0939f1zv',
        'A GSTIN starts with a state code from 01 to 38 (or 97 for other territory); 99 is not one.',
      ],
      ['27aapfu0939f1yv', 'The 14th character of a GSTIN is Z; this one has Y.'],
      ['27aapfu0939f1zw', "This GSTIN's last character should be V: check for a typing mistake."],
    ];
    for (const [typed, message] of refusals) {
      await user.clear(gstin);
      await user.type(gstin, typed);
      await user.click(screen.getByRole('button', { name: 'Save invoice identity' }));
      await waitFor(() => expect(gstin).toHaveAccessibleDescription(message));
      expect(gstin).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.sent).toEqual([]);
  });

  it('says why a save failed when no field takes the message', async () => {
    const user = userEvent.setup();
    mockSettingsApi((url) =>
      url.pathname === '/api/admin/settings/inventory'
        ? errorResponse(403, 'FORBIDDEN', 'This needs an administrator')
        : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save inventory' }));
    expect(await section('Inventory').findByRole('alert')).toHaveTextContent(
      'This needs an administrator',
    );
  });

  it('says when the settings could not be loaded', async () => {
    mockSettingsApi((url) =>
      url.pathname === '/api/admin/settings'
        ? errorResponse(500, 'INTERNAL_ERROR', 'The database is not answering.')
        : undefined,
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The settings could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');
  });
});
