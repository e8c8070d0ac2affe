import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, Page, Product, ProductReviewPage, Review } from '@attar/contracts';
import { addCategory, addProduct } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  onPostgres,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';
import { hasPurchased } from './reviews.service.js';

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
      userId: shopper.id,
      authorName: 'Test S.',
      rating: 5,
      title: 'Like a Kannauj morning',
      body: review.body,
      verifiedPurchase: false,
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
    ['no title', { rating: 4, body: review.body }],
    ['a blank title', { ...review, title: '   ' }],
    ['a title of 121 characters', { ...review, title: 'x'.repeat(121) }],
    ['no text', { rating: 4, title: review.title }],
    ['text of 2001 characters', { ...review, body: 'x'.repeat(2001) }],
    ['a list for a body', [review]],
  ])('answers 400 VALIDATION_FAILED for %s', async (_case, payload) => {
    const productId = await newProduct();
    const { token } = await signedInUser(t);
    const response = await post(token, productId, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await productOf(productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
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
    });
    expect(await productOf(productId)).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('answers 404 to another customer, and lets an admin change or delete it', async () => {
    const { productId, reviewId } = await reviewed();
    const stranger = await signedInUser(t);
    for (const response of [
      await put(stranger.token, reviewId, { rating: 1 }),
      await del(stranger.token, reviewId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Review not found' });
    }
    expect((await put(admin, reviewId, { title: 'Edited by the house' })).statusCode).toBe(200);
    expect((await reviewsOf(productId)).content[0]).toMatchObject({
      title: 'Edited by the house',
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
    for (const payload of [{}, { rating: 9 }, { title: '' }, { body: 'x'.repeat(2001) }]) {
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
    expect(await productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });
});

describe('verified purchase', () => {
  it('is false for everyone until orders exist', async () => {
    const { id } = await signedInUser(t);
    expect(await hasPurchased(t.database.db, id, await newProduct())).toBe(false);
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
