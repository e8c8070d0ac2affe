import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { createMediaStorage } from '../../modules/media/media-storage.js';
import type { Db, DbOrTx, Tx } from '../client.js';
import {
  categories,
  giftSetComponents,
  mediaAssets,
  menuItems,
  productImages,
  products,
  productVariants,
} from '../schema/index.js';
import { type CategorySlug, SEED_CATEGORIES } from './categories.js';
import { ATTARS } from './fragrances-attars.js';
import { EAU_DE_PARFUM } from './fragrances-eau-de-parfum.js';
import { OUD_COLLECTION } from './fragrances-oud.js';
import { GIFT_SET_COMPONENTS, GIFT_SETS } from './gift-sets.js';
import {
  categoryImageJob,
  type ImageJob,
  productImageJobs,
  productImagePublicId,
  renderImages,
} from './images.js';
import { JEWELRY } from './jewelry.js';
import { buildMenuTree, type SeedMenuItem } from './menus.js';
import { concentrationOf, hsnCodeOf, pyramidOf } from './product-facts.js';
import { type SeedProduct, slugify } from './seed-product.js';
import { seedStoreDefaults } from './store-defaults.js';
import { defaultSizeOf, extraVariantsOf } from './variants.js';

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  ...EAU_DE_PARFUM,
  ...ATTARS,
  ...OUD_COLLECTION,
  ...JEWELRY,
  ...GIFT_SETS,
];

export { SEED_SETTINGS, seedStoreDefaults } from './store-defaults.js';

// Serialises two instances that start on the same empty PostgreSQL at once.
const SEED_LOCK_KEY = 4_172_027;

export interface SeedOptions {
  /** Root of the media store on disk; pictures go to `${mediaDir}/original/<publicId>.webp`. */
  mediaDir: string;
  /** The S3-compatible bucket the store keeps its images in instead (config.s3), if any. */
  s3?: AppConfig['s3'];
}

/** True while the catalogue has no categories, which is how a fresh database is recognised. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}

function productImageIds(product: SeedProduct): string[] {
  const slug = slugify(product.name);
  return product.featured
    ? [productImagePublicId(slug, 1), productImagePublicId(slug, 2)]
    : [productImagePublicId(slug, 1)];
}

function productJobs(product: SeedProduct): ImageJob[] {
  const art = {
    slug: slugify(product.name),
    name: product.name,
    categorySlug: product.categorySlug,
    tone: product.tone,
    form: product.form,
  };
  return productImageJobs(art, product.featured ? 2 : 1);
}

/**
 * Adds the store defaults that are missing (settings, delivery rules, payment methods), then
 * fills an empty database with the demo catalogue: categories, products with generated
 * pictures and menus. The catalogue is left alone when categories already exist.
 */
export async function seedDemoCatalogue(
  db: Db,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  await seedStoreDefaults(db);
  if (!(await isDatabaseEmpty(db))) return { seeded: false };

  // Pictures are drawn and stored before the transaction: it must stay short, and the files
  // are deterministic, so a lost race only rewrites identical bytes. Their delivery sizes are
  // queued by the server once it listens (image-variants.job.ts).
  const jobs = [
    ...SEED_CATEGORIES.map((category) => categoryImageJob(category.slug, category.name)),
    ...SEED_PRODUCTS.flatMap(productJobs),
  ];
  const storage = createMediaStorage({ s3: options.s3 }, options.mediaDir);
  const media = await renderImages(jobs, storage).finally(() => storage.close());

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) return false;
    await tx
      .insert(mediaAssets)
      .values(media)
      .onConflictDoUpdate({
        target: mediaAssets.publicId,
        set: {
          width: sql`excluded.width`,
          height: sql`excluded.height`,
          bytes: sql`excluded.bytes`,
        },
      });
    const categoryIds = await insertCategories(tx, new Set(media.map((m) => m.publicId)));
    await insertProducts(tx, categoryIds);
    await insertMenus(tx, buildMenuTree(categoryIds), null);
    return true;
  });
  return { seeded };
}

