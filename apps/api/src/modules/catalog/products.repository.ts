import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductListSortOrder } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  mediaAssets,
  productImages,
  products,
  type ProductRow,
} from '../../db/schema/index.js';
import { searchMatch, searchRank, searchTermsOf, withSearchSettings, type SearchTerms } from './product-search.js';

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  categorySlug?: string;
  gender?: ProductRow['gender'];
  occasion?: string;
  productType?: ProductRow['productType'];
  isFeatured?: boolean;
}

export type ProductWithCategory = Omit<ProductRow, 'searchVector'> & { categoryName: string };

// Every column but the search document, which no caller needs to read back.
const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

export interface ImageRow {
  productId: number;
  publicId: string;
  isPrimary: boolean;
  width: number | null;
  height: number | null;
}

function whereOf(filter: ProductFilter, terms: SearchTerms | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (terms) conditions.push(searchMatch(terms));
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.categorySlug !== undefined) conditions.push(eq(categories.slug, filter.categorySlug));
  if (filter.gender) conditions.push(eq(products.gender, filter.gender));
  if (filter.occasion) conditions.push(sql`${filter.occasion} = any(${products.occasions})`);
  if (filter.productType) conditions.push(eq(products.productType, filter.productType));
  if (filter.isFeatured !== undefined) conditions.push(eq(products.isFeatured, filter.isFeatured));
  return and(...conditions);
}

const effectivePrice = sql`coalesce(${products.salePricePaise}, ${products.pricePaise})`;

function orderOf(sortOrder: ProductListSortOrder, terms: SearchTerms | null): SQL[] {
  switch (sortOrder) {
    case 'relevance':
      // Without a keyword there is nothing to be relevant to: featured order instead.
      if (terms) return [desc(searchRank(terms)), desc(products.isFeatured), asc(products.id)];
      return orderOf('featured', null);
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(effectivePrice), asc(products.id)];
    case 'price_desc':
      return [desc(effectivePrice), asc(products.id)];
    case 'name_asc':
      return [asc(products.name), asc(products.id)];
    case 'name_desc':
      return [desc(products.name), asc(products.id)];
    case 'featured':
      return [desc(products.isFeatured), desc(products.createdAt), asc(products.id)];
  }
}

/** One page of live (not deleted) products with their category names, and the total count. */
export async function listProducts(
  db: DbOrTx,
  filter: ProductFilter,
  sortOrder: ProductListSortOrder,
  limit: number,
  offset: number,
): Promise<{ rows: ProductWithCategory[]; total: number }> {
  const terms = filter.search ? searchTermsOf(filter.search) : null;
  if (!terms) return pageOfRows(db, whereOf(filter, null), orderOf(sortOrder, null), limit, offset);
  // The trigram threshold is a setting; set it for this transaction only (pooled connections).
  return db.transaction(async (tx) => {
    await tx.execute(withSearchSettings);
    return pageOfRows(tx, whereOf(filter, terms), orderOf(sortOrder, terms), limit, offset);
  });
}

async function pageOfRows(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ProductWithCategory[]; total: number }> {
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  const total = countRow?.total ?? 0;
  if (total === 0 || offset >= total) return { rows: [], total };
  const rows = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((row) => ({ ...row.product, categoryName: row.categoryName })), total };
}

export async function findLiveProduct(db: DbOrTx, id: number): Promise<ProductWithCategory | undefined> {
  const [row] = await findLiveProducts(db, [id]);
  return row;
}

/** The live products among the given ids, in no particular order. */
export async function findLiveProducts(db: DbOrTx, ids: number[]): Promise<ProductWithCategory[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
  return rows.map((row) => ({ ...row.product, categoryName: row.categoryName }));
}

/** The products among the given ids, deleted ones included, in no particular order. */
export async function findProducts(db: DbOrTx, ids: number[]): Promise<ProductWithCategory[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  return rows.map((row) => ({ ...row.product, categoryName: row.categoryName }));
}

/**
 * Live products of one kind selling at `maxPricePaise` or less with at least `minStock` in
 * stock, the same name as `preferName` first, then by price from the highest (what an exchange
 * may offer instead of an item).
 */
export async function findExchangeCandidates(
  db: DbOrTx,
  criteria: {
    productType: ProductRow['productType'];
    maxPricePaise: number;
    minStock: number;
    preferName: string;
    limit: number;
  },
): Promise<ProductWithCategory[]> {
  const rows = await db
    .select({ product: productColumns, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        isNull(products.deletedAt),
        eq(products.productType, criteria.productType),
        sql`${effectivePrice} <= ${criteria.maxPricePaise}`,
        sql`${products.stockQuantity} >= ${criteria.minStock}`,
      ),
    )
    .orderBy(
      desc(sql`lower(${products.name}) = lower(${criteria.preferName})`),
      desc(effectivePrice),
      asc(products.id),
    )
    .limit(criteria.limit);
  return rows.map((row) => ({ ...row.product, categoryName: row.categoryName }));
}

export async function isLiveProduct(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row !== undefined;
}

/** Images of the given products, primary first, in display order. */
export async function imagesOf(db: DbOrTx, productIds: number[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productImages.productId,
      publicId: productImages.publicId,
      isPrimary: productImages.isPrimary,
      width: mediaAssets.width,
      height: mediaAssets.height,
    })
    .from(productImages)
    .leftJoin(mediaAssets, eq(mediaAssets.publicId, productImages.publicId))
    .where(inArray(productImages.productId, productIds))
    .orderBy(desc(productImages.isPrimary), asc(productImages.sortOrder), asc(productImages.id));
}
