import {
  adminReviewSchema,
  adminReviewSearchQuerySchema,
  createReviewSchema,
  idParamSchema,
  noContentSchema,
  pageQuerySchema,
  pageSchema,
  productReviewPageSchema,
  reviewSchema,
  updateReviewSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as reviews from './reviews.service.js';

export const reviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/products/:id/reviews',
    {
      // Public; with a token, `isMine` marks the caller's own review.
      config: { access: 'optional' },
      schema: {
        tags: ['reviews'],
        summary:
          "A product's reviews, newest first, with `summary: { averageRating, reviewCount }`; `isMine` marks the caller's own when a token is sent. Reviews an admin hid are left out (and out of the summary), except the caller's own, marked `hidden`",
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: productReviewPageSchema },
      },
    },
    async (request) =>
      reviews.productReviews(db, request.params.id, request.query, request.sessionUser?.id ?? null),
  );

  app.post(
    '/products/:id/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary:
          'Review a product: rating, optional title, text as `body` or `comment`; one review per customer and product (409 for a second)',
        params: idParamSchema,
        body: createReviewSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reviews.createReview(db, currentUser(request).id, request.params.id, request.body),
        ),
  );

  app.put(
    '/reviews/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary:
          'Change a review. Its author sends rating, title or text (an admin changing them gets 403); an admin sends `{ hidden: true | false }` alone to hide it from the product page and its average, or show it again (its author gets 403). Anyone else gets 404',
        params: idParamSchema,
        body: updateReviewSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) =>
      reviews.updateReview(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/reviews/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary:
          "Delete a review: its author or an admin (anyone else gets 404); the product's average and count follow",
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await reviews.deleteReview(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/products/reviews/search',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['reviews', 'admin'],
        summary:
          'All reviews, hidden ones too, newest first; `query` matches title, text, product name or author email; filters productId, rating (1-5), hidden (true/false), fromDate and toDate (days in India time, both included)',
        querystring: adminReviewSearchQuerySchema,
        response: { 200: pageSchema(adminReviewSchema) },
      },
    },
    async (request) => reviews.searchReviews(db, currentUser(request), request.query),
  );
};
