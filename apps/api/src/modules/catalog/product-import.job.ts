import {
  staffRoleCan,
  type ProductImportError,
  type ProductImportReport,
  type ValidationIssue,
} from '@attar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import type { AuditActor } from '../audit/audit.service.js';
import { loadSessionUser } from '../users/users.service.js';
import { applyProductWrite, insertProductIn, orSkuTaken } from './product-admin.service.js';
import {
  importInvalidMessage,
  issuesToErrors,
  planImport,
  reportOf,
  type Plan,
  type PlannedWrite,
} from './product-import-plan.js';
import * as importsRepo from './product-import.repository.js';
import { writeVariantsIn } from './variants-admin.service.js';

export const PRODUCT_IMPORT_JOB = 'product-import';

export interface ProductImportJobData {
  importId: number;
}

/** The history entries of an import say where the change came from. */
const IMPORT_REASON = 'CSV import';

const RETRY_LIMIT = 3;

const ADMIN_GONE_MESSAGE =
  'The admin who applied this import may no longer edit products. Nothing was imported.';

/**
 * Writes an import an admin applied (product_imports): checks the stored file again, since
 * the catalogue may have changed since the upload, then writes every row in one transaction.
 */
export function productImportJob(db: Db): JobDefinition<ProductImportJobData> {
  return {
    name: PRODUCT_IMPORT_JOB,
    // 30 s, 60 s, 120 s: a database that was briefly unreachable. A row's error is no reason
    // to retry: the run ends FAILED with the report instead.
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 30,
    // 5,000 rows in one transaction take well under this on either engine; a run still
    // active after it died with its process, and another process runs the import again.
    expireInSeconds: 600,
    run: ({ importId }, { log, attempt }) =>
      runProductImport(db, importId, log, attempt > RETRY_LIMIT),
    describe: ({ importId }) => `Product CSV import #${importId}`,
  };
}

/** Queues the writing of an import; inside `db`'s transaction when it is one. */
export function enqueueProductImport(
  jobs: JobQueue,
  db: DbOrTx,
  importId: number,
  requestId?: string,
): Promise<void> {
  return jobs.enqueue<ProductImportJobData>(db, PRODUCT_IMPORT_JOB, { importId }, { requestId });
}

/** The admin who applied the import, as the history names them; null when they no longer may. */
async function actorOf(db: Db, adminId: number | null): Promise<AuditActor | null> {
  if (adminId === null) return null;
  const user = await loadSessionUser(db, adminId);
  return user?.role === 'ADMIN' && staffRoleCan(user.staffRole, 'catalogue.manage')
    ? { id: adminId, email: user.email }
    : null;
}

/** The first cause of an error: the database's words rather than the query that met them. */
function rootMessageOf(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return root instanceof Error ? root.message : String(error);
}

/** A write refused by the product rules, as the report's errors of its line. */
function rowErrorsOf(write: PlannedWrite, error: AppError): ProductImportError[] {
  const issues = Array.isArray(error.details) ? (error.details as ValidationIssue[]) : [];
  return error.code === 'VALIDATION_FAILED' && issues.length > 0
    ? issuesToErrors(write.line, issues)
    : [{ line: write.line, column: null, message: error.message }];
}

/**
 * Writes every row of the plan in one transaction, and marks the import DONE in it: a run
 * that dies before the commit leaves nothing, one that commits is never run again. Answers the
 * errors of a row the product rules refused (nothing written), or null.
 */
async function writePlan(
  db: Db,
  importId: number,
  actor: AuditActor,
  plan: Plan,
): Promise<ProductImportError[] | null> {
  // The write under way when the transaction failed names the line of a refused row.
  const progress: { writing: PlannedWrite | null } = { writing: null };
  try {
    await orSkuTaken(db, null, () =>
      db.transaction(async (tx) => {
        if (!(await importsRepo.lockRunnableImport(tx, importId))) return;
        for (const write of plan.writes) {
          progress.writing = write;
          let productId: number;
          if (write.kind === 'create') {
            productId = await insertProductIn(tx, actor, write.input, {
              stockReason: 'IMPORT',
              reason: IMPORT_REASON,
            });
          } else {
            productId = write.id;
            if (Object.keys(write.input).length > 0) {
              await applyProductWrite(tx, actor, write.id, write.input, {
                action: 'UPDATE',
                reason: IMPORT_REASON,
                stockReason: 'IMPORT',
              });
            }
          }
          // The product's other variants, after its own row (which sets its default's values).
          if (write.variants.length > 0) {
            await writeVariantsIn(tx, actor, productId, write.variants, {
              removeMissing: false,
              stockReason: 'IMPORT',
              reason: IMPORT_REASON,
            });
          }
        }
        progress.writing = null;
        await importsRepo.finishImport(tx, importId, {
          status: 'DONE',
          report: reportOf(plan, false),
          error: null,
        });
      }),
    );
    return null;
  } catch (error) {
    // Changed since the check (another admin's write): nothing of the import stays.
    const refused = progress.writing;
    if (!(error instanceof AppError) || error.status >= 500 || refused === null) throw error;
    return rowErrorsOf(refused, error);
  }
}

/**
 * One run of an import: a finished one is left alone; a row that fails now ends it FAILED with
 * the report and nothing written. Anything else throws for the queue to retry, and the last
 * attempt marks the import FAILED with its file kept for an admin's retry.
 */
export async function runProductImport(
  db: Db,
  importId: number,
  log: FastifyBaseLogger,
  lastAttempt: boolean,
): Promise<void> {
  const row = await importsRepo.startImport(db, importId);
  if (!row || row.csv === null) {
    log.info({ importId }, 'product import already over or unknown; nothing to do');
    return;
  }
  const fail = (report: ProductImportReport, error: string) =>
    importsRepo.finishImport(db, importId, { status: 'FAILED', report, error });
  try {
    const actor = await actorOf(db, row.adminId);
    if (!actor) {
      await fail(row.report as ProductImportReport, ADMIN_GONE_MESSAGE);
      return;
    }
    const plan = await planImport(db, row.csv);
    const refused =
      plan.errors.length > 0 ? plan.errors : await writePlan(db, importId, actor, plan);
    if (refused) {
      const report = reportOf({ ...plan, errors: refused }, false);
      await fail(report, importInvalidMessage(report));
      return;
    }
    await storefrontChanged(db);
    const report = reportOf(plan, false);
    log.info(
      { importId, created: report.created, updated: report.updated, unchanged: report.unchanged },
      'product import written',
    );
  } catch (error) {
    if (lastAttempt) {
      const reason = rootMessageOf(error);
      await importsRepo.giveUpImport(
        db,
        importId,
        `The import could not be written (${reason.slice(0, 300)}). Nothing was imported; retry it from the failed jobs under Settings.`,
      );
    }
    throw error;
  }
}
