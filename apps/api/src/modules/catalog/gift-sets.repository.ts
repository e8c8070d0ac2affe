import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  giftSetComponents,
  orderSetComponents,
  products,
  productVariants,
  type ProductRow,
} from '../../db/schema/index.js';
import { setUnitsOf } from './variants.repository.js';

// Gift sets made of other products' variants (docs/decisions/0060-gift-sets-from-components.md).

/** One component of a set with the variant and product it names. */
export interface ComponentRow {
  setProductId: number;
  variantId: number;
  productId: number;
  productName: string;
  productType: ProductRow['productType'];
  sku: string;
  size: string | null;
  colour: string | null;
  /** Units of it in one set. */
  quantity: number;
  position: number;
  /** The component variant's own units. */
  stockQuantity: number;
  /** Neither the variant nor its product was removed. */
  available: boolean;
}

const componentColumns = {
  setProductId: giftSetComponents.setProductId,
  variantId: giftSetComponents.componentVariantId,
  productId: productVariants.productId,
  productName: products.name,
  productType: products.productType,
  sku: productVariants.sku,
  size: productVariants.size,
  colour: productVariants.colour,
  quantity: giftSetComponents.quantity,
  position: giftSetComponents.position,
  stockQuantity: productVariants.stockQuantity,
  available: sql<boolean>`(${productVariants.deletedAt} is null and ${products.deletedAt} is null)`,
};

/** The components of these sets, each set's in display order. */
export async function componentsOf(db: DbOrTx, setProductIds: number[]): Promise<ComponentRow[]> {
  if (setProductIds.length === 0) return [];
  return db
    .select(componentColumns)
    .from(giftSetComponents)
    .innerJoin(productVariants, eq(productVariants.id, giftSetComponents.componentVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(giftSetComponents.setProductId, setProductIds))
    .orderBy(
      asc(giftSetComponents.setProductId),
      asc(giftSetComponents.position),
      asc(giftSetComponents.componentVariantId),
    );
}

/**
 * The components of those of these products that are live sets with components, as an order
 * takes them: a set deleted meanwhile has none here, so that its own variant's take refuses it.
 */
export async function componentsForSale(db: DbOrTx, productIds: number[]): Promise<ComponentRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select(componentColumns)
    .from(giftSetComponents)
    .innerJoin(productVariants, eq(productVariants.id, giftSetComponents.componentVariantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(giftSetComponents.setProductId, productIds),
        sql`exists (select 1 from products s where s.id = ${giftSetComponents.setProductId} and s.deleted_at is null)`,
      ),
    )
    .orderBy(asc(giftSetComponents.setProductId), asc(giftSetComponents.position));
}

/** The sets a product's components allow now, or null for a product without components. */
export async function setUnits(db: DbOrTx, productId: number): Promise<number | null> {
  const result = await db.execute<{ units: number | string | null }>(
    sql`select ${setUnitsOf(sql`${productId}::int`)} as units`,
  );
  const units = result.rows[0]?.units;
  return units == null ? null : Number(units);
}

/** The variants these ids name, with their products; unknown ids are absent. */
export async function variantsWithProducts(db: DbOrTx, variantIds: number[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      productName: products.name,
      productType: products.productType,
      sku: productVariants.sku,
      variantDeletedAt: productVariants.deletedAt,
      productDeletedAt: products.deletedAt,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
}

/** The sets one of whose components is a variant of this product. */
export async function setsContaining(
  db: DbOrTx,
  productId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: products.id, name: products.name })
    .from(giftSetComponents)
    .innerJoin(productVariants, eq(productVariants.id, giftSetComponents.componentVariantId))
    .innerJoin(products, eq(products.id, giftSetComponents.setProductId))
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(products.id));
}

/** Replaces a set's components with these, in this order. */
export async function replaceComponents(
  db: DbOrTx,
  setProductId: number,
  components: { variantId: number; quantity: number }[],
): Promise<void> {
  await db.delete(giftSetComponents).where(eq(giftSetComponents.setProductId, setProductId));
  if (components.length === 0) return;
  await db.insert(giftSetComponents).values(
    components.map((component, position) => ({
      setProductId,
      componentVariantId: component.variantId,
      quantity: component.quantity,
      position,
    })),
  );
}

/** The live variants of a product that hold stock of their own. */
export async function stockedVariantsOf(db: DbOrTx, productId: number): Promise<{ id: number }[]> {
  return db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        isNull(productVariants.deletedAt),
        sql`${productVariants.stockQuantity} > 0`,
      ),
    )
    .orderBy(asc(productVariants.id));
}

/** One component an order's set line took, per set. */
export interface TakenComponent {
  setVariantId: number;
  componentProductId: number;
  componentVariantId: number;
  quantity: number;
}

/** Records what an order's set lines took (replacing what an earlier take of it recorded). */
export async function recordTakenComponents(
  db: DbOrTx,
  orderId: number,
  rows: TakenComponent[],
): Promise<void> {
  const setVariantIds = [...new Set(rows.map((row) => row.setVariantId))];
  await db
    .delete(orderSetComponents)
    .where(
      and(
        eq(orderSetComponents.orderId, orderId),
        inArray(orderSetComponents.setVariantId, setVariantIds),
      ),
    );
  await db.insert(orderSetComponents).values(rows.map((row) => ({ ...row, orderId })));
}

/** What an order's lines of these set variants took, per set. */
export async function takenComponentsOf(
  db: DbOrTx,
  orderId: number,
  setVariantIds: number[],
): Promise<TakenComponent[]> {
  if (setVariantIds.length === 0) return [];
  return db
    .select({
      setVariantId: orderSetComponents.setVariantId,
      componentProductId: orderSetComponents.componentProductId,
      componentVariantId: orderSetComponents.componentVariantId,
      quantity: orderSetComponents.quantity,
    })
    .from(orderSetComponents)
    .where(
      and(
        eq(orderSetComponents.orderId, orderId),
        inArray(orderSetComponents.setVariantId, setVariantIds),
      ),
    )
    .orderBy(asc(orderSetComponents.componentVariantId));
}
