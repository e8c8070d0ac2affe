import type { Page, PaymentMethod } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentKeys } from '@/api/payments';
import { quoteKeys } from '@/api/quotes';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import PaymentMethodPage from './payment-method-page';

const COD: PaymentMethod = {
  id: 1,
  method: 'cod',
  displayName: 'Cash on Delivery',
  description: 'Pay in cash when your order arrives.',
  isActive: true,
  sortOrder: 0,
};
const UPI: PaymentMethod = {
  id: 2,
  method: 'upi',
  displayName: 'UPI on Delivery',
  description: 'Pay by UPI when your order arrives.',
  isActive: false,
  sortOrder: 1,
};
const pageOf = (content: PaymentMethod[]): Page<PaymentMethod> => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
  first: true,
  last: true,
  empty: content.length === 0,
});
const LAST_ACTIVE =
  'Cash on Delivery is the only active payment method. Switch another method on before switching it off, or the checkout would have no way to pay.';

function mockPaymentsApi(
  answer: (url: URL, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const lists: URL[] = [];
  const sent: { path: string; body: unknown }[] = [];
  let methods = [COD, UPI];
  mockFetch((url, init) => {
    const answered = answer(url, init);
    if (init?.method === 'PUT')
      sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
    if (answered) return answered;
    if (url.pathname === '/api/payment-methods') {
      lists.push(url);
      return jsonResponse(pageOf(methods));
    }
    const status = /^\/api\/payment-methods\/(\d+)\/status$/.exec(url.pathname);
    if (status && init?.method === 'PUT') {
      const { isActive } = JSON.parse(String(init.body)) as { isActive: boolean };
      methods = methods.map((method) =>
        method.id === Number(status[1]) ? { ...method, isActive } : method,
      );
      return jsonResponse(methods.find((method) => method.id === Number(status[1])));
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { lists, sent, lastQuery: () => Object.fromEntries(lists.at(-1)!.searchParams) };
}

function renderPage(path = '/admin/payment-method') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/payment-method',
        element: (
          <>
            <PaymentMethodPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

const switchOf = (name: string) =>
  screen.getByRole('switch', { name: `Offer ${name} at checkout` });

describe('the admin payment methods screen', () => {
  it('lists each method with its status and a switch that shows whether the checkout offers it', async () => {
    const api = mockPaymentsApi();
    renderPage();
    expect(await screen.findByRole('table', { name: 'Payment methods' })).toBeInTheDocument();
    const codRow = within((await screen.findByText('Cash on Delivery')).closest('tr')!);
    expect(codRow.getByText('cod')).toBeInTheDocument();
    expect(codRow.getByText('Active')).toBeInTheDocument();
    expect(switchOf('Cash on Delivery')).toBeChecked();
    const upiRow = within(screen.getByText('UPI on Delivery').closest('tr')!);
    expect(upiRow.getByText('Inactive')).toBeInTheDocument();
    expect(switchOf('UPI on Delivery')).not.toBeChecked();
    expect(api.lastQuery()).toEqual({ page: '0', size: '10' });
  });

  it('keeps the status and the search in the address and asks the API for them', async () => {
    const user = userEvent.setup();
    const api = mockPaymentsApi();
    renderPage();
    await screen.findByText('Cash on Delivery');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.type(screen.getByLabelText('Search payment methods'), 'upi');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/payment-method?status=inactive&search=upi',
      ),
    );
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({ page: '0', size: '10', status: 'inactive', search: 'upi' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/payment-method$/),
    );
  });

  it('switches a method on, says so, and makes the checkout read its methods again', async () => {
    const user = userEvent.setup();
    const api = mockPaymentsApi();
    const { queryClient } = renderPage();
    queryClient.setQueryData(paymentKeys.activeMethods(), [COD]);
    const quote = [...quoteKeys.all, { items: [] }];
    queryClient.setQueryData(quote, {});
    await screen.findByText('UPI on Delivery');

    await user.click(switchOf('UPI on Delivery'));
    expect(await screen.findByText('UPI on Delivery switched on')).toBeInTheDocument();
    expect(api.sent).toEqual([{ path: '/api/payment-methods/2/status', body: { isActive: true } }]);
    await waitFor(() => expect(switchOf('UPI on Delivery')).toBeChecked());
    expect(queryClient.getQueryState(paymentKeys.activeMethods())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(quote)?.isInvalidated).toBe(true);
  });

  it('shows the server’s refusal to switch off the last active method, and leaves it on', async () => {
    const user = userEvent.setup();
    mockPaymentsApi((url, init) =>
      init?.method === 'PUT'
        ? errorResponse(409, 'LAST_ACTIVE_PAYMENT_METHOD', LAST_ACTIVE)
        : undefined,
    );
    renderPage();
    await screen.findByText('Cash on Delivery');
    await user.click(switchOf('Cash on Delivery'));
    expect(await screen.findByRole('alert')).toHaveTextContent(LAST_ACTIVE);
    expect(switchOf('Cash on Delivery')).toBeChecked();
    expect(switchOf('Cash on Delivery')).toBeEnabled();
  });

  it('says when the methods could not be loaded', async () => {
    mockPaymentsApi((url) =>
      url.pathname === '/api/payment-methods'
        ? errorResponse(500, 'INTERNAL_ERROR', 'The database is not answering.')
        : undefined,
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment methods could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');
  });
});
