import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode, ValidationIssue } from '@attar/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'MALFORMED_REQUEST',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

function errorBody(
  status: number,
  code: string,
  message: string,
  requestId: string,
  details?: unknown,
): ErrorBody {
  return {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    code,
    message,
    ...(details === undefined ? {} : { details }),
    requestId,
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, code, message, String(request.id), details));
}

function validationIssues(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((item) => {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: path || (error.validationContext ?? ''),
      message: item.message ?? 'Invalid value',
    };
  });
}

/**
 * A data exception raised by PostgreSQL (SQLSTATE class 22: a value out of range, a day that
 * does not exist, a NUL character) means the request carried a value the schemas let through.
 * It is the client's input, so a 400, never a 500.
 */
function isDataException(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/**
 * Errors Fastify raises before any route runs (a malformed URL, an over-long path parameter)
 * get the same body as every other error. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(request, reply, 414, 'URI_TOO_LONG', 'A part of the address is too long.');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(
      request,
      reply,
      400,
      'MALFORMED_REQUEST',
      'The address is not valid: check its % escapes.',
    );
  }
  return sendError(request, reply, 400, 'MALFORMED_REQUEST', 'The request could not be read.');
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or request line too
 * large, a broken request, a timeout), answered on the socket with the same error body.
 * Passed to Fastify as `clientErrorHandler`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers or address are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'MALFORMED_REQUEST', 'The request could not be read.'];
  const body = JSON.stringify(errorBody(status, code, message, randomUUID()));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The one place errors become responses: every non-2xx has the body of docs/api.md, "Errors". */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationIssues(error);
      const first = details[0];
      const message = first
        ? `${first.path ? `${first.path}: ` : ''}${first.message}`
        : 'Invalid request';
      return sendError(request, reply, 400, 'VALIDATION_FAILED', message, details);
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return sendError(
        request,
        reply,
        400,
        'VALIDATION_FAILED',
        'A value in the request is not valid.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'MALFORMED_REQUEST';
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return sendError(request, reply, status, code, error.message || 'Bad request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(
      request,
      reply,
      500,
      'INTERNAL_ERROR',
      `Something went wrong on our side. Quote request id ${String(request.id)} when you contact us.`,
    );
  });
}
