import type { AdminOrder, StaffRole } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import OrderDetailPage from '../routes/order-detail-page';
import { adminOrderOf, shipmentOf } from '../test-fixtures';

const IN_TRANSIT = adminOrderOf({
  status: 'SHIPPED',
  nextStatuses: ['OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED_TO_ORIGIN'],
  shipment: shipmentOf({
    status: 'DELIVERY_FAILED',
    events: [
      {
        status: 'PICKED_UP',
        description: 'Shipment picked up',
        location: 'Kannauj',
        at: '2026-03-02T10:00:00.000Z',
      },
      {
        status: 'DELIVERY_FAILED',
        description: 'Consignee not available',
        location: 'New Delhi',
        at: '2026-03-04T08:00:00.000Z',
      },
    ],
    deliveryIssue: {
      at: '2026-03-04T08:00:00.000Z',
      reason: 'Consignee not available',
      shopperAction: 'REATTEMPT',
    },
  }),
});

/** Prepaid, paid, shipped and brought back by the courier, not yet received. */
const RETURNED = adminOrderOf({
  status: 'RETURNED_TO_ORIGIN',
  paymentStatus: 'PAID',
  paymentMethod: { id: 2, method: 'razorpay', displayName: 'Pay online' },
  nextStatuses: [],
  shipment: shipmentOf({
    status: 'RTO_DELIVERED',
    codAmount: 0,
    events: [
      {
        status: 'RTO_DELIVERED',
        description: 'Returned to the seller',
        location: 'Kannauj',
        at: '2026-03-09T06:00:00.000Z',
      },
    ],
  }),
});

function mockOrderApi(order: AdminOrder) {
  const posts: string[] = [];
  let current = order;
  mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === `GET /api/admin/orders/${order.id}`) return jsonResponse(current);
    if (key === `POST /api/admin/orders/${order.id}/shipment/refresh`) {
      posts.push(url.pathname);
      return jsonResponse({ applied: 2 });
    }
    if (key === `POST /api/admin/orders/${order.id}/rto-received`) {
      posts.push(url.pathname);
      const receivedAt = '2026-03-10T06:30:00.000Z';
      current = {
        ...current,
        paymentStatus: 'REFUNDED',
        rtoReceivedAt: receivedAt,
        shipment: current.shipment ? { ...current.shipment, rtoReceivedAt: receivedAt } : null,
      };
      return jsonResponse(current);
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return posts;
}

