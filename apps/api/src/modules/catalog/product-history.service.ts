import {
  toPage,
  type AdminProduct,
  type Page,
  type PageQuery,
  type ProductHistoryEntry,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { AuditLogRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { changesSince, historyPage, type AuditActor } from '../audit/audit.service.js';
import {
  applyProductWrite,
  getAdminProduct,
  orSkuTaken,
  requireProduct,
  snapshotNow,
} from './product-admin.service.js';
import * as repo from './product-admin.repository.js';
import { PRODUCT_ENTITY, RESTORABLE_FIELDS, type RestorableField } from './product-snapshot.js';
import { stateOf, type ProductState } from './product-values.js';

function toEntryDto(row: AuditLogRow): ProductHistoryEntry {
  return {
    id: row.id,
    productId: row.entityId,
    action: row.action,
    at: row.createdAt.toISOString(),
    actor:
      row.actorId === null && row.actorEmail === null
        ? null
        : { id: row.actorId, email: row.actorEmail },
    reason: row.reason,
    changes: Object.entries(row.changes).map(([field, change]) => ({
      field,
      before: change.before,
      after: change.after,
    })),
  };
}

/**
 * A product's history, newest first: every create, update (images included), delete, restore,
 * revert and stock change, with who (null: the store, for an order's stock) and each changed
 * field's value before and after. 404 for an unknown product.
 */
export async function productHistory(
  db: Db,
  productId: number,
  query: PageQuery,
): Promise<Page<ProductHistoryEntry>> {
  await requireProduct(db, productId);
  const { rows, total } = await historyPage(
    db,
    PRODUCT_ENTITY,
    productId,
    query.size,
    pageOffset(query),
  );
  return toPage(rows.map(toEntryDto), total, query);
}

const restorable = new Set<string>(RESTORABLE_FIELDS);

/**
 * The product's values right after entry `since[last]`: today's values with every later
 * entry's changes undone, newest first.
 */
function stateAfter(current: ProductState, since: AuditLogRow[]): ProductState {
  const state: Record<string, unknown> = { ...current };
  for (const entry of since.slice(0, -1)) {
    for (const [field, change] of Object.entries(entry.changes)) {
      if (restorable.has(field)) state[field as RestorableField] = change.before;
    }
  }
  return state as ProductState;
}

/**
 * Puts back the product's values as they were right after history entry `entryId` (stock and
 * deletion excepted: stock follows orders, and a deleted product stays deleted), as one
 * REVERT entry. 404 for an entry of another product; 409 when that version can no longer be
 * saved (its category or images are gone, its SKU is now another product's).
 */
export async function revertToEntry(
  db: Db,
  actor: AuditActor,
  productId: number,
  entryId: number,
): Promise<AdminProduct> {
  try {
    await orSkuTaken(db, null, () =>
      db.transaction(async (tx) => {
        if (!(await repo.lockProduct(tx, productId))) throw notFound('Product');
        const since = await changesSince(tx, PRODUCT_ENTITY, productId, entryId);
        if (!since) throw notFound('History entry');
        const target = stateAfter(stateOf((await snapshotNow(tx, productId))!), since);
        await applyProductWrite(tx, actor, productId, target, {
          action: 'REVERT',
          reason: `Back to the values after entry #${entryId}`,
        });
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 400) {
      throw new AppError(
        409,
        'CONFLICT',
        `That version cannot be put back: ${error.message}`,
        error.details,
      );
    }
    throw error;
  }
  await storefrontChanged(db);
  return getAdminProduct(db, productId);
}