async function insertCategories(
  tx: Tx,
  mediaIds: Set<string>,
): Promise<Record<CategorySlug, number>> {
  const rows = await tx
    .insert(categories)
    .values(
      SEED_CATEGORIES.map((category, index) => {
        const imagePublicId = `seed-category-${category.slug}`;
        return {
          ...category,
          sortOrder: index,
          imagePublicId: mediaIds.has(imagePublicId) ? imagePublicId : null,
        };
      }),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return Object.fromEntries(rows.map((row) => [row.slug, row.id])) as Record<CategorySlug, number>;
}

async function insertProducts(tx: Tx, categoryIds: Record<CategorySlug, number>): Promise<void> {
  const categoryTypes = new Map(
    SEED_CATEGORIES.map((c) => [c.slug as CategorySlug, c.productType]),
  );
  // Staggered creation times give "newest first" a stable, meaningful order.
  const now = Date.now();
  const rows = await tx
    .insert(products)
    .values(
      SEED_PRODUCTS.map((product, index) => {
        const createdAt = new Date(now - (SEED_PRODUCTS.length - index) * 3_600_000);
        const productType = categoryTypes.get(product.categorySlug) ?? 'FRAGRANCE';
        const pyramid = productType === 'FRAGRANCE' ? pyramidOf(product.notes) : null;
        return {
          name: product.name,
          slug: slugify(product.name),
          sku: product.sku,
          description: product.description,
          shortDescription: product.shortDescription,
          pricePaise: product.price * 100,
          salePricePaise: product.salePrice === undefined ? null : product.salePrice * 100,
          size: product.size ?? null,
          dimensions: product.dimensions ?? null,
          categoryId: categoryIds[product.categorySlug],
          productType,
          gender: product.gender,
          occasions: product.occasions,
          notes: pyramid ? [...pyramid.top, ...pyramid.heart, ...pyramid.base] : product.notes,
          notesPyramid: pyramid,
          concentration: productType === 'FRAGRANCE' ? concentrationOf(product) : null,
          metal: product.metal ?? null,
          purity: product.purity ?? null,
          weightMg:
            product.weightGrams === undefined ? null : Math.round(product.weightGrams * 1000),
          hsnCode: hsnCodeOf(productType),
          isFeatured: product.featured ?? false,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: products.id, slug: products.slug });
  const productIds = new Map(rows.map((row) => [row.slug, row.id]));
  // Each product's row trigger gave it its default variant; its stock goes there.
  const stock = JSON.stringify(
    SEED_PRODUCTS.map((product) => ({
      product_id: productIds.get(slugify(product.name)),
      stock: product.stock,
    })),
  );
  await tx.execute(sql`
    update product_variants set stock_quantity = seeded.stock
    from jsonb_to_recordset(${stock}::jsonb) as seeded(product_id int, stock int)
    where product_variants.product_id = seeded.product_id and product_variants.is_default`);
  await insertSizes(tx, productIds);
  await insertGiftSetComponents(tx, productIds);
  await tx.insert(productImages).values(
    SEED_PRODUCTS.flatMap((product) =>
      productImageIds(product).map((publicId, index) => ({
        productId: productIds.get(slugify(product.name)) as number,
        publicId,
        isPrimary: index === 0,
        sortOrder: index,
      })),
    ),
  );
}

/** Names each ring's default variant by its size, and adds every product's other sizes. */
async function insertSizes(tx: Tx, productIds: Map<string, number>): Promise<void> {
  const idOf = (product: SeedProduct) => productIds.get(slugify(product.name)) as number;
  for (const product of SEED_PRODUCTS.filter((entry) => entry.categorySlug === 'rings')) {
    const size = defaultSizeOf(product);
    if (size === null) continue;
    await tx
      .update(productVariants)
      .set({ size })
      .where(
        and(eq(productVariants.productId, idOf(product)), eq(productVariants.isDefault, true)),
      );
  }
  const extra = SEED_PRODUCTS.flatMap((product, index) =>
    extraVariantsOf(product, index).map((variant) => ({
      productId: idOf(product),
      sku: variant.sku,
      size: variant.size,
      pricePaise: variant.price * 100,
      salePricePaise: variant.salePrice === null ? null : variant.salePrice * 100,
      stockQuantity: variant.stock,
      weightMg: product.weightGrams === undefined ? null : Math.round(product.weightGrams * 1000),
      sortOrder: variant.sortOrder,
    })),
  );
  if (extra.length > 0) await tx.insert(productVariants).values(extra);
}

/**
 * Makes the sets of other products' variants (decision 0060) of them, by SKU: the set's stock is
 * then what their vials allow.
 */
async function insertGiftSetComponents(tx: Tx, productIds: Map<string, number>): Promise<void> {
  const variants = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants);
  const variantId = new Map(variants.map((variant) => [variant.sku, variant.id]));
  const rows = GIFT_SET_COMPONENTS.flatMap(({ setSku, components }) => {
    const set = SEED_PRODUCTS.find((product) => product.sku === setSku)!;
    return components.map((component, position) => ({
      setProductId: productIds.get(slugify(set.name)) as number,
      componentVariantId: variantId.get(component.sku) as number,
      quantity: component.quantity,
      position,
    }));
  });
  if (rows.length > 0) await tx.insert(giftSetComponents).values(rows);
}

async function insertMenus(tx: Tx, items: SeedMenuItem[], parentId: number | null): Promise<void> {
  // One at a time: each child needs its parent's id, and the menu has about twenty rows.
  for (const [index, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({
        parentId,
        title: item.title,
        description: item.description ?? null,
        path: item.path,
        menuType: item.menuType,
        featured: item.featured ?? false,
        sortOrder: index,
      })
      .returning({ id: menuItems.id });
    if (row && item.children?.length) await insertMenus(tx, item.children, row.id);
  }
}
