import {
  type Fulfilment,
  SHIPMENT_MESSAGES,
  type ShipmentBookingResult,
  type StaffRole,
} from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '@/test/downloads';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { shipmentOf } from '../../orders/test-fixtures';
import { bookedOrder, fulfilmentOf, toShipOrder } from '../test-fixtures';
import FulfilmentPage from './fulfilment-page';

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

/**
 * The API as the screen meets it: the fulfilment lists (`fulfilment`, or what the booking
 * answer leaves), the booking answered with `bookingAnswer`, and the PDFs.
 */
function mockFulfilmentApi(
  fulfilment: Fulfilment,
  bookingAnswer?: (body: { orderIds: number[] }) => Response,
) {
  const sent: Sent[] = [];
  let current = fulfilment;
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: (init?.headers as Record<string, string> | undefined)?.Authorization,
    });
    const key = `${method} ${url.pathname}`;
    if (key === 'GET /api/admin/fulfilment') return jsonResponse(current);
    if (key === 'POST /api/admin/shipments' && bookingAnswer) {
      const answer = bookingAnswer(body as { orderIds: number[] });
      if (answer.ok) {
        const { orderIds } = body as { orderIds: number[] };
        current = {
          ...current,
          toShip: current.toShip.filter(
            (order) => !orderIds.includes(order.orderId) || order.orderId === 32,
          ),
        };
      }
      return answer;
    }
    if (method === 'GET' && url.pathname.startsWith('/api/admin/shipments/')) {
      const fileName = url.pathname.split('/').at(-1)!;
      return new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        },
      });
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return sent;
}

function renderPage(staffRole: StaffRole = 'OWNER') {
  return renderRoutes({
    routes: [
      { path: '/admin/fulfilment', element: <FulfilmentPage /> },
      { path: '/admin/orders/:id', element: <LocationProbe /> },
    ],
    initialEntries: ['/admin/fulfilment'],
    staffRole,
  });
}

const saved = captureDownloads({ token: 'staff-token', blobUrl: 'blob:shipments' });

const toShipTable = () => screen.getByRole('table', { name: 'Orders to ship' });
const bookedTable = () => screen.getByRole('table', { name: 'Parcels booked today' });
const rowOf = (orderNumber: string) =>
  within(screen.getByRole('link', { name: orderNumber }).closest('tr')!);
const tick = (user: ReturnType<typeof userEvent.setup>, orderNumber: string) =>
  user.click(screen.getByRole('checkbox', { name: `Select order ${orderNumber}` }));

/** Books one order by hand as Delhivery's answer for 31, and refuses 32 as already booked. */
const bookedAndRefused = (): Response =>
  jsonResponse({
    booked: [
      {
        ...shipmentOf({ id: 131, awb: 'DLV0000031', status: 'BOOKED', events: [] }),
        orderId: 31,
        orderNumber: 'AH-2026-000031',
      },
    ],
    failed: [
      {
        orderId: 32,
        orderNumber: 'AH-2026-000032',
        code: 'ALREADY_BOOKED',
        message: SHIPMENT_MESSAGES.alreadyBooked,
      },
    ],
  } satisfies ShipmentBookingResult);

