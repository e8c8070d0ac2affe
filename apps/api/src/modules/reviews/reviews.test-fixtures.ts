import type { InjectOptions } from 'fastify';
import type { Product, ProductReviewPage } from '@attar/contracts';
import { expect } from 'vitest';
import { addProduct } from '../../../test/catalog-fixtures.js';
import { json, withToken, type TestApp } from '../../../test/test-app.js';

// What the review route tests (reviews*.routes.test.ts) share: a review to post, products to
// review, and the calls on reviews as a customer, an admin (by token) or a visitor (null).

export const review = {
  rating: 5,
  title: 'Like a Kannauj morning',
  body: 'Rose and wet earth; it lasts all day.',
};

export function reviewApi(t: TestApp, categoryId: number) {
  let productCounter = 0;
  const send = (token: string | null, options: InjectOptions) =>
    t.app.inject(token ? withToken(token, options) : options);
  return {
    /** Adds a product in the category, named "Review Attar <n>", and answers its id. */
    async newProduct(values: { deletedAt?: Date } = {}) {
      productCounter += 1;
      return (
        await addProduct(t.database.db, {
          name: `Review Attar ${productCounter}`,
          categoryId,
          ...values,
        })
      ).id;
    },
    /** The name of the product `newProduct` added last. */
    get lastProductName() {
      return `Review Attar ${productCounter}`;
    },
    post: (token: string | null, productId: number | string, payload: unknown = review) =>
      send(token, {
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        payload: payload as object,
      }),
    put: (token: string | null, reviewId: number | string, payload: unknown) =>
      send(token, { method: 'PUT', url: `/api/reviews/${reviewId}`, payload: payload as object }),
    del: (token: string | null, reviewId: number | string) =>
      send(token, { method: 'DELETE', url: `/api/reviews/${reviewId}` }),
    /** The product's public review page; fails the test unless 200. */
    async reviewsOf(productId: number, query = '') {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/${productId}/reviews${query}`,
      });
      expect(response.statusCode).toBe(200);
      return json<ProductReviewPage>(response);
    },
    async productOf(productId: number) {
      return json<Product>(
        await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${productId}` }),
      );
    },
  };
}
