import type { AdminProduct, Page, ProductHistoryEntry, ProductImportRun } from '@attar/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImports, products, stockMovements } from '../../db/schema/index.js';
import { adminCatalogue, fragrancePayload } from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import { applyCsv, csvFile, getImport, importCsv } from '../../../test/product-csv.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { PRODUCT_IMPORT_JOB, runProductImport } from './product-import.job.js';

// The background half of an import: what the job does when the catalogue or the admin changed
// after the upload's check, when the upload does not commit, and when it runs twice or fails.

let t: TestApp;
let adminUser: { id: number; token: string; email: string };
let admin: ReturnType<typeof adminCatalogue>;
let musk: AdminProduct;

beforeAll(async () => {
  t = await createTestApp();
  const attars = (await addCategory(t.database.db, { name: 'Attars' })).id;
  await addCategory(t.database.db, { name: 'Bakhoor' });
  adminUser = await signedInUser(t, 'ADMIN');
  admin = adminCatalogue(t, adminUser.token);
  musk = await admin.add(
    fragrancePayload(attars, { name: 'White Musk', sku: 'AH-JOB-MUSK', price: 1200 }),
  );
});
afterAll(async () => {
  await t.close();
});

const REQUIRED = ['sku', 'name', 'category', 'price', 'shortDescription', 'description'];
const base = { shortDescription: 'In brief.', description: 'At length.' };

/** A file that creates one product (`sku`) and sets White Musk's price. */
function fileCreating(sku: string, category = 'Attars', muskPrice = 1500): string {
  return csvFile(REQUIRED, [
    { ...base, sku, name: `New ${sku}`, category, price: 900 },
    {
      sku: musk.sku,
      name: musk.name,
      category: 'Attars',
      price: muskPrice,
      shortDescription: musk.shortDescription,
      description: musk.description,
    },
  ]);
}

async function written() {
  const db = t.database.db;
  const [[p], [a], [s]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(stockMovements),
  ]);
  return { products: p!.n, audit: a!.n, movements: s!.n };
}

/** The queue's product-import jobs, of one import or of all. */
async function importJobs(importId?: number): Promise<number> {
  const { rows } = await t.database.query(
    `select count(*)::int as n from pgboss.job
      where name = $1 and ($2::int is null or (data -> 'payload' ->> 'importId')::int = $2)`,
    [PRODUCT_IMPORT_JOB, importId ?? null],
  );
  return (rows[0] as { n: number }).n;
}

/** Statements a test adds to the database (triggers), undone after it. */
const undo: string[] = [];
async function withSql(statements: string, undoStatements: string) {
  await t.database.query(statements);
  undo.push(undoStatements);
}
afterEach(async () => {
  for (const statements of undo.splice(0).reverse()) await t.database.query(statements);
});

/** Has `sql` run by the upload's own transaction, just after it stores the import. */
function onImportStored(name: string, sql: string) {
  return withSql(
    `create function ${name}() returns trigger language plpgsql as $$
       begin ${sql}; return null; end $$;
     create trigger ${name} after insert on product_imports
       for each row execute function ${name}();`,
    `drop trigger ${name} on product_imports; drop function ${name}();`,
  );
}

