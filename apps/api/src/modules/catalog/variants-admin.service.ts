import {
  paiseToRupees,
  rupeesToPaise,
  type AdminProduct,
  type ProductVariant,
  type ReplaceVariantsInput,
  type StockMovementReason,
  type ValidationIssue,
} from '@attar/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { ProductVariantRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { recordChange, type AuditActor } from '../audit/audit.service.js';
import * as inventory from './inventory.service.js';
import * as productRepo from './product-admin.repository.js';
import { getAdminProduct } from './product-admin.service.js';
import { PRODUCT_ENTITY } from './product-snapshot.js';
import { invalid, skuTaken } from './product-values.js';
import * as repo from './variants-admin.repository.js';
import { liveVariantsOf, productOfSku } from './variants.repository.js';

// The admin's writes of a product's variants (docs/decisions/0057-variants.md): the variants
// route's whole set, and the CSV import's rows. Stock goes through the inventory (ledger and
// history); the product row follows its default variant by the mirror trigger.

/** One variant as a write leaves it; `id` names one of the product's, none adds one. */
export interface VariantWrite {
  id?: number | null | undefined;
  sku: string;
  size: string | null;
  colour: string | null;
  price: number;
  salePrice: number | null;
  weightGrams: number | null;
  /** Undefined keeps the variant's image (a new variant has none). */
  imagePublicId?: string | null | undefined;
  /** Undefined keeps the stock (a new variant has none). */
  stockQuantity?: number | undefined;
  /** Undefined keeps the mark (a new variant is not the default). */
  isDefault?: boolean | undefined;
}

export interface VariantsRecord {
  /**
   * True: the product's live variants the write leaves out are removed (the variants route).
   * False: they stay as they are, and added ones come after them (the CSV import).
   */
  removeMissing: boolean;
  stockReason: StockMovementReason;
  reason?: string | null;
}

/** A write matched to the variant it changes, or to none (a new one). */
interface Target {
  write: VariantWrite;
  index: number;
  existing: ProductVariantRow | null;
}

/** A variant as the product's history records it. */
function compactOf(row: ProductVariantRow) {
  return {
    sku: row.sku,
    size: row.size,
    colour: row.colour,
    price: paiseToRupees(row.pricePaise),
    salePrice: row.salePricePaise === null ? null : paiseToRupees(row.salePricePaise),
    weightGrams: row.weightMg === null ? null : row.weightMg / 1000,
    isDefault: row.isDefault,
  };
}

const optionsKey = (variant: { size: string | null; colour: string | null }) =>
  JSON.stringify([(variant.size ?? '').toLowerCase(), (variant.colour ?? '').toLowerCase()]);

/**
 * Matches each write to its variant: by id (404 for an id that is none of the product's), or,
 * without one, by the SKU of a variant of the product's that no other write names by id (left
 * out, or removed earlier): a SKU names one variant for good, so sending it again brings that
 * variant back rather than refusing it as taken.
 */
function targetsOf(rows: ProductVariantRow[], writes: VariantWrite[]): Target[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const claimed = new Set<number>();
  for (const write of writes) {
    if (write.id == null) continue;
    if (!byId.has(write.id)) throw notFound('Variant');
    claimed.add(write.id);
  }
  return writes.map((write, index) => {
    if (write.id != null) return { write, index, existing: byId.get(write.id)! };
    const own = rows.find((row) => row.sku === write.sku && !claimed.has(row.id));
    if (own) claimed.add(own.id);
    return { write, index, existing: own ?? null };
  });
}

/**
 * 409 SKU_TAKEN for a SKU another product's variant holds (removed ones included), or one of
 * this product's variants that the write does not change: a removed one keeps its SKU.
 */
