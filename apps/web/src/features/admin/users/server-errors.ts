import { validationIssueSchema } from '@attar/contracts';
import { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * How a refused save shows: the field answers (400 VALIDATION_FAILED's `details`, and the codes
 * that are about one field such as PHONE_TAKEN) beside their fields, anything else in the
 * dialog's alert.
 */
export function readSaveError<F extends string>(
  error: unknown,
  fields: readonly F[],
  codeFields: Partial<Record<string, F>>,
): { fieldErrors: { field: F; message: string }[]; problem: string | null } {
  const message = errorMessage(error, 'Please try again.');
  if (!(error instanceof ApiError)) return { fieldErrors: [], problem: message };
  const codeField = error.code ? codeFields[error.code] : undefined;
  if (codeField) return { fieldErrors: [{ field: codeField, message }], problem: null };
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  const fieldErrors = issues.success
    ? issues.data.flatMap((issue) => {
        const field = fields.find((name) => name === issue.path.split('.').pop());
        return field ? [{ field, message: issue.message }] : [];
      })
    : [];
  return { fieldErrors, problem: fieldErrors.length > 0 ? null : message };
}
