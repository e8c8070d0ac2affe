import {
  PRODUCT_CSV_COLUMNS,
  type AdminProduct,
  type GiftSetComponents,
  type Page,
  type Product,
  type ProductDetail,
  type ProductHistoryEntry,
  type Quote,
  type StockMovement,
} from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogue } from '../../../test/admin-catalogue.js';
import { applyCsv, csvFile, exportCsv, rowsOfExport } from '../../../test/product-csv.js';
import { setStockOf, stockOf } from '../../../test/catalog-fixtures.js';
import {
  fragranceWithVial,
  giftSet,
  giftSetCategories,
  putComponents,
  withComponents,
} from '../../../test/gift-set-fixtures.js';
import { orderReadyStore } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { giftSetComponents, productVariants } from '../../db/schema/index.js';

// Gift sets made of other products' variants (docs/decisions/0060-gift-sets-from-components.md):
// the admin's calls, and the stock every read answers for such a set.

let t: TestApp;
let adminToken: string;
let admin: ReturnType<typeof adminCatalogue>;
let fragranceCategoryId: number;
let giftSetCategoryId: number;
let codId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId } = await orderReadyStore(t));
  ({ fragranceCategoryId, giftSetCategoryId } = await giftSetCategories(t));
  adminToken = (await signedInUser(t, 'ADMIN')).token;
  admin = adminCatalogue(t, adminToken);
});
afterAll(async () => {
  await t.close();
});

const put = (setId: number | string, body: Record<string, unknown>) =>
  putComponents(t, adminToken, setId, body);
const readComponents = async (setId: number) =>
  json<GiftSetComponents>(await admin.call('GET', `/api/admin/products/${setId}/components`));
