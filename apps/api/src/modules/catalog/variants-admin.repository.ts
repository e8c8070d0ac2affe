import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products, productVariants, type ProductVariantRow } from '../../db/schema/index.js';

// The admin's writes of a product's variants (docs/decisions/0057-variants.md). The product's
// row is locked first (product-admin.repository.ts `lockProduct`), then its variants here.

/** The values a write gives a variant. */
export type VariantValues = Pick<
  typeof productVariants.$inferInsert,
  | 'sku'
  | 'size'
  | 'colour'
  | 'pricePaise'
  | 'salePricePaise'
  | 'weightMg'
  | 'imagePublicId'
  | 'isDefault'
  | 'sortOrder'
>;

/**
 * Every variant of a product, removed ones included, locked in id order until the transaction
 * ends. The lock an order's stock update takes, and no stronger: FOR UPDATE would also wait for
 * the key checks of order lines naming these variants.
 */
export async function lockVariantsOf(db: DbOrTx, productId: number): Promise<ProductVariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('no key update');
}

/** The variants of other products holding any of these SKUs, with their products. */
export async function skuHoldersElsewhere(
  db: DbOrTx,
  skus: string[],
  productId: number,
): Promise<{ sku: string; id: number; name: string; deletedAt: Date | null }[]> {
  if (skus.length === 0) return [];
  return db
    .select({
      sku: productVariants.sku,
      id: products.id,
      name: products.name,
      deletedAt: products.deletedAt,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)))
    .orderBy(asc(productVariants.sku));
}

/** Takes the default mark off the product's default variant (another is about to get it). */
export async function clearDefault(db: DbOrTx, productId: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true)));
}

/** Removes variants softly: orders, returns and the ledger keep naming them. */
export async function removeVariants(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date();
  await db
    .update(productVariants)
    .set({ deletedAt: now, isDefault: false, updatedAt: now })
    .where(inArray(productVariants.id, ids));
}

/**
 * Gives a variant a SKU and options no real one can have (`~` is outside the SKU pattern), so
 * that variants trading SKUs or options in one write never meet the unique indexes half way.
 */
export async function parkVariant(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ sku: `~${id}`, size: `~${id}`, colour: null })
    .where(eq(productVariants.id, id));
}

/** Writes a variant's values; a removed one comes back. */
export async function updateVariant(
  db: DbOrTx,
  id: number,
  values: Partial<VariantValues>,
): Promise<void> {
  await db
    .update(productVariants)
    .set({ ...values, deletedAt: null, updatedAt: new Date() })
    .where(eq(productVariants.id, id));
}

/** Adds a variant, with no stock until the inventory gives it some; answers its id. */
export async function insertVariant(
  db: DbOrTx,
  productId: number,
  values: VariantValues,
): Promise<number> {
  const [row] = await db
    .insert(productVariants)
    .values({ ...values, productId })
    .returning({ id: productVariants.id });
  if (!row) throw new Error('variant insert returned no row');
  return row.id;
}