async function refuseTakenSkus(
  tx: Tx,
  productId: number,
  rows: ProductVariantRow[],
  targets: Target[],
): Promise<void> {
  const skus = targets.map((target) => target.write.sku);
  const [holder] = await repo.skuHoldersElsewhere(tx, skus, productId);
  if (holder) throw skuTaken(holder.sku, holder);
  const changed = new Set(targets.flatMap((target) => target.existing?.id ?? []));
  for (const { write, existing } of targets) {
    const own = rows.find((row) => row.sku === write.sku);
    if (own && own.id !== existing?.id && !changed.has(own.id)) {
      throw new AppError(
        409,
        'SKU_TAKEN',
        `SKU ${write.sku} belongs to a removed variant of this product: choose another SKU.`,
        { sku: write.sku, productId, deleted: false },
      );
    }
  }
}

/** 400 for a variant image that is none of the product's images (an image kept as it was passes). */
async function refuseForeignImages(tx: Tx, productId: number, targets: Target[]): Promise<void> {
  const images = new Set(
    (await productRepo.imagesInOrder(tx, productId)).map((image) => image.publicId),
  );
  const issues: ValidationIssue[] = targets.flatMap(({ write, existing, index }) => {
    const image = write.imagePublicId;
    if (image == null || image === existing?.imagePublicId || images.has(image)) return [];
    return [
      {
        path: `variants.${index}.imagePublicId`,
        message: `The image "${image}" is not one of this product's images.`,
      },
    ];
  });
  if (issues.length > 0) throw invalid(issues);
}

/**
 * True when a write gives one variant the SKU or options another of the product's holds now:
 * those variants are parked first, so that the unique indexes never see two at once.
 */
function tradesValues(rows: ProductVariantRow[], targets: Target[]): boolean {
  return targets.some(({ write, existing }) =>
    rows.some(
      (row) =>
        row.id !== existing?.id &&
        (row.sku === write.sku ||
          (row.deletedAt === null && optionsKey(row) === optionsKey(write))),
    ),
  );
}

function valuesOf(write: VariantWrite, existing: ProductVariantRow | null, sortOrder: number) {
  return {
    sku: write.sku,
    size: write.size,
    colour: write.colour,
    pricePaise: rupeesToPaise(write.price),
    salePricePaise: write.salePrice === null ? null : rupeesToPaise(write.salePrice),
    weightMg: write.weightGrams === null ? null : Math.round(write.weightGrams * 1000),
    imagePublicId:
      write.imagePublicId === undefined ? (existing?.imagePublicId ?? null) : write.imagePublicId,
    isDefault: write.isDefault ?? existing?.isDefault ?? false,
    sortOrder,
  };
}

/** The values of `values` that differ from the variant's (a removed one differs in any case). */
function changedValues(
  row: ProductVariantRow,
  values: ReturnType<typeof valuesOf>,
): Partial<ReturnType<typeof valuesOf>> | null {
  const changes = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => row[field as keyof typeof values] !== value),
  );
  return Object.keys(changes).length > 0 || row.deletedAt !== null ? changes : null;
}

/**
 * Writes a product's variants inside the caller's transaction: the product's row locked first,
 * then its variants (the order every admin write of a product takes, decision 0057), changes
 * and additions, removals (`record.removeMissing`), stock through the inventory, and one UPDATE
 * entry of the product's history with its live variants before and after. Exactly one default
 * must come out of it. Throws 404 (product, or a variant of another), 409 SKU_TAKEN, 400 for an
 * image that is not the product's.
 */
