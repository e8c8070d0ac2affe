import {
  and,
  asc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { categories, products, type CategoryRow } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type CategoryWithCount = CategoryRow & { productCount: number };
export type CategoryWithCounts = CategoryWithCount & { deletedProductCount: number };

// Any fixed number distinct from the other advisory locks (migrations, seed, menus).
const CATEGORY_NAMES_LOCK_KEY = 4_172_031;

/** A page of categories with how many live products each holds, and how many there are. */
export async function listCategories(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: CategoryWithCount[]; total: number }> {
  const rows = await db
    .select({
      category: categories,
      productCount: sql<number>`count(${products.id})::int`,
      // Counted over the grouped rows: one per category.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.deletedAt)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(limit)
    .offset(offset);
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (offset > 0 ? await countCategories(db) : 0);
  return {
    rows: rows.map((row) => ({ ...row.category, productCount: row.productCount })),
    total,
  };
}

async function countCategories(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(categories);
  return row?.total ?? 0;
}

const liveCount = sql<number>`(count(${products.id}) filter (where ${products.deletedAt} is null))::int`;
const deletedCount = sql<number>`(count(${products.id}) filter (where ${products.deletedAt} is not null))::int`;

async function categoriesWithCounts(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<CategoryWithCounts[]> {
  const rows = await db
    .select({ category: categories, productCount: liveCount, deletedProductCount: deletedCount })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(where)
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row.category,
    productCount: row.productCount,
    deletedProductCount: row.deletedProductCount,
  }));
}

/** The admin's page of categories: `search` matches name, slug or description. */
export async function searchCategories(
  db: DbOrTx,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: CategoryWithCounts[]; total: number }> {
  const pattern = search ? containsPattern(search) : null;
  const where = pattern
    ? or(
        ilike(categories.name, pattern),
        ilike(categories.slug, pattern),
        ilike(categories.description, pattern),
      )
    : undefined;
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(categories)
    .where(where);
  return {
    rows: await categoriesWithCounts(db, where, limit, offset),
    total: countRow?.total ?? 0,
  };
}

/** One category with its live and deleted product counts. */
export async function findCategoryWithCounts(
  db: DbOrTx,
  id: number,
): Promise<CategoryWithCounts | undefined> {
  const [row] = await categoriesWithCounts(db, eq(categories.id, id), 1, 0);
  return row;
}

export async function findCategoryById(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/**
 * Locks a category's row until the transaction ends. A product that starts pointing at it takes
 * a key-share lock on the same row, so none can join a category while it is being deleted.
 */
export async function lockCategory(tx: Tx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/**
 * Serialises writes of category names until the transaction ends: the unique constraint is
 * case-sensitive, and "Attars" and "attars" must not both slip past the check.
 */
export async function lockCategoryNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_NAMES_LOCK_KEY})`);
}

/** Another category with this name, compared without regard to case. */
export async function findCategoryNamed(
  db: DbOrTx,
  name: string,
  exceptId: number | null,
): Promise<CategoryRow | undefined> {
  const sameName = sql`lower(${categories.name}) = lower(${name})`;
  const [row] = await db
    .select()
    .from(categories)
    .where(exceptId === null ? sameName : and(sameName, ne(categories.id, exceptId)))
    .limit(1);
  return row;
}

/** The slugs in use that are `base` or `base-<something>` (a slug holds only a-z, 0-9 and dashes). */
export async function slugsStartingWith(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

/** The sort order that puts a new category after every other. */
export async function nextCategorySortOrder(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`(coalesce(max(${categories.sortOrder}), -1) + 1)::int` })
    .from(categories);
  return row?.next ?? 0;
}

export async function insertCategory(
  db: DbOrTx,
  values: typeof categories.$inferInsert,
): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<typeof categories.$inferInsert>,
): Promise<CategoryRow> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  if (!row) throw new Error('category update returned no row');
  return row;
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** How many products that are not deleted are in the category. */
export async function liveProductCount(db: DbOrTx, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), isNull(products.deletedAt)));
  return row?.count ?? 0;
}

/** The soft-deleted products of a category. */
export async function deletedProductsOf(
  db: DbOrTx,
  categoryId: number,
): Promise<Array<{ id: number; name: string; sku: string }>> {
  return db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), isNotNull(products.deletedAt)));
}

/** Removes soft-deleted products for good (their images, reviews and wishlist rows go with them). */
export async function purgeDeletedProducts(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(products).where(and(inArray(products.id, ids), isNotNull(products.deletedAt)));
}
