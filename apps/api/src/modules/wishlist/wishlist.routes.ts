import {
  idParamSchema,
  noContentSchema,
  pageQuerySchema,
  pageSchema,
  wishlistCountSchema,
  wishlistItemSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as wishlist from './wishlist.service.js';

/**
 * The signed-in user's own wishlist (docs/product.md, "Server calls", paths kept as the client
 * calls them).
 */
export const wishlistRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/wishlist/add/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'Add product {id} to your wishlist: 201 when added, 200 when it was there already',
        params: idParamSchema,
        response: { 200: wishlistItemSchema, 201: wishlistItemSchema },
      },
    },
    async (request, reply) => {
      const { created, item } = await wishlist.addToWishlist(
        db,
        currentUser(request).id,
        request.params.id,
      );
      return reply.code(created ? 201 : 200).send(item);
    },
  );

  app.get(
    '/wishlist/wishlist/count',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'How many products your wishlist holds',
        response: { 200: wishlistCountSchema },
      },
    },
    async (request) => wishlist.wishlistCount(db, currentUser(request).id),
  );

  app.get(
    '/wishlist/Get',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary: 'Your wishlist, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(wishlistItemSchema) },
      },
    },
    async (request) => wishlist.wishlistPage(db, currentUser(request).id, request.query),
  );

  app.delete(
    '/wishlist/delete/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wishlist'],
        summary:
          'Remove a product from your wishlist; {id} is the product id, not the wishlist item id',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await wishlist.removeFromWishlist(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
