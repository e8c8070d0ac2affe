import type { ReturnRequest } from '@attar/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { COD, RECEIVED, returnRequest } from '../test-fixtures';
import ReturnDetailPage from './return-detail-page';

function renderRequest(request: ReturnRequest | Response, path = '/admin/return/12') {
  mockFetch((url) => {
    if (url.pathname.startsWith('/api/admin/returns/'))
      return request instanceof Response ? request : jsonResponse(request);
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return renderRoutes({
    routes: [
      { path: '/admin/return/:id', element: <ReturnDetailPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** The value beside a label in a section's list. */
const valueOf = (sectionName: string, label: string) =>
  section(sectionName).getByText(label, { selector: 'dt' }).nextElementSibling;

const DECISIONS = ['Approve', 'Reject', 'Mark received', 'Complete'];
const shownDecisions = () =>
  DECISIONS.filter((name) => screen.queryByRole('button', { name }) !== null);

describe("a return request's admin page", () => {
  it('shows the request, its order, customer, item, reason and timeline', async () => {
    renderRequest(
      returnRequest(12, {
        unopenedSealed: true,
        refundUpiId: 'meera@okicici',
        timeline: [
          { type: 'REQUESTED', at: '2026-03-05T10:00:00.000Z', note: null, byRole: 'CUSTOMER' },
          {
            type: 'APPROVED',
            at: '2026-03-06T04:30:00.000Z',
            note: 'Courier booked',
            byRole: 'ADMIN',
            noteVisibleToCustomer: false,
          },
          {
            type: 'RECEIVED',
            at: '2026-03-08T04:30:00.000Z',
            note: '2 received. Both sealed.',
            byRole: 'ADMIN',
            noteVisibleToCustomer: true,
          },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Return request #12', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Requested', { selector: 'span' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'AH-2026-00012' })).toHaveAttribute(
      'href',
      '/admin/orders?search=AH-2026-00012',
    );
    expect(valueOf('Order', 'Order date')).toHaveTextContent('20 February 2026');
    expect(valueOf('Order', 'Delivered')).toHaveTextContent('25 February 2026');
    expect(valueOf('Order', 'Payment method')).toHaveTextContent('Card / UPI (Razorpay)');
    expect(valueOf('Order', 'Order total')).toHaveTextContent('₹4,597');

    expect(valueOf('Customer', 'Name')).toHaveTextContent('Meera Iyer');
    expect(valueOf('Customer', 'Email')).toHaveTextContent('meera@example.in');
    expect(valueOf('Customer', 'Mobile')).toHaveTextContent('9876543210');

    expect(section('Item').getByRole('img', { name: 'Taif Rose Attar' })).toHaveAttribute(
      'src',
      '/media/thumb/products-rose',
    );
    expect(valueOf('Item', 'SKU')).toHaveTextContent('AH-ROSE-12');
    expect(valueOf('Item', 'Size')).toHaveTextContent('12 ml');
    expect(valueOf('Item', 'Quantity')).toHaveTextContent('2');
    expect(valueOf('Item', 'Price')).toHaveTextContent('₹2,499');
    expect(valueOf('Item', 'Amount paid')).toHaveTextContent('₹4,498.50');

    expect(valueOf("Customer's request", 'Reason')).toHaveTextContent('Defective product');
    expect(valueOf("Customer's request", 'Comment')).toHaveTextContent('The atomiser leaks.');
    expect(valueOf("Customer's request", 'Sealed')).toHaveTextContent(/unopened and sealed/);
    expect(valueOf("Customer's request", 'UPI id for refund')).toHaveTextContent('meera@okicici');

    expect(section('Receipt').getByText('Not received yet.')).toBeInTheDocument();
    expect(section('Refund').getByText('Not refunded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Exchange' })).not.toBeInTheDocument();

    const timeline = section('Timeline').getAllByRole('listitem');
    expect(timeline[0]).toHaveTextContent('Request submitted');
    expect(timeline[0]).toHaveTextContent('5 March 2026, 3:30 pm · Customer');
    expect(timeline[1]).toHaveTextContent('Approved');
    expect(timeline[1]).toHaveTextContent('Admin');
    expect(timeline[1]).toHaveTextContent('Courier booked');
    expect(timeline[1]).toHaveTextContent('Internal note: the customer does not see it.');
    expect(timeline[2]).toHaveTextContent('2 received. Both sealed.');
    expect(timeline[2]).not.toHaveTextContent('Internal note');
  });

  it('reads "N/A" and "No Image" where the request lacks data', async () => {
    renderRequest(
      returnRequest(12, {
        comment: null,
        productData: null,
        customer: { id: 7, email: 'meera@example.in', fullName: 'Meera Iyer', mobile: null },
        order: { ...returnRequest(12).order, deliveredDate: null },
      }),
    );
    await screen.findByRole('heading', { name: 'Return request #12', level: 1 });
    expect(section('Item').getByText('No Image')).toBeInTheDocument();
    expect(valueOf('Item', 'Product')).toHaveTextContent('Unknown Product');
    for (const label of ['SKU', 'Size', 'Quantity', 'Price', 'Amount paid'])
      expect(valueOf('Item', label)).toHaveTextContent(/^N\/A$/);
    expect(valueOf("Customer's request", 'Comment')).toHaveTextContent(/^N\/A$/);
    expect(valueOf("Customer's request", 'Sealed')).toHaveTextContent('Not confirmed');
    expect(valueOf("Customer's request", 'UPI id for refund')).toHaveTextContent(/^N\/A$/);
    expect(valueOf('Customer', 'Mobile')).toHaveTextContent(/^N\/A$/);
    expect(valueOf('Order', 'Delivered')).toHaveTextContent(/^N\/A$/);
  });

  it('shows "No Image" when the picture fails to load', async () => {
    renderRequest(returnRequest(12));
    const image = await screen.findByRole('img', { name: 'Taif Rose Attar' });
    fireEvent.error(image);
    expect(await section('Item').findByText('No Image')).toBeInTheDocument();
  });

  it('shows an exchange: the replacement, the ring size and the exchange order', async () => {
    renderRequest(
      returnRequest(12, {
        type: 'EXCHANGE',
        status: 'APPROVED',
        exchangeProductId: 31,
        exchangeSize: '14',
        exchangeProductData: {
          id: 31,
          name: 'Polki Ring',
          sku: 'JWL-RNG-7',
          size: '12',
          imageUrl: null,
          price: 58000,
        },
        exchangeOrder: { id: 77, orderNumber: 'AH-2026-00077', status: 'PROCESSING' },
      }),
    );
    await screen.findByRole('heading', { name: 'Exchange request #12', level: 1 });
    expect(valueOf('Exchange', 'Replacement')).toHaveTextContent('Polki Ring');
    expect(valueOf('Exchange', 'SKU')).toHaveTextContent('JWL-RNG-7');
    expect(valueOf('Exchange', 'Size')).toHaveTextContent('12');
    expect(valueOf('Exchange', 'Price')).toHaveTextContent('₹58,000');
    expect(valueOf('Exchange', 'Ring size asked')).toHaveTextContent('14');
    expect(valueOf('Exchange', 'Exchange order')).toHaveTextContent('AH-2026-00077 (Processing)');
    expect(section('Exchange').getByRole('link', { name: 'AH-2026-00077' })).toHaveAttribute(
      'href',
      '/admin/orders?search=AH-2026-00077',
    );
    // An exchange refunds nothing and asks for no UPI id.
    expect(screen.queryByRole('region', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByText('UPI id for refund')).not.toBeInTheDocument();
  });

  it('shows the receipt, the refund and a rejection reason once they exist', async () => {
    renderRequest(
      returnRequest(12, {
        status: 'COMPLETED',
        order: { ...returnRequest(12).order, paymentMethod: COD },
        receipt: { quantityReceived: 2, quantityDamaged: 1, at: '2026-03-08T05:00:00.000Z' },
        refund: {
          amount: 4498.5,
          method: 'UPI',
          destination: 'meera@okicici',
          reference: 'UTR123456',
          at: '2026-03-09T05:00:00.000Z',
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Return request #12', level: 1 });
    expect(valueOf('Receipt', 'Received')).toHaveTextContent('2');
    expect(valueOf('Receipt', 'Damaged')).toHaveTextContent('1');
    expect(valueOf('Receipt', 'Date')).toHaveTextContent('8 March 2026, 10:30 am');
    expect(valueOf('Refund', 'Amount')).toHaveTextContent('₹4,498.50');
    expect(valueOf('Refund', 'Method')).toHaveTextContent('UPI transfer');
    expect(valueOf('Refund', 'Destination')).toHaveTextContent('meera@okicici');
    expect(valueOf('Refund', 'Reference')).toHaveTextContent('UTR123456');
    expect(valueOf('Refund', 'Date')).toHaveTextContent('9 March 2026, 10:30 am');
  });

  it.each([
    ['requested', 'REQUESTED', null, ['Approve', 'Reject']],
    ['approved, not yet received,', 'APPROVED', null, ['Mark received']],
    ['approved and received', 'APPROVED', RECEIVED, ['Complete']],
    ['completed', 'COMPLETED', RECEIVED, []],
    ['rejected', 'REJECTED', null, []],
  ] as const)('a %s request offers %j', async (_, status, receipt, expected) => {
    const rejectionReason = status === 'REJECTED' ? 'Opened bottle' : null;
    renderRequest(returnRequest(12, { status, receipt, rejectionReason }));
    await screen.findByRole('heading', { name: 'Return request #12', level: 1 });
    expect(shownDecisions()).toEqual(expected);
    if (status === 'REJECTED')
      expect(valueOf('Rejection', 'Reason given')).toHaveTextContent('Opened bottle');
  });

  it('says when no request has the id', async () => {
    renderRequest(errorResponse(404, 'NOT_FOUND', 'No such return request'));
    expect(
      await screen.findByRole('heading', { name: 'Return request not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All return requests' })).toHaveAttribute(
      'href',
      '/admin/return',
    );
  });

  it('says when the request could not be loaded', async () => {
    renderRequest(errorResponse(500, 'INTERNAL_ERROR', 'The database is not answering.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The return request could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');
  });

  it('goes back to the list with the filters it was opened from', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse(returnRequest(12)));
    renderRoutes({
      routes: [
        { path: '/admin/return/:id', element: <ReturnDetailPage /> },
        { path: '*', element: <LocationProbe /> },
      ],
      initialEntries: [
        { pathname: '/admin/return/12', state: { listSearch: '?status=REQUESTED' } },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'All return requests' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/return?status=REQUESTED');
  });
});
