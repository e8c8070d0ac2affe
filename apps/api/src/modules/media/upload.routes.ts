import fastifyMultipart from '@fastify/multipart';
import {
  IMAGE_SERVICE,
  noContentSchema,
  publicIdParamSchema,
  UPLOAD_MAX_BYTES,
  type UploadOptions,
  uploadOptionsSchema,
  uploadResultSchema,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { invalidForm, readImageForm } from '../../lib/multipart-form.js';
import { deleteUpload, storeUpload } from './upload.service.js';

const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The `file` part in memory (at most UPLOAD_MAX_BYTES) and the option fields, validated. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; options: UploadOptions }> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the image as multipart/form-data, with the image in the "file" field.',
    );
  }
  const { fields, file } = await readImageForm(request, 'file');
  if (!file) throw invalidForm([{ path: 'file', message: 'Choose an image to upload' }]);
  const options = uploadOptionsSchema.safeParse(fields);
  if (!options.success) {
    throw invalidForm(
      options.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return { file, options: options.data };
}

/**
 * The media service's admin calls (docs/api.md, "Images"): POST and DELETE
 * /api/upload/images. Multipart parsing is registered in this plugin's scope only.
 */
export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, media, jobs }) => {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });

  app.post(
    `/upload/${IMAGE_SERVICE}`,
    {
      // Before the body is parsed: a visitor's upload is refused without reading it.
      config: { access: 'admin' },
      schema: {
        tags: ['media'],
        summary:
          'Upload an image (multipart: `file`, optional `folder`); stored re-encoded as WebP',
        description: `The file is checked by its bytes (JPEG, PNG, WebP, AVIF, GIF or TIFF; at most ${megabytes} MB and 8000x8000 pixels). \`folder\` (letters, digits, dashes) prefixes the new public id.`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResultSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      return reply
        .code(201)
        .send(await storeUpload(db, { media, jobs }, upload.file, upload.options, request.id));
    },
  );

  app.delete(
    `/upload/${IMAGE_SERVICE}/:publicId`,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['media'],
        summary: 'Delete an image no product or category uses (409 while one does)',
        params: publicIdParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteUpload(db, { media }, request.params.publicId);
      return reply.code(204).send(null);
    },
  );
};
