import {
  setsAllowedBy,
  variantLabel,
  type GiftSetComponents,
  type ReplaceGiftSetComponentsInput,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { recordChange, type AuditActor } from '../audit/audit.service.js';
import * as repo from './gift-sets.repository.js';
import * as inventory from './inventory.service.js';
import * as productRepo from './product-admin.repository.js';
import { PRODUCT_ENTITY } from './product-snapshot.js';
import { invalid } from './product-values.js';

// Gift sets made of other products' variants (docs/decisions/0060-gift-sets-from-components.md):
// the admin's read and write of a set's components. Stock and its takes are the inventory's.

/** "2 × Monsoon Vetiver 10 ml (AH-FR-001-10ML)": a component as the product's history shows it. */
function historyLine(component: repo.ComponentRow): string {
  const options = variantLabel(component);
  return `${component.quantity} × ${component.productName}${options ? ` ${options}` : ''} (${component.sku})`;
}

function toDto(productId: number, rows: repo.ComponentRow[]): GiftSetComponents {
  const components = rows.map((row) => ({
    productId: row.productId,
    variantId: row.variantId,
    name: row.productName,
    sku: row.sku,
    size: variantLabel(row) || null,
    quantity: row.quantity,
    stockQuantity: row.stockQuantity,
    available: row.available,
  }));
  return {
    productId,
    components,
    stockQuantity: setsAllowedBy(
      components.map((component) => ({
        stockQuantity: component.available ? component.stockQuantity : 0,
        quantity: component.quantity,
      })),
    ),
  };
}

/** GET /api/admin/products/{id}/components: the set's components in order, and its stock. */
export async function getGiftSetComponents(
  db: DbOrTx,
  productId: number,
): Promise<GiftSetComponents> {
  if (!(await productRepo.productExists(db, productId))) throw notFound('Product');
  return toDto(productId, await repo.componentsOf(db, [productId]));
}

/**
 * Checks the components a write names: 404 for a variant id that is none, 400 for a variant of
 * the set itself, 409 for a removed variant or product and for a variant of another gift set (a
 * set inside a set).
 */
async function refuseBadComponents(
  db: DbOrTx,
  productId: number,
  input: ReplaceGiftSetComponentsInput,
): Promise<void> {
  const ids = input.components.map((component) => component.variantId);
  const found = await repo.variantsWithProducts(db, ids);
  const byId = new Map(found.map((row) => [row.variantId, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError(
      404,
      'NOT_FOUND',
      `No variant has the id ${unknown.join(', ')}: choose the component again.`,
      { variantIds: unknown },
    );
  }
  const own = input.components.findIndex(
    (component) => byId.get(component.variantId)!.productId === productId,
  );
  if (own >= 0) {
    throw invalid([
      { path: `components.${own}.variantId`, message: 'A set cannot contain itself.' },
    ]);
  }
  for (const [index, component] of input.components.entries()) {
    const variant = byId.get(component.variantId)!;
    if (variant.productType === 'GIFT_SET') {
      throw new AppError(
        409,
        'CONFLICT',
        `${variant.productName} is a gift set: a set cannot contain another set.`,
        { path: `components.${index}.variantId`, variantId: variant.variantId },
      );
    }
    if (variant.variantDeletedAt !== null || variant.productDeletedAt !== null) {
      throw new AppError(
        409,
        'CONFLICT',
        `${variant.productName} (${variant.sku}) was removed from the store: choose another.`,
        { path: `components.${index}.variantId`, variantId: variant.variantId },
      );
    }
  }
}

/**
 * PUT /api/admin/products/{id}/components: the set's whole list of components, in display order
 * (the schema has checked quantities and duplicates). 404 for an unknown product, 409 for a
 * product that is not a gift set or is itself in a set, and as `refuseBadComponents`. Giving a
 * set components writes off its own stock (ledger entries); the change is one UPDATE entry of
 * the product's history. Answers the components and the stock they allow.
 */
export async function replaceGiftSetComponents(
  db: Db,
  actor: AuditActor,
  productId: number,
  input: ReplaceGiftSetComponentsInput,
): Promise<GiftSetComponents> {
  await db.transaction(async (tx) => {
    // The product's row first, as every admin write of a product (decision 0057).
    if (!(await productRepo.lockProduct(tx, productId))) throw notFound('Product');
    const product = (await productRepo.findProduct(tx, productId))!;
    if (product.productType !== 'GIFT_SET') {
      throw new AppError(
        409,
        'CONFLICT',
        `${product.name} is not a gift set: only a gift set is made of other products.`,
        { productType: product.productType },
      );
    }
    if (input.components.length > 0) {
      const [container] = await repo.setsContaining(tx, productId);
      if (container) {
        throw new AppError(
          409,
          'CONFLICT',
          `${product.name} is in the set ${container.name}: a set inside a set cannot be sold.`,
          { setProductId: container.id },
        );
      }
    }
    await refuseBadComponents(tx, productId, input);
    const before = (await repo.componentsOf(tx, [productId])).map(historyLine);
    if (input.components.length > 0) await inventory.clearOwnStockOfSet(tx, productId, actor);
    await repo.replaceComponents(tx, productId, input.components);
    const after = (await repo.componentsOf(tx, [productId])).map(historyLine);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await recordChange(tx, {
      actor,
      entityType: PRODUCT_ENTITY,
      entityId: productId,
      action: 'UPDATE',
      changes: { components: { before, after } },
    });
  });
  await storefrontChanged(db);
  return getGiftSetComponents(db, productId);
}
