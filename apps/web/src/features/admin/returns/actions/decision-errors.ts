import { validationIssueSchema } from '@attar/contracts';
import { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api-client';

/** A decision's problems: beside their fields where the form has one, else in one line. */
export interface DecisionErrors {
  fields: Record<string, string>;
  message: string | null;
}

export const NO_DECISION_ERRORS: DecisionErrors = { fields: {}, message: null };

/**
 * Reads a refused decision: a 400 VALIDATION_FAILED's details go beside the fields named by
 * their paths; anything else (a 409 such as "Mark the item received before completing the
 * request.") is the server's message for the whole dialog.
 */
export function readDecisionError(error: unknown, fieldNames: readonly string[]): DecisionErrors {
  const message = errorMessage(error, 'The decision could not be saved. Please try again.');
  if (!(error instanceof ApiError)) return { fields: {}, message };
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  if (!issues.success || issues.data.length === 0) return { fields: {}, message };
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const issue of issues.data) {
    const name = issue.path.split('.')[0] ?? '';
    if (fieldNames.includes(name) && !fields[name]) fields[name] = issue.message;
    else if (!fieldNames.includes(name)) unplaced = true;
  }
  return { fields, message: unplaced ? message : null };
}
