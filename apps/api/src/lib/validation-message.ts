import type { ValidationIssue } from '@attar/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

interface ValidationItem {
  instancePath?: string;
  message?: string;
}

/**
 * For routes declared with `attachValidation: true`, whose clients show the error `message`
 * as it is (the spec's address and pincode texts): throws 400 VALIDATION_FAILED with every
 * issue in `details` and, as `message`, an issue's own text without the field path. The first
 * text of `precedence` present wins (the order the spec's form checks its rules in); otherwise
 * the first issue's.
 */
export function rejectInvalidRequest(
  request: FastifyRequest,
  precedence: readonly string[] = [],
): void {
  const error = request.validationError;
  if (!error) return;
  const items: ValidationItem[] = Array.isArray(error.validation) ? error.validation : [];
  const details: ValidationIssue[] = items.map((item) => ({
    path:
      (item.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || error.validationContext,
    message: item.message ?? 'Invalid value',
  }));
  const messages = new Set(details.map((issue) => issue.message));
  const message =
    precedence.find((text) => messages.has(text)) ?? details[0]?.message ?? 'Invalid request';
  throw new AppError(400, 'VALIDATION_FAILED', message, details);
}
