import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';

/** Every product on sale (not deleted) with when it last changed, for the sitemap. */
export function listSitemapProducts(db: Db) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id));
}

export function listSitemapCategories(db: Db) {
  return db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
