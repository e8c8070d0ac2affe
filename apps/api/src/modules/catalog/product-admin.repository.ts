import { type AdminProductSort, type StockFilter } from '@attar/contracts';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  mediaAssets,
  productImages,
  products,
  productVariants,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import {
  toProductWithCategory,
  withCategoryColumns,
  type ProductWithCategory,
} from './products.repository.js';
import {
  liveStockTotal,
  productOfSku,
  someLiveStock,
  someLiveVariant,
} from './variants.repository.js';

export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'searchVector' | 'fromPricePaise' | 'variantCount' | 'componentCount'
>;

/** The columns a product row mirrors from its default variant (written to the variant). */
type VariantValues = Pick<
  ProductValues,
  'sku' | 'pricePaise' | 'salePricePaise' | 'size' | 'weightMg'
>;

export async function productExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return row !== undefined;
}

/** A product by id, live or deleted, with its category name. */
export async function findProduct(
  db: DbOrTx,
  id: number,
): Promise<ProductWithCategory | undefined> {
  const [row] = await db
    .select(withCategoryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row ? toProductWithCategory(row) : undefined;
}

/** Locks the product's row for the rest of the transaction (admin writes run one at a time). */
export async function lockProduct(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row !== undefined;
}

/** The product's images in the order the admin arranged them. */
export async function imagesInOrder(
  db: DbOrTx,
  productId: number,
): Promise<{ publicId: string; isPrimary: boolean }[]> {
  return db
    .select({ publicId: productImages.publicId, isPrimary: productImages.isPrimary })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

export async function replaceImages(
  db: DbOrTx,
  productId: number,
  publicIds: string[],
  primaryPublicId: string | null,
): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (publicIds.length === 0) return;
  await db.insert(productImages).values(
    publicIds.map((publicId, index) => ({
      productId,
      publicId,
      isPrimary: publicId === primaryPublicId,
      sortOrder: index,
    })),
  );
}

/**
 * The ids among `publicIds` that no uploaded image has. The rest are locked against deletion
 * (key share) until the transaction ends, as the product images' foreign key would lock them.
 */
export async function missingImages(db: DbOrTx, publicIds: string[]): Promise<string[]> {
  if (publicIds.length === 0) return [];
  const found = await db
    .select({ publicId: mediaAssets.publicId })
    .from(mediaAssets)
    .where(inArray(mediaAssets.publicId, publicIds))
    .for('key share');
  const known = new Set(found.map((row) => row.publicId));
  return publicIds.filter((id) => !known.has(id));
}

/** The product holding a SKU on any of its variants, live or deleted. */
export const findBySku = productOfSku;

export async function slugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row !== undefined;
}

export async function insertProduct(db: DbOrTx, values: ProductValues): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('product insert returned no row');
  return row.id;
}

/**
 * Writes a product's values: its own to its row, and those its row mirrors (SKU, prices, size,
 * weight) to its default variant, which the mirror trigger copies back in the same statement.
 */
export async function updateProduct(
  db: DbOrTx,
  id: number,
  values: Partial<ProductValues>,
): Promise<void> {
  const { sku, pricePaise, salePricePaise, size, weightMg, ...own } = values;
  const variant: Partial<VariantValues> = { sku, pricePaise, salePricePaise, size, weightMg };
  const variantChanges = Object.fromEntries(
    Object.entries(variant).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(variantChanges).length > 0) {
    await db
      .update(productVariants)
      .set({ ...variantChanges, updatedAt: new Date() })
      .where(and(eq(productVariants.productId, id), eq(productVariants.isDefault, true)));
  }
  await db
    .update(products)
    .set({ ...own, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** The name, or the SKU of any live variant (the product's own is its default's), contains it. */
function nameOrSku(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(products.name, pattern),
    ilike(products.sku, pattern),
    someLiveVariant(sql`v.sku ilike ${pattern}`),
  );
}

export interface AdminProductFilter {
  search?: string | undefined;
  categoryId?: number | undefined;
  stock?: StockFilter | undefined;
  featured?: boolean | undefined;
  /** `stock: 'low'` is at or below this (out of stock included). */
  lowStockThreshold: number;
}

/**
 * Stock filters look at each variant: a product is low when any of its sizes is. A gift set of
 * components is judged by the sets they allow (decision 0060).
 */
function stockCondition(stock: StockFilter, lowStockThreshold: number): SQL {
  switch (stock) {
    case 'in':
      return someLiveStock((units) => sql`${units} > 0`);
    case 'low':
      return someLiveStock((units) => sql`${units} <= ${lowStockThreshold}`);
    case 'out':
      return someLiveStock((units) => sql`${units} = 0`);
  }
}

const effectivePrice = products.fromPricePaise;

const ADMIN_ORDER: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  updated: [desc(products.updatedAt), desc(products.id)],
  name_asc: [asc(products.name), asc(products.id)],
  name_desc: [desc(products.name), asc(products.id)],
  price_asc: [asc(effectivePrice), asc(products.id)],
  price_desc: [desc(effectivePrice), asc(products.id)],
  stock_asc: [asc(liveStockTotal), asc(products.id)],
  stock_desc: [desc(liveStockTotal), asc(products.id)],
};

async function pageOf(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ProductWithCategory[]; total: number }> {
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const total = countRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select(withCategoryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toProductWithCategory), total };
}

/** A page of live products for the admin table. */
export async function listLiveProducts(
  db: DbOrTx,
  filter: AdminProductFilter,
  sort: AdminProductSort,
  limit: number,
  offset: number,
) {
  const where = and(
    isNull(products.deletedAt),
    nameOrSku(filter.search),
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.stock ? stockCondition(filter.stock, filter.lowStockThreshold) : undefined,
    filter.featured === undefined ? undefined : eq(products.isFeatured, filter.featured),
  );
  return pageOf(db, where, ADMIN_ORDER[sort], limit, offset);
}

/** A page of deleted products, most recently deleted first. */
export async function listDeletedProducts(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = and(isNotNull(products.deletedAt), nameOrSku(search));
  return pageOf(db, where, [desc(products.deletedAt), desc(products.id)], limit, offset);
}