const detailOf = async (id: number) =>
  json<ProductDetail>(await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${id}` }));
const listed = async (query: string) =>
  json<Page<Product>>(await t.app.inject({ method: 'GET', url: `/api/products/getAll?${query}` }))
    .content;

/** Three fragrances' vials (7, 12 and 30 units) and a set of one, one and two of them. */
async function discoverySet() {
  const rose = await fragranceWithVial(t, fragranceCategoryId, 7, { name: `Rose ${Date.now()}` });
  const oud = await fragranceWithVial(t, fragranceCategoryId, 12);
  const khus = await fragranceWithVial(t, fragranceCategoryId, 30);
  const set = await giftSet(t, giftSetCategoryId, { stock: 5 });
  return { rose, oud, khus, set };
}

describe('PUT and GET /api/admin/products/{id}/components', () => {
  it('makes a set of other products’ vials: its stock is the least they allow, its own is written off, and its history says so', async () => {
    const { rose, oud, khus, set } = await discoverySet();
    const response = await put(set.id, {
      components: [
        { variantId: rose.vial.id, quantity: 1 },
        { variantId: oud.vial.id, quantity: 1 },
        { variantId: khus.vial.id, quantity: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json<GiftSetComponents>(response);
    // min(7 / 1, 12 / 1, 30 / 2) = 7
    expect(saved).toEqual({
      productId: set.id,
      stockQuantity: 7,
      components: [
        {
          productId: rose.productId,
          variantId: rose.vial.id,
          name: rose.name,
          sku: rose.vial.sku,
          size: '10 ml',
          quantity: 1,
          stockQuantity: 7,
          available: true,
        },
        expect.objectContaining({ variantId: oud.vial.id, quantity: 1, stockQuantity: 12 }),
        expect.objectContaining({ variantId: khus.vial.id, quantity: 2, stockQuantity: 30 }),
      ],
    });
    expect(await readComponents(set.id)).toEqual(saved);

    // Its own 5 units are written off in the ledger; the components' stock is untouched.
    expect(await stockOf(t.database.db, set.id)).toBe(0);
    const movements = json<Page<StockMovement>>(await admin.movements(set.id)).content;
    expect(movements[0]).toMatchObject({
      delta: -5,
      stockAfter: 0,
      reason: 'ADMIN_EDIT',
      note: 'The set is now made of components: its stock comes from theirs',
    });
    expect(await stockOf(t.database.db, rose.productId, rose.vial.id)).toBe(7);

    const history = json<Page<ProductHistoryEntry>>(await admin.history(set.id)).content;
    const edit = history.find((entry) => entry.changes.some((c) => c.field === 'components'));
    expect(edit?.changes).toEqual([
      {
        field: 'components',
        before: [],
        after: [
          `1 × ${rose.name} 10 ml (${rose.vial.sku})`,
          `1 × ${oud.name} 10 ml (${oud.vial.sku})`,
          `2 × ${khus.name} 10 ml (${khus.vial.sku})`,
        ],
      },
    ]);

    // Saving the same list again records nothing more.
    const again = await put(set.id, {
      components: saved.components.map(({ variantId, quantity }) => ({ variantId, quantity })),
    });
    expect(again.statusCode).toBe(200);
    const entries = json<Page<ProductHistoryEntry>>(await admin.history(set.id)).content;
    expect(entries.filter((e) => e.changes.some((c) => c.field === 'components'))).toHaveLength(1);
  });

  it('answers the set’s stock in the product page, the lists, the admin’s reads and the quote', async () => {
    const { rose, oud, khus, set } = await discoverySet();
    await withComponents(t, adminToken, set.id, [
      { variantId: rose.vial.id, quantity: 1 },
      { variantId: oud.vial.id, quantity: 1 },
      { variantId: khus.vial.id, quantity: 2 },
    ]);
    const detail = await detailOf(set.id);
    expect(detail).toMatchObject({ stockQuantity: 7, inStock: true });
    expect(detail.variants.map((v) => [v.stockQuantity, v.inStock])).toEqual([[7, true]]);
    expect(detail.components).toEqual([
      {
        productId: rose.productId,
        name: rose.name,
        sku: rose.vial.sku,
        size: '10 ml',
        quantity: 1,
      },
      { productId: oud.productId, name: oud.name, sku: oud.vial.sku, size: '10 ml', quantity: 1 },
      {
        productId: khus.productId,
        name: khus.name,
        sku: khus.vial.sku,
        size: '10 ml',
        quantity: 2,
      },
    ]);
    // Any other product lists no components, and keeps every field it had.
    const plain = await detailOf(rose.productId);
    expect(plain.components).toEqual([]);
    expect(plain.stockQuantity).toBe(20);

    const inCategory = await listed(`category=${giftSetCategoryId}&size=100`);
    expect(inCategory.find((p) => p.id === set.id)).toMatchObject({
      stockQuantity: 7,
      inStock: true,
    });
    const inStock = await listed(`category=${giftSetCategoryId}&inStock=true&size=100`);
    expect(inStock.map((p) => p.id)).toContain(set.id);

    const adminRead = json<AdminProduct>(await admin.read(set.id));
    expect(adminRead).toMatchObject({ stockQuantity: 7, lowStock: false });
    expect(adminRead.variants.map((v) => v.stockQuantity)).toEqual([7]);
    const adminIn = json<Page<AdminProduct>>(
      await admin.call(
        'GET',
        `/api/admin/products?stock=in&category=${giftSetCategoryId}&size=100`,
      ),
    ).content;
    expect(adminIn.map((p) => p.id)).toContain(set.id);

    const quote = async (quantity: number) =>
      json<Quote>(
        await t.app.inject({
          method: 'POST',
          url: '/api/cart/quote',
          payload: {
            items: [{ productId: set.id, quantity }],
            paymentMethodId: codId,
            pincode: '400002',
          },
        }),
      ).lines[0]!.inStock;
    expect([await quote(7), await quote(8)]).toEqual([true, false]);

    // A component's stock moves the set's: 30 -> 3 khus vials allow one set (3 / 2).
    await setStockOf(t.database.db, khus.productId, 3, khus.vial.id);
    const received = await admin.call('POST', `/api/admin/products/${oud.productId}/stock`, {
      delta: 1,
      variantId: oud.vial.id,
    });
    expect(received.statusCode).toBe(200);
    expect((await detailOf(set.id)).stockQuantity).toBe(1);
    // Sold out and low once a component runs out, in every read.
    await setStockOf(t.database.db, rose.productId, 0, rose.vial.id);
    await admin.call('POST', `/api/admin/products/${oud.productId}/stock`, {
      delta: 1,
      variantId: oud.vial.id,
    });
    expect(await detailOf(set.id)).toMatchObject({ stockQuantity: 0, inStock: false });
    expect((await detailOf(set.id)).variants[0]!.inStock).toBe(false);
    const soldOut = await listed(`category=${giftSetCategoryId}&inStock=false&size=100`);
    expect(soldOut.map((p) => p.id)).toContain(set.id);
    expect(json<AdminProduct>(await admin.read(set.id)).lowStock).toBe(true);
  });

  it('counts a removed component as none left, and an empty list gives the set back its own stock', async () => {
    const { rose, oud, set } = await discoverySet();
    await withComponents(t, adminToken, set.id, [
      { variantId: rose.vial.id, quantity: 1 },
      { variantId: oud.vial.id, quantity: 1 },
    ]);
    expect((await detailOf(set.id)).stockQuantity).toBe(7);
    await t.database.db
      .update(productVariants)
      .set({ deletedAt: new Date() })
      .where(eq(productVariants.id, oud.vial.id));
    await admin.call('POST', `/api/admin/products/${rose.productId}/stock`, { delta: 1 });
    expect((await detailOf(set.id)).stockQuantity).toBe(0);
    expect((await readComponents(set.id)).components.map((c) => c.available)).toEqual([
      true,
      false,
    ]);

    const cleared = await put(set.id, { components: [] });
    expect(json<GiftSetComponents>(cleared)).toEqual({
      productId: set.id,
      components: [],
      stockQuantity: 0,
    });
    const detail = await detailOf(set.id);
    expect([detail.components, detail.stockQuantity]).toEqual([[], 0]);
    // Its own stock can be set again.
    const restocked = await admin.update(set.id, { stockQuantity: 4 });
    expect(json<AdminProduct>(restocked).stockQuantity).toBe(4);
  });

  it('refuses to set a set’s stock by hand (409), but lets a form send back the figure it shows', async () => {
    const { rose, oud, set } = await discoverySet();
    await withComponents(t, adminToken, set.id, [
      { variantId: rose.vial.id, quantity: 1 },
      { variantId: oud.vial.id, quantity: 1 },
    ]);
    const edited = await admin.update(set.id, { stockQuantity: 50 });
    expect([edited.statusCode, json(edited).code]).toEqual([409, 'CONFLICT']);
    expect(json(edited).message).toBe(
      "This gift set's stock comes from what is in it (7 now): change the stock of its components instead.",
    );
    const adjusted = await admin.adjustStock(set.id, 3);
    expect([adjusted.statusCode, json(adjusted).code]).toEqual([409, 'CONFLICT']);
    const [variant] = json<AdminProduct>(await admin.read(set.id)).variants;
    const viaVariants = await admin.call('PUT', `/api/admin/products/${set.id}/variants`, {
      variants: [{ ...variant!, stockQuantity: 9 }],
    });
    expect([viaVariants.statusCode, json(viaVariants).code]).toEqual([409, 'CONFLICT']);
    const sameFigure = await admin.update(set.id, { stockQuantity: 7, name: `${set.name} Box` });
    expect(sameFigure.statusCode, sameFigure.body).toBe(200);
    expect(json<AdminProduct>(sameFigure)).toMatchObject({ stockQuantity: 7 });
    expect(await stockOf(t.database.db, set.id)).toBe(0);
  });
  it('exports the set’s stock to CSV, and an import leaves it as its components make it', async () => {
    const { rose, oud, set } = await discoverySet();
    await withComponents(t, adminToken, set.id, [
      { variantId: rose.vial.id, quantity: 1 },
      { variantId: oud.vial.id, quantity: 1 },
    ]);
    const rows = rowsOfExport(
      (await exportCsv(t, adminToken, `?search=${encodeURIComponent(set.sku)}`)).body,
    );
    expect(rows.map((row) => [row.sku, row.stockQuantity])).toEqual([[set.sku, '7']]);
    const { run } = await applyCsv(
      t,
      adminToken,
      csvFile(PRODUCT_CSV_COLUMNS, [{ ...rows[0]!, stockQuantity: 99 }]),
    );
    expect(run).toMatchObject({ status: 'DONE', report: { errorCount: 0 } });
    expect((await detailOf(set.id)).stockQuantity).toBe(7);
    expect(await stockOf(t.database.db, set.id)).toBe(0);
  });
});

describe('what a set may be made of', () => {
  it('answers 404 for an unknown product or variant, 409 for a product that is not a gift set', async () => {
    const { rose, set } = await discoverySet();
    const one = { components: [{ variantId: rose.vial.id, quantity: 1 }] };
    const noProduct = await put(987_654, one);
    expect([noProduct.statusCode, json(noProduct).message]).toEqual([404, 'Product not found']);
    expect((await admin.call('GET', '/api/admin/products/987654/components')).statusCode).toBe(404);
    const noVariant = await put(set.id, {
      components: [
        { variantId: rose.vial.id, quantity: 1 },
        { variantId: 987_654, quantity: 1 },
      ],
    });
    expect([noVariant.statusCode, json(noVariant).code, json(noVariant).details]).toEqual([
      404,
      'NOT_FOUND',
      { variantIds: [987_654] },
    ]);
    const notASet = await put(rose.productId, one);
    expect([notASet.statusCode, json(notASet).code]).toEqual([409, 'CONFLICT']);
    expect(json(notASet).message).toContain('is not a gift set');
    expect((await readComponents(set.id)).components).toEqual([]);
  });

  it('refuses a set inside a set, the set itself and a removed variant or product', async () => {
    const { rose, oud, set } = await discoverySet();
    const other = await giftSet(t, giftSetCategoryId, { stock: 3 });
    const [otherVariant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, other.id));
    const [ownVariant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, set.id));

    const nested = await put(set.id, {
      components: [
        { variantId: rose.vial.id, quantity: 1 },
        { variantId: otherVariant!.id, quantity: 1 },
      ],
    });
    expect([nested.statusCode, json(nested).code]).toEqual([409, 'CONFLICT']);
    expect(json(nested).message).toBe(
      `${other.name} is a gift set: a set cannot contain another set.`,
    );
    const itself = await put(set.id, { components: [{ variantId: ownVariant!.id, quantity: 1 }] });
    expect([itself.statusCode, json(itself).message]).toEqual([
      400,
      'components.0.variantId: A set cannot contain itself.',
    ]);

    // What the service's rules keep out of the table, `other` inside `set`, written straight
    // in: the inner set may then not be given components of its own.
    await t.database.db
      .insert(giftSetComponents)
      .values({ setProductId: set.id, componentVariantId: otherVariant!.id, quantity: 1 });
    const insideAnother = await put(other.id, {
      components: [{ variantId: oud.vial.id, quantity: 1 }],
    });
    expect([insideAnother.statusCode, json(insideAnother).code]).toEqual([409, 'CONFLICT']);
    expect(json(insideAnother).message).toBe(
      `${other.name} is in the set ${set.name}: a set inside a set cannot be sold.`,
    );
    await put(set.id, { components: [] });

    await t.database.db
      .update(productVariants)
      .set({ deletedAt: new Date() })
      .where(eq(productVariants.id, oud.vial.id));
    const removed = await put(set.id, { components: [{ variantId: oud.vial.id, quantity: 1 }] });
    expect([removed.statusCode, json(removed).code]).toEqual([409, 'CONFLICT']);
    expect(json(removed).message).toContain('was removed from the store');
    const deletedProduct = await admin.remove(rose.productId);
    expect(deletedProduct.statusCode).toBe(204);
    const ofDeleted = await put(set.id, { components: [{ variantId: rose.vial.id, quantity: 1 }] });
    expect([ofDeleted.statusCode, json(ofDeleted).code]).toEqual([409, 'CONFLICT']);
    expect((await readComponents(set.id)).components).toEqual([]);
  });

  it('refuses bad bodies with 400: a variant twice, quantities out of range, wrong types, NUL, too many; 413 for an oversize body', async () => {
    const { rose, oud, set } = await discoverySet();
    const many = Array.from({ length: 11 }, (_, index) => ({ variantId: index + 1, quantity: 1 }));
    const refusals: [unknown, string][] = [
      [
        {
          components: [
            { variantId: rose.vial.id, quantity: 1 },
            { variantId: rose.vial.id, quantity: 2 },
          ],
        },
        'components.1.variantId',
      ],
      [{ components: [{ variantId: rose.vial.id, quantity: 0 }] }, 'components.0.quantity'],
      [{ components: [{ variantId: rose.vial.id, quantity: 21 }] }, 'components.0.quantity'],
      [{ components: [{ variantId: rose.vial.id, quantity: 1.5 }] }, 'components.0.quantity'],
      [{ components: [{ variantId: rose.vial.id, quantity: '2' }] }, 'components.0.quantity'],
      [{ components: [{ variantId: rose.vial.id }] }, 'components.0.quantity'],
      [
        { components: [{ variantId: `${oud.vial.id}\u0000`, quantity: 1 }] },
        'components.0.variantId',
      ],
      [{ components: [{ variantId: 'abc', quantity: 1 }] }, 'components.0.variantId'],
      [{ components: [{ variantId: -4, quantity: 1 }] }, 'components.0.variantId'],
      [{ components: [{ variantId: 2 ** 31, quantity: 1 }] }, 'components.0.variantId'],
      [{ components: [{ quantity: 1 }] }, 'components.0.variantId'],
      [{ components: many }, 'components'],
      [{ components: 'all' }, 'components'],
      [{ components: null }, 'components'],
      [{}, 'components'],
    ];
    for (const [body, path] of refusals) {
      const response = await put(set.id, body as Record<string, unknown>);
      expect([response.statusCode, json(response).code], JSON.stringify(body)).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
      const paths = json<{ details: { path: string }[] }>(response).details.map((d) => d.path);
      expect(paths, JSON.stringify(body)).toContain(path);
    }
    expect((await put('abc', { components: [] })).statusCode).toBe(400);
    expect((await put(`${set.id}\u0000`, { components: [] })).statusCode).toBe(400);
    const oversize = await put(set.id, {
      components: [{ variantId: rose.vial.id, quantity: 1 }],
      note: 'x'.repeat(200 * 1024),
    });
    expect([oversize.statusCode, json(oversize).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await readComponents(set.id)).components).toEqual([]);
  });

  it('is for staff who edit products: 401 for a visitor, 403 for a customer and for a role without the permission', async () => {
    const { rose, set } = await discoverySet();
    const body = { components: [{ variantId: rose.vial.id, quantity: 1 }] };
    const url = `/api/admin/products/${set.id}/components`;
    for (const method of ['GET', 'PUT'] as const) {
      const visitor = await t.app.inject({ method, url, payload: body });
      expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    const asRole = (token: string, method: 'GET' | 'PUT' = 'PUT') =>
      t.app.inject(withToken(token, { method, url, payload: body }));
    const customer = (await signedInUser(t)).token;
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await asRole(customer, method);
      expect([refused.statusCode, json(refused).code]).toEqual([403, 'FORBIDDEN']);
    }
    const fulfilment = (await signedInUser(t, 'ADMIN', 'FULFILMENT')).token;
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await asRole(fulfilment, method);
      expect([refused.statusCode, json(refused).code]).toEqual([403, 'NOT_PERMITTED']);
    }
    expect((await readComponents(set.id)).components).toEqual([]);
    const catalogue = await asRole((await signedInUser(t, 'ADMIN', 'CATALOGUE')).token);
    expect([catalogue.statusCode, json<GiftSetComponents>(catalogue).stockQuantity]).toEqual([
      200, 7,
    ]);
  });
});
