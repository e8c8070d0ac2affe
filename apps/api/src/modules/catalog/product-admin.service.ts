import {
  toPage,
  type AdminProduct,
  type AdminProductListQuery,
  type CreateProductInput,
  type DeletedProductListQuery,
  type Page,
  type StockMovementReason,
  type UpdateProductInput,
} from '@attar/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { slugOf } from '../../lib/slug.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import * as inventory from './inventory.service.js';
import { getSetting } from '../settings/settings.service.js';
import * as repo from './product-admin.repository.js';
import { toAdminProductDto, toVariantDto } from './product-dto.js';
import { liveVariantsOf } from './variants.repository.js';
import {
  PRODUCT_ENTITY,
  snapshotOf,
  withoutStock,
  type ProductSnapshot,
} from './product-snapshot.js';
import {
  columnsOf,
  requireFreeSku,
  resolveProduct,
  skuTaken,
  stateOf,
  type ResolvedProduct,
} from './product-values.js';
import type { ProductWithCategory } from './products.repository.js';
import { imagesOf } from './products.repository.js';

/** The settings' low-stock threshold: the admin's Low badge and filter follow it. */
async function lowStockThreshold(db: DbOrTx): Promise<number> {
  return (await getSetting(db, 'low_stock_threshold')).quantity;
}

async function toDtos(db: DbOrTx, rows: ProductWithCategory[]): Promise<AdminProduct[]> {
  const ids = rows.map((row) => row.id);
  const [images, variants, threshold] = await Promise.all([
    imagesOf(db, ids),
    liveVariantsOf(db, ids),
    lowStockThreshold(db),
  ]);
  return rows.map((row) => ({
    ...toAdminProductDto(
      row,
      images.filter((image) => image.productId === row.id),
      threshold,
    ),
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) =>
        toVariantDto(
          variant,
          row.deletedAt !== null,
          row.fromComponents ? row.stockQuantity : null,
        ),
      ),
  }));
}

/** One product for the admin, live or deleted; 404 when there is no such product. */
export async function getAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const row = await repo.findProduct(db, id);
  if (!row) throw notFound('Product');
  const [dto] = await toDtos(db, [row]);
  return dto!;
}

/** The admin product table: live products filtered, sorted and paged. */
export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
): Promise<Page<AdminProduct>> {
  const { rows, total } = await repo.listLiveProducts(
    db,
    {
      search: query.search,
      categoryId: query.category,
      stock: query.stock,
      featured: query.featured,
      lowStockThreshold: await lowStockThreshold(db),
    },
    query.sort ?? 'newest',
    query.size,
    pageOffset(query),
  );
  return toPage(await toDtos(db, rows), total, query);
}

/** Deleted products, most recently deleted first. */
export async function listDeletedProducts(
  db: Db,
  query: DeletedProductListQuery,
): Promise<Page<AdminProduct>> {
  const { rows, total } = await repo.listDeletedProducts(
    db,
    query.search,
    query.size,
    pageOffset(query),
  );
  return toPage(await toDtos(db, rows), total, query);
}

/** The product's values as its history records them. */
export async function snapshotNow(db: DbOrTx, id: number): Promise<ProductSnapshot | undefined> {
  const row = await repo.findProduct(db, id);
  if (!row) return undefined;
  return snapshotOf(row, await repo.imagesInOrder(db, id));
}

/** A slug for a new product's name, made unique with its SKU when the name's is taken. */
async function freeSlug(db: DbOrTx, name: string, sku: string): Promise<string> {
  const base = slugOf(name) || 'product';
  if (!(await repo.slugTaken(db, base))) return base;
  const withSku = `${base}-${slugOf(sku)}`;
  if (!(await repo.slugTaken(db, withSku))) return withSku;
  return `${withSku}-${Date.now().toString(36)}`;
}

/**
 * Runs a write, answering a unique violation on the SKU (two admins saving one SKU at once) as
 * 409 SKU_TAKEN, and trying again once after a lost race for a new product's slug.
 */
export async function orSkuTaken<T>(
  db: Db,
  sku: string | null,
  write: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt === 1 && isUniqueViolation(error, 'products_slug_key')) continue;
      const skuClash =
        isUniqueViolation(error, 'products_sku_key') ||
        isUniqueViolation(error, 'product_variants_sku_key');
      if (!skuClash) throw error;
      const holder = sku ? await repo.findBySku(db, sku) : undefined;
      if (!holder)
        throw new AppError(409, 'SKU_TAKEN', 'This SKU was just given to another product.');
      throw skuTaken(sku!, holder);
    }
  }
}

export interface CreateRecord {
  /** Why the opening stock is there: ADMIN_EDIT for the form, IMPORT for a CSV import. */
  stockReason?: StockMovementReason;
  reason?: string | null;
}

/**
 * Creates a product inside the caller's transaction (its images, opening stock and CREATE
 * history entry with every field) and answers its id. Throws as `createProduct` does.
 */
