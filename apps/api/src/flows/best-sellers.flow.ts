import { BEST_SELLER_DAYS, productListQuerySchema, type Product } from '@attar/contracts';
import type { Db } from '../db/client.js';
import * as catalog from '../modules/catalog/catalog.service.js';
import { bestSellingProductIds } from '../modules/dashboard/dashboard.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /api/products/best-sellers: the live products in stock that sold the most units over the
 * last BEST_SELLER_DAYS days, best first; a store with fewer sales fills the list with its
 * featured products, so a new store's list is never empty.
 */
export async function bestSellers(db: Db, size: number, now = new Date()): Promise<Product[]> {
  // Twice as many as asked: some may since have been deleted or sold out.
  const ids = await bestSellingProductIds(
    db,
    new Date(now.getTime() - BEST_SELLER_DAYS * DAY_MS),
    size * 2,
  );
  const live = await catalog.liveProductsById(db, ids);
  const sellers = ids
    .map((id) => live.get(id))
    .filter((product): product is Product => product !== undefined && product.inStock);
  const listed = sellers.slice(0, size);
  if (listed.length < size) {
    const featured = await catalog.listProducts(
      db,
      productListQuerySchema.parse({ size, isFeatured: 'true', inStock: 'true' }),
    );
    const known = new Set(listed.map((product) => product.id));
    for (const product of featured.content) {
      if (listed.length === size) break;
      if (!known.has(product.id)) listed.push(product);
    }
  }
  return listed;
}