export async function writeVariantsIn(
  tx: Tx,
  actor: AuditActor,
  productId: number,
  writes: VariantWrite[],
  record: VariantsRecord,
): Promise<void> {
  if (!(await productRepo.lockProduct(tx, productId))) throw notFound('Product');
  const rows = await repo.lockVariantsOf(tx, productId);
  const live = rows
    .filter((row) => row.deletedAt === null)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const targets = targetsOf(rows, writes);
  await refuseTakenSkus(tx, productId, rows, targets);
  await refuseForeignImages(tx, productId, targets);

  const targeted = new Set(targets.flatMap((target) => target.existing?.id ?? []));
  const removed = record.removeMissing ? live.filter((row) => !targeted.has(row.id)) : [];
  const kept = live.filter((row) => !targeted.has(row.id) && !removed.includes(row));
  const lastOrder = Math.max(-1, ...live.map((row) => row.sortOrder));
  const planned = targets.map((target, index) => ({
    ...target,
    values: valuesOf(
      target.write,
      target.existing,
      record.removeMissing ? index : (target.existing?.sortOrder ?? lastOrder + 1 + index),
    ),
  }));
  const defaults = [...kept, ...planned.map((entry) => entry.values)].filter((v) => v.isDefault);
  if (defaults.length !== 1) {
    throw invalid([{ path: 'variants', message: 'Choose exactly one default variant.' }]);
  }

  const before = live.map(compactOf);
  const oldDefault = rows.find((row) => row.isDefault);
  const newDefault = planned.find((entry) => entry.values.isDefault);
  // One default at a time (a partial unique index), and never a removed one.
  if (oldDefault && newDefault && newDefault.existing?.id !== oldDefault.id) {
    await repo.clearDefault(tx, productId);
  }
  await repo.removeVariants(
    tx,
    removed.map((row) => row.id),
  );
  const parked = tradesValues(rows, targets);
  if (parked) {
    for (const { existing } of targets) if (existing) await repo.parkVariant(tx, existing.id);
  }
  const variantIds: number[] = [];
  for (const { existing, values } of planned) {
    if (!existing) {
      variantIds.push(await repo.insertVariant(tx, productId, values));
      continue;
    }
    // A parked variant has other values now: it is written again whatever they were.
    const changes = parked ? values : changedValues(existing, values);
    if (changes) await repo.updateVariant(tx, existing.id, changes);
    variantIds.push(existing.id);
  }
  for (const [index, { write }] of planned.entries()) {
    if (write.stockQuantity === undefined) continue;
    await inventory.setStock(
      tx,
      productId,
      write.stockQuantity,
      { reason: record.stockReason, actor },
      variantIds[index],
    );
  }

  const after = (await liveVariantsOf(tx, [productId])).map(compactOf);
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  await recordChange(tx, {
    actor,
    entityType: PRODUCT_ENTITY,
    entityId: productId,
    action: 'UPDATE',
    changes: { variants: { before, after } },
    reason: record.reason ?? null,
  });
}

/**
 * Runs a write of variants, answering a unique violation on a variant's SKU (another admin
 * saved it meanwhile) as 409 SKU_TAKEN naming the product that holds it now.
 */
export async function orVariantSkuTaken<T>(
  db: Db,
  productId: number,
  skus: string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'product_variants_sku_key')) throw error;
    for (const sku of skus) {
      const holder = await productOfSku(db, sku);
      if (holder && holder.id !== productId) throw skuTaken(sku, holder);
    }
    throw new AppError(409, 'SKU_TAKEN', 'This SKU was just given to another product.');
  }
}

/**
 * PUT /api/admin/products/{id}/variants: the product's whole set of variants (the schema has
 * checked SKUs, options and the default among them). A single variant is the default.
 */
export async function replaceVariants(
  db: Db,
  actor: AuditActor,
  productId: number,
  input: ReplaceVariantsInput,
): Promise<AdminProduct> {
  const single = input.variants.length === 1;
  const writes: VariantWrite[] = input.variants.map((variant) => ({
    id: variant.id ?? null,
    sku: variant.sku,
    size: variant.size,
    colour: variant.colour,
    price: variant.price,
    salePrice: variant.salePrice ?? null,
    weightGrams: variant.weightGrams ?? null,
    // The whole set is sent: a variant sent without an image has none.
    imagePublicId: variant.imagePublicId ?? null,
    stockQuantity: variant.stockQuantity,
    isDefault: single || variant.isDefault === true,
  }));
  await orVariantSkuTaken(
    db,
    productId,
    writes.map((write) => write.sku),
    () =>
      db.transaction((tx) =>
        writeVariantsIn(tx, actor, productId, writes, {
          removeMissing: true,
          stockReason: 'ADMIN_EDIT',
        }),
      ),
  );
  await storefrontChanged(db);
  return getAdminProduct(db, productId);
}

/** GET /api/admin/products/{id}/variants: the live variants in display order (404: no product). */
export async function listVariants(db: Db, productId: number): Promise<ProductVariant[]> {
  return (await getAdminProduct(db, productId)).variants;
}
