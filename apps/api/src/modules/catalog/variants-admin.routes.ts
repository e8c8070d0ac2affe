import {
  adminProductSchema,
  idParamSchema,
  productVariantSchema,
  replaceVariantsSchema,
} from '@attar/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { listVariants, replaceVariants } from './variants-admin.service.js';

/**
 * The admin's calls on a product's variants (docs/decisions/0057-variants.md): the sizes and
 * colours a product is sold as, each with its SKU, price, stock and weight.
 */
export const variantAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/products/:id/variants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "A product's live variants (admin), in display order, each with its stock; 404 for an unknown product",
        params: idParamSchema,
        response: { 200: z.array(productVariantSchema) },
      },
    },
    async (request) => listVariants(db, request.params.id),
  );

  app.put(
    '/admin/products/:id/variants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "Replace a product's variants (admin): those sent with an id change, those without one are added, live ones left out are removed; answers the product",
        description:
          "Exactly one variant is the default (a single one is); the product reads its SKU, size, prices and weight from it, and `fromPrice` is the lowest price of any. A variant sent without an id but with the SKU of one of the product's removed variants brings that one back. `stockQuantity` sets each variant's stock, recorded as ADMIN_EDIT. 400 for a broken rule or an image that is not the product's, 404 for an unknown product or a variant of another, 409 SKU_TAKEN naming the product that holds a SKU (removed variants keep theirs).",
        params: idParamSchema,
        body: replaceVariantsSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => replaceVariants(db, currentUser(request), request.params.id, request.body),
  );
};
