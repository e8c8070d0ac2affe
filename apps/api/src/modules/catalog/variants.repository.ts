import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
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
  /**
   * True for a gift set made of components (decision 0060): the three figures above are the
   * sets its components allow, whatever its own variants hold.
   */
  fromComponents: boolean;
}

function toVariantStock(value: unknown): VariantStock {
  const [stockQuantity, stockTotal, lowestStock, fromComponents] = value as (
    number | string | boolean | null
  )[];
  return {
    stockQuantity: Number(stockQuantity ?? 0),
    stockTotal: Number(stockTotal ?? 0),
    lowestStock: Number(lowestStock ?? 0),
    fromComponents: fromComponents === true,
  };
}

/**
 * The sets a gift set's components allow (decision 0060): the least, over its components, of
 * whole sets each one's variant holds (none for a removed variant or product); null for a
 * product without components, whose own variants hold its stock.
 */
export function setUnitsOf(productId: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(select min(case
        when cv.deleted_at is null and cp.deleted_at is null then cv.stock_quantity / c.quantity
        else 0 end)
    from gift_set_components c
    join product_variants cv on cv.id = c.component_variant_id
    join products cp on cp.id = cv.product_id
    where c.set_product_id = ${productId})`;
}

/** The columns of a product row its stock is read from. */
export interface StockSource {
  id: SQLWrapper;
  /** `products.component_count`: the set units are computed only for a product with components. */
  componentCount: SQLWrapper;
}

/** `setUnitsOf` for a product row: null at once for a product without components (most of them). */
export function setUnitsOfProduct(product: StockSource): SQL<number | null> {
  return sql<
    number | null
  >`(case when ${product.componentCount} > 0 then ${setUnitsOf(product.id)} end)`;
}

/**
 * The stock of a product row, in one subquery: of its variants (the default's units, the live
 * total, the fewest), or, for a set with components, the sets they allow.
 */
export function variantStockOf(product: StockSource): SQL<VariantStock> {
  const productId = product.id;
  return sql`(select json_build_array(
      coalesce(s.units, own.default_units),
      coalesce(s.units, own.live_units),
      coalesce(s.units, own.fewest),
      s.units is not null)
    from (select
        coalesce(sum(v.stock_quantity) filter (where v.is_default), 0) as default_units,
        coalesce(sum(v.stock_quantity) filter (where v.deleted_at is null), 0) as live_units,
        min(v.stock_quantity) filter (where v.deleted_at is null) as fewest
      from product_variants v where v.product_id = ${productId}) own,
      (select ${setUnitsOfProduct(product)} as units) s)`.mapWith(toVariantStock);
}

/**
 * The stock of a product whose live variants are already read (the product page): the default's
 * units, their total and the fewest, or the sets its components allow (`setUnits`, not null).
 */
export function stockOfVariants(
  variants: Pick<ProductVariantRow, 'isDefault' | 'stockQuantity'>[],
  setUnits: number | null,
): VariantStock {
  if (setUnits !== null) {
    return {
      stockQuantity: setUnits,
      stockTotal: setUnits,
      lowestStock: setUnits,
      fromComponents: true,
    };
  }
  const units = variants.map((variant) => variant.stockQuantity);
  return {
    stockQuantity: variants.find((variant) => variant.isDefault)?.stockQuantity ?? 0,
    stockTotal: units.reduce((total, unit) => total + unit, 0),
    lowestStock: units.length === 0 ? 0 : Math.min(...units),
    fromComponents: false,
  };
}

/** True for a product one of whose live variants has stock matching `condition` (on `v`). */
export function someLiveVariant(condition: SQL): SQL {
  return sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.deleted_at is null and ${condition})`;
}

/**
 * True for a product whose stock passes `test`: a set's units when it has components (decision
 * 0060), else the units of some live variant of its own.
 */
export function someLiveStock(test: (units: SQL) => SQL): SQL {
  return sql`coalesce(${test(setUnitsOfProduct(products))}, ${someLiveVariant(test(sql`v.stock_quantity`))})`;
}

/** Units of the product's default variant, or a set's (for the places that sort or filter by them). */
export const defaultVariantStock = sql<number>`coalesce(${setUnitsOfProduct(products)}, (select v.stock_quantity from product_variants v where v.product_id = ${products.id} and v.is_default))`;

/** Units of every live variant of the product together, or a set's. */
export const liveStockTotal = sql<number>`coalesce(${setUnitsOfProduct(products)}, (select coalesce(sum(v.stock_quantity), 0) from product_variants v where v.product_id = ${products.id} and v.deleted_at is null))`;

/** What a shopper is shown of a variant (the product page's sizes). */
export type ShownVariant = Pick<
  ProductVariantRow,
  | 'id'
  | 'sku'
  | 'size'
  | 'colour'
  | 'pricePaise'
  | 'salePricePaise'
  | 'stockQuantity'
  | 'weightMg'
  | 'imagePublicId'
  | 'isDefault'
  | 'deletedAt'
>;

// Only the columns the page shows: the statement builds and the process parses no more.
const shownColumnList = (
  [
    'id',
    'sku',
    'size',
    'colour',
    'pricePaise',
    'salePricePaise',
    'stockQuantity',
    'weightMg',
    'imagePublicId',
    'isDefault',
  ] as const
).map((key) => [key, getTableColumns(productVariants)[key]] as const);

function shownVariantsFromJson(value: unknown): ShownVariant[] {
  return (value as unknown[][]).map((values) => {
    const row: Record<string, unknown> = { deletedAt: null };
    shownColumnList.forEach(([key, column], index) => {
      const field = values[index];
      row[key] = field === null ? null : column.mapFromDriverValue(field);
    });
    return row as unknown as ShownVariant;
  });
}

/**
 * The live variants of the product `productId` names, in display order, as one column of the
 * statement that reads the product: a product page is one round trip to the database.
 */
export function liveVariantsJson(productId: SQLWrapper): SQL<ShownVariant[]> {
  const fields = shownColumnList.map(([, column]) => sql`v.${sql.identifier(column.name)}`);
  return sql`(select coalesce(json_agg(json_build_array(${sql.join(fields, sql`, `)}) order by v.sort_order, v.id), '[]'::json)
    from product_variants v where v.product_id = ${productId} and v.deleted_at is null)`.mapWith(
    shownVariantsFromJson,
  );
}

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

/**
 * Variants named by id or by SKU, on any product, removed ones included (a return request names
 * the size chosen for good).
 */
export async function variantsByIdsOrSkus(
  db: DbOrTx,
  ids: number[],
  skus: string[],
): Promise<ProductVariantRow[]> {
  if (ids.length === 0 && skus.length === 0) return [];
  const byId = ids.length > 0 ? inArray(productVariants.id, ids) : sql`false`;
  const bySku = skus.length > 0 ? inArray(productVariants.sku, skus) : sql`false`;
  return db
    .select()
    .from(productVariants)
    .where(sql`(${byId} or ${bySku})`);
}
