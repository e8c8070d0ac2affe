import {
  ORDER_MESSAGES,
  toPage,
  type Page,
  type PageQuery,
  type StockMovement,
  type StockMovementReason,
} from '@attar/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { recordChange, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service.js';
import { notifyAdmins } from '../notifications/admin-notifications.service.js';
import { getSettingCached } from '../settings/settings.service.js';
import { productUnavailable } from './catalog.service.js';
import * as repo from './inventory.repository.js';
import { PRODUCT_ENTITY } from './product-snapshot.js';
import { enqueueLowStockMail } from './low-stock-mail.job.js';
import { productExists } from './product-admin.repository.js';

// The inventory service owns stock (docs/architecture.md, "Inventory"): orders, cancellations,
// returns, imports and admin edits change it only here, and each change is written to the ledger
// (stock_movements) and to the product's history in the transaction that makes it.

export interface OrderRef {
  id: number;
  orderNumber: string;
}

export interface StockChangeContext {
  reason: StockMovementReason;
  actor: AuditActor;
  order?: OrderRef | null;
  note?: string | null;
}

/** One line of an order as the stock sees it. */
export interface OrderLineStock {
  productId: number;
  variantId: number;
  name: string;
  sku: string;
  quantity: number;
}

/** Stock an order took from one variant, and what the variant has left. */
export interface StockTake {
  productId: number;
  variantId: number;
  quantity: number;
  stockAfter: number;
}

/** "ORDER AH-2026-000012", "ADMIN_EDIT: received from Kannauj". */
function reasonText(context: StockChangeContext): string {
  const head = [context.reason, context.order?.orderNumber].filter(Boolean).join(' ');
  return context.note ? `${head}: ${context.note}` : head;
}

/** The variant a stock change is about, and its product. */
interface VariantRef {
  productId: number;
  variantId: number;
  sku: string;
}

async function recordStockChange(
  tx: DbOrTx,
  variant: VariantRef,
  delta: number,
  stockAfter: number,
  context: StockChangeContext,
): Promise<void> {
  const { productId, variantId } = variant;
  await repo.insertMovements(tx, [
    {
      productId,
      variantId,
      delta,
      stockAfter,
      reason: context.reason,
      orderId: context.order?.id ?? null,
      actorId: context.actor.id,
      note: context.note ?? null,
    },
  ]);
  await recordChange(tx, {
    actor: context.actor,
    entityType: PRODUCT_ENTITY,
    entityId: productId,
    action: 'STOCK',
    changes: { stockQuantity: { before: stockAfter - delta, after: stockAfter } },
    reason: reasonText(context),
  });
}

/**
 * A notice for a product whose stock this take brought down to the low-stock threshold (the
 * `low_stock_threshold` setting) or below: "low" means at or below it, as on the dashboard and
 * the products table, and only the take that crosses it tells the admins.
 */
async function noticeLowStock(
  tx: Tx,
  jobs: JobQueue,
  line: OrderLineStock,
  left: number,
  threshold: number,
): Promise<void> {
  if (left > threshold || left + line.quantity <= threshold) return;
  await enqueueLowStockMail(jobs, tx, {
    productId: line.productId,
    name: line.name,
    sku: line.sku,
    left,
    threshold,
  });
  const out = left === 0;
  await notifyAdmins(tx, {
    type: 'LOW_STOCK',
    title: `${out ? 'Out of stock' : 'Low stock'}: ${line.name}`,
    message: out
      ? `${line.name} (${line.sku}) is out of stock.`
      : `${line.name} (${line.sku}) has ${left} left (low at ${threshold} or fewer).`,
    link: `/admin/products?search=${encodeURIComponent(line.sku)}`,
    refId: line.productId,
  });
}

/**
 * The settings' low-stock threshold for takeStockForOrder, from the settings cache (an admin's
 * settings write clears it at once), so that placement reads it before its transaction and the
 * transaction does not wait for it.
 */
export async function lowStockThreshold(db: DbOrTx): Promise<number> {
  return (await getSettingCached(db, 'low_stock_threshold')).quantity;
}

/**
 * Takes an order's stock (the order row must exist: the ledger names it) with one conditional
 * update that also writes each take's ledger row and product history entry. An order
 * of several products first locks their rows in id order, so that two orders never wait on
 * each other's rows in opposite orders. Every short line is named in one 409
 * INSUFFICIENT_STOCK (409 PRODUCT_UNAVAILABLE for a product deleted meanwhile); the caller's
 * transaction must then roll back. A product falling to the low-stock threshold raises an
 * admin notice and a low-stock mail job (`threshold`: lowStockThreshold, read before the
 * transaction). Placement calls this last before its commit: a product's row stays locked from
 * here to the commit, and every order of that product waits for it.
 */
export async function takeStockForOrder(
  tx: Tx,
  jobs: JobQueue,
  lines: OrderLineStock[],
  order: OrderRef,
  threshold: number,
): Promise<StockTake[]> {
  if (lines.length > 1)
    await repo.lockVariantsInIdOrder(
      tx,
      lines.map((line) => line.variantId),
    );
  const context: StockChangeContext = { reason: 'ORDER', actor: SYSTEM_ACTOR, order };
  const taken = await repo.takeOrderStock(tx, lines, order.id, {
    entityType: PRODUCT_ENTITY,
    reason: reasonText(context),
  });
  if (taken.length < lines.length) await refuseShortLines(tx, lines, taken);
  for (const take of taken) {
    const line = lines.find((candidate) => candidate.variantId === take.variantId)!;
    await noticeLowStock(tx, jobs, line, take.stockAfter, threshold);
  }
  return taken;
}