function renderPage(staffRole: StaffRole = 'OWNER') {
  return renderRoutes({
    routes: [
      { path: '/admin/orders/:id', element: <OrderDetailPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: ['/admin/orders/31'],
    staffRole,
  });
}

const parcelCard = () => screen.findByRole('region', { name: 'Parcel' });

describe('the parcel on the admin order page', () => {
  it('shows the courier, the AWB with its tracking page, the times in India and the courier’s reports, newest first', async () => {
    mockOrderApi(IN_TRANSIT);
    renderPage();
    const card = within(await parcelCard());
    expect(card.getByText('Self-ship')).toBeInTheDocument();
    expect(card.getByText('Delhivery')).toBeInTheDocument();
    const awb = card.getByRole('link', { name: /DLV123456789/ });
    expect(awb).toHaveAttribute('href', 'https://track.example.in/DLV123456789');
    expect(awb).toHaveAttribute('target', '_blank');
    expect(awb).toHaveAttribute('rel', 'noopener noreferrer');
    expect(card.getByText('Delivery attempt failed', { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText('2 March 2026, 10:30 am')).toBeInTheDocument();
    expect(card.getByText('2 March 2026, 3:00 pm')).toBeInTheDocument();
    expect(card.getByText('₹4,999')).toBeInTheDocument();

    expect(card.getByRole('note')).toHaveTextContent('Delivery failed: Consignee not available');
    expect(card.getByRole('note')).toHaveTextContent('The shopper asked for another attempt.');

    const updates = card.getByRole('list', { name: 'Courier updates' }).querySelectorAll('li');
    expect([...updates].map((item) => item.textContent)).toEqual([
      'Delivery attempt failed4 March 2026, 1:30 pm · New DelhiConsignee not available',
      'Picked up2 March 2026, 3:30 pm · KannaujShipment picked up',
    ]);
    expect(card.queryByRole('button', { name: 'Mark parcel received' })).not.toBeInTheDocument();
  });

  it('marks a returned parcel received after saying what it does, then shows the day it came back', async () => {
    const user = userEvent.setup();
    const posts = mockOrderApi(RETURNED);
    renderPage();
    const card = within(await parcelCard());
    expect(screen.getByText('Returned undelivered', { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText('Returned to the store', { selector: 'span' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Mark parcel received' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark the parcel received?' });
    expect(dialog).toHaveTextContent('Its items go back into stock.');
    expect(dialog).toHaveTextContent(
      'The ₹4,999 paid online is refunded in full to the customer’s payment.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));

    expect(await card.findByText('Received back on 10 March 2026, 12:00 pm.')).toBeInTheDocument();
    expect(posts).toEqual(['/api/admin/orders/31/rto-received']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card.queryByRole('button', { name: 'Mark parcel received' })).not.toBeInTheDocument();
  });

  it('says nothing is refunded for a cash-on-delivery parcel that came back', async () => {
    const user = userEvent.setup();
    mockOrderApi({
      ...RETURNED,
      paymentStatus: 'PENDING',
      paymentMethod: IN_TRANSIT.paymentMethod,
    });
    renderPage();
    const card = within(await parcelCard());
    await user.click(card.getByRole('button', { name: 'Mark parcel received' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Nothing is refunded: the order was not paid online.',
    );
  });

  it('shows a role that only reads orders no button to mark the parcel received', async () => {
    mockOrderApi(RETURNED);
    renderPage('SUPPORT');
    const card = within(await parcelCard());
    expect(card.getByText(/The courier returned this parcel undelivered/)).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Mark parcel received' })).not.toBeInTheDocument();
  });

  it('leads an order with no parcel yet to the fulfilment page', async () => {
    const user = userEvent.setup();
    mockOrderApi(adminOrderOf({ status: 'CONFIRMED', shipment: null }));
    renderPage();
    const card = within(await parcelCard());
    expect(card.getByText(/Not booked yet\./)).toBeInTheDocument();
    await user.click(card.getByRole('link', { name: 'Book it on the Fulfilment page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/fulfilment');
  });

  it('offers Returned undelivered as a status move of a shipped order', async () => {
    mockOrderApi(IN_TRANSIT);
    renderPage();
    const select = await screen.findByLabelText('New status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Out for delivery', 'Delivered', 'Returned undelivered']);
  });

  it('asks a Shiprocket parcel’s courier for its tracking, for a role that manages orders', async () => {
    const user = userEvent.setup();
    const shiprocket = adminOrderOf({
      ...IN_TRANSIT,
      shipment: { ...IN_TRANSIT.shipment!, provider: 'shiprocket' },
    });
    const posts = mockOrderApi(shiprocket);
    renderPage();
    const card = within(await parcelCard());
    await user.click(card.getByRole('button', { name: 'Refresh tracking' }));
    expect(await screen.findByText('2 new updates from the courier')).toBeInTheDocument();
    expect(posts).toEqual(['/api/admin/orders/31/shipment/refresh']);
  });

  it('offers no tracking refresh for a self-ship parcel, nor to a role that only reads orders', async () => {
    mockOrderApi(IN_TRANSIT);
    const first = renderPage();
    expect(
      within(await parcelCard()).queryByRole('button', { name: 'Refresh tracking' }),
    ).not.toBeInTheDocument();
    first.unmount();
    mockOrderApi(
      adminOrderOf({
        ...IN_TRANSIT,
        shipment: { ...IN_TRANSIT.shipment!, provider: 'shiprocket' },
      }),
    );
    renderPage('SUPPORT');
    expect(
      within(await parcelCard()).queryByRole('button', { name: 'Refresh tracking' }),
    ).not.toBeInTheDocument();
  });

  it('takes back a parcel shipped without a booking and set returned by hand', async () => {
    const user = userEvent.setup();
    const posts = mockOrderApi({ ...RETURNED, shipment: null, rtoReceivedAt: null });
    renderPage();
    const card = within(await parcelCard());
    expect(card.getByText('No parcel was booked for this order.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Mark parcel received' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark the parcel received?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));
    expect(await card.findByText('Received back on 10 March 2026, 12:00 pm.')).toBeInTheDocument();
    expect(posts).toEqual(['/api/admin/orders/31/rto-received']);
  });
});
