import type {
  AdminProduct,
  Page,
  Product,
  ProductDetail,
  ProductHistoryEntry,
  ProductVariant,
  StockMovement,
  VariantPayload,
} from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index.js';
import {
  adminCatalogue,
  fragrancePayload,
  nextSku,
  uploadedImages,
} from '../../../test/admin-catalogue.js';
import { addCategory } from '../../../test/catalog-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let admin: ReturnType<typeof adminCatalogue>;
let attars: number;

beforeAll(async () => {
  t = await createTestApp();
  attars = (await addCategory(t.database.db, { name: 'Attars' })).id;
  admin = adminCatalogue(t, (await signedInUser(t, 'ADMIN')).token);
});
afterAll(async () => {
  await t.close();
});

const put = (id: number | string, body: unknown, as = admin) =>
  as.call('PUT', `/api/admin/products/${id}/variants`, body as object);
const variantsOf = async (id: number) =>
  json<ProductVariant[]>(await admin.call('GET', `/api/admin/products/${id}/variants`));

/** A variant as the admin sends it back: what it read, with `changes`. */
function sent(variant: ProductVariant, changes: Partial<VariantPayload> = {}): VariantPayload {
  const { id, sku, size, colour, price, salePrice, stockQuantity, weightGrams, isDefault } =
    variant;
  return {
    id,
    sku,
    size,
    colour,
    price,
    salePrice,
    stockQuantity,
    weightGrams,
    isDefault,
    ...changes,
  };
}

/** A product of one variant (12 ml, 3,400, 10 in stock), answered as the admin reads it. */
async function addAttar(overrides: Parameters<typeof fragrancePayload>[1] = {}) {
  return admin.add(
    fragrancePayload(attars, { price: 3400, size: '12 ml', stockQuantity: 10, ...overrides }),
  );
}

