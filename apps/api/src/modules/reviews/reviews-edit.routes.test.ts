import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Review } from '@attar/contracts';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { orderReadyStore, placedOrder } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { review, reviewApi } from './reviews.test-fixtures.js';

// A review after it is written: changed or deleted by its author, deleted by an admin, gone with
// its author's account, and marked a verified purchase once the author's order is delivered.

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

describe('PUT and DELETE /api/reviews/{id}', () => {
  async function reviewed() {
    const productId = await api.newProduct();
    const author = await signedInUser(t);
    const created = json<Review>(await api.post(author.token, productId, { ...review, rating: 2 }));
    return { productId, author, reviewId: created.id };
  }

  it('lets the author change their review and moves the product average with it', async () => {
    const { productId, author, reviewId } = await reviewed();
    const response = await api.put(author.token, reviewId, { rating: 4, body: '  Grew on me.  ' });
    expect(response.statusCode).toBe(200);
    expect(json<Review>(response)).toMatchObject({
      id: reviewId,
      rating: 4,
      title: review.title,
      body: 'Grew on me.',
      isMine: true,
    });
    expect(await api.productOf(productId)).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });

  it('lets the author change the text as `comment` and remove the title', async () => {
    const { author, reviewId } = await reviewed();
    const byComment = await api.put(author.token, reviewId, { comment: 'Better after an hour.' });
    expect(json<Review>(byComment)).toMatchObject({
      title: review.title,
      body: 'Better after an hour.',
    });
    const untitled = await api.put(author.token, reviewId, { title: '' });
    expect(untitled.statusCode).toBe(200);
    expect(json<Review>(untitled)).toMatchObject({ title: '', body: 'Better after an hour.' });
  });

  it('answers 404 to another customer; an admin may delete it but not rewrite it (403)', async () => {
    const { productId, reviewId } = await reviewed();
    const stranger = await signedInUser(t);
    for (const response of [
      await api.put(stranger.token, reviewId, { rating: 1 }),
      await api.del(stranger.token, reviewId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ code: 'NOT_FOUND', message: 'Review not found' });
    }
    for (const words of [{ title: 'Edited by the house' }, { rating: 5 }, { body: 'Lovely.' }]) {
      const edited = await api.put(admin, reviewId, words);
      expect(edited.statusCode).toBe(403);
      expect(json(edited)).toMatchObject({
        code: 'FORBIDDEN',
        message: "An admin can hide a review or delete it, but not change a customer's words.",
      });
    }
    expect((await api.reviewsOf(productId)).content[0]).toMatchObject({
      title: review.title,
      rating: 2,
    });
    expect((await api.del(admin, reviewId)).statusCode).toBe(204);
    expect(await api.reviewsOf(productId)).toMatchObject({
      empty: true,
      summary: { averageRating: null, reviewCount: 0 },
    });
  });

  it('lets the author delete it, which allows a new review', async () => {
    const { productId, author, reviewId } = await reviewed();
    const deleted = await api.del(author.token, reviewId);
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    expect(await api.productOf(productId)).toMatchObject({ averageRating: null, reviewCount: 0 });
    expect((await api.del(author.token, reviewId)).statusCode).toBe(404);
    expect((await api.post(author.token, productId)).statusCode).toBe(201);
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
      const response = await api.put(author.token, reviewId, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    expect((await api.put(author.token, 999_999, { rating: 3 })).statusCode).toBe(404);
    expect((await api.del(author.token, 999_999)).statusCode).toBe(404);
    expect((await api.put(author.token, 'abc', { rating: 3 })).statusCode).toBe(400);
    expect((await api.put(null, reviewId, { rating: 3 })).statusCode).toBe(401);
    expect((await api.del(null, reviewId)).statusCode).toBe(401);
  });
});

describe('product rating totals', () => {
  it('stay right when a deleted account takes its reviews with it', async () => {
    const productId = await api.newProduct();
    const leaving = await signedInUser(t);
    const staying = await signedInUser(t);
    await api.post(leaving.token, productId, { ...review, rating: 1 });
    await api.post(staying.token, productId, { ...review, rating: 5 });
    expect(await api.productOf(productId)).toMatchObject({ averageRating: 3, reviewCount: 2 });
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    // Written past the services, so nothing told the catalogue cache (its TTL would, in a second).
    await storefrontChanged(t.database.db);
    expect(await api.productOf(productId)).toMatchObject({ averageRating: 5, reviewCount: 1 });
  });
});

describe('verified purchase', () => {
  let codId: number;
  beforeAll(async () => {
    ({ codId } = await orderReadyStore(t));
  });

  const orderOf = (token: string, productId: number): Promise<Order> =>
    placedOrder(t, token, { items: [{ productId, quantity: 1 }], paymentMethodId: codId });
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
    const productId = await api.newProduct();
    const shopper = await signedInUser(t);
    await deliver((await orderOf(shopper.token, productId)).id);
    const response = await api.post(shopper.token, productId);
    expect(json<Review>(response).verifiedPurchase).toBe(true);
    expect((await api.reviewsOf(productId)).content[0]?.verifiedPurchase).toBe(true);
  });

  it('is false with an order not yet delivered, or a delivered one of another product', async () => {
    const productId = await api.newProduct();
    const waiting = await signedInUser(t);
    await orderOf(waiting.token, productId);
    const elsewhere = await signedInUser(t);
    await deliver((await orderOf(elsewhere.token, await api.newProduct())).id);
    for (const { token } of [waiting, elsewhere]) {
      expect(json<Review>(await api.post(token, productId)).verifiedPurchase).toBe(false);
    }
  });

  it('is settled again when its author changes the review', async () => {
    const productId = await api.newProduct();
    const shopper = await signedInUser(t);
    const order = await orderOf(shopper.token, productId);
    const written = json<Review>(await api.post(shopper.token, productId));
    expect(written.verifiedPurchase).toBe(false);
    await deliver(order.id);
    const edited = await api.put(shopper.token, written.id, { rating: 4 });
    expect(json<Review>(edited).verifiedPurchase).toBe(true);
    expect((await api.reviewsOf(productId)).content[0]).toMatchObject({
      rating: 4,
      verifiedPurchase: true,
    });
  });
});