/** The 409 for lines an order could not take: short of stock, or deleted meanwhile. */
async function refuseShortLines(
  tx: Tx,
  lines: OrderLineStock[],
  taken: StockTake[],
): Promise<never> {
  const short: {
    productId: number;
    variantId: number;
    name: string;
    sku: string;
    requested: number;
    available: number;
  }[] = [];
  const deleted: { id: number; name: string; sku: string }[] = [];
  const missing = lines.filter((line) => !taken.some((take) => take.variantId === line.variantId));
  for (const line of missing.sort((a, b) => a.variantId - b.variantId)) {
    const { stock, deleted: gone } = await repo.availabilityOf(tx, line.variantId);
    if (gone) {
      deleted.push({ id: line.productId, name: line.name, sku: line.sku });
      continue;
    }
    short.push({
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      sku: line.sku,
      requested: line.quantity,
      available: stock,
    });
  }
  // Deleted by an admin while the order was being placed.
  if (deleted.length > 0) throw productUnavailable(deleted);
  const names = short.map((line) => line.name).join(', ');
  throw new AppError(409, 'INSUFFICIENT_STOCK', `${ORDER_MESSAGES.insufficientStock} ${names}`, {
    products: short,
  });
}

/** The variant a stock change names: the one given, or the product's default; 404 otherwise. */
async function variantToChange(
  tx: DbOrTx,
  productId: number,
  variantId: number | undefined,
): Promise<number> {
  const id =
    variantId === undefined
      ? await repo.defaultVariantOf(tx, productId)
      : await repo.variantOfProduct(tx, productId, variantId);
  if (id === undefined) throw notFound(variantId === undefined ? 'Product' : 'Variant');
  return id;
}

/** Gives units back (a cancelled order, a completed return), in variant id order. */
export async function putBackStock(
  tx: Tx,
  lines: { productId: number; variantId: number; quantity: number }[],
  context: StockChangeContext,
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const held = await repo.lockStock(tx, line.variantId);
    const after = held && (await repo.addStock(tx, line.variantId, line.quantity));
    if (!held || after == null) throw notFound('Product');
    const variant = { productId: held.productId, variantId: line.variantId, sku: held.sku };
    await recordStockChange(tx, variant, line.quantity, after, context);
  }
}

/**
 * Sets a variant's stock to `quantity` (an admin's edit, an import; the product's default
 * variant when none is named) with its row locked, so the recorded change is exact even while
 * orders take stock. No change, no record.
 */
export async function setStock(
  tx: Tx,
  productId: number,
  quantity: number,
  context: StockChangeContext,
  variantId?: number,
): Promise<number> {
  const id = await variantToChange(tx, productId, variantId);
  const held = await repo.lockStock(tx, id);
  if (held === undefined) throw notFound('Product');
  if (held.stock === quantity) return held.stock;
  await repo.writeStock(tx, id, quantity);
  const variant = { productId, variantId: id, sku: held.sku };
  await recordStockChange(tx, variant, quantity - held.stock, quantity, context);
  return quantity;
}

/**
 * A new product's opening stock, given to its default variant with its ledger entry (the
 * product's CREATE history entry shows it).
 */
export async function recordOpeningStock(
  tx: Tx,
  productId: number,
  quantity: number,
  actor: AuditActor,
  reason: StockMovementReason = 'ADMIN_EDIT',
): Promise<void> {
  if (quantity === 0) return;
  const variantId = await variantToChange(tx, productId, undefined);
  await repo.writeStock(tx, variantId, quantity);
  await repo.insertMovements(tx, [
    {
      productId,
      variantId,
      delta: quantity,
      stockAfter: quantity,
      reason,
      actorId: actor.id,
      note: 'Opening stock',
    },
  ]);
}

/**
 * Changes a variant's stock by `delta` units (an admin receiving or writing off stock; the
 * product's default variant when none is named); 409 INSUFFICIENT_STOCK when fewer units are
 * left than a write-off takes.
 */
export async function adjustStock(
  db: Db,
  productId: number,
  delta: number,
  actor: AuditActor,
  note: string | null,
  variantId?: number,
): Promise<number> {
  const stock = await db.transaction(async (tx) => {
    const id = await variantToChange(tx, productId, variantId);
    const held = await repo.lockStock(tx, id);
    if (held === undefined) throw notFound('Product');
    const before = held.stock;
    if (before + delta < 0) {
      throw new AppError(
        409,
        'INSUFFICIENT_STOCK',
        `Only ${before} in stock: ${-delta} cannot be taken off.`,
        { products: [{ productId, variantId: id, requested: -delta, available: before }] },
      );
    }
    await repo.writeStock(tx, id, before + delta);
    const variant = { productId, variantId: id, sku: held.sku };
    await recordStockChange(tx, variant, delta, before + delta, {
      reason: 'ADMIN_EDIT',
      actor,
      note,
    });
    return before + delta;
  });
  await storefrontChanged(db);
  return stock;
}

/** A product's stock ledger, newest first; 404 for an unknown product (deleted ones have one). */
export async function stockMovementsOf(
  db: Db,
  productId: number,
  query: PageQuery,
): Promise<Page<StockMovement>> {
  if (!(await productExists(db, productId))) throw notFound('Product');
  const { rows, total } = await repo.pageOfMovements(db, productId, query.size, pageOffset(query));
  const content = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    sku: row.sku,
    delta: row.delta,
    stockAfter: row.stockAfter,
    reason: row.reason,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    actor: row.actorId === null ? null : { id: row.actorId, email: row.actorEmail },
    note: row.note,
    at: row.createdAt.toISOString(),
  }));
  return toPage(content, total, query);
}
