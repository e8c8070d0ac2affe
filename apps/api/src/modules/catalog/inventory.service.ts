import {
  ORDER_MESSAGES,
  setsAllowedBy,
  toPage,
  variantLabel,
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
import * as giftSets from './gift-sets.repository.js';
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

/** An order's set line and the components it takes (decision 0060). */
interface SetLine {
  line: OrderLineStock;
  components: giftSets.ComponentRow[];
}

/**
 * The variants an order's lines take stock from: a line of a gift set with components becomes
 * its components' lines (units per set times the sets), every other line stays as it is, and
 * lines of one variant are added up (an update changes a row once per statement).
 */
async function stockLinesOf(
  tx: Tx,
  lines: OrderLineStock[],
): Promise<{ takes: OrderLineStock[]; sets: SetLine[] }> {
  const components = await giftSets.componentsForSale(tx, [
    ...new Set(lines.map((line) => line.productId)),
  ]);
  const takes = new Map<number, OrderLineStock>();
  const add = (take: OrderLineStock) => {
    const known = takes.get(take.variantId);
    if (known) known.quantity += take.quantity;
    else takes.set(take.variantId, { ...take });
  };
  const sets: SetLine[] = [];
  for (const line of lines) {
    const own = components.filter((component) => component.setProductId === line.productId);
    if (own.length === 0) {
      add(line);
      continue;
    }
    sets.push({ line, components: own });
    for (const component of own) {
      const options = variantLabel(component);
      add({
        productId: component.productId,
        variantId: component.variantId,
        name: options ? `${component.productName} (${options})` : component.productName,
        sku: component.sku,
        quantity: component.quantity * line.quantity,
      });
    }
  }
  return { takes: [...takes.values()], sets };
}

/**
 * Takes an order's stock (the order row must exist: the ledger names it) with one conditional
 * update that also writes each take's ledger row and product history entry. A gift set with
 * components takes theirs (decision 0060), and what it took is recorded for the line, so that a
 * cancellation or a return puts back the same. An order of several variants first locks their
 * rows in id order, so that two orders never wait on each other's rows in opposite orders.
 * Every short line is named in one 409 INSUFFICIENT_STOCK (a set's line when one of its
 * components is short or removed; 409 PRODUCT_UNAVAILABLE for a product deleted meanwhile);
 * the caller's transaction must then roll back. A variant falling to the low-stock threshold
 * raises an admin notice and a low-stock mail job (`threshold`: lowStockThreshold, read before
 * the transaction). Placement calls this last before its commit: a variant's row stays locked
 * from here to the commit, and every order of that variant waits for it.
 */
export async function takeStockForOrder(
  tx: Tx,
  jobs: JobQueue,
  lines: OrderLineStock[],
  order: OrderRef,
  threshold: number,
): Promise<StockTake[]> {
  const { takes, sets } = await stockLinesOf(tx, lines);
  if (sets.length > 0) {
    await giftSets.recordTakenComponents(
      tx,
      order.id,
      sets.flatMap(({ line, components }) =>
        components.map((component) => ({
          setVariantId: line.variantId,
          componentProductId: component.productId,
          componentVariantId: component.variantId,
          quantity: component.quantity,
        })),
      ),
    );
  }
  if (takes.length > 1)
    await repo.lockVariantsInIdOrder(
      tx,
      takes.map((take) => take.variantId),
    );
  const context: StockChangeContext = { reason: 'ORDER', actor: SYSTEM_ACTOR, order };
  const taken = await repo.takeOrderStock(tx, takes, order.id, {
    entityType: PRODUCT_ENTITY,
    reason: reasonText(context),
  });
  if (taken.length < takes.length) await refuseShortLines(tx, lines, takes, taken, sets);
  for (const take of taken) {
    const line = takes.find((candidate) => candidate.variantId === take.variantId)!;
    await noticeLowStock(tx, jobs, line, take.stockAfter, threshold);
  }
  return taken;
}

/**
 * The 409 for lines an order could not take: short of stock, or deleted meanwhile. A set's line
 * is short when one of its components is (a removed one counts as none left), and says how many
 * sets are left.
 */
async function refuseShortLines(
  tx: Tx,
  lines: OrderLineStock[],
  takes: OrderLineStock[],
  taken: StockTake[],
  sets: SetLine[],
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
  const missing = new Set(
    takes
      .filter((take) => !taken.some((done) => done.variantId === take.variantId))
      .map((take) => take.variantId),
  );
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const set = sets.find((entry) => entry.line === line);
    if (set) {
      if (!set.components.some((component) => missing.has(component.variantId))) continue;
      const left = await Promise.all(
        set.components.map(async (component) => {
          const { stock, deleted: gone } = await repo.availabilityOf(tx, component.variantId);
          return { stockQuantity: gone ? 0 : stock, quantity: component.quantity };
        }),
      );
      short.push({
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        sku: line.sku,
        requested: line.quantity,
        available: setsAllowedBy(left),
      });
      continue;
    }
    if (!missing.has(line.variantId)) continue;
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

/** A line whose units go back: a variant of a product, so many. */
interface PutBackLine {
  productId: number;
  variantId: number;
  quantity: number;
}

/**
 * The variants units go back to: a set's line gives back the components its order took
 * (decision 0060), or, outside an order, those the set has now; any other line its own variant.
 * Lines of one variant are added up.
 */
async function linesToPutBack(
  tx: Tx,
  lines: PutBackLine[],
  order: OrderRef | null,
): Promise<PutBackLine[]> {
  const variantIds = [...new Set(lines.map((line) => line.variantId))];
  const taken = order ? await giftSets.takenComponentsOf(tx, order.id, variantIds) : [];
  const current = order
    ? []
    : await giftSets.componentsOf(tx, [...new Set(lines.map((line) => line.productId))]);
  const back = new Map<number, PutBackLine>();
  const add = (line: PutBackLine) => {
    const known = back.get(line.variantId);
    if (known) known.quantity += line.quantity;
    else back.set(line.variantId, { ...line });
  };
  for (const line of lines) {
    const components = order
      ? taken
          .filter((row) => row.setVariantId === line.variantId)
          .map((row) => ({
            productId: row.componentProductId,
            variantId: row.componentVariantId,
            quantity: row.quantity,
          }))
      : current.filter((row) => row.setProductId === line.productId);
    if (components.length === 0) add(line);
    for (const component of components) {
      add({
        productId: component.productId,
        variantId: component.variantId,
        quantity: component.quantity * line.quantity,
      });
    }
  }
  return [...back.values()];
}

/**
 * Gives units back (a cancelled order, a completed return), in variant id order; a gift set's
 * line gives back its components.
 */
export async function putBackStock(
  tx: Tx,
  lines: PutBackLine[],
  context: StockChangeContext,
): Promise<void> {
  const back = await linesToPutBack(tx, lines, context.order ?? null);
  for (const line of back.sort((a, b) => a.variantId - b.variantId)) {
    const held = await repo.lockStock(tx, line.variantId);
    const after = held && (await repo.addStock(tx, line.variantId, line.quantity));
    if (!held || after == null) throw notFound('Product');
    const variant = { productId: held.productId, variantId: line.variantId, sku: held.sku };
    await recordStockChange(tx, variant, line.quantity, after, context);
  }
}

/**
 * A gift set with components has the stock they allow (decision 0060) and none to set: 409 for
 * a change of it, except to the figure it shows already (a form sending it back), which answers
 * true: nothing to write. A CSV import's stock cell for such a set is left unread (true): the
 * figure exported moves with every order of a component, and must not fail the file. False for
 * a product without components.
 */
async function setStockUnchanged(
  tx: DbOrTx,
  productId: number,
  quantity: number | undefined,
  reason?: StockMovementReason,
): Promise<boolean> {
  const units = await giftSets.setUnits(tx, productId);
  if (units === null) return false;
  if (quantity === units || (quantity !== undefined && reason === 'IMPORT')) return true;
  throw setStockRefused(units);
}

function setStockRefused(units: number): AppError {
  return new AppError(
    409,
    'CONFLICT',
    `This gift set's stock comes from what is in it (${units} now): change the stock of its components instead.`,
    { stockQuantity: units, fromComponents: true },
  );
}

/**
 * A gift set given components keeps no stock of its own (decision 0060): its live variants'
 * own units are written off, each with its ledger entry.
 */
export async function clearOwnStockOfSet(
  tx: Tx,
  productId: number,
  actor: AuditActor,
): Promise<void> {
  for (const { id } of await giftSets.stockedVariantsOf(tx, productId)) {
    const held = await repo.lockStock(tx, id);
    if (!held || held.stock === 0) continue;
    await repo.writeStock(tx, id, 0);
    await recordStockChange(tx, { productId, variantId: id, sku: held.sku }, -held.stock, 0, {
      reason: 'ADMIN_EDIT',
      actor,
      note: 'The set is now made of components: its stock comes from theirs',
    });
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
  if (await setStockUnchanged(tx, productId, quantity, context.reason)) return held.stock;
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
    await setStockUnchanged(tx, productId, undefined);
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
