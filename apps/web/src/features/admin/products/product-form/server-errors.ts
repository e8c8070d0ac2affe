import { validationIssueSchema } from '@attar/contracts';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formValuesOf, type ProductFormValues } from './form-values';
import type { VariantRowValues } from './variants/variant-rows';

const FORM_FIELDS = new Set<string>(Object.keys(formValuesOf()));

/** The columns of a variant's row; another field of a variant is shown on the row as a whole. */
const ROW_FIELDS = new Set(['sku', 'size', 'colour', 'price', 'salePrice', 'stockQuantity']);

type Show = (name: Path<ProductFormValues>, message: string, first: boolean) => void;

/**
 * Where a field of the server's answer shows in the form: `variants.2.sku` on its row's cell,
 * `variants` above the rows, `notesPyramid.base.0` on its tier; null for what has no field.
 */
function fieldOf(path: string, jewelry: boolean): Path<ProductFormValues> | null {
  const [head = '', second, third] = path.split('.');
  if (head === 'variants') {
    if (second === undefined || !/^\d+$/.test(second))
      return 'variants.root' as Path<ProductFormValues>;
    const field =
      third === 'weightGrams' && jewelry ? third : third && ROW_FIELDS.has(third) ? third : null;
    return (
      field ? `variants.${second}.${field}` : `variants.${second}`
    ) as Path<ProductFormValues>;
  }
  if (head === 'notesPyramid' && second) return `notesPyramid.${second}` as Path<ProductFormValues>;
  if (head === 'notes' || !FORM_FIELDS.has(head)) return null;
  return head as Path<ProductFormValues>;
}

/**
 * Puts the server's per-field answers (400 VALIDATION_FAILED paths, 409 SKU_TAKEN) beside their
 * fields, a variant's on its row. Returns the message to show otherwise, or null when every
 * problem has its field.
 */
export function showServerFieldErrors(
  error: unknown,
  show: Show,
  rows: VariantRowValues[],
  jewelry = false,
): string | null {
  const fallback = errorMessage(error, 'Please try again.');
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'SKU_TAKEN') {
    if (rows.length === 0) {
      show('sku', error.message, true);
      return null;
    }
    // The SKU is in the answer's details; the message names it too ("SKU X is already used...").
    const sku =
      z.object({ sku: z.string() }).safeParse(error.body?.details).data?.sku ??
      /SKU (\S+)/.exec(error.message)?.[1];
    const index = rows.findIndex((row) => row.sku.trim().toUpperCase() === sku?.toUpperCase());
    if (index < 0) return error.message;
    show(`variants.${index}.sku`, error.message, true);
    return null;
  }
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  if (!issues.success) return fallback;
  let placed = 0;
  for (const issue of issues.data) {
    const name = fieldOf(issue.path, jewelry);
    if (name) {
      show(name, issue.message, placed === 0);
      placed += 1;
    }
  }
  return placed === issues.data.length ? null : fallback;
}
