import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../src/db/client.js';
import {
  categories,
  mediaAssets,
  menuItems,
  productImages,
  products,
  productVariants,
  type CategoryRow,
  type ProductRow,
  type ProductVariantRow,
} from '../src/db/schema/index.js';

type NewProduct = Partial<typeof products.$inferInsert> & { name: string; categoryId: number };

export async function addCategory(
  db: Db,
  values: Partial<typeof categories.$inferInsert> & { name: string },
): Promise<CategoryRow> {
  const slug = values.slug ?? values.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(categories)
    .values({ productType: 'FRAGRANCE', ...values, slug })
    .returning();
  return row!;
}

/**
 * Adds a product straight to the database (its row's trigger gives it its default variant) with
 * `stockQuantity` units on that variant, 10 unless said.
 */
export async function addProduct(
  db: Db,
  { stockQuantity = 10, ...values }: NewProduct & { stockQuantity?: number },
): Promise<ProductRow & { stockQuantity: number }> {
  const slug = values.slug ?? values.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(products)
    .values({
      sku: `SKU-${slug}`.toUpperCase(),
      description: `${values.name}, described at length.`,
      shortDescription: `${values.name} in brief.`,
      pricePaise: 250_000,
      productType: 'FRAGRANCE',
      ...values,
      slug,
    })
    .returning();
  await setStockOf(db, row!.id, stockQuantity);
  return { ...row!, stockQuantity };
}

/** Sets the stock of a product's default variant (or of the variant named), bypassing the ledger. */
export async function setStockOf(
  db: Db,
  productId: number,
  stockQuantity: number,
  variantId?: number,
): Promise<void> {
  await db
    .update(productVariants)
    .set({ stockQuantity })
    .where(
      variantId === undefined
        ? and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true))
        : eq(productVariants.id, variantId),
    );
}

/** The stock of a product's default variant (or of the variant named). */
export async function stockOf(db: Db, productId: number, variantId?: number): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(
      variantId === undefined
        ? and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true))
        : eq(productVariants.id, variantId),
    );
  if (!row) throw new Error(`no variant of product ${productId}`);
  return row.stock;
}

let variantCounter = 0;

/**
 * Adds a variant to a product straight to the database, as the admin's variant editor would
 * store it: its own SKU (unique unless given), size and colour, price and stock (0 unless said).
 * The mirror trigger updates the product's lowest price and variant count.
 */
export async function addVariant(
  db: Db,
  productId: number,
  values: Partial<Omit<typeof productVariants.$inferInsert, 'productId'>> = {},
): Promise<ProductVariantRow> {
  variantCounter += 1;
  const [row] = await db
    .insert(productVariants)
    .values({
      sku: `VAR-${productId}-${variantCounter}`,
      pricePaise: 250_000,
      sortOrder: variantCounter,
      ...values,
      productId,
    })
    .returning();
  return row!;
}

/** A product's default variant. */
export async function defaultVariantOf(db: Db, productId: number): Promise<ProductVariantRow> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isDefault, true)));
  if (!row) throw new Error(`no default variant of product ${productId}`);
  return row;
}

/** Writes a real WebP original for a public id and records it, as an upload or the seed would. */
export async function addImage(db: Db, mediaDir: string, publicId: string, productId?: number) {
  mkdirSync(join(mediaDir, 'original'), { recursive: true });
  const info = await sharp({
    create: { width: 1000, height: 1000, channels: 3, background: { r: 200, g: 169, b: 106 } },
  })
    .webp()
    .toFile(join(mediaDir, 'original', `${publicId}.webp`));
  await db.insert(mediaAssets).values({
    publicId,
    format: 'webp',
    width: info.width,
    height: info.height,
    bytes: info.size,
  });
  if (productId !== undefined) {
    await db.insert(productImages).values({ productId, publicId, isPrimary: true });
  }
}

export async function addMenuItem(db: Db, values: typeof menuItems.$inferInsert) {
  const [row] = await db.insert(menuItems).values(values).returning();
  return row!;
}
