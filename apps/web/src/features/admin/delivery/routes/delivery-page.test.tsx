import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { type Call, zoneServer } from '../test/delivery-fixtures';
import DeliveryPage from './delivery-page';

function mockZoneApi(refuse?: (call: Call) => Response | undefined) {
  const server = zoneServer(refuse);
  mockFetch(server.handle);
  return server;
}

const renderPage = () => renderAt(<DeliveryPage />, '/admin/delivery');
const zoneTable = () => screen.findByRole('table', { name: /^Delivery zones/ });
/** The zones' names as the table lists them, top to bottom. */
const zoneNames = async () =>
  within(await zoneTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.textContent);

beforeEach(() => window.localStorage.setItem('token', 'admin-token'));
afterEach(() => vi.restoreAllMocks());

describe('Delivery', () => {
  it('lists the zones in priority order with what each promises, and says how a pincode is decided', async () => {
    mockZoneApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
    expect(
      screen.getByText(/The first zone in the list that matches a pincode decides/),
    ).toHaveTextContent('a pincode that no zone matches is not delivered to');
    expect(await zoneNames()).toEqual(['Mumbai', 'Karnataka', 'Islands']);
    const table = await zoneTable();
    expect(within(table).getByRole('row', { name: /Mumbai/ })).toHaveTextContent(
      'Pincodes starting with: 400Free above ₹2,999, else ₹49 · COD up to ₹3,000 · 1-2 days',
    );
    // A zone of states names them once the list of states has arrived.
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Karnataka/ })).toHaveTextContent(
        'States: Karnataka₹99 shipping · No COD · 3-5 days',
      ),
    );
    expect(within(table).getByRole('row', { name: /Islands/ })).toHaveTextContent(
      'Pincodes: 744101Not delivered',
    );
    expect(screen.getByRole('button', { name: 'Move Mumbai up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Islands down' })).toBeDisabled();
  });

  it('shows a card a zone on a phone', async () => {
    mockZoneApi();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Delivery zones' });
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent(
      '1.MumbaiPincodes starting with: 400Free above ₹2,999, else ₹49',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('adds a zone, placing the server’s refusal of the fourth entry on the pincode box', async () => {
    let refused = false;
    const api = mockZoneApi((call) => {
      if (call.method !== 'POST' || refused) return undefined;
      refused = true;
      const message = 'Already decided by Bengaluru North, above it.';
      return jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message,
          requestId: 'test',
          details: [{ path: 'values.3', message }],
        },
        400,
      );
    });
    const user = userEvent.setup();
    renderPage();
    await zoneTable();
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add zone' });
    await user.type(within(dialog).getByLabelText('Name'), 'Bengaluru');
    await user.selectOptions(within(dialog).getByLabelText('Match by'), 'PREFIX');
    const values = within(dialog).getByLabelText('Pincodes starting with');
    await user.type(values, '5600, 5601\n5602 5603');
    await user.clear(within(dialog).getByLabelText('Shipping charge (₹)'));
    await user.type(within(dialog).getByLabelText('Shipping charge (₹)'), '99');
    await user.click(within(dialog).getByRole('switch', { name: 'Cash on delivery' }));
    expect(within(dialog).queryByLabelText(/Cash on delivery up to/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));

    await waitFor(() =>
      expect(values).toHaveAccessibleDescription(
        'Entry 4 (5603): Already decided by Bengaluru North, above it.',
      ),
    );
    expect(values).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes[0]!.body).toEqual({
      name: 'Bengaluru',
      kind: 'PREFIX',
      values: ['5600', '5601', '5602', '5603'],
      deliverable: true,
      charge: 99,
      freeAbove: null,
      codAvailable: false,
      codLimit: null,
      daysFrom: 2,
      daysTo: 5,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await screen.findByText('Zone added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(await zoneNames()).toEqual(['Mumbai', 'Karnataka', 'Islands', 'Bengaluru']),
    );
    expect(within(await zoneTable()).getByRole('row', { name: /Bengaluru/ })).toHaveTextContent(
      '₹99 shipping · No COD · 2-5 days',
    );
  });

  it('checks the form with the server’s rules before sending it', async () => {
    const api = mockZoneApi();
    const user = userEvent.setup();
    renderPage();
    await zoneTable();
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add zone' });
    await user.type(within(dialog).getByLabelText('Name'), 'Pune');
    await user.type(within(dialog).getByLabelText('Pincodes'), '411001 41100');
    await user.clear(within(dialog).getByLabelText('To (days)'));
    await user.type(within(dialog).getByLabelText('To (days)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(within(dialog).getByLabelText('Pincodes')).toHaveAccessibleDescription(
      'Entry 2: 41100 is not a pincode: use six digits, not starting with 0.',
    );
    expect(within(dialog).getByLabelText('To (days)')).toHaveAccessibleDescription(
      'The last day must not be before the first.',
    );
    expect(api.writes).toEqual([]);
  });

  it('edits a zone of states with the list of states, and sends no terms for a zone not delivered to', async () => {
    const api = mockZoneApi();
    const user = userEvent.setup();
    renderPage();
    await zoneTable();
    await user.click(screen.getByRole('button', { name: 'Edit Karnataka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Karnataka' });
    const states = within(dialog).getByRole('group', { name: /^States/ });
    expect(await within(states).findByRole('checkbox', { name: 'Karnataka' })).toBeChecked();
    await user.click(within(states).getByRole('checkbox', { name: 'Maharashtra' }));
    expect(states).toHaveAccessibleName('States (2 chosen)');
    await user.click(within(dialog).getByRole('switch', { name: 'Deliver here' }));
    expect(within(dialog).queryByLabelText('Shipping charge (₹)')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Zone saved')).toBeInTheDocument();
    expect(api.writes.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      [
        'PUT',
        '/api/admin/delivery-zones/2',
        {
          name: 'Karnataka',
          kind: 'STATE',
          values: ['KA', 'MH'],
          deliverable: false,
          charge: 0,
          freeAbove: null,
          codAvailable: false,
          codLimit: null,
          daysFrom: 0,
          daysTo: 0,
        },
      ],
    ]);
    await waitFor(async () =>
      expect(within(await zoneTable()).getByRole('row', { name: /Karnataka/ })).toHaveTextContent(
        'States: Karnataka, MaharashtraNot delivered',
      ),
    );
  });

  it('moves a zone up and saves the new order', async () => {
    const api = mockZoneApi();
    const user = userEvent.setup();
    renderPage();
    await zoneTable();
    await user.click(screen.getByRole('button', { name: 'Move Karnataka up' }));
    await waitFor(async () =>
      expect(await zoneNames()).toEqual(['Karnataka', 'Mumbai', 'Islands']),
    );
    expect(api.writes.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      ['PUT', '/api/admin/delivery-zones/order', { ids: [2, 1, 3] }],
    ]);
    expect(screen.getByText('Karnataka moved up, now 1 of 3.')).toBeInTheDocument();
    // Now at the top, focus stays on the zone's arrow that can still be pressed.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Karnataka down' })).toHaveFocus(),
    );
  });

  it('deletes a zone after asking', async () => {
    const api = mockZoneApi();
    const user = userEvent.setup();
    renderPage();
    await zoneTable();
    await user.click(screen.getByRole('button', { name: 'Delete Islands' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Islands?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete zone' }));
    expect(await screen.findByText('Zone deleted')).toBeInTheDocument();
    await waitFor(async () => expect(await zoneNames()).toEqual(['Mumbai', 'Karnataka']));
    expect(api.writes.map(({ method, url }) => [method, url.pathname])).toEqual([
      ['DELETE', '/api/admin/delivery-zones/3'],
    ]);
  });

  it('tests a pincode: the zone that answers, why, and what the shopper is promised', async () => {
    const api = mockZoneApi();
    const user = userEvent.setup();
    renderPage();
    const pincode = screen.getByLabelText('Pincode');
    await user.type(pincode, '4000');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(pincode).toHaveAccessibleDescription(
      'Enter a pincode of six digits, not starting with 0.',
    );

    await user.type(pincode, '01');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const answer = await screen.findByText('Answered by Mumbai');
    const box = answer.parentElement!;
    expect(box).toHaveTextContent(
      'Zone 1, Mumbai (pincodes starting with): 400001 starts with 400.',
    );
    expect(box).toHaveTextContent('Delivered between Tue, 1 Dec and Thu, 3 Dec');
    expect(box).toHaveTextContent('Free above ₹2,999, else ₹49');
    expect(box).toHaveTextContent('Cash on delivery available');

    await user.clear(pincode);
    await user.type(pincode, '110001');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('No zone answers')).toBeInTheDocument();
    expect(screen.getByText('No zone lists 110001: no delivery.')).toBeInTheDocument();
    expect(screen.getByText('Not delivered to 110001.')).toBeInTheDocument();
    expect(api.tests).toEqual(['400001', '110001']);
  });

  it('says when the zones could not be loaded', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL', 'Something went wrong.'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The delivery zones could not be loaded.',
    );
  });
});
