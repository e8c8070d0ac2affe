import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminReview,
  Order,
  Page,
  Product,
  ProductReviewPage,
  Quote,
  Review,
} from '@attar/contracts';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';

let t: TestApp;
let categoryId: number;
let admin: string;
let productCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await addCategory(t.database.db, { name: 'Attars' })).id;
  admin = (await signedInUser(t, 'ADMIN')).token;
});
afterAll(async () => {
  await t.close();
});

async function newProduct(values: { deletedAt?: Date } = {}) {
  productCounter += 1;
  return (
    await addProduct(t.database.db, {
      name: `Review Attar ${productCounter}`,
      categoryId,
      ...values,
    })
  ).id;
}
const review = {
  rating: 5,
  title: 'Like a Kannauj morning',
  body: 'Rose and wet earth; it lasts all day.',
};
const post = (token: string | null, productId: number | string, payload: unknown = review) => {
  const options = {
    method: 'POST' as const,
    url: `/api/products/${productId}/reviews`,
    payload: payload as object,
  };
  return t.app.inject(token ? withToken(token, options) : options);
};
const put = (token: string | null, reviewId: number | string, payload: unknown) => {
  const options = {
    method: 'PUT' as const,
    url: `/api/reviews/${reviewId}`,
    payload: payload as object,
  };
  return t.app.inject(token ? withToken(token, options) : options);
};
const del = (token: string | null, reviewId: number | string) => {
  const options = { method: 'DELETE' as const, url: `/api/reviews/${reviewId}` };
  return t.app.inject(token ? withToken(token, options) : options);
};
async function reviewsOf(productId: number, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/reviews${query}`,
  });
  expect(response.statusCode).toBe(200);
  return json<ProductReviewPage>(response);
}
async function productOf(productId: number) {
  return json<Product>(
    await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${productId}` }),
  );
}

