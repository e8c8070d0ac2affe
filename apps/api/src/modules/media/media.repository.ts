import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  mediaAssets,
  productImages,
  type MediaAssetRow,
} from '../../db/schema/index.js';

export async function insertAsset(
  db: DbOrTx,
  asset: typeof mediaAssets.$inferInsert,
): Promise<MediaAssetRow> {
  const [row] = await db.insert(mediaAssets).values(asset).returning();
  if (!row) throw new Error('media asset insert returned no row');
  return row;
}

/**
 * Locks an asset's row for deletion. A product or category that starts pointing at it in the
 * meantime takes a key-share lock on the same row, so it waits for us (or we for it).
 */
export async function lockAsset(db: DbOrTx, publicId: string): Promise<MediaAssetRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.publicId, publicId))
    .for('update');
  return row;
}

/** How many product images and categories use the asset. */
export async function usageOf(
  db: DbOrTx,
  publicId: string,
): Promise<{ products: number; categories: number }> {
  const [row] = await db
    .select({
      products: sql<number>`(select count(distinct ${productImages.productId})::int from ${productImages} where ${productImages.publicId} = ${publicId})`,
      categories: sql<number>`(select count(*)::int from ${categories} where ${categories.imagePublicId} = ${publicId})`,
    })
    .from(sql`(select 1) as one`);
  return { products: row?.products ?? 0, categories: row?.categories ?? 0 };
}

export async function deleteAsset(db: DbOrTx, publicId: string): Promise<void> {
  await db.delete(mediaAssets).where(eq(mediaAssets.publicId, publicId));
}
