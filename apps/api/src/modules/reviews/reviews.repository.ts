import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products, reviews, users, type ReviewRow } from '../../db/schema/index.js';

export type ReviewWithAuthor = ReviewRow & { authorFirstName: string; authorLastName: string };
export type AdminReviewRow = ReviewWithAuthor & { productName: string; authorEmail: string };

const withAuthor = {
  review: reviews,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

const flatten = <T extends { review: ReviewRow }>({ review, ...rest }: T) => ({
  ...review,
  ...rest,
});

/** Inserts a review; a second one by the same user for the same product violates reviews_product_user_key. */
export async function insertReview(
  db: DbOrTx,
  values: typeof reviews.$inferInsert,
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('review insert returned no row');
  return row;
}

export async function findReviewWithAuthor(
  db: DbOrTx,
  id: number,
): Promise<ReviewWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row ? flatten(row) : undefined;
}

export async function findReview(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

export async function updateReview(
  db: DbOrTx,
  id: number,
  changes: Partial<Pick<ReviewRow, 'rating' | 'title' | 'body' | 'verifiedPurchase'>>,
): Promise<void> {
  await db
    .update(reviews)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(reviews.id, id));
}

export async function deleteReview(db: DbOrTx, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** A product's reviews, newest first. */
export async function pageOfProductReviews(
  db: DbOrTx,
  productId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ReviewWithAuthor[]; total: number }> {
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const total = countRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(flatten), total };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Reviews of every product for the admin: text in title, body, product name or author email. */
export async function searchReviews(
  db: DbOrTx,
  filter: { query?: string; rating?: number },
  limit: number,
  offset: number,
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.query) {
    const pattern = `%${escapeLike(filter.query)}%`;
    conditions.push(
      or(
        ilike(reviews.title, pattern),
        ilike(reviews.body, pattern),
        ilike(products.name, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  if (filter.rating !== undefined) conditions.push(eq(reviews.rating, filter.rating));
  const where = and(...conditions);
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
  const total = countRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select({ ...withAuthor, productName: products.name, authorEmail: users.email })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(flatten), total };
}