describe('POST /api/products/{id}/reviews', () => {
  it('writes a review, not yet a verified purchase, and the product shows its rating', async () => {
    const productId = await newProduct();
    const shopper = await signedInUser(t);
    const response = await post(shopper.token, productId, {
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
      verifiedPurchase: false,
      isMine: true,
      hidden: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const listed = json<Page<Product>>(
      await t.app.inject({ method: 'GET', url: '/api/products/getAll?size=100' }),
    );
    expect(listed.content.find((product) => product.id === productId)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
  });

  it('answers 409 to a second review of the same product and counts only the first', async () => {
    const productId = await newProduct();
    const { token } = await signedInUser(t);
    expect((await post(token, productId)).statusCode).toBe(201);
    const second = await post(token, productId, { ...review, rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(json(second)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'You have already reviewed this product',
    });
    expect(await productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
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
    const productId = await newProduct();
    const { token } = await signedInUser(t);
    const response = await post(token, productId, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await productOf(productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('takes a review without a title, and shows none', async () => {
    const productId = await newProduct();
    const payloads = [
      { rating: 4, body: 'A quiet, woody rose.' },
      { rating: 4, title: '   ', body: 'A quiet, woody rose.' },
      { rating: 4, title: null, body: 'A quiet, woody rose.' },
    ];
    for (const payload of payloads) {
      const response = await post((await signedInUser(t)).token, productId, payload);
      expect(response.statusCode).toBe(201);
      expect(json<Review>(response)).toMatchObject({ title: '', body: 'A quiet, woody rose.' });
    }
    expect((await reviewsOf(productId)).content.map((item) => item.title)).toEqual(['', '', '']);
  });

  it('takes the text as `comment` too, or as both when they say the same', async () => {
    const productId = await newProduct();
    const asComment = await post((await signedInUser(t)).token, productId, {
      rating: 5,
      comment: '  Smoky oud, then honey.  ',
    });
    expect(asComment.statusCode).toBe(201);
    expect(json<Review>(asComment)).toMatchObject({ title: '', body: 'Smoky oud, then honey.' });
    const asBoth = await post((await signedInUser(t)).token, productId, {
      rating: 4,
      body: 'Smoky oud, then honey.',
      comment: ' Smoky oud, then honey. ',
    });
    expect(asBoth.statusCode).toBe(201);
    expect(json<Review>(asBoth).body).toBe('Smoky oud, then honey.');
  });

  it('names the field in each 400: text missing, or given twice differently', async () => {
    const { token } = await signedInUser(t);
    const productId = await newProduct();
    const missing = await post(token, productId, { rating: 9 });
    expect(json(missing)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: 'rating', message: 'Give a rating from 1 to 5' },
        { path: 'body', message: 'Write a few words about the product' },
      ],
    });
    const twice = await post(token, productId, { rating: 3, body: 'Sweet.', comment: 'Sour.' });
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
    const response = await post(token, await newProduct(), {
      rating: 3,
      title: 't'.repeat(120),
      body: 'b'.repeat(2000),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown or deleted product, 400 for a bad id, 401 without a token', async () => {
    const { token } = await signedInUser(t);
    for (const productId of [999_999, await newProduct({ deletedAt: new Date() })]) {
      const response = await post(token, productId);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Product not found');
    }
    expect((await post(token, 'abc')).statusCode).toBe(400);
    const anonymous = await post(null, await newProduct());
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/products/{id}/reviews', () => {
  it('is public, newest first, in pages, with the average to one decimal and the count', async () => {
    const productId = await newProduct();
    for (const rating of [5, 4, 4])
      expect(
        (await post((await signedInUser(t)).token, productId, { ...review, rating })).statusCode,
      ).toBe(201);
    const page = await reviewsOf(productId);
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
    const second = await reviewsOf(productId, '?page=1&size=2');
    expect(second.content.map((item) => item.rating)).toEqual([5]);
    expect(second.summary).toEqual({ averageRating: 4.3, reviewCount: 3 });
  });

  it('never shows the author’s user id; with a token, `isMine` marks the caller’s own', async () => {
    const productId = await newProduct();
    const author = await signedInUser(t);
    const other = await signedInUser(t);
    await post(author.token, productId, { ...review, rating: 3 });
    await post(other.token, productId, { ...review, rating: 5 });
    const anonymous = await reviewsOf(productId);
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
    expect(await reviewsOf(await newProduct())).toMatchObject({
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

describe('PUT and DELETE /api/reviews/{id}', () => {
  async function reviewed() {
    const productId = await newProduct();
    const author = await signedInUser(t);
    const created = json<Review>(await post(author.token, productId, { ...review, rating: 2 }));
    return { productId, author, reviewId: created.id };
  }

  it('lets the author change their review and moves the product average with it', async () => {
    const { productId, author, reviewId } = await reviewed();
    const response = await put(author.token, reviewId, { rating: 4, body: '  Grew on me.  ' });
    expect(response.statusCode).toBe(200);
    expect(json<Review>(response)).toMatchObject({
      id: reviewId,
      rating: 4,
      title: review.title,
      body: 'Grew on me.',
      isMine: true,
    });
    expect(await productOf(productId)).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('lets the author change the text as `comment` and remove the title', async () => {
    const { author, reviewId } = await reviewed();
    const byComment = await put(author.token, reviewId, { comment: 'Better after an hour.' });
    expect(json<Review>(byComment)).toMatchObject({
      title: review.title,
      body: 'Better after an hour.',
    });
    const untitled = await put(author.token, reviewId, { title: '' });
    expect(untitled.statusCode).toBe(200);
    expect(json<Review>(untitled)).toMatchObject({ title: '', body: 'Better after an hour.' });
  });

  it('answers 404 to another customer; an admin may delete it but not rewrite it (403)', async () => {
    const { productId, reviewId } = await reviewed();
    const stranger = await signedInUser(t);
    for (const response of [
      await put(stranger.token, reviewId, { rating: 1 }),
      await del(stranger.token, reviewId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Review not found' });
    }
    for (const words of [{ title: 'Edited by the house' }, { rating: 5 }, { body: 'Lovely.' }]) {
      const edited = await put(admin, reviewId, words);
      expect(edited.statusCode).toBe(403);
      expect(json(edited)).toMatchObject({
        code: 'FORBIDDEN',
        message: "An admin can hide a review or delete it, but not change a customer's words.",
      });
    }
    expect((await reviewsOf(productId)).content[0]).toMatchObject({
      title: review.title,
      rating: 2,
    });
    expect((await del(admin, reviewId)).statusCode).toBe(204);
    expect(await reviewsOf(productId)).toMatchObject({
      empty: true,
      summary: { averageRating: null, reviewCount: 0 },
    });
  });

  it('lets the author delete it, which allows a new review', async () => {
    const { productId, author, reviewId } = await reviewed();
    const deleted = await del(author.token, reviewId);
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    expect(await productOf(productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
    expect((await del(author.token, reviewId)).statusCode).toBe(404);
    expect((await post(author.token, productId)).statusCode).toBe(201);
  });

  it('answers 400 for nothing to change or bad values, 404 for an unknown review, 401 without a token', async () => {
    const { author, reviewId } = await reviewed();
    for (const payload of [
      {},
      { rating: 9 },
      { title: 7 },
      { body: '' },
      { body: 'x'.repeat(2001) },
      { comment: 'x'.repeat(90_000) },
      { title: 'Rose\u0000' },
      { body: 'Sweet.', comment: 'Sour.' },
      ['rating', 3],
    ]) {
      const response = await put(author.token, reviewId, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    expect((await put(author.token, 999_999, { rating: 3 })).statusCode).toBe(404);
    expect((await del(author.token, 999_999)).statusCode).toBe(404);
    expect((await put(author.token, 'abc', { rating: 3 })).statusCode).toBe(400);
    expect((await put(null, reviewId, { rating: 3 })).statusCode).toBe(401);
    expect((await del(null, reviewId)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/products/reviews/search', () => {
  const search = (query: string, token: string | null = admin) => {
    const options = { method: 'GET' as const, url: `/api/admin/products/reviews/search${query}` };
    return t.app.inject(token ? withToken(token, options) : options);
  };

  it('finds reviews by text, product or author email, and by rating', async () => {
    const productId = await newProduct();
    const author = await signedInUser(t);
    await post(author.token, productId, {
      rating: 1,
      title: 'Smelled of mothballs',
      body: 'Camphor, not oud.',
    });
    const byText = json<Page<AdminReview>>(await search('?query=MOTHBALL'));
    expect(byText.content).toHaveLength(1);
    expect(byText.content[0]).toMatchObject({
      productId,
      productName: `Review Attar ${productCounter}`,
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

describe('product rating totals', () => {
  it('stay right when a deleted account takes its reviews with it', async () => {
    const productId = await newProduct();
    const leaving = await signedInUser(t);
    const staying = await signedInUser(t);
    await post(leaving.token, productId, { ...review, rating: 1 });
    await post(staying.token, productId, { ...review, rating: 5 });
    expect(await productOf(productId)).toMatchObject({ averageRating: 3, reviewCount: 2 });
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    // Written past the services, so nothing told the catalogue cache (its TTL would, in a second).
    await storefrontChanged(t.database.db);
    expect(await productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });
});

describe('verified purchase', () => {
  let codId: number;
  beforeAll(async () => {
    ({ codId } = await orderReadyStore(t));
  });

  async function orderOf(token: string, productId: number): Promise<Order> {
    const items = [{ productId, quantity: 1 }];
    const quote = json<Quote>(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items, paymentMethodId: codId, pincode: '400002' },
      }),
    );
    const response = await t.app.inject(
      withToken(token, {
        method: 'POST',
        url: '/api/order/placeOrder',
        payload: {
          shippingAddressId: await addressOf(t, token),
          paymentMethodId: codId,
          totalAmount: quote.total,
          items,
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return json<Order>(response);
  }
  async function deliver(orderId: number) {
    const response = await t.app.inject(
      withToken(admin, {
        method: 'PUT',
        url: `/api/order/admin/order/status?orderId=${orderId}&status=DELIVERED`,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  it('is true when the reviewer has a delivered order of the product', async () => {
    const productId = await newProduct();
    const shopper = await signedInUser(t);
    await deliver((await orderOf(shopper.token, productId)).id);
    const response = await post(shopper.token, productId);
    expect(json<Review>(response).verifiedPurchase).toBe(true);
    expect((await reviewsOf(productId)).content[0]?.verifiedPurchase).toBe(true);
  });

  it('is false with an order not yet delivered, or a delivered one of another product', async () => {
    const productId = await newProduct();
    const waiting = await signedInUser(t);
    await orderOf(waiting.token, productId);
    const elsewhere = await signedInUser(t);
    await deliver((await orderOf(elsewhere.token, await newProduct())).id);
    for (const { token } of [waiting, elsewhere]) {
      expect(json<Review>(await post(token, productId)).verifiedPurchase).toBe(false);
    }
  });

  it('is settled again when its author changes the review', async () => {
    const productId = await newProduct();
    const shopper = await signedInUser(t);
    const order = await orderOf(shopper.token, productId);
    const written = json<Review>(await post(shopper.token, productId));
    expect(written.verifiedPurchase).toBe(false);
    await deliver(order.id);
    const edited = await put(shopper.token, written.id, { rating: 4 });
    expect(json<Review>(edited).verifiedPurchase).toBe(true);
    expect((await reviewsOf(productId)).content[0]).toMatchObject({
      rating: 4,
      verifiedPurchase: true,
    });
  });
});

describe.runIf(onPostgres)('reviews under concurrency (PostgreSQL)', () => {
  it('takes exactly one of ten simultaneous reviews by one customer', async () => {
    const productId = await newProduct();
    const { token } = await signedInUser(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(token, productId, { ...review, rating: (index % 5) + 1 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = json<Review>(responses.find((response) => response.statusCode === 201)!);
    expect(await reviewsOf(productId)).toMatchObject({
      totalElements: 1,
      summary: { averageRating: winner.rating, reviewCount: 1 },
    });
  });
});
