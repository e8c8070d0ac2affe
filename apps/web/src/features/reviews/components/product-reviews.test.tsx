import type { Review } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { ProductReviews, type ReviewViewer } from './product-reviews';

const PRODUCT_ID = 12;
const TOKEN = 'a.b.c';
/** The signed-in customer of these tests. */
const ME = 5;

/** A review as the server keeps it: what shoppers read, and (privately) who wrote it. */
type StoredReview = Omit<Review, 'isMine'> & { authorId: number };

function review(id: number, authorId: number, overrides: Partial<StoredReview> = {}): StoredReview {
  return {
    id,
    productId: PRODUCT_ID,
    authorId,
    authorName: `Reviewer ${authorId}`,
    rating: 4,
    title: `Title ${id}`,
    body: `Body of review ${id}`,
    comment: overrides.body ?? `Body of review ${id}`,
    verifiedPurchase: false,
    hidden: false,
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const hasToken = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get('Authorization') === `Bearer ${TOKEN}`;

/** What the API answers: no author id, and `isMine` only for a caller who sent their token. */
function asShown({ authorId, ...shown }: StoredReview, init: RequestInit | undefined): Review {
  return { ...shown, isMine: hasToken(init) && authorId === ME };
}

/** A small stand-in for the reviews API, keeping what it is sent. */
function reviewsServer(initial: StoredReview[]) {
  let reviews = [...initial];
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body });
    if (method === 'POST') {
      const created = review(99, ME, body);
      reviews = [created, ...reviews];
      return jsonResponse(asShown(created, init), 201);
    }
    if (method === 'PUT') {
      const id = Number(url.pathname.split('/').pop());
      reviews = reviews.map((item) =>
        item.id === id ? { ...item, ...body, updatedAt: '2025-03-06T10:00:00.000Z' } : item,
      );
      return jsonResponse(
        asShown(
          reviews.find((item) => item.id === id)!,
          init,
        ),
      );
    }
    if (method === 'DELETE') {
      reviews = reviews.filter((item) => item.id !== Number(url.pathname.split('/').pop()));
      return new Response(null, { status: 204 });
    }
    // A hidden review reaches its author alone and counts in no average.
    const listed = reviews.filter(
      (item) => !item.hidden || (hasToken(init) && item.authorId === ME),
    );
    const counted = reviews.filter((item) => !item.hidden);
    const average = counted.length
      ? counted.reduce((sum, item) => sum + item.rating, 0) / counted.length
      : null;
    return jsonResponse({
      content: listed.map((item) => asShown(item, init)),
      totalElements: listed.length,
      totalPages: listed.length ? 1 : 0,
      number: 0,
      size: Number(url.searchParams.get('size')),
      first: true,
      last: true,
      empty: listed.length === 0,
      summary: { averageRating: average, reviewCount: counted.length },
    });
  });
  return { sent, fetchMock };
}

const VISITOR: ReviewViewer = { isAuthenticated: false, userId: null };
const CUSTOMER: ReviewViewer = { isAuthenticated: true, userId: ME };

function renderReviews(viewer: ReviewViewer, onReviewsChanged = vi.fn()) {
  if (viewer.isAuthenticated) localStorage.setItem('token', TOKEN);
  renderAt(
    <ProductReviews productId={PRODUCT_ID} viewer={viewer} onReviewsChanged={onReviewsChanged} />,
    '/product/12',
  );
  return onReviewsChanged;
}

