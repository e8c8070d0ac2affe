import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import {
  categories,
  mediaAssets,
  menuItems,
  productImages,
  products,
  productVariants,
  settings,
} from '../schema/index.js';
import { componentsOf } from '../../modules/catalog/gift-sets.repository.js';
import { findLiveProducts } from '../../modules/catalog/products.repository.js';
import { isDatabaseEmpty, seedDemoCatalogue } from './index.js';

describe('seedDemoCatalogue', () => {
  let database: Database;
  let mediaDir: string;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'attar-seed-'));
    database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    await database.migrate();
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    firstRun = await seedDemoCatalogue(database.db, { mediaDir });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('fills an empty database with a catalogue of categories and products', async () => {
    expect(firstRun).toEqual({ seeded: true });
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const productRows = await database.db.select().from(products);
    const categoryRows = await database.db.select().from(categories);
    expect(productRows.length).toBeGreaterThanOrEqual(40);
    expect(categoryRows.length).toBeGreaterThanOrEqual(6);

    const categoryIds = new Set(categoryRows.map((c) => c.id));
    for (const product of productRows) expect(categoryIds.has(product.categoryId)).toBe(true);
    expect(new Set(productRows.map((p) => p.sku)).size).toBe(productRows.length);
    expect(new Set(productRows.map((p) => p.slug)).size).toBe(productRows.length);
    for (const product of productRows) expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);

    const featuredTypes = new Set(
      productRows.filter((p) => p.isFeatured).map((p) => p.productType),
    );
    expect(featuredTypes).toContain('FRAGRANCE');
    expect(featuredTypes).toContain('JEWELRY');
    // Stock lives on the variants (docs/decisions/0057-variants.md): some default is sold out.
    const defaults = await database.db
      .select({ stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.isDefault, true));
    expect(defaults).toHaveLength(productRows.length);
    expect(defaults.some((variant) => variant.stock === 0)).toBe(true);
    expect(productRows.some((p) => p.salePricePaise !== null)).toBe(true);
  });

  it('gives every product exactly one primary image that is a real 1000 px WebP file', async () => {
    const productRows = await database.db.select({ id: products.id }).from(products);
    const images = await database.db
      .select({
        productId: productImages.productId,
        publicId: productImages.publicId,
        isPrimary: productImages.isPrimary,
      })
      .from(productImages);
    for (const product of productRows) {
      const primaries = images.filter((image) => image.productId === product.id && image.isPrimary);
      expect(primaries).toHaveLength(1);
    }
    for (const image of images) {
      expect(image.publicId).toMatch(/^[a-z0-9-]+$/);
      const file = join(mediaDir, 'original', `${image.publicId}.webp`);
      expect(existsSync(file)).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(1000);
    }
    const assets = await database.db.select().from(mediaAssets);
    const assetIds = new Set(assets.map((asset) => asset.publicId));
    for (const image of images) expect(assetIds.has(image.publicId)).toBe(true);
  });

  it('gives every category a generated image', async () => {
    const categoryRows = await database.db.select().from(categories);
    for (const category of categoryRows) {
      expect(category.imagePublicId).not.toBeNull();
      expect(existsSync(join(mediaDir, 'original', `${category.imagePublicId}.webp`))).toBe(true);
    }
  });

  it('builds a menu tree whose paths are storefront routes', async () => {
    const items = await database.db.select().from(menuItems);
    const categoryRows = await database.db.select().from(categories);
    const topLevel = items.filter((item) => item.parentId === null);
    const children = items.filter((item) => item.parentId !== null);
    expect(topLevel.length).toBeGreaterThanOrEqual(4);
    expect(children.length).toBeGreaterThan(0);
    expect(items.some((item) => item.featured)).toBe(true);
    for (const item of items) expect(item.path.startsWith('/')).toBe(true);

    const jewelryLinks = items.filter((item) => item.path.startsWith('/jewelry?category='));
    expect(jewelryLinks.length).toBe(4);
    for (const link of jewelryLinks) {
      const id = Number(link.path.split('=')[1]);
      const category = categoryRows.find((c) => c.id === id);
      expect(category?.slug).toBe(link.menuType);
    }
  });

  it('makes a discovery set of five fragrances’ 10 ml vials, whose stock is what they allow', async () => {
    const [set] = await database.db
      .select({ id: products.id, productType: products.productType })
      .from(products)
      .where(eq(products.sku, 'AH-GS-007'));
    expect(set?.productType).toBe('GIFT_SET');
    const components = await componentsOf(database.db, [set!.id]);
    expect(components.map((component) => [component.size, component.quantity])).toEqual(
      Array.from({ length: 5 }, () => ['10 ml', 1]),
    );
    expect(new Set(components.map((component) => component.productId)).size).toBe(5);
    expect(components.every((component) => component.productType === 'FRAGRANCE')).toBe(true);
    const [read] = await findLiveProducts(database.db, [set!.id]);
    const least = Math.min(...components.map((component) => component.stockQuantity));
    expect(least).toBeGreaterThan(0);
    expect(read).toMatchObject({ fromComponents: true, stockQuantity: least });
  });

  it('stores the default settings', async () => {
    const [codFee] = await database.db.select().from(settings).where(eq(settings.key, 'cod_fee'));
    expect(codFee?.value).toEqual({ paise: 4900 });
  });

  it('does nothing when the catalogue already exists', async () => {
    const count = async () => ({
      products: (await database.db.select({ id: products.id }).from(products)).length,
      categories: (await database.db.select({ id: categories.id }).from(categories)).length,
      menus: (await database.db.select({ id: menuItems.id }).from(menuItems)).length,
      images: (await database.db.select({ id: productImages.id }).from(productImages)).length,
      media: (await database.db.select({ id: mediaAssets.publicId }).from(mediaAssets)).length,
    });
    const before = await count();
    expect(await seedDemoCatalogue(database.db, { mediaDir })).toEqual({ seeded: false });
    expect(await count()).toEqual(before);
  });
});
