import fastifyMultipart from '@fastify/multipart';
import {
  adminCategoryQuerySchema,
  adminCategorySchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  DEFAULT_CATEGORY_PRODUCT_TYPE,
  idParamSchema,
  noContentSchema,
  pageSchema,
  PRODUCT_TYPES,
  UPLOAD_MAX_BYTES,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { readImageForm } from '../../lib/multipart-form.js';
import * as categories from './categories.service.js';

/** The text fields a category form may carry beside its `image` file. */
const FORM_FIELDS = ['name', 'description', 'productType'] as const;

/**
 * The admin's category calls (docs/product.md, "Server calls", Categories). The public list,
 * GET /api/categories/getCategory, is in catalog.routes.ts.
 */
export const categoryAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, media, jobs },
) => {
  // In this plugin's scope only: adding and changing a category take a form with an image as
  // well as JSON.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 4096,
      parts: 12,
      headerPairs: 100,
    },
  });
  const formImages = new WeakMap<FastifyRequest, Buffer>();
  // A multipart form becomes the same body as JSON, so one schema validates both.
  const readForm = async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const form = await readImageForm(request, 'image');
    const body: Record<string, string> = {};
    for (const field of FORM_FIELDS) {
      if (form.fields[field] !== undefined) body[field] = form.fields[field];
    }
    (request as { body: unknown }).body = body;
    if (form.file) formImages.set(request, form.file);
  };

  app.get(
    '/categories/admingetcategory',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Categories for the admin: `search` matches name, slug or description; with live and deleted product counts',
        querystring: adminCategoryQuerySchema,
        response: { 200: pageSchema(adminCategorySchema) },
      },
    },
    async (request) => categories.listAdminCategories(db, request.query),
  );

  app.post(
    '/categories/add',
    {
      config: { access: 'admin' },
      preValidation: readForm,
      schema: {
        tags: ['catalog'],
        summary:
          'Add a category (slug derived from the name), as JSON or as a multipart form with an `image` file; 409 CATEGORY_NAME_TAKEN for a name in use, in any case',
        description: `JSON: \`name\` (required), \`description\`, \`productType\` (${PRODUCT_TYPES.join(', ')}; ${DEFAULT_CATEGORY_PRODUCT_TYPE} when left out, the kind the storefront's fragrance page lists), \`imagePublicId\` (an image uploaded first with POST /api/upload/images). Multipart: the fields \`name\`, \`description\`, \`productType\` and an optional file \`image\`, stored by the media service as the category's image.`,
        consumes: ['application/json', 'multipart/form-data'],
        body: categoryCreateSchema,
        response: { 201: adminCategorySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await categories.createCategory(
            db,
            { media, jobs },
            currentUser(request),
            request.body,
            formImages.get(request) ?? null,
          ),
        ),
  );

  app.put(
    '/categories/update/:id',
    {
      config: { access: 'admin' },
      preValidation: readForm,
      schema: {
        tags: ['catalog'],
        summary: 'Change a category, as JSON or as a multipart form with a new `image` file',
        description:
          'JSON: any of `name`, `description`, `productType`, `imagePublicId` (null removes the image). Multipart: the fields `name`, `description`, `productType` and an optional file `image`, stored by the media service as the new image. Fields left out keep their value; the slug never changes.',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParamSchema,
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) =>
      categories.updateCategory(
        db,
        { media, jobs },
        currentUser(request),
        request.params.id,
        request.body,
        formImages.get(request) ?? null,
      ),
  );

  app.delete(
    '/categories/delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Delete a category; 409 CATEGORY_IN_USE while live products are in it',
        description:
          'Its soft-deleted products are removed for good with it (the admin list shows how many as `deletedProductCount`).',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await categories.deleteCategory(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
