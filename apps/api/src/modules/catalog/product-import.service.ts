import {
  toPage,
  type Page,
  type PageQuery,
  type ProductImportReport,
  type ProductImportRun,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import type { AuditActor } from '../audit/audit.service.js';
import { enqueueProductImport } from './product-import.job.js';
import { csvTextOf, importInvalidMessage, planImport, reportOf } from './product-import-plan.js';
import * as importsRepo from './product-import.repository.js';

function importInvalid(report: ProductImportReport): AppError {
  return new AppError(400, 'IMPORT_INVALID', importInvalidMessage(report), report);
}

function toImportRun(row: importsRepo.ProductImportRunRow): ProductImportRun {
  return {
    id: row.id,
    status: row.status,
    report: row.report as ProductImportReport,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The file's text and the report of checking it against the catalogue as it is now. */
async function checked(db: Db, file: Buffer, dryRun: boolean) {
  const read = csvTextOf(file);
  if ('refused' in read) return { text: null, report: reportOf(read.refused, dryRun) };
  return { text: read.text, report: reportOf(await planImport(db, read.text), dryRun) };
}

/**
 * Checks a CSV file of products (PRODUCT_CSV_COLUMNS) and writes nothing: by SKU, what it would
 * create, update and leave, and every row's errors by line and column.
 */
export async function checkProductImport(db: Db, file: Buffer): Promise<ProductImportReport> {
  return (await checked(db, file, true)).report;
}

/**
 * Applies a CSV file of products in the background: checked now (any error: 400 IMPORT_INVALID
 * with the report, nothing kept), then kept as a QUEUED import whose job is enqueued in the same
 * transaction. The job (product-import.job.ts) checks it again and writes every row, or none.
 */
export async function queueProductImport(
  deps: { db: Db; jobs: JobQueue; requestId?: string },
  actor: AuditActor & { id: number },
  file: Buffer,
): Promise<ProductImportRun> {
  const { text, report } = await checked(deps.db, file, false);
  if (text === null || report.errorCount > 0) throw importInvalid(report);
  return deps.db.transaction(async (tx) => {
    const row = await importsRepo.insertImport(tx, { adminId: actor.id, csv: text, report });
    await enqueueProductImport(deps.jobs, tx, row.id, deps.requestId);
    return toImportRun(row);
  });
}

/** One import: queued, running, done with its report, or failed with why (404 when unknown). */
export async function getProductImport(db: Db, id: number): Promise<ProductImportRun> {
  const row = await importsRepo.findImport(db, id);
  if (!row) throw notFound('Import');
  return toImportRun(row);
}

/** A page of imports, the latest first. */
export async function listProductImports(
  db: Db,
  query: PageQuery,
): Promise<Page<ProductImportRun>> {
  const { rows, total } = await importsRepo.listImports(db, query.size, pageOffset(query));
  return toPage(rows.map(toImportRun), total, query);
}
