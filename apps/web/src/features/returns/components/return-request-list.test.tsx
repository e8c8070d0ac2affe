import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { pageOf, returnRequestOf } from '../test/return-fixtures';
import { MyReturnsTab } from './my-returns-tab';

function renderMyReturns() {
  return renderRoutes({
    routes: [{ path: '/returns', element: <MyReturnsTab isSignedIn isActive /> }],
    initialEntries: ['/returns'],
  });
}

function answerRequests(answer: () => Response | Promise<Response>) {
  return mockFetch((url) =>
    url.pathname === '/api/returns/my-requests'
      ? answer()
      : errorResponse(404, 'NOT_FOUND', 'Not found'),
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const detail = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('My Returns: the request list', () => {
  it('says "Loading..." while the requests load', () => {
    answerRequests(() => new Promise<Response>(() => {}));
    renderMyReturns();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says so when there are no requests yet', async () => {
    answerRequests(() => jsonResponse(pageOf([])));
    renderMyReturns();
    expect(await screen.findByText('No return requests yet')).toBeInTheDocument();
    expect(screen.getByText('Click "Request Return/Exchange" to get started.')).toBeInTheDocument();
  });

  it('offers a retry when the requests fail to load', async () => {
    let calls = 0;
    answerRequests(() =>
      ++calls === 1
        ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong')
        : jsonResponse(pageOf([returnRequestOf()])),
    );
    const user = userEvent.setup();
    renderMyReturns();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your return requests.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Return request #7' })).toBeInTheDocument();
  });

  it('shows each request with its order, product, reason, dates, status and timeline', async () => {
    answerRequests(() => jsonResponse(pageOf([returnRequestOf()])));
    renderMyReturns();
    const request = await screen.findByRole('article', { name: 'Return request #7' });
    const view = within(request);
    expect(view.getByRole('link', { name: 'AH-2026-000031' })).toHaveAttribute(
      'href',
      '/track-order?order=AH-2026-000031',
    );
    expect(view.getByText(/· Delivered/)).toBeInTheDocument();
    expect(view.getByText('Requested')).toHaveAttribute('data-tone', 'yellow');
    expect(view.getByText('Taif Rose Attar')).toBeInTheDocument();
    expect(view.getByText('SKU AH-ROSE-12')).toBeInTheDocument();
    expect(view.getByText('12 ml · Qty 1 · ₹2,750')).toBeInTheDocument();
    expect(view.getByRole('img', { name: 'Taif Rose Attar' })).toHaveAttribute(
      'src',
      '/media/card/taif-rose',
    );
    expect(detail(request, 'Request type')).toHaveTextContent('Return');
    expect(detail(request, 'Reason')).toHaveTextContent('Defective product');
    expect(detail(request, 'Comment')).toHaveTextContent('The atomiser leaks.');
    // 20:00 UTC on 5 March is 1:30 am on 6 March in India.
    expect(detail(request, 'Requested on')).toHaveTextContent('6 March 2026, 1:30 am IST');
    expect(detail(request, 'Product price')).toHaveTextContent('₹2,750');
    expect(detail(request, 'Order total')).toHaveTextContent('₹5,549');
    const timeline = view.getByRole('list', { name: 'Timeline of request #7' });
    expect(within(timeline).getByText('Request submitted').parentElement).toHaveTextContent(
      '6 March 2026, 1:30 am IST',
    );
    expect(view.queryByText('Reason for rejection')).not.toBeInTheDocument();
    expect(view.queryByText('Refund')).not.toBeInTheDocument();
  });

  it('fills gaps with "Unknown Product", "N/A" and an inline "No Image"', async () => {
    answerRequests(() =>
      jsonResponse(
        pageOf([
          returnRequestOf({ id: 8, productData: null, comment: null }),
          // Data that belongs to neither the request's product nor its order line is not shown.
          returnRequestOf({ id: 9, productData: { ...returnRequestOf().productData!, id: 999 } }),
          returnRequestOf({ id: 10 }),
        ]),
      ),
    );
    renderMyReturns();
    const missing = await screen.findByRole('article', { name: 'Return request #8' });
    expect(within(missing).getByText('Unknown Product')).toBeInTheDocument();
    expect(within(missing).getByText('No Image')).toBeInTheDocument();
    expect(within(missing).getByText('SKU N/A')).toBeInTheDocument();
    expect(detail(missing, 'Comment')).toHaveTextContent('N/A');
    expect(detail(missing, 'Product price')).toHaveTextContent('N/A');

    expect(within(card('Return request #9')).getByText('Unknown Product')).toBeInTheDocument();

    // A picture that fails to load gives way to the placeholder.
    const withBrokenImage = await screen.findByRole('article', { name: 'Return request #10' });
    const image = within(withBrokenImage).getByRole('img', { name: 'Taif Rose Attar' });
    fireEvent.error(image);
    expect(within(withBrokenImage).getByText('No Image')).toBeInTheDocument();
    expect(within(withBrokenImage).queryByRole('img')).not.toBeInTheDocument();
  });

  it('matches product data by the order line id too', async () => {
    answerRequests(() =>
      jsonResponse(
        pageOf([
          returnRequestOf({
            id: 11,
            productId: 55,
            productData: { ...returnRequestOf().productData!, id: 101 },
          }),
        ]),
      ),
    );
    renderMyReturns();
    const request = await screen.findByRole('article', { name: 'Return request #11' });
    expect(within(request).getByText('Taif Rose Attar')).toBeInTheDocument();
  });

  it('colours each status badge as the spec says', async () => {
    answerRequests(() =>
      jsonResponse(
        pageOf([
          returnRequestOf({ id: 1, status: 'REQUESTED' }),
          returnRequestOf({ id: 2, status: 'APPROVED' }),
          returnRequestOf({ id: 3, status: 'COMPLETED' }),
          returnRequestOf({ id: 4, status: 'REJECTED', rejectionReason: 'The seal was broken.' }),
        ]),
      ),
    );
    renderMyReturns();
    await screen.findByRole('article', { name: 'Return request #1' });
    const tones = [1, 2, 3, 4].map((id) => {
      const badge = within(card(`Return request #${id}`)).getByText(
        /^(Requested|Approved|Completed|Rejected)$/,
      );
      return [badge.textContent, badge.dataset.tone];
    });
    expect(tones).toEqual([
      ['Requested', 'yellow'],
      ['Approved', 'green'],
      ['Completed', 'blue'],
      ['Rejected', 'destructive'],
    ]);
    expect(detail(card('Return request #4'), 'Reason for rejection')).toHaveTextContent(
      'The seal was broken.',
    );
  });

  it('shows the refund of a completed return and the exchange order of an exchange', async () => {
    answerRequests(() =>
      jsonResponse(
        pageOf([
          returnRequestOf({
            id: 5,
            status: 'COMPLETED',
            refund: {
              amount: 2475.5,
              method: 'UPI',
              destination: 'meera@okbank',
              reference: 'UTR12345',
              at: '2026-03-12T06:30:00.000Z',
            },
            timeline: [
              { type: 'REQUESTED', at: '2026-03-05T20:00:00.000Z', note: null, byRole: 'CUSTOMER' },
              {
                type: 'APPROVED',
                at: '2026-03-06T05:00:00.000Z',
                note: 'Pickup on Friday.',
                byRole: 'ADMIN',
              },
              { type: 'RECEIVED', at: '2026-03-10T05:00:00.000Z', note: null, byRole: 'ADMIN' },
              { type: 'REFUNDED', at: '2026-03-12T06:30:00.000Z', note: null, byRole: 'ADMIN' },
            ],
          }),
          returnRequestOf({
            id: 6,
            type: 'EXCHANGE',
            status: 'APPROVED',
            exchangeProductId: 12,
            exchangeProductData: {
              id: 12,
              name: 'Taif Rose Attar',
              sku: 'AH-ROSE-6',
              size: '6 ml',
              imageUrl: null,
              price: 1450,
            },
            exchangeOrder: { id: 40, orderNumber: 'AH-2026-000040', status: 'CONFIRMED' },
          }),
        ]),
      ),
    );
    renderMyReturns();
    const refunded = await screen.findByRole('article', { name: 'Return request #5' });
    expect(detail(refunded, 'Refund')).toHaveTextContent(
      '₹2,475.50 · UPI transfer to meera@okbank · 12 March 2026, 12:00 pm IST',
    );
    expect(detail(refunded, 'Refund')).toHaveTextContent('Reference: UTR12345');
    const timeline = within(refunded).getByRole('list', { name: 'Timeline of request #5' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Request submitted', 'Approved', 'Item received at our warehouse', 'Refund sent']);
    expect(within(timeline).getByText('Pickup on Friday.')).toBeInTheDocument();

    const exchange = card('Exchange request #6');
    expect(detail(exchange, 'Exchange for')).toHaveTextContent('Taif Rose Attar, 6 ml · ₹1,450');
    expect(detail(exchange, 'Exchange for Product ID')).toHaveTextContent('12');
    expect(
      within(detail(exchange, 'Exchange order')).getByRole('link', { name: 'AH-2026-000040' }),
    ).toHaveAttribute('href', '/track-order?order=AH-2026-000040');
  });
});
