import { and, asc, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { productVariants, products, type ProductVariantRow } from '../../db/schema/index.js';

// Variants (docs/decisions/0057-variants.md) as the catalogue reads them. Stock lives on the
// variants alone, so every read of a product's stock goes through here.

/** A product's stock as its reads show it. */
export interface VariantStock {
  /** The default variant's units: the spec's `stockQuantity`. */
  stockQuantity: number;
  /** Units of every live variant together: above 0 when any can be bought. */
  stockTotal: number;
  /** The fewest units of any live variant (low stock is per variant). */
  lowestStock: number;
}

function toVariantStock(value: unknown): VariantStock {
  const [stockQuantity, stockTotal, lowestStock] = (value as (number | string | null)[]).map(
    (figure) => Number(figure ?? 0),
  );
  return { stockQuantity: stockQuantity!, stockTotal: stockTotal!, lowestStock: lowestStock! };
}

/** The stock of the product `productId` names, in one subquery of the product's variants. */
export function variantStockOf(productId: SQLWrapper): SQL<VariantStock> {
  return sql`(select json_build_array(
      coalesce(sum(v.stock_quantity) filter (where v.is_default), 0),
      coalesce(sum(v.stock_quantity) filter (where v.deleted_at is null), 0),
      min(v.stock_quantity) filter (where v.deleted_at is null))
    from product_variants v where v.product_id = ${productId})`.mapWith(toVariantStock);
}

/** True for a product one of whose live variants has stock matching `condition` (on `v`). */
export function someLiveVariant(condition: SQL): SQL {
  return sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.deleted_at is null and ${condition})`;
}

/** Units of the product's default variant (for the places that sort or filter by them). */
export const defaultVariantStock = sql<number>`(select v.stock_quantity from product_variants v where v.product_id = ${products.id} and v.is_default)`;

/** Units of every live variant of the product together. */
export const liveStockTotal = sql<number>`(select coalesce(sum(v.stock_quantity), 0) from product_variants v where v.product_id = ${products.id} and v.deleted_at is null)`;

/** The live variants of these products, each product's in its display order. */
export async function liveVariantsOf(
  db: DbOrTx,
  productIds: number[],
): Promise<ProductVariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, productIds), isNull(productVariants.deletedAt)))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.sortOrder),
      asc(productVariants.id),
    );
}

/**
 * The variants lines ask for: a line with a SKU gets the variant of that SKU if it belongs to
 * the line's product (removed ones included, for the caller to refuse), a line without one the
 * product's default. One statement for a whole cart.
 */
export async function variantsForLines(
  db: DbOrTx,
  lines: { productId: number; sku?: string | null | undefined }[],
): Promise<ProductVariantRow[]> {
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const skus = lines.flatMap((line) => (line.sku ? [line.sku] : []));
  const bySku = skus.length > 0 ? inArray(productVariants.sku, skus) : sql`false`;
  return db
    .select()
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.productId, productIds),
        sql`(${productVariants.isDefault} or ${bySku})`,
      ),
    );
}

/** The product holding a SKU on any of its variants, live or deleted. */
export async function productOfSku(
  db: DbOrTx,
  sku: string,
): Promise<{ id: number; name: string; deletedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: products.id, name: products.name, deletedAt: products.deletedAt })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.sku, sku));
  return row;
}
