import {
  createProductSchema,
  PRODUCT_CSV_MAX_REPORTED_ERRORS,
  PRODUCT_CSV_MAX_ROWS,
  updateProductSchema,
  type CreateProductInput,
  type NotesPyramid,
  type ProductImportError,
  type ProductImportReport,
  type UpdateProductInput,
  type ValidationIssue,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import { CsvSyntaxError, detectDelimiter, parseCsv, type CsvRecord } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import * as categoriesRepo from './categories.repository.js';
import {
  columnOfPath,
  readHeader,
  readRow,
  type ImportCategory,
  type ReadRow,
} from './product-csv-rows.js';
import {
  catalogueOf,
  groupRows,
  planVariants,
  type Catalogue,
  type DefaultState,
  type ProductGroup,
} from './product-import-variants.js';
import type { ProductSnapshot } from './product-snapshot.js';
import { resolveProduct, stateOf, type ProductState } from './product-values.js';
import type { VariantWrite } from './variants-admin.service.js';

// The check of a CSV import: what each product's rows would create or change, and what is
// wrong with them. The upload runs it (a dry run's report, or the refusal of an apply), and so
// does the background job again before it writes, since the catalogue may have changed in
// between.

/** A product's write: its own values (its row's), then its other variants' rows. */
export type PlannedWrite =
  | { kind: 'create'; line: number; input: CreateProductInput; variants: VariantWrite[] }
  | {
      kind: 'update';
      line: number;
      id: number;
      input: UpdateProductInput;
      variants: VariantWrite[];
    };

export interface Plan {
  rows: number;
  writes: PlannedWrite[];
  unchanged: number;
  errors: ProductImportError[];
}

const fileError = (message: string, line = 1): ProductImportError => ({
  line,
  column: null,
  message,
});

/** The file's text: UTF-8, with or without a byte order mark. */
function textOf(file: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(file);
  } catch {
    return null;
  }
}

export function issuesToErrors(line: number, issues: ValidationIssue[]): ProductImportError[] {
  return issues.map((issue) => ({
    line,
    column: columnOfPath(issue.path),
    message: issue.message,
  }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A pyramid as a comparable value: jsonb keeps its keys in an order of its own. */
function pyramidKey(pyramid: NotesPyramid | null | undefined): string[][] | null {
  if (!pyramid) return null;
  const levels = [pyramid.top, pyramid.heart, pyramid.base];
  return levels.every((notes) => notes.length === 0) ? null : levels;
}

/** The images as the CSV lists them: the primary first, then the others in their order. */
function primaryFirst(state: ProductState): string[] {
  const { imagePublicIds: ids, primaryPublicId: primary } = state;
  return primary ? [primary, ...ids.filter((id) => id !== primary)] : ids;
}

/**
 * The part of an update that would change the product: fields equal to its values are left
 * out, so that a row read back from an export changes nothing (and clears nothing the CSV
 * does not carry, such as the flat notes of a product without a pyramid).
 */
function changesOf(current: ProductSnapshot, input: UpdateProductInput): UpdateProductInput {
  const state = stateOf(current);
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || field === 'imagePublicIds' || field === 'primaryPublicId') continue;
    const was =
      field === 'stockQuantity' ? current.stockQuantity : state[field as keyof ProductState];
    const unchanged =
      field === 'notesPyramid'
        ? same(pyramidKey(value as NotesPyramid | null), pyramidKey(state.notesPyramid))
        : same(value, was);
    if (!unchanged) changes[field] = value;
  }
  if (input.imagePublicIds !== undefined && !same(input.imagePublicIds, primaryFirst(state))) {
    changes.imagePublicIds = input.imagePublicIds;
    changes.primaryPublicId = input.primaryPublicId ?? null;
  }
  return changes as UpdateProductInput;
}

/** The server's own checks of a write (category and its type, images, rules between fields). */
async function serverIssues(
  db: Db,
  current: ProductState | null,
  input: UpdateProductInput,
): Promise<ValidationIssue[]> {
  try {
    await resolveProduct(db, current, input);
    return [];
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      return error.details as ValidationIssue[];
    }
    throw error;
  }
}

async function categoriesByName(db: Db): Promise<Map<string, ImportCategory>> {
  const { rows } = await categoriesRepo.listCategories(db, 10_000, 0);
  return new Map(
    rows.map((row) => [
      row.name.trim().toLowerCase(),
      { id: row.id, name: row.name, productType: row.productType },
    ]),
  );
}

/** A plan that writes nothing: the file as a whole is refused. */
function refusal(errors: ProductImportError[], rows = 0): Plan {
  return { rows, writes: [], unchanged: 0, errors };
}

/**
 * The text of an uploaded file, or the plan that refuses it: not UTF-8, or holding a NUL
 * character, which no row could use and the database could not keep for the background run.
 */
export function csvTextOf(file: Buffer): { text: string } | { refused: Plan } {
  const text = textOf(file);
  if (text === null) {
    return {
      refused: refusal([
        fileError('The file is not UTF-8 text. In Excel, save it as "CSV UTF-8".'),
      ]),
    };
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    const line = text.slice(0, nul).split('\n').length;
    return {
      refused: refusal([
        fileError('The file holds a NUL character. Save it again as "CSV UTF-8".', line),
      ]),
    };
  }
  return { text };
}

/**
 * Reads and checks every row of a CSV text against the catalogue as it is now, without
 * writing: what an apply would do.
 */
