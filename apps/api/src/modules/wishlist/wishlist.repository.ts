import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { wishlistItems, type WishlistItemRow } from '../../db/schema/index.js';

/**
 * Adds a product to a user's wishlist once: the unique (user, product) index settles races,
 * and a second add finds the first row.
 */
export async function addItem(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ row: WishlistItemRow; created: boolean }> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [inserted] = await db
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    // Removed in between (another tab): insert again.
    if (existing) return { row: existing, created: false };
  }
  throw new Error('wishlist item kept disappearing');
}

/**
 * Every item of the user's list, a product an admin deleted included: the wishlist shows it as
 * it was, no longer for sale, and as it is again once restored.
 */
export async function countItems(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return row?.count ?? 0;
}

export async function pageOfItems(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<WishlistItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .limit(limit)
    .offset(offset);
}

/** True when the product was on the user's list. */
export async function removeItem(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}

/** Empties the user's list; answers how many products were on it. */
export async function removeAllItems(db: DbOrTx, userId: number): Promise<number> {
  const removed = await db
    .delete(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .returning({ id: wishlistItems.id });
  return removed.length;
}