describe('PUT /api/admin/products/{id}/variants', () => {
  it('adds a size, changes a price, moves the default and removes a size; the product follows its default', async () => {
    const product = await addAttar();
    const [small] = await variantsOf(product.id);
    expect(small).toMatchObject({ sku: product.sku, size: '12 ml', stockQuantity: 10 });
    const large = nextSku();

    const added = await put(product.id, {
      variants: [
        sent(small!),
        { sku: large, size: '50 ml', price: 9000, salePrice: 8500, stockQuantity: 4 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const withTwo = json<AdminProduct>(added);
    expect(withTwo).toMatchObject({
      sku: product.sku,
      price: 3400,
      fromPrice: 3400,
      variantCount: 2,
      stockQuantity: 10,
    });
    expect(
      withTwo.variants.map((v) => [v.sku, v.size, v.price, v.stockQuantity, v.isDefault]),
    ).toEqual([
      [product.sku, '12 ml', 3400, 10, true],
      [large, '50 ml', 9000, 4, false],
    ]);

    // The 12 ml costs more, the 50 ml becomes the default, a 100 ml comes in; lowest price wins.
    const [, fifty] = withTwo.variants;
    const hundred = nextSku();
    const moved = json<AdminProduct>(
      await put(product.id, {
        variants: [
          sent(fifty!, { isDefault: true }),
          sent(small!, { price: 3600, isDefault: false }),
          { sku: hundred, size: '100 ml', price: 15000, stockQuantity: 0, weightGrams: 180 },
        ],
      }),
    );
    expect(moved).toMatchObject({
      sku: large,
      size: '50 ml',
      price: 9000,
      salePrice: 8500,
      fromPrice: 3600,
      variantCount: 3,
      stockQuantity: 4,
      inStock: true,
    });
    expect(moved.variants.map((v) => v.sku)).toEqual([large, product.sku, hundred]);

    // The 12 ml is left out: removed, kept for the orders and ledger that name it.
    const removed = json<AdminProduct>(
      await put(product.id, {
        variants: moved.variants.filter((v) => v.sku !== product.sku).map((v) => sent(v)),
      }),
    );
    expect(removed).toMatchObject({ sku: large, fromPrice: 8500, variantCount: 2 });
    expect((await variantsOf(product.id)).map((v) => v.sku)).toEqual([large, hundred]);
    const [row] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, small!.id));
    expect(row).toMatchObject({ sku: product.sku, isDefault: false, stockQuantity: 10 });
    expect(row!.deletedAt).not.toBeNull();

    // The storefront reads the default's values and every live variant.
    const shown = json<ProductDetail>(
      await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${product.id}` }),
    );
    expect(shown).toMatchObject({ sku: large, price: 9000, salePrice: 8500, fromPrice: 8500 });
    expect(shown.variants.map((v) => v.sku)).toEqual([large, hundred]);
  });

  it('records one history entry of the variants before and after, and each stock change in the ledger', async () => {
    const product = await addAttar();
    const [only] = await variantsOf(product.id);
    const large = nextSku();
    await put(product.id, {
      variants: [
        sent(only!, { stockQuantity: 7 }),
        { sku: large, size: '50 ml', price: 9000, stockQuantity: 4 },
      ],
    });
    const history = json<Page<ProductHistoryEntry>>(await admin.history(product.id)).content;
    const update = history.filter((entry) => entry.action === 'UPDATE');
    expect(update).toHaveLength(1);
    const compact = (sku: string, size: string, price: number, isDefault: boolean) => ({
      sku,
      size,
      colour: null,
      price,
      salePrice: null,
      weightGrams: null,
      isDefault,
    });
    expect(update[0]!.changes).toEqual([
      {
        field: 'variants',
        before: [compact(product.sku, '12 ml', 3400, true)],
        after: [compact(product.sku, '12 ml', 3400, true), compact(large, '50 ml', 9000, false)],
      },
    ]);
    const stock = history.filter((entry) => entry.action === 'STOCK');
    expect(stock.map((entry) => entry.reason)).toEqual(['ADMIN_EDIT', 'ADMIN_EDIT']);

    const movements = json<Page<StockMovement>>(await admin.movements(product.id)).content;
    expect(movements.map((m) => [m.sku, m.reason, m.delta, m.stockAfter])).toEqual([
      [large, 'ADMIN_EDIT', 4, 4],
      [product.sku, 'ADMIN_EDIT', -3, 7],
      [product.sku, 'ADMIN_EDIT', 10, 10],
    ]);
    expect(movements[0]!.variantId).toBe((await variantsOf(product.id))[1]!.id);

    // Sending the same set again changes nothing and records nothing.
    const again = (await variantsOf(product.id)).map((v) => sent(v));
    expect((await put(product.id, { variants: again })).statusCode).toBe(200);
    expect(json<Page<ProductHistoryEntry>>(await admin.history(product.id)).content).toHaveLength(
      history.length,
    );
  });

  it('brings a removed variant back when its SKU is sent again, and lets two variants trade SKUs', async () => {
    const product = await addAttar();
    const [small] = await variantsOf(product.id);
    const large = nextSku();
    const two = json<AdminProduct>(
      await put(product.id, {
        variants: [sent(small!), { sku: large, size: '50 ml', price: 9000, stockQuantity: 1 }],
      }),
    );
    await put(product.id, { variants: [sent(small!)] });
    const back = json<AdminProduct>(
      await put(product.id, {
        variants: [sent(small!), { sku: large, size: '50 ml', price: 9500, stockQuantity: 2 }],
      }),
    );
    expect(back.variants.map((v) => [v.id, v.price, v.stockQuantity])).toEqual([
      [small!.id, 3400, 10],
      [two.variants[1]!.id, 9500, 2],
    ]);
    const [first, second] = back.variants;
    const traded = json<AdminProduct>(
      await put(product.id, {
        variants: [
          sent(first!, { sku: second!.sku, size: '50 ml' }),
          sent(second!, { sku: first!.sku, size: '12 ml' }),
        ],
      }),
    );
    expect(traded.variants.map((v) => [v.id, v.sku, v.size])).toEqual([
      [first!.id, second!.sku, '50 ml'],
      [second!.id, first!.sku, '12 ml'],
    ]);
    expect(traded).toMatchObject({ sku: large, size: '50 ml' });
  });

  it('refuses broken sets with 400: a SKU twice, no price, an option twice, defaults, types, NUL, sizes', async () => {
    const product = await addAttar();
    const [only] = await variantsOf(product.id);
    const other = { sku: nextSku(), size: '50 ml', price: 9000, stockQuantity: 1 };
    const { sku: _sku, ...withoutSku } = other;
    const { price: _price, ...withoutPrice } = other;
    const refusals: [unknown, string][] = [
      [{ variants: [sent(only!), { ...other, sku: only!.sku }] }, 'variants.1.sku'],
      [{ variants: [sent(only!), withoutPrice] }, 'variants.1.price'],
      [{ variants: [sent(only!), { ...other, size: '12 ML' }] }, 'variants.1.size'],
      [{ variants: [sent(only!), { ...other, isDefault: true }] }, 'variants'],
      [{ variants: [sent(only!, { isDefault: false }), other] }, 'variants'],
      [{ variants: [sent(only!), { ...other, salePrice: 9000 }] }, 'variants.1.salePrice'],
      [{ variants: [sent(only!), withoutSku] }, 'variants.1.sku'],
      [{ variants: [sent(only!), { ...other, price: '9000' }] }, 'variants.1.price'],
      [{ variants: [sent(only!), { ...other, stockQuantity: -1 }] }, 'variants.1.stockQuantity'],
      [{ variants: [sent(only!), { ...other, size: 'a\u0000b' }] }, 'variants.1.size'],
      [{ variants: [sent(only!), { ...other, size: 'x'.repeat(41) }] }, 'variants.1.size'],
      [{ variants: [sent(only!), { ...other, sku: 'bad sku!' }] }, 'variants.1.sku'],
      [{ variants: [sent(only!), { ...other, size: null }] }, 'variants.1.size'],
      [{ variants: [] }, 'variants'],
      [{ variants: 'all' }, 'variants'],
      [{}, 'variants'],
      [
        {
          variants: Array.from({ length: 81 }, (_, i) => ({
            sku: `AH-MANY-${i}`,
            size: `${i} ml`,
            price: 100,
            stockQuantity: 0,
            isDefault: i === 0,
          })),
        },
        'variants',
      ],
    ];
    for (const [body, path] of refusals) {
      const response = await put(product.id, body);
      expect([response.statusCode, json(response).code], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      const paths = json<{ details: { path: string }[] }>(response).details.map((d) => d.path);
      expect(paths, JSON.stringify(body)).toContain(path);
    }
    const foreignImage = await uploadedImages(t, 'up-variant-stranger');
    const image = await put(product.id, {
      variants: [sent(only!, { imagePublicId: foreignImage[0] })],
    });
    expect([image.statusCode, json(image).message]).toEqual([
      400,
      'variants.0.imagePublicId: The image "up-variant-stranger" is not one of this product\'s images.',
    ]);
    expect(await variantsOf(product.id)).toEqual([only]);
  });

  it("takes one of the product's images for a variant", async () => {
    const images = await uploadedImages(t, 'up-variant-front', 'up-variant-side');
    const product = await addAttar({ imagePublicIds: images });
    const [only] = await variantsOf(product.id);
    const saved = json<AdminProduct>(
      await put(product.id, { variants: [sent(only!, { imagePublicId: 'up-variant-side' })] }),
    );
    expect(saved.variants[0]).toMatchObject({
      imagePublicId: 'up-variant-side',
      imageUrl: '/media/detail/up-variant-side',
    });
  });

  it("answers 409 SKU_TAKEN for another product's SKU (a removed variant's too), 404 for a variant of another product or an unknown one", async () => {
    const holder = await addAttar({ name: 'Khus Attar' });
    const product = await addAttar();
    const [only] = await variantsOf(product.id);
    const [theirs] = await variantsOf(holder.id);
    const extra = { size: '50 ml', price: 9000, stockQuantity: 1 };
    const taken = await put(product.id, {
      variants: [sent(only!), { ...extra, sku: holder.sku.toLowerCase() }],
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({
      code: 'SKU_TAKEN',
      message: `SKU ${holder.sku} is already used by "Khus Attar".`,
      details: { sku: holder.sku, productId: holder.id, deleted: false },
    });
    // A SKU stays taken by its removed variant.
    const gone = nextSku();
    await put(holder.id, { variants: [sent(theirs!), { ...extra, sku: gone }] });
    await put(holder.id, { variants: [sent(theirs!)] });
    const removedSku = await put(product.id, { variants: [sent(only!), { ...extra, sku: gone }] });
    expect(json(removedSku)).toMatchObject({
      code: 'SKU_TAKEN',
      details: { productId: holder.id },
    });

    const foreign = await put(product.id, { variants: [sent(theirs!)] });
    expect([foreign.statusCode, json(foreign).message]).toEqual([404, 'Variant not found']);
    const unknown = await put(product.id, { variants: [sent(only!, { id: 987_654 })] });
    expect(unknown.statusCode).toBe(404);
    const noProduct = await put(987_654, { variants: [sent(only!, { id: null })] });
    expect([noProduct.statusCode, json(noProduct).message]).toEqual([404, 'Product not found']);
    expect((await admin.call('GET', '/api/admin/products/987654/variants')).statusCode).toBe(404);
    expect((await put('abc', { variants: [sent(only!)] })).statusCode).toBe(400);
    expect(await variantsOf(product.id)).toEqual([only]);
  });

  it('is for staff who edit products: 401 for a visitor, 403 for a customer and for a role without the permission', async () => {
    const product = await addAttar();
    const [only] = await variantsOf(product.id);
    const body = { variants: [sent(only!, { price: 3500 })] };
    const url = `/api/admin/products/${product.id}/variants`;
    const visitor = await t.app.inject({ method: 'PUT', url, payload: body });
    expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
    const asRole = async (token: string) =>
      t.app.inject(withToken(token, { method: 'PUT', url, payload: body }));
    const customer = await asRole((await signedInUser(t)).token);
    expect([customer.statusCode, json(customer).code]).toEqual([403, 'FORBIDDEN']);
    const fulfilment = await asRole((await signedInUser(t, 'ADMIN', 'FULFILMENT')).token);
    expect([fulfilment.statusCode, json(fulfilment).code]).toEqual([403, 'NOT_PERMITTED']);
    expect((await variantsOf(product.id))[0]!.price).toBe(3400);
    const catalogue = await asRole((await signedInUser(t, 'ADMIN', 'CATALOGUE')).token);
    expect([catalogue.statusCode, json<AdminProduct>(catalogue).price]).toEqual([200, 3500]);
  });
});

describe('stock and search by variant', () => {
  it("receives and writes off a variant's stock; a variant of another product is 404", async () => {
    const product = await addAttar();
    const other = await addAttar();
    const [small] = await variantsOf(product.id);
    const large = nextSku();
    const saved = json<AdminProduct>(
      await put(product.id, {
        variants: [sent(small!), { sku: large, size: '50 ml', price: 9000, stockQuantity: 4 }],
      }),
    );
    const fifty = saved.variants[1]!;
    const adjust = (id: number, body: object) =>
      admin.call('POST', `/api/admin/products/${id}/stock`, body);
    const received = json<AdminProduct>(
      await adjust(product.id, { delta: 3, variantId: fifty.id }),
    );
    expect(received.variants.map((v) => v.stockQuantity)).toEqual([10, 7]);
    expect(received.stockQuantity).toBe(10);
    const short = await adjust(product.id, { delta: -8, variantId: fifty.id });
    expect([short.statusCode, json(short).code]).toEqual([409, 'INSUFFICIENT_STOCK']);
    const foreign = await adjust(other.id, { delta: 1, variantId: fifty.id });
    expect([foreign.statusCode, json(foreign).message]).toEqual([404, 'Variant not found']);
    expect((await adjust(product.id, { delta: 1, variantId: 'x' })).statusCode).toBe(400);
    const byDefault = json<AdminProduct>(await adjust(product.id, { delta: -2 }));
    expect(byDefault.variants.map((v) => v.stockQuantity)).toEqual([8, 7]);
    const movements = json<Page<StockMovement>>(await admin.movements(product.id)).content;
    expect(movements.slice(0, 2).map((m) => [m.variantId, m.sku, m.delta])).toEqual([
      [small!.id, product.sku, -2],
      [fifty.id, large, 3],
    ]);
  });

  it("finds a product by any live variant's SKU, in the storefront's search and the admin table", async () => {
    const product = await addAttar({ name: 'Gulnar Attar' });
    const [small] = await variantsOf(product.id);
    const large = `AH-GUL-${nextSku('VAR')}`;
    await put(product.id, {
      variants: [sent(small!), { sku: large, size: '50 ml', price: 9000, stockQuantity: 4 }],
    });
    const storefront = async (search: string) =>
      json<Page<Product>>(
        await t.app.inject({
          method: 'GET',
          url: `/api/products/getAll?search=${encodeURIComponent(search)}`,
        }),
      ).content.map((p) => p.id);
    const admins = async (search: string) =>
      json<Page<AdminProduct>>(
        await admin.call('GET', `/api/admin/products?search=${encodeURIComponent(search)}`),
      ).content.map((p) => p.id);
    expect(await storefront(large.toLowerCase())).toEqual([product.id]);
    expect(await storefront(` ${large} `)).toEqual([product.id]);
    expect(await admins(large.slice(4).toLowerCase())).toEqual([product.id]);
    // Once removed, its SKU finds the product no more.
    await put(product.id, { variants: [sent(small!)] });
    expect(await storefront(large)).toEqual([]);
    expect(await admins(large)).toEqual([]);
  });
});
