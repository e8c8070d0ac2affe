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
import * as csvRepo from './product-csv.repository.js';
import { columnOfPath, readHeader, readRow, type ImportCategory } from './product-csv-rows.js';
import { snapshotOf, type ProductSnapshot } from './product-snapshot.js';
import { resolveProduct, stateOf, type ProductState } from './product-values.js';

// The check of a CSV import: what each row would create or change, and what is wrong with it.
// The upload runs it (a dry run's report, or the refusal of an apply), and so does the
// background job again before it writes, since the catalogue may have changed in between.

export type PlannedWrite =
  | { kind: 'create'; line: number; input: CreateProductInput }
  | { kind: 'update'; line: number; id: number; input: UpdateProductInput };

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

type ExistingProduct = ProductSnapshot & { id: number; deleted: boolean };

/** The products holding these SKUs (live or deleted) as their history records them, by SKU. */
async function productsBySku(db: Db, skus: string[]): Promise<Map<string, ExistingProduct>> {
  const rows = await csvRepo.productsWithSkus(db, skus);
  const imagesOf = new Map<number, { publicId: string; isPrimary: boolean }[]>();
  const images = await csvRepo.imagesInOrderOf(
    db,
    rows.map((row) => row.id),
  );
  for (const image of images) {
    const list = imagesOf.get(image.productId) ?? [];
    list.push(image);
    imagesOf.set(image.productId, list);
  }
  return new Map(
    rows.map((row) => [
      row.sku,
      {
        ...snapshotOf(row, imagesOf.get(row.id) ?? []),
        id: row.id,
        deleted: row.deletedAt !== null,
      },
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
  const existing = await productsBySku(
    db,
    read.flatMap((row) => (row.sku ? [row.sku] : [])),
  );
  const firstLineOf = new Map<string, number>();
  const plan: Plan = { rows: rows.length, writes: [], unchanged: 0, errors: [] };

  for (const row of read) {
    const errors = [...row.errors];
    const product = row.sku ? existing.get(row.sku) : undefined;
    if (row.sku) {
      const first = firstLineOf.get(row.sku);
      if (first !== undefined) {
        errors.push({
          line: row.line,
          column: 'sku',
          message: `SKU ${row.sku} is also on line ${first}.`,
        });
      } else firstLineOf.set(row.sku, row.line);
      if (product?.deleted) {
        errors.push({
          line: row.line,
          column: 'sku',
          message: `SKU ${row.sku} belongs to the deleted product "${product.name}": restore it first, or use another SKU.`,
        });
      }
    }
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
    if (errors.length > 0 || !parsed.success) {
      plan.errors.push(...errors);
      continue;
    }

    if (!product) {
      const input = parsed.data as CreateProductInput;
      const issues = await serverIssues(db, null, input);
      if (issues.length > 0) plan.errors.push(...issuesToErrors(row.line, issues));
      else plan.writes.push({ kind: 'create', line: row.line, input });
      continue;
    }
    const changes = changesOf(product, parsed.data);
    if (Object.keys(changes).length === 0) {
      plan.unchanged += 1;
      continue;
    }
    const issues = await serverIssues(db, stateOf(product), changes);
    if (issues.length > 0) plan.errors.push(...issuesToErrors(row.line, issues));
    else plan.writes.push({ kind: 'update', line: row.line, id: product.id, input: changes });
  }
  return plan;
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
