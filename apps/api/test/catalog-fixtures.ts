import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../src/db/client.js';
import {
  categories,
  mediaAssets,
  menuItems,
  productImages,
  products,
  type CategoryRow,
  type ProductRow,
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

export async function addProduct(db: Db, values: NewProduct): Promise<ProductRow> {
  const slug = values.slug ?? values.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const [row] = await db
    .insert(products)
    .values({
      sku: `SKU-${slug}`.toUpperCase(),
      description: `${values.name}, described at length.`,
      shortDescription: `${values.name} in brief.`,
      pricePaise: 250_000,
      productType: 'FRAGRANCE',
      stockQuantity: 10,
      ...values,
      slug,
    })
    .returning();
  return row!;
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
