import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/api/products';
import { reviewKeys } from '@/api/reviews';
import { errorResponse, jsonResponse, LocationProbe, renderRoutes, mockFetch } from '@/test/utils';
import { adminReview, pageOf } from '../test-fixtures';
import ReviewPage from './reviews-page';

const ROSE = adminReview(21);
const OUD = adminReview(22, {
  productId: 12,
  productName: 'Cambodi Oud',
  authorName: 'Arjun R.',
  authorEmail: 'arjun@example.in',
  rating: 1,
  title: '',
  body: `Smelled of mothballs. ${'Camphor and dust. '.repeat(12)}`,
  hidden: true,
  hiddenAt: '2026-03-06T08:00:00.000Z',
  // 20:15 UTC is past midnight in India.
  createdAt: '2026-03-06T20:15:00.000Z',
});
const PRODUCTS = [
  { id: 12, name: 'Cambodi Oud' },
  { id: 11, name: 'Taif Rose Attar' },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function mockReviewsApi(
  answer: (url: URL, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const lists: URL[] = [];
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
    }
    if (url.pathname === '/api/admin/products/reviews/search') lists.push(url);
    const answered = answer(url, init);
    if (answered) return answered;
    if (url.pathname === '/api/admin/products/reviews/search')
      return jsonResponse(pageOf([ROSE, OUD]));
    if (url.pathname === '/api/admin/products')
      return jsonResponse(pageOf(PRODUCTS, { size: 100 }));
    if (method === 'PUT' && url.pathname.startsWith('/api/reviews/')) {
      const body = JSON.parse(String(init?.body)) as { hidden: boolean };
      return jsonResponse({ ...ROSE, hidden: body.hidden });
    }
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return { lists, sent, lastQuery: () => Object.fromEntries(lists.at(-1)!.searchParams) };
}

function renderPage(path = '/admin/review') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/review',
        element: (
          <>
            <ReviewPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

const rowOf = (productName: string) =>
  within(screen.getByRole('cell', { name: productName }).closest('tr')!);
const location = () => screen.getByTestId('location');

describe('the admin reviews screen', () => {
  it('lists each review with its date in India, product, customer, rating, words and state', async () => {
    const api = mockReviewsApi();
    renderPage();
    expect(await screen.findByRole('table', { name: 'Reviews' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Taif Rose Attar' });

    const rose = rowOf('Taif Rose Attar');
    expect(rose.getByText('5 March 2026')).toBeInTheDocument();
    expect(rose.getByText('Meera I.')).toBeInTheDocument();
    expect(rose.getByText('meera@example.in')).toBeInTheDocument();
    expect(rose.getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(rose.getByText('Like a Kannauj morning')).toBeInTheDocument();
    expect(rose.getByText('Shown')).toBeInTheDocument();
    expect(
      rose.getByRole('button', { name: "Hide Meera I.'s review of Taif Rose Attar" }),
    ).toBeInTheDocument();

    const oud = rowOf('Cambodi Oud');
    expect(oud.getByText('7 March 2026')).toBeInTheDocument();
    expect(oud.getByText('Rated 1 out of 5')).toBeInTheDocument();
    expect(oud.getByText('Hidden')).toBeInTheDocument();
    // A long text is cut to an excerpt.
    expect(oud.getByText(/^Smelled of mothballs\. Camphor/)).toHaveTextContent(/…$/);
    expect(
      oud.getByRole('button', { name: "Show Arjun R.'s review of Cambodi Oud" }),
    ).toBeInTheDocument();
    expect(api.lastQuery()).toEqual({ page: '0', size: '10' });
  });

  it('keeps search, product, rating, state and dates in the address and asks the API for them', async () => {
    const user = userEvent.setup();
    const api = mockReviewsApi();
    renderPage();
    await screen.findByRole('cell', { name: 'Taif Rose Attar' });
    await screen.findByRole('option', { name: 'Cambodi Oud' });

    await user.selectOptions(screen.getByLabelText('Product'), 'Cambodi Oud');
    await waitFor(() => expect(location()).toHaveTextContent('/admin/review?product=12'));
    await user.selectOptions(screen.getByLabelText('Rating'), '1 star');
    await user.selectOptions(screen.getByLabelText('Shown or hidden'), 'Hidden');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.type(screen.getByLabelText('Search reviews'), 'mothballs');
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        '/admin/review?product=12&rating=1&visibility=hidden&from=2026-03-01&to=2026-03-31&query=mothballs',
      ),
    );
    await waitFor(() =>
      expect(api.lastQuery()).toEqual({
        page: '0',
        size: '10',
        productId: '12',
        rating: '1',
        hidden: 'true',
        fromDate: '2026-03-01',
        toDate: '2026-03-31',
        query: 'mothballs',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/review$/));
    expect(screen.getByLabelText('Product')).toHaveValue('');
  });

  it('reads the filters from the address, a notification’s link among them', async () => {
    const api = mockReviewsApi((url) =>
      url.pathname === '/api/admin/products/reviews/search'
        ? jsonResponse(pageOf([ROSE], { number: 1, totalElements: 25 }))
        : undefined,
    );
    renderPage('/admin/review?query=Taif%20Rose&visibility=shown&rating=9&page=2');
    await screen.findByRole('cell', { name: 'Taif Rose Attar' });
    expect(api.lastQuery()).toEqual({ page: '1', size: '10', query: 'Taif Rose', hidden: 'false' });
    expect(screen.getByLabelText('Search reviews')).toHaveValue('Taif Rose');
    expect(screen.getByLabelText('Shown or hidden')).toHaveValue('shown');
    expect(screen.getByLabelText('Rating')).toHaveValue('');
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
  });

  it('hides a review, says so, and makes the storefront read its reviews and rating again', async () => {
    const user = userEvent.setup();
    const api = mockReviewsApi();
    const { queryClient } = renderPage();
    const storefrontPage = reviewKeys.productPage(11, { page: 0, size: 5 });
    queryClient.setQueryData(storefrontPage, pageOf([]));
    queryClient.setQueryData(productKeys.detail(11), { id: 11 });
    await screen.findByRole('cell', { name: 'Taif Rose Attar' });
    const listsBefore = api.lists.length;

    await user.click(
      screen.getByRole('button', { name: "Hide Meera I.'s review of Taif Rose Attar" }),
    );
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(
      screen.getByText("Meera I.'s review is off the Taif Rose Attar page and out of its rating."),
    ).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'PUT', path: '/api/reviews/21', body: { hidden: true } }]);
    expect(queryClient.getQueryState(storefrontPage)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(productKeys.detail(11))?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.lists.length).toBeGreaterThan(listsBefore));
  });

  it('shows a hidden review again', async () => {
    const user = userEvent.setup();
    const api = mockReviewsApi();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: "Show Arjun R.'s review of Cambodi Oud" }),
    );
    expect(await screen.findByText('Review shown again')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'PUT', path: '/api/reviews/22', body: { hidden: false } }]);
  });

  it('tells why a hide failed', async () => {
    const user = userEvent.setup();
    mockReviewsApi((url, init) =>
      init?.method === 'PUT' ? errorResponse(404, 'NOT_FOUND', 'Review not found') : undefined,
    );
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: "Hide Meera I.'s review of Taif Rose Attar" }),
    );
    expect(await screen.findByText('Could not hide the review')).toBeInTheDocument();
    expect(screen.getByText('Review not found')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: "Hide Meera I.'s review of Taif Rose Attar" }),
    ).toBeEnabled();
  });

  it('deletes a review only once confirmed', async () => {
    const user = userEvent.setup();
    const api = mockReviewsApi();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: "Delete Meera I.'s review of Taif Rose Attar" }),
    );
    let dialog = await screen.findByRole('alertdialog', { name: "Delete Meera I.'s review?" });
    expect(dialog).toHaveTextContent('To take it off the product page for now, hide it instead.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: "Delete Meera I.'s review of Taif Rose Attar" }),
    );
    dialog = await screen.findByRole('alertdialog', { name: "Delete Meera I.'s review?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'DELETE', path: '/api/reviews/21', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says when there are no reviews, when none match, and when the list failed', async () => {
    mockReviewsApi((url) =>
      url.pathname === '/api/admin/products/reviews/search' ? jsonResponse(pageOf([])) : undefined,
    );
    const first = renderPage();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    first.unmount();
    const second = renderPage('/admin/review?rating=5');
    expect(await screen.findByText('No reviews match these filters.')).toBeInTheDocument();
    second.unmount();

    mockReviewsApi((url) =>
      url.pathname === '/api/admin/products/reviews/search'
        ? errorResponse(500, 'INTERNAL_ERROR', 'The database is not answering.')
        : undefined,
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reviews could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');
  });
});
