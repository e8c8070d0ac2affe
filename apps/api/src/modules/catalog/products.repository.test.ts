import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addImage, addProduct, stockOf } from '../../../test/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { products, type ProductRow } from '../../db/schema/index.js';
import { findLiveProductDetail, findProducts, listProducts } from './products.repository.js';
import { liveVariantsOf } from './variants.repository.js';

// The storefront reads a product's columns as one JSON array (productAsJson). Each value must
// come back exactly as reading the column itself gives it: a type whose JSON form differs (a
// bigint or numeric as a number, say) would change what the API answers.
describe('storefront product reads', () => {
  let t: TestApp;
  let everyColumnSet: ProductRow;
  let fewestColumnsSet: ProductRow;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const category = await addCategory(db, { name: 'Bangles', productType: 'JEWELRY' });
    everyColumnSet = await addProduct(db, {
      name: 'Temple Bangle',
      categoryId: category.id,
      productType: 'JEWELRY',
      pricePaise: 1_250_050,
      salePricePaise: 1_100_075,
      size: '2.6',
      dimensions: '6.5 cm across',
      gender: 'WOMEN',
      occasions: ['WEDDING', 'FESTIVE'],
      notes: ['a "quoted" note', 'comma, inside', 'back\\slash', 'ünïcödé'],
      notesPyramid: { top: ['rose'], heart: ['jasmine', 'mogra'], base: [] },
      concentration: 'EDP',
      metal: 'GOLD',
      purity: '22K',
      weightMg: 18_345,
      hallmarkHuid: 'AB12CD',
      hsnCode: '7113',
      isFeatured: true,
      stockQuantity: 3,
      reviewCount: 3,
      ratingTotal: 14,
      createdAt: new Date('2026-03-04T05:06:07.891Z'),
    });
    fewestColumnsSet = await addProduct(db, {
      name: 'Plain Anklet',
      categoryId: category.id,
      productType: 'JEWELRY',
    });
    await addImage(db, join(t.config.dataDir, 'media'), 'temple-bangle-1', everyColumnSet.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  // The reads add the variants' stock to the columns (docs/decisions/0057-variants.md): these
  // products have one variant each, whose units are the default's, the total and the fewest;
  // none is a gift set of components (decision 0060).
  async function asColumnsRead(ids: number[]) {
    const rows = await t.database.db.select().from(products).where(inArray(products.id, ids));
    const read = new Map<number, object>();
    for (const { searchVector: _searchVector, ...row } of rows) {
      const units = await stockOf(t.database.db, row.id);
      read.set(row.id, {
        ...row,
        stockQuantity: units,
        stockTotal: units,
        lowestStock: units,
        fromComponents: false,
      });
    }
    return read;
  }

  it('the fixture sets every product column but the search document, so each type is checked', async () => {
    const read = (await asColumnsRead([everyColumnSet.id])).get(everyColumnSet.id)!;
    const unset = Object.entries(read).filter(
      ([key, value]) => value === null && key !== 'deletedAt',
    );
    expect(unset).toEqual([]);
  });

  it('one product with its variants, a page of the list and the products of an order read every column as the column reads it', async () => {
    const db = t.database.db;
    const ids = [everyColumnSet.id, fewestColumnsSet.id];
    const expected = await asColumnsRead(ids);

    const one = await findLiveProductDetail(db, everyColumnSet.id);
    const { images, categoryName, variants, ...product } = one!;
    // The variants come as one column of the product's statement: each reads the columns a
    // shopper is shown as its own row does.
    const rows = await liveVariantsOf(db, [everyColumnSet.id]);
    expect(variants).toStrictEqual(
      rows.map(
        ({
          productId: _product,
          sortOrder: _order,
          createdAt: _created,
          updatedAt: _updated,
          ...shown
        }) => shown,
      ),
    );
    expect(variants.length).toBeGreaterThan(0);
    expect(product).toStrictEqual(expected.get(everyColumnSet.id));
    expect(categoryName).toBe('Bangles');
    expect(images).toEqual([
      {
        productId: everyColumnSet.id,
        publicId: 'temple-bangle-1',
        isPrimary: true,
        width: 1000,
        height: 1000,
      },
    ]);

    const page = await listProducts(db, { productType: 'JEWELRY' }, 'name_asc', 12, 0);
    expect(page.total).toBe(2);
    expect(page.rows.map(({ images: _images, categoryName: _name, ...row }) => row)).toStrictEqual([
      expected.get(fewestColumnsSet.id),
      expected.get(everyColumnSet.id),
    ]);

    const ordered = await findProducts(db, ids);
    for (const { images: _images, categoryName: _name, ...row } of ordered) {
      expect(row).toStrictEqual(expected.get(row.id));
    }
  });

  it('a deleted product reads its deletion time as the column does', async () => {
    const db = t.database.db;
    const deletedAt = new Date('2026-05-06T07:08:09.123Z');
    await db.update(products).set({ deletedAt }).where(eq(products.id, fewestColumnsSet.id));
    const [row] = await findProducts(db, [fewestColumnsSet.id]);
    expect(row!.deletedAt).toStrictEqual(deletedAt);
    expect(await findLiveProductDetail(db, fewestColumnsSet.id)).toBeUndefined();
  });
});
