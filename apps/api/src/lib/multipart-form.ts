import { UPLOAD_MAX_BYTES, type ValidationIssue } from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

/** 400 VALIDATION_FAILED naming each field, as a schema failure would. */
export const invalidForm = (issues: ValidationIssue[]) =>
  new AppError(
    400,
    'VALIDATION_FAILED',
    issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    issues,
  );

/** Turns the multipart parser's limit errors into the store's error body with a plain message. */
export function multipartError(error: unknown, fileField = 'file'): unknown {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The image is larger than ${megabytes} MB. Upload a smaller file.`,
      );
    case 'FST_FILES_LIMIT':
      return invalidForm([{ path: fileField, message: 'Upload one image at a time' }]);
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

export interface ImageForm {
  /** The text fields, each by name (a repeated field keeps its last value). */
  fields: Record<string, string>;
  /** The image's bytes, or null when the form has none (or an empty one: no file chosen). */
  file: Buffer | null;
}

/**
 * Reads a multipart form holding text fields and at most one image in `fileField`, the image
 * in memory within the limits @fastify/multipart was registered with. A file in another field,
 * or a text field longer than the limit, is a 400 naming it.
 */
export async function readImageForm(
  request: FastifyRequest,
  fileField: string,
): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let strayFileField: string | null = null;
  let truncatedField: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) truncatedField ??= part.fieldname;
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === fileField) {
        file = await part.toBuffer();
      } else {
        strayFileField = part.fieldname;
        part.file.resume();
      }
    }
  } catch (error) {
    throw multipartError(error, fileField);
  }
  if (strayFileField !== null) {
    throw invalidForm([
      { path: strayFileField, message: `Send the image in the "${fileField}" field` },
    ]);
  }
  if (truncatedField !== null) throw invalidForm([{ path: truncatedField, message: 'Too long.' }]);
  return { fields, file: file && file.length > 0 ? file : null };
}
