import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, Page, Product, ProductReviewPage, Review } from '@attar/contracts';
import { addCategory } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { review, reviewApi } from './reviews.test-fixtures.js';

// Writing reviews and reading them, on the product page and in the admin's search. Changing and
// deleting them, and the verified-purchase mark, are in reviews-edit.routes.test.ts.

let t: TestApp;
let admin: string;
let api: ReturnType<typeof reviewApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = reviewApi(t, (await addCategory(t.database.db, { name: 'Attars' })).id);
  admin = (await signedInUser(t, 'ADMIN')).token;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/products/{id}/reviews', () => {
  it('writes a review, not yet a verified purchase, and the product shows its rating', async () => {
    const productId = await api.newProduct();
    const shopper = await signedInUser(t);
    const response = await api.post(shopper.token, productId, {
      ...review,
      title: '  Like a Kannauj morning  ',
    });
    expect(response.statusCode).toBe(201);
    expect(json<Review>(response)).toEqual({
      id: expect.any(Number),
      productId,
      authorName: 'Test S.',
      rating: 5,
      title: 'Like a Kannauj morning',
      body: review.body,
      comment: review.body,
      verifiedPurchase: false,
      isMine: true,
      hidden: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await api.productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const listed = json<Page<Product>>(
      await t.app.inject({ method: 'GET', url: '/api/products/getAll?size=100' }),
    );
    expect(listed.content.find((product) => product.id === productId)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
  });

  it('answers 409 to a second review of the same product and counts only the first', async () => {
    const productId = await api.newProduct();
    const { token } = await signedInUser(t);
    expect((await api.post(token, productId)).statusCode).toBe(201);
    const second = await api.post(token, productId, { ...review, rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'You have already reviewed this product',
    });
    expect(await api.productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });

  it.each([
    ['a rating of 0', { ...review, rating: 0 }],
    ['a rating of 6', { ...review, rating: 6 }],
    ['a rating of 4.5', { ...review, rating: 4.5 }],
    ['a rating as text', { ...review, rating: '5' }],
    ['no rating', { title: review.title, body: review.body }],
    ['a title of 121 characters', { ...review, title: 'x'.repeat(121) }],
    ['a title as a number', { ...review, title: 42 }],
    ['a title with a NUL character', { ...review, title: 'Rose\u0000' }],
    ['no text', { rating: 4, title: review.title }],
    ['a blank text', { ...review, body: '   ' }],
    ['a blank comment', { rating: 4, comment: '   ' }],
    ['text of 2001 characters', { ...review, body: 'x'.repeat(2001) }],
    ['a comment of 90,000 characters', { rating: 4, comment: 'x'.repeat(90_000) }],
    ['a text with a NUL character', { ...review, body: 'Rose\u0000 and oud' }],
    ['a comment as a list', { rating: 4, comment: ['Lovely'] }],
    ['a body as null', { ...review, body: null }],
    ['a body and a different comment', { ...review, comment: 'Something else entirely.' }],
    ['a list for a body', [review]],
  ])('answers 400 VALIDATION_FAILED for %s', async (_case, payload) => {
    const productId = await api.newProduct();
    const { token } = await signedInUser(t);
    const response = await api.post(token, productId, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await api.productOf(productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('takes a review without a title, and shows none', async () => {
    const productId = await api.newProduct();
    const payloads = [
      { rating: 4, body: 'A quiet, woody rose.' },
      { rating: 4, title: '   ', body: 'A quiet, woody rose.' },
      { rating: 4, title: null, body: 'A quiet, woody rose.' },
    ];
    for (const payload of payloads) {
      const response = await api.post((await signedInUser(t)).token, productId, payload);
      expect(response.statusCode).toBe(201);
      expect(json<Review>(response)).toMatchObject({ title: '', body: 'A quiet, woody rose.' });
    }
    expect((await api.reviewsOf(productId)).content.map((item) => item.title)).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('takes the text as `comment` too, or as both when they say the same', async () => {
    const productId = await api.newProduct();
    const asComment = await api.post((await signedInUser(t)).token, productId, {
      rating: 5,
      comment: '  Smoky oud, then honey.  ',
    });
    expect(asComment.statusCode).toBe(201);
    expect(json<Review>(asComment)).toMatchObject({ title: '', body: 'Smoky oud, then honey.' });
    const asBoth = await api.post((await signedInUser(t)).token, productId, {
      rating: 4,
      body: 'Smoky oud, then honey.',
      comment: ' Smoky oud, then honey. ',
    });
    expect(asBoth.statusCode).toBe(201);
    expect(json<Review>(asBoth).body).toBe('Smoky oud, then honey.');
  });

  it('reads the text back as `comment` as well as `body`, wherever a review is read', async () => {
    const productId = await api.newProduct();
    const author = await signedInUser(t);
    const written = await api.post(author.token, productId, { rating: 4, comment: 'Amber, warm.' });
    expect(written.statusCode).toBe(201);
    const created = json<Review>(written);
    expect(created).toMatchObject({ body: 'Amber, warm.', comment: 'Amber, warm.' });
    const listed = await api.reviewsOf(productId);
    expect(listed.content[0]).toMatchObject({ body: 'Amber, warm.', comment: 'Amber, warm.' });
    const edited = await api.put(author.token, created.id, { body: 'Amber, then leather.' });
    expect(json<Review>(edited)).toMatchObject({
      body: 'Amber, then leather.',
      comment: 'Amber, then leather.',
    });
    const found = await t.app.inject(
      withToken(admin, {
        method: 'GET',
        url: `/api/admin/products/reviews/search?productId=${productId}`,
      }),
    );
    expect(json<Page<AdminReview>>(found).content[0]).toMatchObject({
      comment: 'Amber, then leather.',
    });
  });

  it('names the field in each 400: text missing, or given twice differently', async () => {
    const { token } = await signedInUser(t);
    const productId = await api.newProduct();
    const missing = await api.post(token, productId, { rating: 9 });
    expect(json(missing)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'rating', message: 'Give a rating from 1 to 5' },
        { path: 'body', message: 'Write a few words about the product' },
      ],
    });
    const twice = await api.post(token, productId, { rating: 3, body: 'Sweet.', comment: 'Sour.' });
    expect(json(twice)).toMatchObject({
      status: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'comment', message: 'Send the review text once, as body or as comment' }],
      requestId: expect.any(String),
    });
  });

  it('takes the longest title and text allowed', async () => {
    const { token } = await signedInUser(t);
    const response = await api.post(token, await api.newProduct(), {
      rating: 3,
      title: 't'.repeat(120),
      body: 'b'.repeat(2000),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown or deleted product, 400 for a bad id, 401 without a token', async () => {
    const { token } = await signedInUser(t);
    for (const productId of [999_999, await api.newProduct({ deletedAt: new Date() })]) {
      const response = await api.post(token, productId);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Product not found');
    }
    expect((await api.post(token, 'abc')).statusCode).toBe(400);
    const anonymous = await api.post(null, await api.newProduct());
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/products/{id}/reviews', () => {
  it('is public, newest first, in pages, with the average to one decimal and the count', async () => {
    const productId = await api.newProduct();
    for (const rating of [5, 4, 4])
      expect(
        (await api.post((await signedInUser(t)).token, productId, { ...review, rating }))
          .statusCode,
      ).toBe(201);
    const page = await api.reviewsOf(productId);
    expect(page.content.map((item) => item.rating)).toEqual([4, 4, 5]);
    expect(page).toMatchObject({
      totalElements: 3,
      totalPages: 1,
      number: 0,
      first: true,
      last: true,
      empty: false,
      summary: { averageRating: 4.3, reviewCount: 3 },
    });
    const second = await api.reviewsOf(productId, '?page=1&size=2');
    expect(second.content.map((item) => item.rating)).toEqual([5]);
    expect(second.summary).toEqual({ averageRating: 4.3, reviewCount: 3 });
  });

  it('never shows the author’s user id; with a token, `isMine` marks the caller’s own', async () => {
    const productId = await api.newProduct();
    const author = await signedInUser(t);
    const other = await signedInUser(t);
    await api.post(author.token, productId, { ...review, rating: 3 });
    await api.post(other.token, productId, { ...review, rating: 5 });
    const anonymous = await api.reviewsOf(productId);
    for (const item of anonymous.content) {
      expect(item).not.toHaveProperty('userId');
      expect(item.isMine).toBe(false);
    }
    const asAuthor = json<ProductReviewPage>(
      await t.app.inject(
        withToken(author.token, { method: 'GET', url: `/api/products/${productId}/reviews` }),
      ),
    );
    expect(asAuthor.content.map((item) => [item.rating, item.isMine])).toEqual([
      [5, false],
      [3, true],
    ]);
    expect(asAuthor.content[0]).not.toHaveProperty('userId');
    const badToken = await t.app.inject(
      withToken('not-a-token', { method: 'GET', url: `/api/products/${productId}/reviews` }),
    );
    expect(badToken.statusCode).toBe(401);
    expect(json(badToken).code).toBe('UNAUTHENTICATED');
  });

  it('answers an empty page for a product without reviews, 404 for an unknown one and 400 for bad input', async () => {
    expect(await api.reviewsOf(await api.newProduct())).toMatchObject({
      content: [],
      empty: true,
      summary: { averageRating: null, reviewCount: 0 },
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products/999999/reviews' });
    expect(unknown.statusCode).toBe(404);
    for (const url of ['/api/products/abc/reviews', '/api/products/1/reviews?size=500']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });
});

describe('GET /api/admin/products/reviews/search', () => {
  const search = (query: string, token: string | null = admin) => {
    const options = { method: 'GET' as const, url: `/api/admin/products/reviews/search${query}` };
    return t.app.inject(token ? withToken(token, options) : options);
  };

  it('finds reviews by text, product or author email, and by rating', async () => {
    const productId = await api.newProduct();
    const author = await signedInUser(t);
    await api.post(author.token, productId, {
      rating: 1,
      title: 'Smelled of mothballs',
      body: 'Camphor, not oud.',
    });
    const byText = json<Page<AdminReview>>(await search('?query=MOTHBALL'));
    expect(byText.content).toHaveLength(1);
    expect(byText.content[0]).toMatchObject({
      productId,
      productName: api.lastProductName,
      userId: author.id,
      authorEmail: author.email,
      rating: 1,
    });
    expect(
      json<Page<AdminReview>>(await search(`?query=${encodeURIComponent(author.email)}`))
        .totalElements,
    ).toBe(1);
    const ones = json<Page<AdminReview>>(await search('?rating=1&size=100'));
    expect(ones.content.every((item) => item.rating === 1)).toBe(true);
    expect(ones.content.map((item) => item.title)).toContain('Smelled of mothballs');
    expect(json<Page<AdminReview>>(await search('?query=100%25')).totalElements).toBe(0);
  });

  it('is for admins only and checks its query', async () => {
    expect((await search('', null)).statusCode).toBe(401);
    const customer = await search('', (await signedInUser(t)).token);
    expect(customer.statusCode).toBe(403);
    expect(json(customer).code).toBe('FORBIDDEN');
    for (const query of ['?rating=0', '?rating=six', `?query=${'q'.repeat(101)}`, '?size=0']) {
      expect((await search(query)).statusCode).toBe(400);
    }
  });
});

describe.runIf(onPostgres)('reviews under concurrency (PostgreSQL)', () => {
  it('takes exactly one of ten simultaneous reviews by one customer', async () => {
    const productId = await api.newProduct();
    const { token } = await signedInUser(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api.post(token, productId, { ...review, rating: (index % 5) + 1 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = json<Review>(responses.find((response) => response.statusCode === 201)!);
    expect(await api.reviewsOf(productId)).toMatchObject({
      totalElements: 1,
      summary: { averageRating: winner.rating, reviewCount: 1 },
    });
  });
});