describe('the product-import job', () => {
  it('fails with the report and writes nothing when a row became invalid between the check and the run', async () => {
    // Another admin renames the category once the check has passed and before the job runs.
    await onImportStored(
      'rename_bakhoor',
      `update categories set name = 'Bakhoor Sticks' where name = 'Bakhoor'`,
    );
    const before = await written();
    const { queued, run } = await applyCsv(
      t,
      adminUser.token,
      fileCreating('AH-JOB-B1', 'Bakhoor'),
    );
    expect(queued).toMatchObject({ status: 'QUEUED', report: { created: 1, updated: 1 } });
    expect(run).toMatchObject({
      status: 'FAILED',
      error: 'The file has 1 error; nothing was imported.',
      report: {
        dryRun: false,
        errors: [{ line: 2, column: 'category', message: 'No category is named "Bakhoor".' }],
        errorCount: 1,
      },
    });
    expect(run.finishedAt).not.toBeNull();
    expect(await written()).toEqual(before);
    const [kept] = await t.database.db
      .select({ csv: productImports.csv })
      .from(productImports)
      .where(eq(productImports.id, run.id));
    expect(kept!.csv).toBeNull();
  });

  it('has its job exactly when the upload commits', async () => {
    const { queued } = await applyCsv(t, adminUser.token, fileCreating('AH-JOB-C1'));
    expect(await importJobs(queued.id)).toBe(1);

    // The upload's transaction fails at its commit, after the job was enqueued in it.
    await withSql(
      `create function refuse_commit() returns trigger language plpgsql as $$
         begin raise exception 'commit refused by the test'; end $$;
       create constraint trigger refuse_commit after insert on product_imports
         deferrable initially deferred for each row execute function refuse_commit();`,
      `drop trigger refuse_commit on product_imports; drop function refuse_commit();`,
    );
    const before = await written();
    const [imports] = await t.database.db.select({ n: count() }).from(productImports);
    const jobs = await importJobs();
    const refused = await importCsv(t, adminUser.token, fileCreating('AH-JOB-C2'), false);
    expect([refused.statusCode, json(refused).code]).toEqual([500, 'INTERNAL_ERROR']);
    expect(await importJobs()).toBe(jobs);
    expect(await t.database.db.select({ n: count() }).from(productImports)).toEqual([imports]);
    await t.app.jobs.whenIdle();
    expect(await written()).toEqual(before);
  });

  it('writes an import once however often its job runs, and leaves a finished one alone', async () => {
    const priceBefore = json<AdminProduct>(await admin.read(musk.id)).price;
    const accepted = await importCsv(
      t,
      adminUser.token,
      fileCreating('AH-JOB-D1', 'Attars', 1700),
      false,
    );
    expect(accepted.statusCode).toBe(202);
    const { id } = json<ProductImportRun>(accepted);
    // A second job for the same import, as a run taken for dead and retried elsewhere would be.
    await t.app.jobs.enqueue(t.database.db, PRODUCT_IMPORT_JOB, { importId: id });
    await t.app.jobs.whenIdle();
    const done = json<ProductImportRun>(await getImport(t, adminUser.token, id));
    expect(done).toMatchObject({ status: 'DONE', report: { created: 1, updated: 1 } });
    const importUpdates = async () =>
      json<Page<ProductHistoryEntry>>(await admin.history(musk.id)).content.filter(
        (entry) => entry.reason === 'CSV import',
      );
    const updates = await importUpdates();
    expect(updates.filter((entry) => JSON.stringify(entry.changes).includes('1700'))).toEqual([
      expect.objectContaining({ changes: [{ field: 'price', before: priceBefore, after: 1700 }] }),
    ]);

    const before = await written();
    await t.app.jobs.enqueue(t.database.db, PRODUCT_IMPORT_JOB, { importId: id });
    await t.app.jobs.whenIdle();
    expect(await written()).toEqual(before);
    expect(json<ProductImportRun>(await getImport(t, adminUser.token, id))).toEqual(done);
  });

  it('keeps the file of an import whose last attempt failed, so that a retry writes it', async () => {
    await withSql(
      `create function disk_full() returns trigger language plpgsql as $$
         begin raise exception 'the disk is full'; end $$;
       create trigger disk_full before insert on products
         for each row execute function disk_full();`,
      `drop trigger if exists disk_full on products; drop function if exists disk_full();`,
    );
    const before = await written();
    const { queued, run } = await applyCsv(
      t,
      adminUser.token,
      fileCreating('AH-JOB-E1', 'Attars', 1800),
    );
    // The first attempt failed; the queue retries it later.
    expect(run.status).toBe('RUNNING');
    await expect(runProductImport(t.database.db, queued.id, t.app.log, true)).rejects.toThrow();
    const gaveUp = json<ProductImportRun>(await getImport(t, adminUser.token, queued.id));
    expect(gaveUp.status).toBe('FAILED');
    expect(gaveUp.error).toBe(
      'The import could not be written (the disk is full). Nothing was imported; retry it from the failed jobs under Settings.',
    );
    expect(await written()).toEqual(before);

    await t.database.query(`drop trigger disk_full on products`);
    // What the admin's retry of the failed job does: the same data, enqueued again.
    await t.app.jobs.enqueue(t.database.db, PRODUCT_IMPORT_JOB, { importId: queued.id });
    await t.app.jobs.whenIdle();
    expect(json<ProductImportRun>(await getImport(t, adminUser.token, queued.id))).toMatchObject({
      status: 'DONE',
      error: null,
      report: { created: 1, updated: 1 },
    });
    expect(json<AdminProduct>(await admin.read(musk.id)).price).toBe(1800);
  });

  it('writes nothing for an admin whose role no longer edits products by the time it runs', async () => {
    const other = await signedInUser(t, 'ADMIN');
    await onImportStored(
      'demote_uploader',
      `update users set staff_role = 'SUPPORT' where id = new.admin_id`,
    );
    const before = await written();
    const accepted = await importCsv(t, other.token, fileCreating('AH-JOB-F1'), false);
    expect(accepted.statusCode).toBe(202);
    await t.app.jobs.whenIdle();
    const run = json<ProductImportRun>(
      await getImport(t, adminUser.token, json<ProductImportRun>(accepted).id),
    );
    expect(run).toMatchObject({
      status: 'FAILED',
      error: 'The admin who applied this import may no longer edit products. Nothing was imported.',
      report: { created: 1, updated: 1, errorCount: 0 },
    });
    expect(await written()).toEqual(before);
  });
});
