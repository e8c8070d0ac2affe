import { STATUS_CODES } from 'node:http';
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
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: unknown,
) {
  const body: ErrorBody = {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    code,
    message,
    ...(details === undefined ? {} : { details }),
    requestId: String(request.id),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function validationIssues(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((item) => {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path || (error.validationContext ?? ''), message: item.message ?? 'Invalid value' };
  });
}

/** The one place errors become responses: every non-2xx has the ARCHITECTURE section 5 body. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.status, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = validationIssues(error);
      const first = details[0];
      const message = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
      return sendError(request, reply, 400, 'VALIDATION_FAILED', message, details);
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
