import { type Order, SHIPMENT_MESSAGES } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { failedDeliveryOf, orderOf, shipmentOf } from '../test/order-fixtures';
import { GuestTrackOrderPage } from './guest-track-order-page';

// /track-order signed out: a guest's lookup by order number and the email or mobile on the order.

const LOOKUP = { orderNumber: 'AH-2026-000031', contact: 'meera@example.in' };

function renderGuestTrack(entry = '/track-order') {
  return renderRoutes({
    routes: [{ path: '/track-order', element: <GuestTrackOrderPage /> }],
    initialEntries: [entry],
  });
}

/** The guest calls: the lookup answers `order` for LOOKUP (else 404), the attempt `attempt`. */
function mockGuestApi(order: Order, attempt: () => Response = () => jsonResponse(order)) {
  return mockFetch((url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === '/api/order/track' && init?.method === 'POST') {
      return body.orderNumber === LOOKUP.orderNumber && body.contact === LOOKUP.contact
        ? jsonResponse(order)
        : errorResponse(404, 'NOT_FOUND', SHIPMENT_MESSAGES.trackNotFound);
    }
    if (url.pathname === '/api/order/track/delivery-attempt' && init?.method === 'POST')
      return attempt();
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
}

const posts = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function lookUp(orderNumber: string, contact: string) {
  const user = userEvent.setup();
  const number = screen.getByLabelText('Order number');
  await user.clear(number);
  if (orderNumber) await user.type(number, orderNumber);
  if (contact) await user.type(screen.getByLabelText('Email or mobile number'), contact);
  await user.click(screen.getByRole('button', { name: 'Track' }));
  return user;
}

describe('tracking an order signed out (/track-order)', () => {
  it('asks for both the order number and the email or mobile before looking', async () => {
    const fetchMock = mockGuestApi(orderOf());
    renderGuestTrack();
    await lookUp('', '');
    expect(
      screen.getByText('Enter your order number, for example AH-2025-000123.'),
    ).toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_MESSAGES.trackContact)).toBeInTheDocument();
    expect(screen.getByLabelText('Email or mobile number')).toHaveAttribute('aria-invalid', 'true');

    // Two characters are not an email address or a mobile number.
    await lookUp('AH-2026-000031', 'me');
    expect(
      screen.queryByText('Enter your order number, for example AH-2025-000123.'),
    ).not.toBeInTheDocument();
    expect(screen.getByText(SHIPMENT_MESSAGES.trackContact)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says plainly when no order has that number with that email or mobile (404)', async () => {
    const fetchMock = mockGuestApi(orderOf());
    renderGuestTrack();
    await lookUp('AH-2026-000031', 'someone@example.in');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHIPMENT_MESSAGES.trackNotFound);
    expect(posts(fetchMock, '/api/order/track')).toEqual([
      { orderNumber: 'AH-2026-000031', contact: 'someone@example.in' },
    ]);
  });

  it('says to wait when the lookups are rate-limited (429)', async () => {
    mockFetch(() =>
      errorResponse(429, 'RATE_LIMITED', 'Too many requests. Please try again later.'),
    );
    renderGuestTrack();
    await lookUp('AH-2026-000031', 'meera@example.in');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please try again later.');
    expect(alert).toHaveTextContent('Wait a few minutes before you try again.');
  });

  it('shows the order with its parcel, without the account’s own actions; the mail’s ?order= fills in the number', async () => {
    const fetchMock = mockGuestApi(
      orderOf({ status: 'SHIPPED', shipment: shipmentOf(), paymentStatus: 'PENDING' }),
    );
    renderGuestTrack('/track-order?order=AH-2026-000031');
    expect(screen.getByLabelText('Order number')).toHaveValue('AH-2026-000031');
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();

    // The number is there: only the contact is asked for.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByText(SHIPMENT_MESSAGES.trackContact)).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Email or mobile number'), ' meera@example.in ');
    await user.click(screen.getByRole('button', { name: 'Track' }));

    const order = await screen.findByRole('region', { name: 'Order AH-2026-000031' });
    expect(within(order).getByText('Shipped')).toBeInTheDocument();
    expect(within(order).getByText('Taif Rose Attar')).toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
    const parcel = screen.getByRole('region', { name: 'Parcel' });
    expect(
      within(parcel).getByRole('link', { name: "Track on Delhivery's site (opens in a new tab)" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Order timeline' })).toBeInTheDocument();
    // Trimmed, as the contract reads it.
    expect(posts(fetchMock, '/api/order/track')).toEqual([LOOKUP]);
  });

  it('answers a failed delivery through the guest call, with the lookup, and shows what was asked', async () => {
    const failed = orderOf({ status: 'OUT_FOR_DELIVERY', shipment: failedDeliveryOf() });
    const fetchMock = mockGuestApi(failed, () =>
      jsonResponse({
        ...failed,
        shipment: {
          ...failed.shipment!,
          deliveryIssue: { ...failed.shipment!.deliveryIssue!, shopperAction: 'NEW_PHONE' },
        },
      }),
    );
    renderGuestTrack('/track-order?order=AH-2026-000031');
    const user = await lookUp('AH-2026-000031', 'meera@example.in');

    expect(
      await screen.findByText('We could not deliver your parcel: Customer not reachable on phone.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deliver with a different phone number' }));
    await user.type(screen.getByLabelText('Mobile number for the courier'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Deliver to this number' }));

    expect(
      await screen.findByText('We asked Delhivery to try again on +91 91234 56780.'),
    ).toBeInTheDocument();
    expect(posts(fetchMock, '/api/order/track/delivery-attempt')).toEqual([
      { ...LOOKUP, action: 'NEW_PHONE', phone: '9123456780' },
    ]);
    expect(posts(fetchMock, '/api/order/my-orders/31/delivery-attempt')).toEqual([]);
  });

  it('shows the refusal of an answer no longer needed (409)', async () => {
    const failed = orderOf({ status: 'OUT_FOR_DELIVERY', shipment: failedDeliveryOf() });
    const fetchMock = mockGuestApi(failed, () =>
      errorResponse(409, 'NO_DELIVERY_ISSUE', SHIPMENT_MESSAGES.noDeliveryIssue),
    );
    renderGuestTrack();
    const user = await lookUp('AH-2026-000031', 'meera@example.in');
    await user.click(await screen.findByRole('button', { name: 'Try delivering again' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.noDeliveryIssue)).toBeInTheDocument();
    expect(posts(fetchMock, '/api/order/track/delivery-attempt')).toEqual([
      { ...LOOKUP, action: 'REATTEMPT' },
    ]);
  });

  it('offers to sign in and come back', () => {
    mockGuestApi(orderOf());
    renderGuestTrack('/track-order?order=AH-2026-000031');
    expect(screen.getByRole('heading', { level: 1, name: 'Track Order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
