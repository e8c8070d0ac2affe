import {
  giftSetComponentsSchema,
  idParamSchema,
  replaceGiftSetComponentsSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { getGiftSetComponents, replaceGiftSetComponents } from './gift-sets.service.js';

/**
 * The admin's calls on what a gift set is made of (docs/decisions/0060-gift-sets-from-components.md):
 * other products' variants, each so many to a set. The set's stock is the least they allow.
 */
export const giftSetAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/products/:id/components',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "A gift set's components (admin), in display order, each with its variant's stock, and the sets they allow; 404 for an unknown product",
        params: idParamSchema,
        response: { 200: giftSetComponentsSchema },
      },
    },
    async (request) => getGiftSetComponents(db, request.params.id),
  );

  app.put(
    '/admin/products/:id/components',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "Replace a gift set's components (admin): the whole list, in display order; an empty list leaves the set selling its own stock",
        description:
          "Each component names a live variant of another product (`variantId`) and how many go in one set (`quantity`, 1 to 20); at most 10, no variant twice. A set with components keeps no stock of its own (giving it components writes its own off): its stock is the least, over its components, of whole sets each one's stock makes, and an order of it takes theirs. 400 for a quantity out of range, a variant listed twice or one of the set itself; 404 for an unknown product or variant; 409 CONFLICT for a product that is not a gift set or is itself in a set, a component that is a gift set, or a removed variant or product.",
        params: idParamSchema,
        body: replaceGiftSetComponentsSchema,
        response: { 200: giftSetComponentsSchema },
      },
    },
    async (request) =>
      replaceGiftSetComponents(db, currentUser(request), request.params.id, request.body),
  );
};
