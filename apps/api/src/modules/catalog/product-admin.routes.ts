import {
  adminProductListQuerySchema,
  adminProductSchema,
  createProductSchema,
  deletedProductListQuerySchema,
  idParamSchema,
  noContentSchema,
  pageQuerySchema,
  pageSchema,
  productHistoryEntrySchema,
  productHistoryRestoreParamsSchema,
  stockAdjustmentSchema,
  stockMovementSchema,
  updateProductSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as inventory from './inventory.service.js';
import * as products from './product-admin.service.js';
import { productHistory, revertToEntry } from './product-history.service.js';

const adminPage = pageSchema(adminProductSchema);

/**
 * The admin's product calls (docs/product.md, "Server calls", Products): writes, soft delete and
 * restore, the admin table, stock and history. The storefront's reads are in catalog.routes.ts.
 */
export const productAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/products/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Add a product (admin): 201 with it; 400 for a broken rule, an unknown category or image; 409 SKU_TAKEN naming the product that has the SKU',
        description:
          'Upload images first (POST /api/upload/images) and send their `publicId`s as `imagePublicIds` in display order, with `primaryPublicId` (the first when omitted).',
        body: createProductSchema,
        response: { 201: adminProductSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await products.createProduct(db, currentUser(request), request.body)),
  );

  app.put(
    '/products/update/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Change a product (admin): only the fields sent change, null clears an optional one; `stockQuantity` sets the stock (recorded as ADMIN_EDIT)',
        params: idParamSchema,
        body: updateProductSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) =>
      products.updateProduct(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/products/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Delete a product (admin), softly: it leaves the store and can be restored; orders, reviews and wishlists keep showing it',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await products.deleteProduct(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/products/get/deleted',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Deleted products (admin), most recently deleted first; `search` matches name or SKU',
        querystring: deletedProductListQuerySchema,
        response: { 200: adminPage },
      },
    },
    async (request) => products.listDeletedProducts(db, request.query),
  );

  app.put(
    '/products/:id/restoreDeleted',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Bring a deleted product back as it was (admin)',
        params: idParamSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => products.restoreProduct(db, currentUser(request), request.params.id),
  );

  app.get(
    '/admin/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Live products for the admin table: search (name or SKU), category (id), stock (in: above 0, low: at or below the low_stock_threshold setting, out: 0), featured, sort',
        querystring: adminProductListQuerySchema,
        response: { 200: adminPage },
      },
    },
    async (request) => products.listAdminProducts(db, request.query),
  );

  app.get(
    '/admin/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'One product for the admin, deleted ones included',
        params: idParamSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => products.getAdminProduct(db, request.params.id),
  );

  app.post(
    '/admin/products/:id/stock',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "Receive (delta > 0) or write off (delta < 0) stock (admin) of the variant `variantId` (the product's default when left out), recorded as ADMIN_EDIT; 404 for a variant of another product, 409 INSUFFICIENT_STOCK below zero",
        params: idParamSchema,
        body: stockAdjustmentSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await inventory.adjustStock(
        db,
        id,
        request.body.delta,
        currentUser(request),
        request.body.note ?? null,
        request.body.variantId,
      );
      return products.getAdminProduct(db, id);
    },
  );

  app.get(
    '/admin/products/:id/stock-movements',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "A product's stock ledger (admin), newest first, each row naming its variant and SKU: ORDER, CANCEL, ADMIN_EDIT, RETURN, IMPORT",
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(stockMovementSchema) },
      },
    },
    async (request) => inventory.stockMovementsOf(db, request.params.id, request.query),
  );

  app.get(
    '/product-history/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "A product's history (admin), newest first: who (null: the store), when, and each changed field before and after",
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(productHistoryEntrySchema) },
      },
    },
    async (request) => productHistory(db, request.params.id, request.query),
  );

  app.post(
    '/product-history/:id/restore/:entryId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          "Put back the product's values as they were right after a history entry (admin; stock and deletion stay as they are), recorded as REVERT",
        params: productHistoryRestoreParamsSchema,
        response: { 200: adminProductSchema },
      },
    },
    async (request) =>
      revertToEntry(db, currentUser(request), request.params.id, request.params.entryId),
  );
};
