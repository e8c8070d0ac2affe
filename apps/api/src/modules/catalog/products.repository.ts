import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  mediaAssets,
  productImages,
  products,
  type ProductRow,
} from '../../db/schema/index.js';

export interface ProductFilter {
  search?: string;
  categoryId?: number;
  categorySlug?: string;
  gender?: ProductRow['gender'];
  occasion?: string;
  productType?: ProductRow['productType'];
  isFeatured?: boolean;
}

export type ProductWithCategory = ProductRow & { categoryName: string };

export interface ImageRow {
  productId: number;
  publicId: string;
  isPrimary: boolean;
  width: number | null;
  height: number | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.shortDescription, pattern),
        ilike(products.description, pattern),
        ilike(categories.name, pattern),
        sql`array_to_string(${products.notes}, ' ') ilike ${pattern}`,
      ),
    );
  }
  if (filter.categoryId !== undefined) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.categorySlug !== undefined) conditions.push(eq(categories.slug, filter.categorySlug));
  if (filter.gender) conditions.push(eq(products.gender, filter.gender));
  if (filter.occasion) conditions.push(sql`${filter.occasion} = any(${products.occasions})`);
  if (filter.productType) conditions.push(eq(products.productType, filter.productType));
  if (filter.isFeatured !== undefined) conditions.push(eq(products.isFeatured, filter.isFeatured));
  return and(...conditions);
}

const effectivePrice = sql`coalesce(${products.salePricePaise}, ${products.pricePaise})`;

function orderOf(sortOrder: SortOrder): SQL[] {
  switch (sortOrder) {
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
  sortOrder: SortOrder,
  limit: number,
  offset: number,
): Promise<{ rows: ProductWithCategory[]; total: number }> {
  const where = whereOf(filter);
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  const total = countRow?.total ?? 0;
  if (total === 0 || offset >= total) return { rows: [], total };
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderOf(sortOrder))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((row) => ({ ...row.product, categoryName: row.categoryName })), total };
}

export async function findLiveProduct(db: DbOrTx, id: number): Promise<ProductWithCategory | undefined> {
  const [row] = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  return row ? { ...row.product, categoryName: row.categoryName } : undefined;
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
