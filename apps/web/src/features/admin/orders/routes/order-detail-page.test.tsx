import {
  type AdminOrder,
  DEFAULT_STORE_CONTACT,
  type StaffRole,
  type StoreSettings,
} from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { adminOrderOf } from '../test-fixtures';
import OrderDetailPage from './order-detail-page';

const SHIPPED = adminOrderOf({
  status: 'SHIPPED',
  timeline: [
    {
      status: 'PENDING',
      at: '2026-03-01T20:00:00.000Z',
      byRole: 'CUSTOMER',
      byName: 'Meera Kapoor',
    },
    { status: 'SHIPPED', at: '2026-03-03T05:30:00.000Z', byRole: 'ADMIN', byName: 'Store Admin' },
  ],
  notes: [
    {
      id: 5,
      body: 'Customer asked for gift wrapping.',
      at: '2026-03-02T04:00:00.000Z',
      byName: 'Store Admin',
      byEmail: 'admin@example.in',
    },
  ],
  nextStatuses: ['OUT_FOR_DELIVERY', 'DELIVERED'],
  invoice: { invoiceNumber: 'AH/25-26/000007', issuedAt: '2026-03-03T05:30:00.000Z' },
  invoiceAvailable: true,
  returnRequests: [
    {
      id: 12,
      type: 'RETURN',
      status: 'REQUESTED',
      productName: 'Taif Rose Attar',
      createdAt: '2026-03-09T05:00:00.000Z',
    },
  ],
});

interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | undefined;
}

function mockOrderApi(order: AdminOrder, answers: Record<string, () => Response> = {}) {
  const sent: Sent[] = [];
  let current = order;
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    sent.push({
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: (init?.headers as Record<string, string> | undefined)?.Authorization,
    });
    if (answers[key]) return answers[key]!();
    if (key === `GET /api/admin/orders/${order.id}`) return jsonResponse(current);
    if (key === 'PUT /api/order/admin/order/status') {
      current = {
        ...current,
        status: url.searchParams.get('status') as AdminOrder['status'],
        nextStatuses: [],
      };
      return jsonResponse(current);
    }
    if (key === `POST /api/admin/orders/${order.id}/notes`) {
      const note = {
        id: 9,
        body: 'Wrapped in the gold box.',
        at: '2026-03-04T04:00:00.000Z',
        byName: 'Store Admin',
        byEmail: null,
      };
      current = { ...current, notes: [...current.notes, note] };
      return jsonResponse(note, 201);
    }
    return errorResponse(404, 'NOT_FOUND', 'Order not found');
  });
  return sent;
}

function renderPage(id = 31, staffRole: StaffRole = 'OWNER') {
  return renderRoutes({
    routes: [{ path: '/admin/orders/:id', element: <OrderDetailPage /> }],
    initialEntries: [`/admin/orders/${id}`],
    staffRole,
  });
}

