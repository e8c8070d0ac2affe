import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  productImages,
  products,
  productVariants,
  type ProductVariantRow,
} from '../../db/schema/index.js';
import {
  toProductWithCategory,
  withCategoryColumns,
  type ProductWithCategory,
} from './products.repository.js';

// PostgreSQL takes at most 65,535 parameters in one statement; an import holds 5,000 SKUs.
const CHUNK = 1000;

function chunksOf<T>(values: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    chunks.push(values.slice(start, start + CHUNK));
  }
  return chunks;
}

/** The variants (live or removed) holding these SKUs. */
export async function variantsWithSkus(db: DbOrTx, skus: string[]): Promise<ProductVariantRow[]> {
  const found: ProductVariantRow[] = [];
  for (const chunk of chunksOf(skus)) {
    found.push(
      ...(await db.select().from(productVariants).where(inArray(productVariants.sku, chunk))),
    );
  }
  return found;
}

/** Every variant of these products, removed ones included, each product's in display order. */
export async function variantsOfProducts(
  db: DbOrTx,
  productIds: number[],
): Promise<ProductVariantRow[]> {
  const found: ProductVariantRow[] = [];
  for (const chunk of chunksOf(productIds)) {
    found.push(
      ...(await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, chunk))
        .orderBy(
          asc(productVariants.productId),
          asc(productVariants.sortOrder),
          asc(productVariants.id),
        )),
    );
  }
  return found;
}

/** The products (live or deleted) of these ids, with their category names. */
export async function productsWithIds(
  db: DbOrTx,
  productIds: number[],
): Promise<ProductWithCategory[]> {
  const found: ProductWithCategory[] = [];
  for (const chunk of chunksOf(productIds)) {
    const rows = await db
      .select(withCategoryColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, chunk));
    found.push(...rows.map(toProductWithCategory));
  }
  return found;
}

/** The images of these products, each product's in the order the admin arranged them. */
export async function imagesInOrderOf(
  db: DbOrTx,
  productIds: number[],
): Promise<{ productId: number; publicId: string; isPrimary: boolean }[]> {
  const found: { productId: number; publicId: string; isPrimary: boolean }[] = [];
  for (const chunk of chunksOf(productIds)) {
    found.push(
      ...(await db
        .select({
          productId: productImages.productId,
          publicId: productImages.publicId,
          isPrimary: productImages.isPrimary,
        })
        .from(productImages)
        .where(inArray(productImages.productId, chunk))
        .orderBy(
          asc(productImages.productId),
          asc(productImages.sortOrder),
          asc(productImages.id),
        )),
    );
  }
  return found;
}