export async function insertProductIn(
  tx: Tx,
  actor: AuditActor,
  input: CreateProductInput,
  record: CreateRecord = {},
): Promise<number> {
  const resolved = await resolveProduct(tx, null, input);
  await requireFreeSku(tx, resolved.state.sku, null);
  const stock = input.stockQuantity ?? 0;
  // The row's trigger gives the product its default variant of these values; the opening stock
  // goes to it below.
  const productId = await repo.insertProduct(tx, {
    ...columnsOf(resolved),
    slug: await freeSlug(tx, resolved.state.name, resolved.state.sku),
  });
  await repo.replaceImages(
    tx,
    productId,
    resolved.state.imagePublicIds,
    resolved.state.primaryPublicId,
  );
  await inventory.recordOpeningStock(tx, productId, stock, actor, record.stockReason);
  const after = await snapshotNow(tx, productId);
  await recordChange(tx, {
    actor,
    entityType: PRODUCT_ENTITY,
    entityId: productId,
    action: 'CREATE',
    changes: diffFields(null, { ...after }),
    reason: record.reason ?? null,
  });
  return productId;
}

/**
 * Creates a product with its images and opening stock, recorded as a CREATE entry of its
 * history with every field. 400 for a rule broken, an unknown category or image; 409 SKU_TAKEN.
 */
export async function createProduct(
  db: Db,
  actor: AuditActor,
  input: CreateProductInput,
): Promise<AdminProduct> {
  const id = await orSkuTaken(db, input.sku, () =>
    db.transaction((tx) => insertProductIn(tx, actor, input)),
  );
  await storefrontChanged(db);
  return getAdminProduct(db, id);
}

export interface ChangeRecord {
  action: 'UPDATE' | 'REVERT';
  reason?: string | null;
  /** Why the stock changes, when it does: ADMIN_EDIT unless said (IMPORT for a CSV import). */
  stockReason?: StockMovementReason;
}

/**
 * Applies a write to a locked product: values, images, stock (through the inventory, as
 * `record.stockReason`), and one history entry with each changed field before and after.
 * Nothing changed, nothing recorded.
 */
export async function applyProductWrite(
  tx: Tx,
  actor: AuditActor,
  id: number,
  input: UpdateProductInput,
  record: ChangeRecord,
): Promise<void> {
  if (!(await repo.lockProduct(tx, id))) throw notFound('Product');
  const before = (await snapshotNow(tx, id))!;
  const resolved: ResolvedProduct = await resolveProduct(tx, stateOf(before), input);
  const { state } = resolved;
  if (state.sku !== before.sku) await requireFreeSku(tx, state.sku, id);
  const imagesChanged =
    JSON.stringify([state.imagePublicIds, state.primaryPublicId]) !==
    JSON.stringify([before.imagePublicIds, before.primaryPublicId]);
  const valuesChanged = Object.keys(diffFields({ ...stateOf(before) }, { ...state })).some(
    (field) => field !== 'imagePublicIds' && field !== 'primaryPublicId',
  );
  if (valuesChanged || imagesChanged) await repo.updateProduct(tx, id, columnsOf(resolved));
  if (imagesChanged) await repo.replaceImages(tx, id, state.imagePublicIds, state.primaryPublicId);
  if (input.stockQuantity !== undefined) {
    await inventory.setStock(tx, id, input.stockQuantity, {
      reason: record.stockReason ?? 'ADMIN_EDIT',
      actor,
    });
  }
  const after = (await snapshotNow(tx, id))!;
  const changes = diffFields({ ...withoutStock(before) }, { ...withoutStock(after) });
  if (Object.keys(changes).length === 0) return;
  await recordChange(tx, {
    actor,
    entityType: PRODUCT_ENTITY,
    entityId: id,
    action: record.action,
    changes,
    reason: record.reason ?? null,
  });
}

/** Changes the fields sent (null clears an optional one); a deleted product may be edited too. */
export async function updateProduct(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UpdateProductInput,
): Promise<AdminProduct> {
  const write = () =>
    db.transaction((tx) => applyProductWrite(tx, actor, id, input, { action: 'UPDATE' }));
  await (input.sku ? orSkuTaken(db, input.sku, write) : write());
  await storefrontChanged(db);
  return getAdminProduct(db, id);
}

async function setDeleted(db: Db, actor: AuditActor, id: number, deleted: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockProduct(tx, id))) throw notFound('Product');
    const row = (await repo.findProduct(tx, id))!;
    if ((row.deletedAt !== null) === deleted) return;
    const deletedAt = deleted ? new Date() : null;
    await repo.updateProduct(tx, id, { deletedAt });
    await recordChange(tx, {
      actor,
      entityType: PRODUCT_ENTITY,
      entityId: id,
      action: deleted ? 'DELETE' : 'RESTORE',
      changes: {
        deletedAt: {
          before: row.deletedAt?.toISOString() ?? null,
          after: deletedAt?.toISOString() ?? null,
        },
      },
    });
  });
  await storefrontChanged(db);
}

/**
 * Soft-deletes a product: it leaves every list, search and menu and cannot be bought, while
 * orders, reviews and wishlists keep showing it. Deleting a deleted product changes nothing.
 */
export async function deleteProduct(db: Db, actor: AuditActor, id: number): Promise<void> {
  await setDeleted(db, actor, id, true);
}

/** Brings a deleted product back as it was; restoring a live product changes nothing. */
export async function restoreProduct(db: Db, actor: AuditActor, id: number): Promise<AdminProduct> {
  await setDeleted(db, actor, id, false);
  return getAdminProduct(db, id);
}

/** 404 unless the product exists (live or deleted). */
export async function requireProduct(db: DbOrTx, id: number): Promise<void> {
  if (!(await repo.productExists(db, id))) throw notFound('Product');
}
