import fastifyMultipart from '@fastify/multipart';
import {
  idParamSchema,
  pageQuerySchema,
  pageSchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  productExportQuerySchema,
  productImportQuerySchema,
  productImportReportSchema,
  productImportRunSchema,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { AppError } from '../../lib/errors.js';
import { invalidForm, multipartError } from '../../lib/multipart-form.js';
import { exportFileName, productCsvStream } from './product-csv-export.js';
import {
  checkProductImport,
  getProductImport,
  listProductImports,
  queueProductImport,
} from './product-import.service.js';

const megabytes = PRODUCT_CSV_MAX_BYTES / (1024 * 1024);

/** The CSV file of an import form's `file` field, in memory (at most PRODUCT_CSV_MAX_BYTES). */
async function readCsvUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the CSV as multipart/form-data, with the file in the "file" field.',
    );
  }
  let file: Buffer | null = null;
  let strayField: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname === 'file') file = await part.toBuffer();
      else {
        strayField = part.fieldname;
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${megabytes} MB. Split it into smaller files.`,
      );
    }
    if (code === 'FST_FILES_LIMIT') {
      throw invalidForm([{ path: 'file', message: 'Send one CSV file at a time.' }]);
    }
    throw multipartError(error);
  }
  if (strayField !== null) {
    throw invalidForm([{ path: strayField, message: 'Send the CSV in the "file" field.' }]);
  }
  if (!file || file.length === 0) {
    throw invalidForm([{ path: 'file', message: 'Choose a CSV file to import.' }]);
  }
  return file;
}

/**
 * CSV export and import of the catalogue (admin). The export is the admin table's filters over
 * every page; the import creates or updates products by SKU, all or nothing, in a background
 * job once the file is checked.
 */
export const productCsvRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  // In this plugin's scope only, with the CSV's own size limit.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: PRODUCT_CSV_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  app.get(
    '/admin/products/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Download the live products the admin table shows with these filters (every page) as CSV',
        description: `UTF-8 with a byte order mark, one row per product under a header row with the columns ${PRODUCT_CSV_COLUMNS.join(', ')}. Lists are \`;\`-separated; the first image is the primary. Text a spreadsheet would run as a formula (starting with = + - @) starts with a single quote.`,
        querystring: productExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(productCsvStream(db, request.query)),
  );

  app.post(
    '/admin/products/import',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'Import products from CSV (admin): by SKU, an existing product is updated and a new one created; `dryRun=true` (the default) only reports',
        description: `Multipart, the file in \`file\` (at most ${megabytes} MB and ${PRODUCT_CSV_MAX_ROWS} products), with the export's columns; ${PRODUCT_CSV_REQUIRED_COLUMNS.join(', ')} are required, others may be left out (an update keeps their values). Each row is checked as the create and update calls check a product, and every error is listed by line and column. \`dryRun=false\` with any error answers 400 IMPORT_INVALID with the report in \`details\`; otherwise it answers 202 with a QUEUED import, which a background job checks again and writes in one transaction, or not at all: follow it with GET /api/admin/products/imports/{id}.`,
        consumes: ['multipart/form-data'],
        querystring: productImportQuerySchema,
        response: { 200: productImportReportSchema, 202: productImportRunSchema },
      },
    },
    async (request, reply) => {
      const file = await readCsvUpload(request);
      if (request.query.dryRun) return checkProductImport(db, file);
      const run = await queueProductImport(
        requestContext(context, request),
        currentUser(request),
        file,
      );
      return reply.code(202).send(run);
    },
  );

  app.get(
    '/admin/products/imports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary: 'Applied CSV imports, the latest first (admin)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(productImportRunSchema) },
      },
    },
    async (request) => listProductImports(db, request.query),
  );

  app.get(
    '/admin/products/imports/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog'],
        summary:
          'One applied CSV import (admin): QUEUED, RUNNING, DONE with what it wrote, or FAILED with why nothing was written',
        params: idParamSchema,
        response: { 200: productImportRunSchema },
      },
    },
    async (request) => getProductImport(db, request.params.id),
  );
};
