import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { pageOf, returnRequest } from '../test-fixtures';
import ReturnPage from './returns-page';

const ROSE = returnRequest(12);
const RING = returnRequest(13, {
  type: 'EXCHANGE',
  status: 'COMPLETED',
  orderNumber: 'AH-2026-00077',
  createdAt: '2026-03-06T20:15:00.000Z',
  customer: { id: 8, email: 'arjun@example.in', fullName: 'Arjun Rao', mobile: null },
  productData: null,
});
const OUD = returnRequest(14, {
  status: 'COMPLETED',
  refund: {
    amount: 124500,
    method: 'ORIGINAL_PAYMENT',
    destination: null,
    reference: null,
    at: '2026-03-09T05:00:00.000Z',
  },
});

function mockReturnsApi(answer: (url: URL) => Response | undefined = () => undefined) {
  const lists: URL[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/admin/returns') lists.push(url);
    const answered = answer(url);
    if (answered) return answered;
    if (url.pathname === '/api/admin/returns') return jsonResponse(pageOf([ROSE, RING, OUD]));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { lists, lastQuery: () => Object.fromEntries(lists.at(-1)!.searchParams) };
}

function renderPage(path = '/admin/return') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/return',
        element: (
          <>
            <ReturnPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/admin/return/:id', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

const rowOf = (id: number) =>
  within(screen.getByRole('link', { name: `Request #${id}` }).closest('tr')!);
const location = () => screen.getByTestId('location');

describe('the admin returns queue', () => {
  it('lists each request with its date in India, order, customer, product, type, status and refund', async () => {
    const api = mockReturnsApi();
    renderPage();
    await screen.findByRole('link', { name: 'Request #12' });
    expect(screen.getByRole('table', { name: 'Return requests' })).toBeInTheDocument();

    const rose = rowOf(12);
    expect(rose.getByText('5 March 2026, 3:30 pm')).toBeInTheDocument();
    expect(rose.getByText('AH-2026-00012')).toBeInTheDocument();
    expect(rose.getByText('Meera Iyer')).toBeInTheDocument();
    expect(rose.getByText('meera@example.in')).toBeInTheDocument();
    expect(rose.getByText('Taif Rose Attar')).toBeInTheDocument();
    expect(rose.getByText('Return')).toBeInTheDocument();
    expect(rose.getByText('Requested')).toBeInTheDocument();
    expect(rose.getByText('Not refunded')).toBeInTheDocument();

    const ring = rowOf(13);
    // 20:15 UTC is past midnight in India.
    expect(ring.getByText('7 March 2026, 1:45 am')).toBeInTheDocument();
    expect(ring.getByText('Exchange')).toBeInTheDocument();
    expect(ring.getByText('Completed')).toBeInTheDocument();
    expect(ring.getByText('Unknown Product')).toBeInTheDocument();

    expect(rowOf(14).getByText('₹1,24,500')).toBeInTheDocument();
    expect(api.lastQuery()).toEqual({ page: '0', size: '10' });
  });

  it('opens a request from its row', async () => {
    const user = userEvent.setup();
    mockReturnsApi();
    renderPage('/admin/return?status=REQUESTED');
    await user.click(await screen.findByRole('link', { name: 'Request #12' }));
    expect(location()).toHaveTextContent(/^\/admin\/return\/12$/);
  });

  it('keeps status, type, dates and the search in the address and asks the API for them', async () => {
    const user = userEvent.setup();
    const api = mockReturnsApi();
    renderPage();
    await screen.findByRole('link', { name: 'Request #12' });

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/return?status=APPROVED'));
    await user.selectOptions(screen.getByLabelText('Type'), 'Exchange');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.type(screen.getByLabelText('Search requests'), 'meera');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/admin/return?status=APPROVED&type=EXCHANGE&from=2026-03-01&to=2026-03-31&query=meera',
      ),
    );
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({
        page: '0',
        size: '10',
        status: 'APPROVED',
        type: 'EXCHANGE',
        fromDate: '2026-03-01',
        toDate: '2026-03-31',
        query: 'meera',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/return$/));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('reads the filters and the page (counted from 1) from the address', async () => {
    const api = mockReturnsApi(() =>
      jsonResponse(pageOf([ROSE], { number: 1, size: 20, totalElements: 25 })),
    );
    renderPage(
      '/admin/return?status=REJECTED&type=RETURN&from=2026-01-01&page=2&size=20&status=bogus',
    );
    await screen.findByRole('link', { name: 'Request #12' });
    expect(api.lastQuery()).toEqual({
      page: '1',
      size: '20',
      status: 'REJECTED',
      type: 'RETURN',
      fromDate: '2026-01-01',
    });
    expect(screen.getByLabelText('Status')).toHaveValue('REJECTED');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
  });

  it('moves between pages through the address', async () => {
    const user = userEvent.setup();
    mockReturnsApi(() => jsonResponse(pageOf([ROSE], { totalElements: 25 })));
    renderPage('/admin/return?type=RETURN');
    await screen.findByRole('link', { name: 'Request #12' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin/return?type=RETURN&page=2'));
  });

  it('says when there are no requests at all, and when none match the filters', async () => {
    mockReturnsApi(() => jsonResponse(pageOf([])));
    const { unmount } = renderPage();
    expect(await screen.findByText('No return requests yet.')).toBeInTheDocument();
    unmount();

    renderPage('/admin/return?status=APPROVED');
    expect(await screen.findByText('No return requests match these filters.')).toBeInTheDocument();
  });

  it('shows a skeleton while the first page loads', async () => {
    let release: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    renderPage();
    expect(await screen.findByText('Loading return requests...')).toBeInTheDocument();
    release(jsonResponse(pageOf([ROSE])));
    await screen.findByRole('link', { name: 'Request #12' });
    expect(screen.queryByText('Loading return requests...')).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, with the reason and a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockReturnsApi(() =>
      fail ? errorResponse(500, 'INTERNAL_ERROR', 'The database is not answering.') : undefined,
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The return requests could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');
    expect(screen.queryByText('No return requests yet.')).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Request #12' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