describe('the fulfilment page', () => {
  it('lists the orders to ship and the parcels booked today', async () => {
    mockFulfilmentApi(fulfilmentOf());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fulfilment' })).toBeVisible();
    await screen.findByRole('link', { name: 'AH-2026-000031' });

    expect(within(toShipTable()).getAllByRole('row')).toHaveLength(4);
    const meera = rowOf('AH-2026-000031');
    expect(meera.getByRole('link', { name: 'AH-2026-000031' })).toHaveAttribute(
      'href',
      '/admin/orders/31',
    );
    expect(meera.getByText('2 March 2026, 1:30 am')).toBeInTheDocument();
    expect(meera.getByText('Meera Kapoor')).toBeInTheDocument();
    expect(meera.getByText('New Delhi 110001')).toBeInTheDocument();
    expect(meera.getByText('₹4,999')).toBeInTheDocument();
    expect(meera.getByText('COD ₹4,999')).toBeInTheDocument();
    expect(meera.queryByText('Gift message')).not.toBeInTheDocument();
    const arjun = rowOf('AH-2026-000032');
    expect(arjun.getByText('Mumbai 400002')).toBeInTheDocument();
    expect(arjun.getByText('Prepaid')).toBeInTheDocument();
    expect(arjun.getByText('Gift message')).toBeInTheDocument();

    // The AWB shows in its column and, for phones (where the column is hidden), under the address.
    const [awbCell] = within(bookedTable()).getAllByText('DLV0000021');
    const kabir = within(awbCell!.closest('tr')!);
    // The courier's name in its column, and again in the phone's line under the address.
    expect(kabir.getAllByText('Delhivery')).toHaveLength(2);
    expect(kabir.getByText('Self-ship')).toBeInTheDocument();
    expect(kabir.getByText('Pune 411001')).toBeInTheDocument();
    expect(
      kabir.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'DelhiveryDLV0000021',
      ),
    ).toHaveClass('sm:hidden');
  });

  it('says when there is nothing to ship and nothing booked', async () => {
    mockFulfilmentApi(fulfilmentOf({ toShip: [], booked: [] }));
    renderPage();
    expect(
      await screen.findByText('Nothing to ship. New confirmed orders appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No parcels booked today yet.')).toBeInTheDocument();
  });

  it('shows the server’s message when the lists cannot be read', async () => {
    mockFetch(() => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The store is being updated.'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders to ship could not be loaded.');
    expect(alert).toHaveTextContent('The store is being updated.');
  });

  it('books two orders by hand and shows what was booked and what was refused', async () => {
    const user = userEvent.setup();
    const sent = mockFulfilmentApi(fulfilmentOf(), bookedAndRefused);
    renderPage();
    await screen.findByRole('link', { name: 'AH-2026-000031' });
    await tick(user, 'AH-2026-000032');
    await tick(user, 'AH-2026-000031');
    await user.click(screen.getByRole('button', { name: 'Book 2 orders' }));

    const dialog = await screen.findByRole('dialog', { name: 'Book 2 orders' });
    expect(within(dialog).getByRole('radio', { name: /^Self-ship/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Same courier for all'), 'Delhivery');
    const first = within(within(dialog).getByRole('group', { name: /AH-2026-000031/ }));
    const second = within(within(dialog).getByRole('group', { name: /AH-2026-000032/ }));
    expect(second.getByLabelText('Courier company')).toHaveValue('Delhivery');
    await user.clear(second.getByLabelText('Courier company'));
    await user.type(second.getByLabelText('Courier company'), 'Blue Dart');
    await user.type(first.getByLabelText('AWB'), ' DLV0000031 ');
    await user.type(second.getByLabelText('AWB'), 'BD77');
    await user.type(
      second.getByLabelText('Tracking page (optional)'),
      'https://bluedart.example/BD77',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Book 2 orders' }));

    expect(await within(dialog).findByText('1 booked, 1 not booked')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Not booked' })).toHaveTextContent(
      `AH-2026-000032: ${SHIPMENT_MESSAGES.alreadyBooked}`,
    );
    expect(within(dialog).getByRole('list', { name: 'Booked' })).toHaveTextContent(
      'AH-2026-000031: Delhivery, AWB DLV0000031',
    );
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      provider: 'self',
      orderIds: [31, 32],
      manual: [
        { orderId: 31, courierName: 'Delhivery', awb: 'DLV0000031', trackingUrl: null },
        {
          orderId: 32,
          courierName: 'Blue Dart',
          awb: 'BD77',
          trackingUrl: 'https://bluedart.example/BD77',
        },
      ],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The booked order has left the list; the refused one stays ticked for another try.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'AH-2026-000031' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select order AH-2026-000032' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Book 1 order' })).toBeInTheDocument();
  });

  it('asks for the AWB of every order booked by hand before sending anything', async () => {
    const user = userEvent.setup();
    const sent = mockFulfilmentApi(fulfilmentOf(), bookedAndRefused);
    renderPage();
    await screen.findByRole('link', { name: 'AH-2026-000031' });
    await tick(user, 'AH-2026-000031');
    await tick(user, 'AH-2026-000033');
    await user.click(screen.getByRole('button', { name: 'Book 2 orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 2 orders' });
    await user.type(within(dialog).getByLabelText('Same courier for all'), 'Delhivery');
    const first = within(within(dialog).getByRole('group', { name: /AH-2026-000031/ }));
    const third = within(within(dialog).getByRole('group', { name: /AH-2026-000033/ }));
    await user.type(first.getByLabelText('AWB'), 'DLV 31');
    await user.click(within(dialog).getByRole('button', { name: 'Book 2 orders' }));

    expect(first.getByText(SHIPMENT_MESSAGES.awbFormat)).toBeInTheDocument();
    expect(third.getByText(SHIPMENT_MESSAGES.awb)).toBeInTheDocument();
    expect(first.getByLabelText('AWB')).toHaveFocus();
    expect(first.getByLabelText('AWB')).toHaveAccessibleDescription(SHIPMENT_MESSAGES.awbFormat);
    expect(sent.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(first.getByLabelText('AWB'));
    await user.type(first.getByLabelText('AWB'), 'DLV31');
    await user.type(third.getByLabelText('AWB'), 'DLV33');
    await user.type(third.getByLabelText('Tracking page (optional)'), 'track.example/DLV33');
    await user.click(within(dialog).getByRole('button', { name: 'Book 2 orders' }));
    expect(third.getByText(SHIPMENT_MESSAGES.trackingUrl)).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers Shiprocket only when the store has it, and books with it in one step', async () => {
    const user = userEvent.setup();
    mockFulfilmentApi(fulfilmentOf());
    const { unmount } = renderPage();
    await screen.findByRole('link', { name: 'AH-2026-000031' });
    await tick(user, 'AH-2026-000031');
    await user.click(screen.getByRole('button', { name: 'Book 1 order' }));
    const selfOnly = await screen.findByRole('dialog', { name: 'Book 1 order' });
    expect(within(selfOnly).getAllByRole('radio')).toHaveLength(1);
    expect(within(selfOnly).queryByRole('radio', { name: /^Shiprocket/ })).not.toBeInTheDocument();
    unmount();

    const sent = mockFulfilmentApi(fulfilmentOf({ providers: ['self', 'shiprocket'] }), () =>
      jsonResponse({ booked: [], failed: [] } satisfies ShipmentBookingResult),
    );
    renderPage();
    await screen.findByRole('link', { name: 'AH-2026-000031' });
    await tick(user, 'AH-2026-000031');
    await user.click(screen.getByRole('button', { name: 'Book 1 order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 1 order' });
    expect(within(dialog).getByRole('radio', { name: /^Shiprocket/ })).toBeChecked();
    expect(within(dialog).queryByLabelText('AWB')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Self-ship/ }));
    expect(within(dialog).getByLabelText('AWB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Shiprocket/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Book 1 order' }));
    expect(await within(dialog).findByText('0 booked')).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      provider: 'shiprocket',
      orderIds: [31],
    });
  });

  it('shows a booking the server refuses as a whole with its message, the dialog still open', async () => {
    const user = userEvent.setup();
    mockFulfilmentApi(fulfilmentOf({ providers: ['self', 'shiprocket'] }), () =>
      errorResponse(422, 'COURIER_NOT_CONFIGURED', SHIPMENT_MESSAGES.noShiprocket),
    );
    renderPage();
    await screen.findByRole('link', { name: 'AH-2026-000031' });
    await tick(user, 'AH-2026-000031');
    await user.click(screen.getByRole('button', { name: 'Book 1 order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 1 order' });
    await user.click(within(dialog).getByRole('button', { name: 'Book 1 order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SHIPMENT_MESSAGES.noShiprocket,
    );
  });

  it('downloads the labels, manifest and packing slips of today’s parcels with the staff token', async () => {
    const user = userEvent.setup();
    const sent = mockFulfilmentApi(
      fulfilmentOf({ booked: [bookedOrder(21, 'DLV0000021'), bookedOrder(22, 'DLV0000022')] }),
    );
    renderPage();
    await screen.findAllByText('DLV0000021');
    const downloads = () => sent.filter((call) => call.path.startsWith('/api/admin/shipments/'));

    await user.click(screen.getByRole('button', { name: 'Labels (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads()[0]).toMatchObject({
      method: 'GET',
      path: '/api/admin/shipments/labels.pdf',
      authorization: 'Bearer staff-token',
    });
    expect(downloads()[0]!.query.get('orderIds')).toBe('21,22');
    expect(saved[0]).toEqual({ href: 'blob:shipments', download: 'labels.pdf' });

    await tick(user, 'AH-2026-000022');
    expect(screen.getByText('The PDFs are for the 1 parcel selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manifest (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Packing slips (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(downloads().map((call) => [call.path, call.query.get('orderIds')])).toEqual([
      ['/api/admin/shipments/labels.pdf', '21,22'],
      ['/api/admin/shipments/manifest.pdf', '22'],
      ['/api/admin/shipments/packing-slips.pdf', '22'],
    ]);
  });

  it('prints the packing slips of the orders ticked to ship', async () => {
    const user = userEvent.setup();
    const sent = mockFulfilmentApi(fulfilmentOf());
    renderPage();
    await screen.findByRole('link', { name: 'AH-2026-000031' });
    await user.click(
      within(toShipTable()).getByRole('checkbox', { name: 'Select all rows on this page' }),
    );
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Packing slips' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = sent.find((entry) => entry.path === '/api/admin/shipments/packing-slips.pdf');
    expect(call?.query.get('orderIds')).toBe('31,32,33');
  });

  it('shows a role that only reads orders no booking button', async () => {
    const user = userEvent.setup();
    mockFulfilmentApi(fulfilmentOf());
    renderPage('SUPPORT');
    await screen.findByRole('link', { name: 'AH-2026-000031' });
    await tick(user, 'AH-2026-000031');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Packing slips' })).toBeInTheDocument();
  });

  it('opens an order from its number', async () => {
    const user = userEvent.setup();
    mockFulfilmentApi(fulfilmentOf({ toShip: [toShipOrder(31)] }));
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'AH-2026-000031' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders/31');
  });
});