const saved: { href: string; download: string }[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  saved.length = 0;
  window.localStorage.setItem('token', 'admin-token');
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('the admin order page', () => {
  it('shows the items, the server’s figures, customer, address, payment and invoice', async () => {
    mockOrderApi(SHIPPED);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Order AH-2026-000031' }),
    ).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('₹5,500')).toBeInTheDocument();
    expect(within(figures).getByText('− ₹550 (FLAT50)')).toBeInTheDocument();
    expect(within(figures).getByText('₹49')).toBeInTheDocument();
    expect(within(figures).getByText('₹762.56')).toBeInTheDocument();
    expect(within(figures).getByText('₹4,999')).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer and address' });
    expect(within(customer).getByText('+919820012345')).toBeInTheDocument();
    expect(within(customer).getByText(/12 Janpath/)).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment and invoice' });
    expect(within(payment).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(payment).getByText('AH/25-26/000007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return #12' })).toHaveAttribute(
      'href',
      '/admin/return/12',
    );
  });

  it('shows a role that only reads orders no status control, note form or download', async () => {
    mockOrderApi(SHIPPED);
    renderPage(31, 'SUPPORT');
    expect(
      await screen.findByRole('heading', { name: 'Order AH-2026-000031' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Timeline and notes' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('merges the status timeline, with who and when, with the internal notes', async () => {
    mockOrderApi(SHIPPED);
    renderPage();
    const activity = await screen.findByRole('region', { name: 'Timeline and notes' });
    const entries = within(activity)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      expect.stringMatching(/^Pending2 March 2026, 1:30 am · Meera Kapoor \(customer\)$/),
      expect.stringMatching(
        /^Internal note2 March 2026, 9:30 am · Store AdminCustomer asked for gift wrapping\.$/,
      ),
      expect.stringMatching(/^Shipped3 March 2026, 11:00 am · Store Admin \(admin\)$/),
    ]);
  });

  it('adds a note and shows it in the timeline', async () => {
    const user = userEvent.setup();
    const sent = mockOrderApi(SHIPPED);
    renderPage();
    const field = await screen.findByLabelText('Add note');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note.')).toBeInTheDocument();
    await user.type(field, 'Wrapped in the gold box.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByText('Wrapped in the gold box.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/orders/31/notes',
      body: { body: 'Wrapped in the gold box.' },
    });
    expect(field).toHaveValue('');
  });

  it('offers only the allowed next statuses and confirms before moving', async () => {
    const user = userEvent.setup();
    const sent = mockOrderApi(SHIPPED);
    renderPage();
    const select = await screen.findByLabelText('New status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Out for delivery', 'Delivered']);
    await user.selectOptions(select, 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as Delivered?' });
    expect(dialog).toHaveTextContent('cash on delivery is marked paid');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/order/admin/order/status',
        search: '?orderId=31&status=DELIVERED',
      }),
    );
    expect(await screen.findByText('Order AH-2026-000031 is now Delivered')).toBeInTheDocument();
  });

  describe('shipping, by whether Settings > Invoice identity is complete', () => {
    const settingsWith = (invoiceIdentity: StoreSettings['invoiceIdentity']) => () =>
      jsonResponse({
        codFee: 49,
        codLimit: 200000,
        returnWindowDays: 30,
        lowStockThreshold: 5,
        paymentHoldMinutes: 15,
        codConfirmation: { enabled: false, firstOrder: true, above: 5000, hours: 24 },
        prepaidDiscount: { kind: 'none', amount: 0, percent: 0 },
        invoiceIdentity,
        storeContact: DEFAULT_STORE_CONTACT,
        staffTwoFactor: { required: false },
        giftWrap: { enabled: false, fee: 49 },
        abandonedCart: { enabled: true, firstReminderHours: 4, secondReminderHours: null },
      } satisfies StoreSettings);
    const COMPLETE = {
      legalName: 'Attar House LLP',
      address: '4 Crawford Market, Mumbai 400001',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    };

    async function openShippedDialog() {
      const user = userEvent.setup();
      renderPage();
      await user.selectOptions(await screen.findByLabelText('New status'), 'Shipped');
      await user.click(screen.getByRole('button', { name: 'Update status' }));
      return { user, dialog: await screen.findByRole('alertdialog', { name: 'Mark as Shipped?' }) };
    }

    it('promises the invoice when the identity is complete', async () => {
      mockOrderApi(adminOrderOf(), { 'GET /api/admin/settings': settingsWith(COMPLETE) });
      const { dialog } = await openShippedDialog();
      await waitFor(() =>
        expect(dialog).toHaveTextContent('Its GST tax invoice is issued and can be downloaded.'),
      );
      expect(dialog).not.toHaveTextContent('No invoice can be issued');
      expect(within(dialog).queryByRole('link', { name: 'Open Settings' })).not.toBeInTheDocument();
    });

    it('warns that no invoice is issued, with a link to Settings, when a field is missing', async () => {
      const sent = mockOrderApi(adminOrderOf(), {
        'GET /api/admin/settings': settingsWith({ ...COMPLETE, gstin: '' }),
      });
      const { user, dialog } = await openShippedDialog();
      await waitFor(() =>
        expect(dialog).toHaveTextContent(
          'No invoice can be issued until Settings > Invoice identity is filled in: the order ships without one, and its invoice is issued on its first download after that.',
        ),
      );
      expect(dialog).not.toHaveTextContent('Its GST tax invoice is issued and can be downloaded.');
      expect(within(dialog).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
        'href',
        '/admin/settings',
      );
      // The warning does not stop the move: the order still ships.
      await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
      await waitFor(() =>
        expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
          search: '?orderId=31&status=SHIPPED',
        }),
      );
    });

    it('neither promises nor denies the invoice when the settings cannot be read', async () => {
      mockOrderApi(adminOrderOf(), {
        'GET /api/admin/settings': () => errorResponse(500, 'INTERNAL', 'Something went wrong'),
      });
      const { dialog } = await openShippedDialog();
      expect(dialog).toHaveTextContent(
        'Its GST tax invoice is issued if Settings > Invoice identity is filled in',
      );
    });

    it('says nothing of an invoice for a move that does not ship the order', async () => {
      mockOrderApi(adminOrderOf(), { 'GET /api/admin/settings': settingsWith(COMPLETE) });
      const user = userEvent.setup();
      renderPage();
      await user.selectOptions(await screen.findByLabelText('New status'), 'Confirmed');
      await user.click(screen.getByRole('button', { name: 'Update status' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Mark as Confirmed?' });
      expect(dialog).not.toHaveTextContent('invoice');
    });
  });

  it('says that cancelling puts the stock back, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    mockOrderApi(adminOrderOf(), {
      'PUT /api/order/admin/order/status': () =>
        errorResponse(
          409,
          'INVALID_STATUS_TRANSITION',
          'An order that is SHIPPED cannot become CANCELLED.',
        ),
    });
    renderPage();
    await user.selectOptions(await screen.findByLabelText('New status'), 'Cancel the order');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order AH-2026-000031?' });
    expect(dialog).toHaveTextContent('its items go back into stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('An order that is SHIPPED cannot become CANCELLED.'),
    ).toBeInTheDocument();
  });

  it('downloads the invoice with the admin token, and shows the server’s message when it cannot', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const sent = mockOrderApi(SHIPPED, {
      'GET /api/admin/orders/31/invoice.pdf': () =>
        refuse
          ? errorResponse(
              409,
              'INVOICE_IDENTITY_MISSING',
              'An admin must fill in Settings > Invoice identity.',
            )
          : new Response('%PDF-1.3', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="invoice-AH-25-26-000007.pdf"',
              },
            }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-AH-25-26-000007.pdf' }]),
    );
    expect(sent.find((call) => call.path.endsWith('invoice.pdf'))?.authorization).toBe(
      'Bearer admin-token',
    );

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    expect(
      await screen.findByText('An admin must fill in Settings > Invoice identity.'),
    ).toBeInTheDocument();
  });

  it('shows a gift order’s wrap and message, and prints its packing slip', async () => {
    const user = userEvent.setup();
    const sent = mockOrderApi(
      adminOrderOf({ giftWrapCharge: 99, giftMessage: 'Happy Diwali, Meera!', totalAmount: 5648 }),
      {
        'GET /api/admin/orders/31/packing-slip.pdf': () =>
          new Response('%PDF-1.3', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="packing-slip-AH-2026-000031.pdf"',
            },
          }),
      },
    );
    renderPage(31, 'FULFILMENT');
    const items = await screen.findByRole('region', { name: /^Items/ });
    expect(
      within(items).getByText('A gift: wrap it, and put no price in the parcel'),
    ).toBeInTheDocument();
    expect(within(items).getByText('Gift message: “Happy Diwali, Meera!”')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Gift wrap')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Packing slip' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:invoice', download: 'packing-slip-AH-2026-000031.pdf' },
      ]),
    );
    expect(sent.find((call) => call.path.endsWith('packing-slip.pdf'))?.authorization).toBe(
      'Bearer admin-token',
    );
  });

  it('offers no invoice before the order ships, and says when there are no moves left', async () => {
    mockOrderApi(adminOrderOf({ status: 'CANCELLED', nextStatuses: [] }));
    renderPage();
    expect(
      await screen.findByText('Cancelled is final: the status cannot change any more.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });

  it('lists the order’s payments ledger, marking the test gateway’s rows', async () => {
    mockOrderApi(
      adminOrderOf({
        paymentMethod: { id: 5, method: 'test_gateway', displayName: 'Pay online (test mode)' },
        codFee: 0,
        giftWrapCharge: 0,
        giftMessage: null,
        paymentDueBy: '2026-03-01T20:15:00.000Z',
      }),
      {
        'GET /api/admin/orders/31/payments': () =>
          jsonResponse([
            {
              id: 1,
              kind: 'GATEWAY_ORDER',
              provider: 'test',
              gatewayOrderId: 'order_T31a',
              gatewayPaymentId: null,
              gatewayRefundId: null,
              amount: 4950,
              status: 'created',
              method: null,
              detail: null,
              createdAt: '2026-03-01T20:00:00.000Z',
            },
            {
              id: 2,
              kind: 'FAILURE',
              provider: 'test',
              gatewayOrderId: 'order_T31a',
              gatewayPaymentId: 'pay_T7',
              gatewayRefundId: null,
              amount: 4950,
              status: 'failed',
              method: 'card',
              detail: 'Card declined by the test gateway',
              createdAt: '2026-03-01T20:03:00.000Z',
            },
          ]),
      },
    );
    renderPage();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await within(payments).findByText('Payment started');
    const rows = within(payments).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Payment failed');
    expect(rows[1]).toHaveTextContent('₹4,950');
    expect(rows[1]).toHaveTextContent('Status failed · Method card');
    expect(rows[1]).toHaveTextContent('pay_T7');
    expect(rows[1]).toHaveTextContent('Card declined by the test gateway');
    expect(rows[1]).toHaveTextContent('2 March 2026, 1:33 am'); // India time
    expect(within(rows[0]!).getByText('TEST')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('order_T31a')).toBeInTheDocument();
    // The order's own payment details mark the test gateway too.
    expect(
      within(screen.getByRole('region', { name: 'Payment and invoice' })).getByText('TEST'),
    ).toBeInTheDocument();
  });

  it('says when an order has no online payments', async () => {
    mockOrderApi(adminOrderOf(), {
      'GET /api/admin/orders/31/payments': () => jsonResponse([]),
    });
    renderPage();
    expect(
      await screen.findByText('No online payments: nothing was paid at a gateway.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s reason when the payments cannot be read', async () => {
    mockOrderApi(adminOrderOf(), {
      'GET /api/admin/orders/31/payments': () =>
        errorResponse(500, 'INTERNAL', 'The ledger is unavailable.'),
    });
    renderPage();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(
      await within(payments).findByText('The payments could not be loaded.'),
    ).toBeInTheDocument();
    expect(within(payments).getByText('The ledger is unavailable.')).toBeInTheDocument();
  });

  it('says so for an order that does not exist', async () => {
    mockFetch(() => errorResponse(404, 'NOT_FOUND', 'Order not found'));
    renderPage(404);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
