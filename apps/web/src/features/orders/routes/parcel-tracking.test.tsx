import { type Order, SHIPMENT_MESSAGES } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { failedDeliveryOf, orderOf, shipmentOf } from '../test/order-fixtures';
import { TrackOrderPage } from './track-order-page';

// The signed-in track page (My Account's order view) with a parcel booked with a courier.

const TRACK_PATH = '/api/order/my-orders/track/AH-2026-000031';
const ATTEMPT_PATH = '/api/order/my-orders/31/delivery-attempt';

function renderTrack() {
  return renderRoutes({
    routes: [{ path: '/track-order', element: <TrackOrderPage /> }],
    initialEntries: ['/track-order?order=AH-2026-000031'],
  });
}

/** The order as the API answers it, and the answers to delivery-attempt calls (by default 200). */
function mockTrackApi(
  order: Order,
  attempt: (body: unknown) => Response = () => jsonResponse(order),
) {
  return mockFetch((url, init) => {
    if (url.pathname === TRACK_PATH) return jsonResponse(order);
    if (url.pathname === ATTEMPT_PATH && init?.method === 'POST')
      return attempt(JSON.parse(String(init.body)));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
}

const postedBodies = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const answered = (order: Order, shopperAction: 'REATTEMPT' | 'NEW_PHONE'): Order => ({
  ...order,
  shipment: {
    ...order.shipment!,
    deliveryIssue: { ...order.shipment!.deliveryIssue!, shopperAction },
  },
});

describe('the parcel on the track page', () => {
  it('shows the courier, the AWB with the courier’s tracking page, the status and the updates newest first in India time', async () => {
    mockTrackApi(orderOf({ status: 'SHIPPED', shipment: shipmentOf() }));
    renderTrack();

    const parcel = await screen.findByRole('region', { name: 'Parcel' });
    expect(within(parcel).getByText('Courier').nextSibling).toHaveTextContent('Delhivery');
    expect(within(parcel).getByText('AWB').nextSibling).toHaveTextContent('DLV123456789');
    expect(within(parcel).getByText('Status').nextSibling).toHaveTextContent('In transit');
    const link = within(parcel).getByRole('link', {
      name: "Track on Delhivery's site (opens in a new tab)",
    });
    expect(link).toHaveAttribute('href', 'https://www.delhivery.com/track/package/DLV123456789');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const updates = within(parcel).getAllByRole('listitem');
    expect(updates).toHaveLength(2);
    expect(updates[0]).toHaveTextContent('In transit');
    expect(updates[0]).toHaveTextContent('Reached the Gurugram hub');
    expect(updates[0]).toHaveTextContent('3 March 2026, 12:30 am IST · Gurugram');
    expect(updates[1]).toHaveTextContent('Picked up');
    expect(updates[1]).toHaveTextContent('Shipment picked up');
    expect(updates[1]).toHaveTextContent('2 March 2026, 3:30 pm IST · New Delhi');
    // The order's own timeline stays beside it.
    expect(screen.getByRole('list', { name: 'Order timeline' })).toBeInTheDocument();
  });

  it('names no link without a tracking page (or with one that is not a web address), and says when the courier has no news yet', async () => {
    mockTrackApi(
      orderOf({
        status: 'PROCESSING',
        shipment: shipmentOf({ status: 'BOOKED', trackingUrl: 'javascript:alert(1)', events: [] }),
      }),
    );
    renderTrack();
    const parcel = await screen.findByRole('region', { name: 'Parcel' });
    expect(within(parcel).queryByRole('link')).not.toBeInTheDocument();
    expect(within(parcel).getByText('Booked with the courier')).toBeInTheDocument();
    expect(within(parcel).getByText('No news from the courier yet.')).toBeInTheDocument();
  });

  it('shows nothing new before the parcel is booked', async () => {
    mockTrackApi(orderOf({ status: 'CONFIRMED', shipment: null }));
    renderTrack();
    expect(await screen.findByRole('region', { name: 'Order AH-2026-000031' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parcel' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not deliver/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order timeline' })).toBeInTheDocument();
  });
});

describe('answering a failed delivery, signed in', () => {
  const failed = orderOf({ status: 'OUT_FOR_DELIVERY', shipment: failedDeliveryOf() });

  it('asks for another attempt and then says so instead of the choices', async () => {
    const fetchMock = mockTrackApi(failed, () => jsonResponse(answered(failed, 'REATTEMPT')));
    const user = userEvent.setup();
    renderTrack();

    expect(
      await screen.findByText('We could not deliver your parcel: Customer not reachable on phone.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByText(/Delhivery tried on/)).toHaveTextContent(
      'Delhivery tried on 4 March 2026, 2:30 pm IST.',
    );
    await user.click(screen.getByRole('button', { name: 'Try delivering again' }));

    expect(await screen.findByText('We asked Delhivery to try again.')).toBeInTheDocument();
    expect(postedBodies(fetchMock, ATTEMPT_PATH)).toEqual([{ action: 'REATTEMPT' }]);
    expect(screen.queryByRole('button', { name: 'Try delivering again' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Deliver with a different phone number' }),
    ).not.toBeInTheDocument();
  });

  it('asks for another attempt on a new mobile number, checked as the contracts check it', async () => {
    const fetchMock = mockTrackApi(failed, () => jsonResponse(answered(failed, 'NEW_PHONE')));
    const user = userEvent.setup();
    renderTrack();

    await user.click(
      await screen.findByRole('button', { name: 'Deliver with a different phone number' }),
    );
    const form = screen.getByRole('form', { name: 'Deliver with a different phone number' });
    const send = within(form).getByRole('button', { name: 'Deliver to this number' });
    await user.click(send);
    expect(within(form).getByText(SHIPMENT_MESSAGES.phone)).toBeInTheDocument();

    const field = within(form).getByLabelText('Mobile number for the courier');
    await user.type(field, '12345');
    await user.click(send);
    expect(
      within(form).getByText('Enter a valid 10-digit Indian mobile number'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(postedBodies(fetchMock, ATTEMPT_PATH)).toEqual([]);

    await user.clear(field);
    await user.type(field, '+91 98765 01234');
    await user.click(send);
    expect(
      await screen.findByText('We asked Delhivery to try again on +91 98765 01234.'),
    ).toBeInTheDocument();
    expect(postedBodies(fetchMock, ATTEMPT_PATH)).toEqual([
      { action: 'NEW_PHONE', phone: '9876501234' },
    ]);
  });

  it('shows what was asked instead of the choices once the shopper has answered', async () => {
    mockTrackApi(
      orderOf({ status: 'OUT_FOR_DELIVERY', shipment: answered(failed, 'NEW_PHONE').shipment }),
    );
    renderTrack();
    expect(
      await screen.findByText('We asked Delhivery to try again on the new number you gave.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try delivering again' })).not.toBeInTheDocument();
  });

  it('shows the refusal when there is no failed attempt to answer any more (409)', async () => {
    mockTrackApi(failed, () =>
      errorResponse(409, 'NO_DELIVERY_ISSUE', SHIPMENT_MESSAGES.noDeliveryIssue),
    );
    const user = userEvent.setup();
    renderTrack();
    await user.click(await screen.findByRole('button', { name: 'Try delivering again' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.noDeliveryIssue)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByText(/We asked Delhivery/)).not.toBeInTheDocument();
  });
});

describe('a parcel returned undelivered (RETURNED_TO_ORIGIN)', () => {
  const returned = (overrides: Partial<Order>) =>
    orderOf({
      status: 'RETURNED_TO_ORIGIN',
      shipment: shipmentOf({ status: 'RTO_DELIVERED' }),
      timeline: [
        { status: 'PENDING', at: '2026-03-01T20:00:00.000Z', byRole: 'CUSTOMER', byName: 'Meera' },
        {
          status: 'SHIPPED',
          at: '2026-03-02T10:00:00.000Z',
          byRole: 'SYSTEM',
          byName: 'Delhivery',
        },
        {
          status: 'RETURNED_TO_ORIGIN',
          at: '2026-03-08T10:00:00.000Z',
          byRole: 'SYSTEM',
          byName: 'Delhivery',
        },
      ],
      ...overrides,
    });

  it('says the parcel came back and that the online payment is refunded when it reaches the store', async () => {
    mockTrackApi(
      returned({
        paymentStatus: 'PAID',
        paymentMethod: { id: 6, method: 'razorpay', displayName: 'Pay online' },
      }),
    );
    renderTrack();

    const notice = await screen.findByRole('region', { name: 'Returned undelivered' });
    expect(
      within(notice).getByText('Your parcel came back to us undelivered.'),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText(
        'You paid ₹5,549 online: we refund it in full, to the same method, when the parcel reaches the store.',
      ),
    ).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Order AH-2026-000031' });
    expect(within(order).getByText('Returned undelivered')).toBeInTheDocument();
    // Its own end: no step is left ahead on the timeline.
    const timeline = screen.getByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Returned undelivered')).toBeInTheDocument();
    expect(within(timeline).queryByText('Not yet')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Parcel' })).getAllByText('Returned to the store'),
    ).not.toHaveLength(0);
  });

  it('says there is nothing to refund for a cash-on-delivery order', async () => {
    mockTrackApi(returned({}));
    renderTrack();
    const notice = await screen.findByRole('region', { name: 'Returned undelivered' });
    expect(
      within(notice).getByText('Nothing was charged for it, so there is nothing to refund.'),
    ).toBeInTheDocument();
  });
});
