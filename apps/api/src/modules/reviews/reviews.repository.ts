import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.js';
import { withinIndiaDays } from '../../lib/india-days.js';
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

/** The review, locked until the transaction ends: its hidden state and rating decide the totals. */
export async function lockReview(tx: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

/** Hides a review (a time) or shows it again (null); its text and `updatedAt` stay the author's. */
export async function setHiddenAt(db: DbOrTx, id: number, hiddenAt: Date | null): Promise<void> {
  await db.update(reviews).set({ hiddenAt }).where(eq(reviews.id, id));
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

/** A product's reviews, newest first: the shown ones, and the viewer's own even when hidden. */
export async function pageOfProductReviews(
  db: DbOrTx,
  productId: number,
  viewerId: number | null,
  limit: number,
  offset: number,
): Promise<{ rows: ReviewWithAuthor[]; total: number }> {
  const visible =
    viewerId === null
      ? isNull(reviews.hiddenAt)
      : or(isNull(reviews.hiddenAt), eq(reviews.userId, viewerId));
  const where = and(eq(reviews.productId, productId), visible);
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .where(where);
  const total = countRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(flatten), total };
}

export interface AdminReviewFilter {
  /** In the title, the text, the product's name or the author's email. */
  query?: string | undefined;
  productId?: number | undefined;
  rating?: number | undefined;
  hidden?: boolean | undefined;
  /** Days of writing (YYYY-MM-DD) in India time, both included. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** Reviews of every product for the admin, hidden ones too, newest first. */
export async function searchReviews(
  db: DbOrTx,
  filter: AdminReviewFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.productId !== undefined) conditions.push(eq(reviews.productId, filter.productId));
  if (filter.hidden !== undefined) {
    conditions.push(filter.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
  }
  conditions.push(...withinIndiaDays(reviews.createdAt, filter.fromDate, filter.toDate));
  if (filter.query) {
    const pattern = containsPattern(filter.query);
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

/** The ids of every review a user wrote, hidden ones too. */
export async function reviewIdsByAuthor(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  return rows.map((row) => row.id);
}
