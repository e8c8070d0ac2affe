import type { ProductImportReport } from '@attar/contracts';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productImports, type ProductImportRow } from '../../db/schema/index.js';

/**
 * An import may run while it is queued or running (a run that died with its process), or failed
 * with its file kept: the queue gave up on it, and an admin's retry runs it again.
 */
const runnable = () =>
  or(
    inArray(productImports.status, ['QUEUED', 'RUNNING']),
    and(eq(productImports.status, 'FAILED'), isNotNull(productImports.csv)),
  );

// What the admin reads of an import: everything but the file (up to 2 MB).
const { csv: _csv, ...runColumns } = getTableColumns(productImports);
export type ProductImportRunRow = Omit<ProductImportRow, 'csv'>;

export async function insertImport(
  db: DbOrTx,
  values: { adminId: number; csv: string; report: ProductImportReport },
): Promise<ProductImportRow> {
  const [row] = await db.insert(productImports).values(values).returning();
  return row!;
}

export async function findImport(db: DbOrTx, id: number): Promise<ProductImportRunRow | undefined> {
  const [row] = await db.select(runColumns).from(productImports).where(eq(productImports.id, id));
  return row;
}

/** Marks a runnable import RUNNING and answers it; undefined when it is unknown or over. */
export async function startImport(db: DbOrTx, id: number): Promise<ProductImportRow | undefined> {
  const [row] = await db
    .update(productImports)
    .set({ status: 'RUNNING', error: null, finishedAt: null })
    .where(and(eq(productImports.id, id), runnable()))
    .returning();
  return row;
}

/**
 * Locks a runnable import's row until the transaction ends and answers true, or false when it
 * is over: of two runs of one import, the second waits here and then writes nothing.
 */
export async function lockRunnableImport(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: productImports.id })
    .from(productImports)
    .where(and(eq(productImports.id, id), runnable()))
    .for('update');
  return rows.length > 0;
}

/** Ends a run: DONE or FAILED with its report; the file is dropped, no run will read it again. */
export async function finishImport(
  db: DbOrTx,
  id: number,
  outcome: { status: 'DONE' | 'FAILED'; report: ProductImportReport; error: string | null },
): Promise<void> {
  await db
    .update(productImports)
    .set({ ...outcome, csv: null, finishedAt: new Date() })
    .where(and(eq(productImports.id, id), runnable()));
}

/** FAILED with the file kept, so that an admin's retry of the failed job can run it again. */
export async function giveUpImport(db: DbOrTx, id: number, error: string): Promise<void> {
  await db
    .update(productImports)
    .set({ status: 'FAILED', error, finishedAt: new Date() })
    .where(and(eq(productImports.id, id), eq(productImports.status, 'RUNNING')));
}

/** A page of imports, the latest first. */
export async function listImports(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: ProductImportRunRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(runColumns)
      .from(productImports)
      .orderBy(desc(productImports.createdAt), desc(productImports.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(productImports),
  ]);
  return { rows, total: total?.value ?? 0 };
}
