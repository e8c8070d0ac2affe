import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, productImages, products } from '../../db/schema/index.js';
import type { ProductWithCategory } from './products.repository.js';

const { searchVector: _searchVector, ...productColumns } = getTableColumns(products);

// PostgreSQL takes at most 65,535 parameters in one statement; an import holds 5,000 SKUs.
const CHUNK = 1000;

function chunksOf<T>(values: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    chunks.push(values.slice(start, start + CHUNK));
  }
  return chunks;
}

/** The products (live or deleted) holding these SKUs, with their category names. */
export async function productsWithSkus(db: DbOrTx, skus: string[]): Promise<ProductWithCategory[]> {
  const found: ProductWithCategory[] = [];
  for (const chunk of chunksOf(skus)) {
    const rows = await db
      .select({ product: productColumns, categoryName: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.sku, chunk));
    found.push(...rows.map((row) => ({ ...row.product, categoryName: row.categoryName })));
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