describe('ProductReviews', () => {
  it('is first drawn as the section loading (on the server too), #reviews there for the rating link', () => {
    const html = renderToString(<ProductReviews productId={PRODUCT_ID} viewer={VISITOR} />);
    expect(html).toContain('<section id="reviews" aria-labelledby="reviews-heading"');
    expect(html).toContain('<h2 id="reviews-heading" class="text-3xl sm:text-4xl">Reviews</h2>');
    expect(html).toContain('aria-label="Loading reviews"');
  });

  it('lists the reviews with the average, the count and the verified mark', async () => {
    const { fetchMock } = reviewsServer([
      review(1, 2, { rating: 5, verifiedPurchase: true }),
      review(2, 3, { rating: 4 }),
    ]);
    renderReviews(VISITOR);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Title 1' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 March 2025')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(screen.getByText('4.5 out of 5, 2 reviews')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products/12/reviews?page=0&size=5');
  });

  it('shows a review without a title with no heading of its own', async () => {
    reviewsServer([review(1, 2, { title: '', body: 'Just lovely.' })]);
    renderReviews(VISITOR);
    const card = await screen.findByRole('article', { name: 'Review by Reviewer 2' });
    expect(within(card).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(card).getByText('Just lovely.')).toBeInTheDocument();
  });

  it('reads the pages without a token and finds one’s own review with it', async () => {
    const { fetchMock } = reviewsServer([review(3, 2), review(7, ME, { title: 'Mine' })]);
    renderReviews(CUSTOMER);
    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    const mineCard = screen.getByRole('article', { name: 'Mine' });
    expect(within(mineCard).getByText('Your review')).toBeInTheDocument();
    const otherCard = screen.getByRole('article', { name: 'Title 3' });
    expect(within(otherCard).queryByText('Your review')).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => [String(url), hasToken(init)]);
    expect(calls).toContainEqual(['/api/products/12/reviews?page=0&size=5', false]);
    expect(calls).toContainEqual(['/api/products/12/reviews?page=0&size=100', true]);
  });

  it('tells the author the store hid their review, which the page no longer lists', async () => {
    reviewsServer([review(3, 2, { rating: 5 }), review(7, ME, { title: 'Mine', hidden: true })]);
    renderReviews(CUSTOMER);
    expect(
      await screen.findByText(
        "The store has hidden this review: only you can see it, and it does not count in the product's rating.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Title 3' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mine' })).not.toBeInTheDocument();
    expect(screen.getByText('5 out of 5, 1 review')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, returning to the product after', async () => {
    reviewsServer([]);
    renderReviews(VISITOR);
    expect(
      await screen.findByText('No reviews yet. Be the first to share your thoughts.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sign in to write a review' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('shows each field’s message when the form is incomplete or too long', async () => {
    const user = userEvent.setup();
    const { sent } = reviewsServer([]);
    renderReviews(CUSTOMER);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Give a rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Write a few words about the product')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    // The title may stay empty.
    expect(screen.getByLabelText('Title (optional)')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByLabelText('Title (optional)'));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('At most 120 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('writes a review, then offers to edit it instead of writing another', async () => {
    const user = userEvent.setup();
    const { sent } = reviewsServer([review(1, 2, { rating: 2 })]);
    const onChanged = renderReviews(CUSTOMER);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Title (optional)'), 'Soft and lasting');
    await user.type(screen.getByLabelText('Your review'), 'Rose with a warm base.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/products/12/reviews',
        body: { rating: 4, title: 'Soft and lasting', body: 'Rose with a warm base.' },
      },
    ]);
    expect(screen.getByText('Review posted')).toBeInTheDocument();
    expect(await screen.findByText('3 out of 5, 2 reviews')).toBeInTheDocument();
    expect(screen.getByText('Your review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it('posts a review without a title', async () => {
    const user = userEvent.setup();
    const { sent } = reviewsServer([]);
    renderReviews(CUSTOMER);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Worth every drop.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/products/12/reviews',
        body: { rating: 5, title: '', body: 'Worth every drop.' },
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Review by Reviewer 5' });
    expect(within(card).getByText('Worth every drop.')).toBeInTheDocument();
    expect(within(card).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('edits one’s own review', async () => {
    const user = userEvent.setup();
    const { sent } = reviewsServer([review(7, ME, { rating: 3, title: 'Fine' })]);
    renderReviews(CUSTOMER);
    await user.click(await screen.findByRole('button', { name: 'Edit your review' }));
    expect(await screen.findByRole('radio', { name: '3 stars' })).toBeChecked();
    const title = screen.getByLabelText('Title (optional)');
    expect(title).toHaveValue('Fine');
    await user.clear(title);
    await user.type(title, 'Better with time');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Better with time' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/reviews/7',
        body: { rating: 5, title: 'Better with time', body: 'Body of review 7' },
      },
    ]);
    expect(screen.getByText('(edited)', { exact: false })).toBeInTheDocument();
  });

  it('deletes one’s own review after a confirmation', async () => {
    const user = userEvent.setup();
    const { sent } = reviewsServer([review(7, ME)]);
    renderReviews(CUSTOMER);
    await user.click(await screen.findByRole('button', { name: 'Delete your review' }));
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    expect(
      await screen.findByText('No reviews yet. Be the first to share your thoughts.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/reviews/7', body: undefined }]);
  });

  it('gives another customer no controls over someone else’s review', async () => {
    reviewsServer([review(7, 2)]);
    renderReviews(CUSTOMER);
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Your review')).not.toBeInTheDocument();
  });

  it('shows the server’s message when a review cannot be saved', async () => {
    const user = userEvent.setup();
    mockFetch((_url, init) =>
      init?.method === 'POST'
        ? errorResponse(404, 'NOT_FOUND', 'Product not found')
        : jsonResponse({
            content: [],
            totalElements: 0,
            totalPages: 0,
            number: 0,
            size: 5,
            first: true,
            last: true,
            empty: true,
            summary: { averageRating: null, reviewCount: 0 },
          }),
    );
    renderReviews(CUSTOMER);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '1 star' }));
    await user.type(screen.getByLabelText('Title (optional)'), 'Gone');
    await user.type(screen.getByLabelText('Your review'), 'Was here.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  });

  it('explains a second review and offers the edit', async () => {
    const user = userEvent.setup();
    let posted = false;
    mockFetch((_url, init) => {
      if (init?.method === 'POST') {
        posted = true;
        return errorResponse(409, 'CONFLICT', 'You have already reviewed this product');
      }
      const content = posted ? [asShown(review(8, ME), init)] : [];
      return jsonResponse({
        content,
        totalElements: content.length,
        totalPages: 1,
        number: 0,
        size: 5,
        first: true,
        last: true,
        empty: !content.length,
        summary: { averageRating: 4, reviewCount: content.length },
      });
    });
    renderReviews(CUSTOMER);
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Title (optional)'), 'Again');
    await user.type(screen.getByLabelText('Your review'), 'Twice.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(
      await screen.findByText('You have already reviewed this product. You can edit it instead.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument(),
    );
  });
});