export async function planImport(db: Db, text: string): Promise<Plan> {
  // The decoder has taken off a byte order mark; a second one would be a spreadsheet's doing.
  const body = text.replace(/^\uFEFF/, '');
  let records: CsvRecord[];
  try {
    records = parseCsv(body, detectDelimiter(body));
  } catch (error) {
    if (error instanceof CsvSyntaxError) return refusal([fileError(error.message, error.line)]);
    throw error;
  }
  const [headerRecord, ...data] = records;
  if (!headerRecord) {
    return refusal([fileError('The file is empty: it needs a header row.')]);
  }
  const { header, errors: headerErrors } = readHeader(headerRecord);
  if (headerErrors.length > 0) return refusal(headerErrors);
  // A row of empty cells (a spreadsheet's trailing ",,,,") is no product.
  const rows = data.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) {
    return refusal([fileError('The file has no product rows under its header.', 2)]);
  }
  if (rows.length > PRODUCT_CSV_MAX_ROWS) {
    return refusal(
      [
        fileError(
          `The file has ${rows.length} products; import at most ${PRODUCT_CSV_MAX_ROWS} at a time.`,
          rows[PRODUCT_CSV_MAX_ROWS]!.line,
        ),
      ],
      rows.length,
    );
  }

  const categories = await categoriesByName(db);
  const read = rows.map((record) => readRow(record, header, categories));
  markRepeatedSkus(read);
  const catalogue = await catalogueOf(
    db,
    read.flatMap((row) => [row.sku, row.productSku].filter((sku): sku is string => !!sku)),
  );
  const plan: Plan = { rows: rows.length, writes: [], unchanged: 0, errors: [] };
  for (const group of groupRows(read, catalogue)) await planProduct(db, plan, group, catalogue);
  return plan;
}

/** A SKU on two rows is an error of the second. */
function markRepeatedSkus(read: ReadRow[]): void {
  const firstLineOf = new Map<string, number>();
  for (const row of read) {
    if (!row.sku) continue;
    const first = firstLineOf.get(row.sku);
    if (first === undefined) firstLineOf.set(row.sku, row.line);
    else {
      row.errors.push({
        line: row.line,
        column: 'sku',
        message: `SKU ${row.sku} is also on line ${first}.`,
      });
    }
  }
}

/** The product's row checked as the create and update calls check a product. */
async function checkProductRow(
  db: Db,
  row: ReadRow,
  product: ProductSnapshot | null,
): Promise<{ errors: ProductImportError[]; input: UpdateProductInput | null }> {
  const errors = [...row.errors];
  const parsed = (product ? updateProductSchema : createProductSchema).safeParse(row.payload);
  if (!parsed.success) {
    // A cell that could not be read is named once, by what was wrong with it.
    const named = new Set(errors.map((error) => error.column));
    for (const issue of parsed.error.issues) {
      const column = columnOfPath(issue.path);
      if (named.has(column)) continue;
      errors.push({ line: row.line, column, message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success) return { errors, input: null };
  const input = product ? changesOf(product, parsed.data) : parsed.data;
  if (product && Object.keys(input).length === 0) return { errors, input };
  const issues = await serverIssues(db, product && stateOf(product), input);
  return { errors: issuesToErrors(row.line, issues), input: issues.length > 0 ? null : input };
}

/** What one product of the file would create or change, added to the plan. */
async function planProduct(
  db: Db,
  plan: Plan,
  group: ProductGroup,
  catalogue: Catalogue,
): Promise<void> {
  const { product, main } = group;
  const errors = [...group.errors];
  let input: UpdateProductInput | null = product ? {} : null;
  let defaultState: DefaultState | null = null;
  if (main) {
    const checked = await checkProductRow(db, main, product);
    errors.push(...checked.errors);
    input = checked.input;
    if (input) {
      const state = { ...(product ?? {}), ...input } as Partial<ProductSnapshot>;
      defaultState = {
        sku: product?.sku ?? state.sku!,
        size: state.size ?? null,
        price: state.price!,
        salePrice: state.salePrice ?? null,
        weightGrams: state.weightGrams ?? null,
        stockQuantity: state.stockQuantity ?? 0,
      };
    }
  }
  const changes = input !== null && Object.keys(input).length > 0;
  const variants = planVariants(group, catalogue, defaultState, {
    failed: errors.length > 0 || input === null,
    changes,
  });
  errors.push(...variants.errors);
  if (errors.length > 0 || input === null) {
    plan.errors.push(...errors);
    return;
  }
  const line = main?.line ?? group.line;
  if (!product) {
    const create = input as CreateProductInput;
    plan.writes.push({ kind: 'create', line, input: create, variants: variants.writes });
  } else if (changes || variants.writes.length > 0) {
    plan.writes.push({ kind: 'update', line, id: product.id, input, variants: variants.writes });
  } else plan.unchanged += 1;
}

/** The report of a plan: its counts and its errors in line order (the first 1,000). */
export function reportOf(plan: Plan, dryRun: boolean): ProductImportReport {
  const errors = [...plan.errors].sort((a, b) => a.line - b.line);
  return {
    dryRun,
    rows: plan.rows,
    created: plan.writes.filter((write) => write.kind === 'create').length,
    updated: plan.writes.filter((write) => write.kind === 'update').length,
    unchanged: plan.unchanged,
    errors: errors.slice(0, PRODUCT_CSV_MAX_REPORTED_ERRORS),
    errorCount: errors.length,
  };
}

/** "The file has 2 errors; nothing was imported.": the refusal of an import with errors. */
export function importInvalidMessage(report: ProductImportReport): string {
  const count = report.errorCount;
  return `The file has ${count} ${count === 1 ? 'error' : 'errors'}; nothing was imported.`;
}
