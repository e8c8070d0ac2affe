import fastifyMultipart from '@fastify/multipart';
import {
  IMAGE_SERVICE,
  noContentSchema,
  publicIdParamSchema,
  UPLOAD_MAX_BYTES,
  type UploadOptions,
  uploadOptionsSchema,
  uploadResultSchema,
  type ValidationIssue,
} from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { deleteUpload, storeUpload } from './upload.service.js';

const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

const invalid = (issues: ValidationIssue[]) =>
  new AppError(
    400,
    'VALIDATION_FAILED',
    issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    issues,
  );

/** Turns the multipart parser's limit errors into the store's error body with a plain message. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The image is larger than ${megabytes} MB. Upload a smaller file.`,
      );
    case 'FST_FILES_LIMIT':
      return invalid([{ path: 'file', message: 'Upload one image at a time' }]);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(400, 'MALFORMED_REQUEST', 'The form has too many fields');
    default:
      if (typeof code === 'string' && code.startsWith('FST_')) {
        return new AppError(400, 'MALFORMED_REQUEST', 'The upload could not be read. Try again.');
      }
      return error;
  }
}

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
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let strayFileField: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file') {
        file = await part.toBuffer();
      } else {
        strayFileField = part.fieldname;
        part.file.resume();
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (strayFileField !== null) {
    throw invalid([{ path: strayFileField, message: 'Send the image in the "file" field' }]);
  }
  if (!file || file.length === 0)
    throw invalid([{ path: 'file', message: 'Choose an image to upload' }]);
  const options = uploadOptionsSchema.safeParse(fields);
  if (!options.success) {
    throw invalid(
      options.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return { file, options: options.data };
}

/**
 * The media service's admin calls (ARCHITECTURE section 6): POST and DELETE
 * /api/upload/images. Multipart parsing is registered in this plugin's scope only.
 */
export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, guards, mediaDir },
) => {
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
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['media'],
        summary:
          'Upload an image (multipart: `file`, optional `folder`); stored re-encoded as WebP',
        description: `The file is checked by its bytes (JPEG, PNG, WebP, AVIF, GIF or TIFF; at most ${megabytes} MB and 8000x8000 pixels). \`folder\` (letters, digits, dashes) prefixes the new public id.`,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 201: uploadResultSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      return reply.code(201).send(await storeUpload(db, mediaDir, upload.file, upload.options));
    },
  );

  app.delete(
    `/upload/${IMAGE_SERVICE}/:publicId`,
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['media'],
        summary: 'Delete an image no product or category uses (409 while one does)',
        security: [{ bearer: [] }],
        params: publicIdParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteUpload(db, mediaDir, request.params.publicId);
      return reply.code(204).send(null);
    },
  );
};
