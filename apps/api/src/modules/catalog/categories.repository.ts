import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, products, type CategoryRow } from '../../db/schema/index.js';

export type CategoryWithCount = CategoryRow & { productCount: number };

/** A page of categories with how many live products each holds. */
export async function listCategories(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: CategoryWithCount[]; total: number }> {
  const [countRow] = await db.select({ total: sql<number>`count(*)::int` }).from(categories);
  const rows = await db
    .select({ category: categories, productCount: sql<number>`count(${products.id})::int` })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.deletedAt)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(limit)
    .offset(offset);
  return {
    rows: rows.map((row) => ({ ...row.category, productCount: row.productCount })),
    total: countRow?.total ?? 0,
  };
}

export async function findCategoryById(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}
