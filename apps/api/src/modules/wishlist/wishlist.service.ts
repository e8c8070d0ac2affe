import {
  toPage,
  type Page,
  type PageQuery,
  type Product,
  type WishlistItem,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { WishlistItemRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import * as catalog from '../catalog/catalog.service.js';
import * as repo from './wishlist.repository.js';

function toItemDto(row: WishlistItemRow, product: Product): WishlistItem {
  return { id: row.id, productId: row.productId, product, addedAt: row.createdAt.toISOString() };
}

/** Puts a live product on the user's wishlist; `created` is false when it was there already. */
export async function addToWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<{ created: boolean; item: WishlistItem }> {
  await catalog.requireLiveProduct(db, productId);
  const { row, created } = await repo.addItem(db, userId, productId);
  const product = (await catalog.liveProductsById(db, [productId])).get(productId);
  if (!product) throw notFound('Product');
  return { created, item: toItemDto(row, product) };
}

/** How many products the user's wishlist holds (deleted ones too: the list shows them). */
export async function wishlistCount(db: Db, userId: number): Promise<{ count: number }> {
  return { count: await repo.countItems(db, userId) };
}

/**
 * The user's wishlist, newest first, with each product as the catalogue shows it; a product an
 * admin deleted stays, as it was, with `deletedAt` set and `inStock` false.
 */
export async function wishlistPage(
  db: Db,
  userId: number,
  query: PageQuery,
): Promise<Page<WishlistItem>> {
  const total = await repo.countItems(db, userId);
  const rows =
    pageOffset(query) < total
      ? await repo.pageOfItems(db, userId, query.size, pageOffset(query))
      : [];
  const products = await catalog.productsById(
    db,
    rows.map((row) => row.productId),
  );
  const content = rows.flatMap((row) => {
    const product = products.get(row.productId);
    return product ? [toItemDto(row, product)] : [];
  });
  return toPage(content, total, query);
}

/** Takes a product off the user's wishlist; 404 when it is not on it. */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  if (!(await repo.removeItem(db, userId, productId))) {
    throw new AppError(404, 'NOT_FOUND', 'This product is not in your wishlist');
  }
}

/** Empties the wishlist of an account being erased (decision 0015), in the erasure's transaction. */
export async function clearWishlistOf(tx: DbOrTx, userId: number): Promise<number> {
  return repo.removeAllItems(tx, userId);
}
